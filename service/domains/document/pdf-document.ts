// A composed document as a PDF: the site's header (logo and details), the document's title, the
// filled body, and on every page the footer and « Page n / N ». Built synchronously so a document
// can be printed inside the transaction that e-mails it.
import { loadPdfKitSync } from '../../pdfkit';
import { writeHtmlBody } from './pdf-body';

/** What frames the body on the page: read from the site's details and the document settings. */
export interface PrintFrame {
  readonly title: string;
  readonly author: string;
  /** The site's lines beside the logo: name, address, phone and e-mail. */
  readonly headerLines: readonly string[];
  readonly logo: Buffer | null;
  /** Printed small at the bottom of every page (legal mentions, footer text). */
  readonly footerLines: readonly string[];
  /** « Page » in the document's language. */
  readonly pageWord: string;
}

const MARGIN = 48;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_SPACE = 46;
const ACCENT = '#1f4e79';

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, frame: PrintFrame): void {
  let textLeft = MARGIN;
  if (frame.logo) {
    try {
      doc.image(frame.logo, MARGIN, MARGIN, { fit: [110, 60] });
      textLeft = MARGIN + 125;
    } catch {
      // A logo pdfkit cannot draw (a GIF) leaves the details alone at the left.
    }
  }
  const [name, ...rest] = frame.headerLines;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(ACCENT)
    .text(name ?? '', textLeft, MARGIN, { width: 300 });
  doc.font('Helvetica').fontSize(8.5).fillColor('#333333');
  for (const line of rest) doc.text(line, textLeft, doc.y, { width: 300 });
  doc.y = Math.max(doc.y, MARGIN + 64) + 18;
  doc.font('Helvetica-Bold').fontSize(15).fillColor(ACCENT).text(frame.title, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.8).fillColor('black');
}

function footers(doc: Doc, frame: PrintFrame): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // Written inside the bottom margin: lift it while writing, or pdfkit would open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - MARGIN - FOOTER_SPACE + 14;
    doc.font('Helvetica').fontSize(7).fillColor('#555555');
    doc.text(frame.footerLines.join('\n'), MARGIN, y, { width: WIDTH - 70 });
    doc.text(`${frame.pageWord} ${i + 1} / ${range.count}`, PAGE_WIDTH - MARGIN - 60, y, { width: 60, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

/** Reads a finished pdfkit document at once: its stream holds every byte once `end()` is called. */
function bytesOf(doc: Doc): Buffer {
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function renderDocumentPdf(html: string, frame: PrintFrame): Buffer {
  const PDFDocument = loadPdfKitSync();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: { Title: frame.title, Author: frame.author },
  });
  header(doc, frame);
  writeHtmlBody(doc, html, MARGIN, WIDTH);
  footers(doc, frame);
  doc.end();
  return bytesOf(doc);
}
