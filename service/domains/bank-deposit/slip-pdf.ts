// The deposit slip (bordereau de remise) handed to the bank with the cheques, vouchers or cash:
// the account credited, the deposit's number and date, one line per payment, the count and total.
import { loadPdfKit } from '../../pdfkit';
import { formatIban } from '../../validation';
import { type DepositDto, SLIP_TYPES } from './contract';

const frDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const euros = (cents: number) =>
  `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100).replace(/\s/g, ' ')} €`;

/** Columns of a line: [title, width, alignment]. */
const COLUMNS: readonly [string, number, 'left' | 'right'][] = [
  ['N°', 30, 'left'],
  ['Date', 62, 'left'],
  ['N° de chèque', 80, 'left'],
  ['Titulaire / client', 150, 'left'],
  ['Banque', 100, 'left'],
  ['Montant', 77, 'right'],
];

function row(doc: PDFKit.PDFDocument, cells: string[], y: number) {
  let x = doc.page.margins.left;
  cells.forEach((cell, i) => {
    const [, width, align] = COLUMNS[i];
    doc.text(cell, x, y, { width: width - 4, align, lineBreak: false, ellipsis: true });
    x += width;
  });
}

export async function renderDepositSlip(d: DepositDto, siteName: string | null): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Remise ${d.number}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const slip = SLIP_TYPES.find((s) => s.id === d.slipType)?.label ?? 'Bordereau de remise';
    doc.font('Helvetica-Bold').fontSize(16).text(slip);
    if (siteName) doc.font('Helvetica').fontSize(10).text(siteName);
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    doc.text(`Remise n° ${d.number} du ${frDay(d.depositedOn)}`);
    doc.text(`Mode de paiement : ${d.paymentMethodLabel} — type de remise : ${d.depositTypeLabel}`);
    doc.text(`Compte crédité : ${d.bankAccountLabel}${d.bankName ? ` (${d.bankName})` : ''}`);
    if (d.bankAccountIban) doc.text(`IBAN : ${formatIban(d.bankAccountIban)}`);
    if (d.fromTicket !== null || d.toTicket !== null)
      doc.text(`Tickets : du ${d.fromTicket ?? '—'} au ${d.toTicket ?? '—'}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(9);
    row(
      doc,
      COLUMNS.map((c) => c[0]),
      doc.y,
    );
    doc.moveDown(0.3).font('Helvetica');
    d.payments.forEach((p, i) => {
      if (doc.y > doc.page.height - 100) doc.addPage();
      const y = doc.y + 3;
      row(
        doc,
        [
          String(i + 1),
          frDay(p.paidOn),
          p.chequeNumber ?? '',
          p.chequeHolder ?? p.customerName ?? '',
          p.payingBankName ?? '',
          euros(p.amountCents),
        ],
        y,
      );
      doc.y = y + 12;
    });
    doc.moveDown().font('Helvetica-Bold').fontSize(11);
    doc.text(`Nombre de paiements : ${d.paymentsCount}`, doc.page.margins.left, doc.y);
    doc.text(`Total de la remise : ${euros(d.totalCents)}`);
    doc.moveDown(2).font('Helvetica').fontSize(9).text('Signature du remettant :');
    doc.end();
  });
}
