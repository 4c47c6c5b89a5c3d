// The sanitised HTML body laid out with pdfkit: the small tag set of sanitize.ts walked with
// htmlparser2 — paragraphs and headings, bold, italic and underline runs, links, bullet and numbered
// lists, line breaks, inlined PNG and JPEG images. Standard fonts keep the text extractable.
import { Parser } from 'htmlparser2';

type Doc = PDFKit.PDFDocument;

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: string | null;
}

const HEADING_SIZES: Record<string, number> = { h1: 16, h2: 13.5, h3: 12 };
const BODY_SIZE = 10.5;
const LINK_COLOR = '#1f4e79';

function fontOf(run: Pick<Run, 'bold' | 'italic'>): string {
  if (run.bold && run.italic) return 'Helvetica-BoldOblique';
  if (run.bold) return 'Helvetica-Bold';
  return run.italic ? 'Helvetica-Oblique' : 'Helvetica';
}

/** A data URI's bytes when pdfkit can draw them (PNG or JPEG), else null. */
function imageBytes(src: string): Buffer | null {
  const m = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(src);
  return m?.[2] ? Buffer.from(m[2], 'base64') : null;
}

class BodyWriter {
  private runs: Run[] = [];
  private bold = 0;
  private italic = 0;
  private underline = 0;
  private link: string | null = null;
  private heading: string | null = null;
  private readonly lists: { ordered: boolean; n: number }[] = [];

  constructor(
    private readonly doc: Doc,
    private readonly left: number,
    private readonly width: number,
  ) {}

  open(name: string, attrs: Record<string, string>): void {
    if (name === 'b' || name === 'strong') this.bold += 1;
    else if (name === 'i' || name === 'em') this.italic += 1;
    else if (name === 'u') this.underline += 1;
    else if (name === 'a') this.link = attrs.href || null;
    else if (name === 'br') this.flush(0);
    else if (name in HEADING_SIZES) this.startBlock(name);
    else if (name === 'p') this.startBlock(null);
    else if (name === 'ul' || name === 'ol') this.startList(name === 'ol');
    else if (name === 'li') this.startItem();
    else if (name === 'img') this.image(attrs);
  }

  close(name: string): void {
    if (name === 'b' || name === 'strong') this.bold -= 1;
    else if (name === 'i' || name === 'em') this.italic -= 1;
    else if (name === 'u') this.underline -= 1;
    else if (name === 'a') this.link = null;
    else if (name === 'p' || name === 'li' || name in HEADING_SIZES) this.endBlock();
    else if (name === 'ul' || name === 'ol') this.endList();
  }

  text(raw: string): void {
    const text = raw.replace(/\s+/g, ' ');
    if (this.runs.length === 0 && text.trim() === '') return;
    const run = {
      text: this.runs.length === 0 ? text.trimStart() : text,
      bold: this.bold > 0 || this.heading !== null,
      italic: this.italic > 0,
      underline: this.underline > 0,
      link: this.link,
    };
    this.runs.push(run);
  }

  /** Writes what text is pending (text outside any paragraph too). */
  end(): void {
    this.endBlock();
  }

  private startBlock(heading: string | null): void {
    this.flush(0.4);
    this.heading = heading;
  }

  private endBlock(): void {
    this.flush(this.heading ? 0.3 : 0.5);
    this.heading = null;
  }

  private startList(ordered: boolean): void {
    this.flush(0.4);
    this.lists.push({ ordered, n: 0 });
  }

  private endList(): void {
    this.flush(0);
    this.lists.pop();
    if (this.lists.length === 0) this.doc.moveDown(0.4);
  }

  private startItem(): void {
    this.flush(0);
    const list = this.lists.at(-1);
    if (!list) return;
    list.n += 1;
    this.runs.push({
      text: list.ordered ? `${list.n}. ` : '•  ',
      bold: false,
      italic: false,
      underline: false,
      link: null,
    });
  }

  private flush(gap: number): void {
    const runs = this.runs.filter((r) => r.text !== '');
    this.runs = [];
    const last = runs.length - 1;
    const lastRun = runs[last];
    if (!lastRun) return;
    lastRun.text = lastRun.text.trimEnd();
    const indent = this.lists.length * 14;
    const size = this.heading ? (HEADING_SIZES[this.heading] ?? BODY_SIZE) : BODY_SIZE;
    this.doc.x = this.left + indent;
    runs.forEach((run, i) => {
      this.doc
        .font(fontOf(run))
        .fontSize(size)
        .fillColor(run.link ? LINK_COLOR : 'black')
        .text(run.text, {
          width: this.width - indent,
          continued: i < last,
          underline: run.underline || run.link !== null,
          link: run.link,
        });
    });
    this.doc.x = this.left;
    if (gap > 0) this.doc.moveDown(gap);
  }

  private image(attrs: Record<string, string>): void {
    const bytes = imageBytes(attrs.src ?? '');
    if (!bytes) return;
    this.flush(0);
    const width = Math.min(Number(attrs.width) || this.width, this.width);
    try {
      this.doc.image(bytes, this.left, this.doc.y, { fit: [width, 200] });
      this.doc.moveDown(0.5);
    } catch {
      // An image pdfkit cannot read (a damaged file) is left out rather than failing the document.
    }
  }
}

/** Lays the body out from the document's current position, between `left` and `left + width`. */
export function writeHtmlBody(doc: Doc, html: string, left: number, width: number): void {
  const writer = new BodyWriter(doc, left, width);
  const parser = new Parser(
    {
      onopentag: (name, attrs) => writer.open(name, attrs),
      ontext: (text) => writer.text(text),
      onclosetag: (name) => writer.close(name),
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  writer.end();
}
