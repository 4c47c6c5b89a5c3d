// The invoice's page layout with pdfkit: the seller and the title, the buyer's box, the lines
// table (its header repeated on each page), the totals, the payment mentions, a footer per page.
import { loadPdfKit } from '../../pdfkit';
import { DOCUMENT_KIND, INVOICE_TYPE } from '../payment/kinds';
import { vatIncluded } from '../pricing';
import {
  balanceDueCents,
  buyerLines,
  euros,
  frDate,
  invoiceHeading,
  paymentMentions,
  percent,
  sellerIdentityLines,
  sellerLines,
  serviceDateText,
} from './legal-mentions';
import type { BuyerSnapshot, SellerSnapshot, VatDetail } from './parties-contract';

export interface InvoicePrintLine {
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  vatBp: number;
  isOutsideVatBase: boolean;
}

/** Everything the PDF prints, read from the stored invoice. */
export interface InvoicePrint {
  number: string;
  type: number;
  documentKind: number;
  issuedOn: string;
  serviceStart: string | null;
  serviceEnd: string | null;
  dueDate: string | null;
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
  totalCents: number;
  totalExclVatCents: number;
  vatCents: number;
  touristTaxCents: number;
  vatDetail: VatDetail[];
  depositCents: number;
  paidCents: number;
  paymentTerms: string | null;
  lines: InvoicePrintLine[];
  cancelsNumber: string | null;
  cancelledBy: { number: string; issuedOn: string } | null;
}

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const RIGHT = PAGE_WIDTH - MARGIN;
const BOTTOM = 841.89 - MARGIN - 30;
const ACCENT = '#1f4e79';

/** Columns of the lines table: label, quantity, unit excl. VAT, unit incl. VAT, VAT rate, amount. */
const COLS = [
  { title: 'Désignation', x: MARGIN, w: 195, align: 'left' as const },
  { title: 'Qté', x: 235, w: 35, align: 'right' as const },
  { title: 'P.U. HT', x: 275, w: 70, align: 'right' as const },
  { title: 'P.U. TTC', x: 350, w: 70, align: 'right' as const },
  { title: 'TVA', x: 425, w: 45, align: 'right' as const },
  { title: 'Montant TTC', x: 475, w: RIGHT - 475, align: 'right' as const },
];

type Doc = PDFKit.PDFDocument;

function lineCells(l: InvoicePrintLine): string[] {
  const unitExcl = l.isOutsideVatBase ? l.unitCents : l.unitCents - vatIncluded(l.unitCents, l.vatBp);
  return [
    l.label,
    String(l.quantity),
    euros(unitExcl),
    euros(l.unitCents),
    l.isOutsideVatBase ? 'hors TVA' : percent(l.vatBp),
    euros(l.amountCents),
  ];
}

function row(doc: Doc, y: number, cells: readonly string[], bold = false): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: COLS[i].w })));
  cells.forEach((c, i) => {
    doc.text(c, COLS[i].x, y, { width: COLS[i].w, align: COLS[i].align });
  });
  return y + height + 4;
}

function tableHeader(doc: Doc, y: number): number {
  doc.rect(MARGIN, y - 3, RIGHT - MARGIN, 16).fill('#e8eef5');
  doc.fillColor('black');
  return row(
    doc,
    y,
    COLS.map((c) => c.title),
    true,
  );
}

/** Room for `height` more points on this page, else a new page (with the table header when asked). */
function ensureRoom(doc: Doc, y: number, height: number, header = false): number {
  if (y + height <= BOTTOM) return y;
  doc.addPage();
  return header ? tableHeader(doc, MARGIN) : MARGIN;
}

function heading(doc: Doc, p: InvoicePrint): number {
  const seller = sellerLines(p.seller);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(ACCENT)
    .text(seller[0] ?? '', MARGIN, MARGIN, { width: 260 });
  doc.font('Helvetica').fontSize(8.5).fillColor('black').text(seller.slice(1).join('\n'), { width: 260 });
  const leftEnd = doc.y;

  const { title, notes } = invoiceHeading({
    type: p.type,
    number: p.number,
    isDownPayment: p.documentKind === DOCUMENT_KIND.downPayment,
    cancelsNumber: p.cancelsNumber,
    cancelledBy: p.cancelledBy,
  });
  const x = 320;
  const w = RIGHT - x;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(ACCENT).text(title, x, MARGIN, { width: w });
  doc.font('Helvetica').fontSize(9).fillColor('black');
  doc.text(`Date d'émission : ${frDate(p.issuedOn)}`, { width: w });
  doc.text(serviceDateText(p.serviceStart, p.serviceEnd, p.issuedOn), { width: w });
  doc.moveDown(0.6);
  const boxTop = doc.y;
  doc.font('Helvetica-Bold').text('Facturé à', x + 8, boxTop + 6, { width: w - 16 });
  doc.font('Helvetica').text(buyerLines(p.buyer).join('\n'), { width: w - 16 });
  doc
    .rect(x, boxTop, w, doc.y - boxTop + 6)
    .strokeColor('#9aa9b8')
    .stroke();
  let y = Math.max(leftEnd, doc.y + 6) + 14;
  for (const note of notes) {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#b00020')
      .text(note, MARGIN, y, { width: RIGHT - MARGIN });
    y = doc.y + 8;
  }
  doc.fillColor('black');
  return y;
}

function linesTable(doc: Doc, p: InvoicePrint, top: number): number {
  let y = tableHeader(doc, top);
  for (const l of p.lines) {
    const cells = lineCells(l);
    doc.font('Helvetica').fontSize(9);
    y = ensureRoom(doc, y, doc.heightOfString(cells[0], { width: COLS[0].w }) + 4, true);
    y = row(doc, y, cells);
  }
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).strokeColor('#9aa9b8').stroke();
  return y + 8;
}

/** Label on the left of the totals column, amount on the right. */
function amountRow(doc: Doc, y: number, label: string, cents: number, bold = false): number {
  const x = 300;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
  doc.text(label, x, y, { width: 170 });
  doc.text(euros(cents), 470, y, { width: RIGHT - 470, align: 'right' });
  return Math.max(doc.y, y + 12) + 2;
}

function totals(doc: Doc, p: InvoicePrint, top: number): number {
  let y = ensureRoom(doc, top, 60 + 14 * (p.vatDetail.length + 6));
  y = amountRow(doc, y, 'Total HT', p.totalExclVatCents);
  for (const v of p.vatDetail) y = amountRow(doc, y, `TVA ${percent(v.vatBp)} sur ${euros(v.baseCents)}`, v.vatCents);
  y = amountRow(doc, y, 'Total TVA', p.vatCents);
  y = amountRow(doc, y, 'Total TTC', p.totalExclVatCents + p.vatCents, true);
  if (p.touristTaxCents !== 0) y = amountRow(doc, y, 'Taxe de séjour (hors base TVA)', p.touristTaxCents);
  y = amountRow(doc, y, 'Total de la facture', p.totalCents, true);
  // A cancelling invoice asks for nothing: no payment to deduct, no balance.
  if (p.type === INVOICE_TYPE.cancelling) return y + 10;
  if (p.depositCents !== 0) y = amountRow(doc, y, 'Acomptes déjà facturés', -p.depositCents);
  if (p.paidCents !== 0) y = amountRow(doc, y, 'Déjà réglé', -p.paidCents);
  const balance = balanceDueCents(p);
  y = amountRow(doc, y, balance < 0 ? 'Trop-perçu' : 'Reste à payer', Math.abs(balance), true);
  return y + 10;
}

function mentions(doc: Doc, p: InvoicePrint, top: number): void {
  const text = paymentMentions(p);
  if (text.length === 0) return;
  doc.font('Helvetica').fontSize(8.5);
  const body = text.join('\n');
  let y = ensureRoom(doc, top, doc.heightOfString(body, { width: RIGHT - MARGIN }) + 16);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('Conditions de paiement', MARGIN, y, { width: RIGHT - MARGIN });
  y = doc.y + 2;
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .text(body, MARGIN, y, { width: RIGHT - MARGIN });
}

/** On every page: the seller's identity, the invoice's number and « Page n / N ». */
function footers(doc: Doc, p: InvoicePrint): void {
  const range = doc.bufferedPageRange();
  const identity = [p.seller.corporateName, ...sellerIdentityLines(p.seller)].join(' · ');
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const y = BOTTOM + 8;
    doc.font('Helvetica').fontSize(7).fillColor('#555555');
    doc.text(identity, MARGIN, y, { width: RIGHT - MARGIN - 110, lineBreak: true, height: 24 });
    doc.text(`N° ${p.number} · Page ${i + 1} / ${range.count}`, RIGHT - 105, y, { width: 105, align: 'right' });
  }
  doc.fillColor('black');
}

export async function renderInvoice(p: InvoicePrint): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: `Facture ${p.number}`, Author: p.seller.corporateName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    let y = heading(doc, p);
    y = linesTable(doc, p, y);
    y = totals(doc, p, y);
    mentions(doc, p, y);
    footers(doc, p);
    doc.end();
  });
}
