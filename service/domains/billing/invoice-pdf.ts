// The invoice as a PDF: the stored invoice (row, lines, the seller and buyer frozen when it was
// issued), never today's establishment or customer, with the French legal mentions. Amounts as
// « 1 234,56 € », days as DD/MM/YYYY, standard fonts so the text stays extractable.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { readPreference } from '../preference';
import { type InvoicePrint, renderInvoice } from './invoice-pdf-layout';
import { paymentTermsAtIssue } from './legal-mentions';
import type { BuyerSnapshot, SellerSnapshot, VatDetail } from './parties-contract';
import { invoiceLines, invoices } from './schema';

export type { InvoicePrint, InvoicePrintLine } from './invoice-pdf-layout';

/** The invoice as stored, ready to print; NOT_FOUND when there is none. */
export function loadInvoicePrint(db: Db, id: number): InvoicePrint {
  const row = db.select().from(invoices).where(eq(invoices.id, id)).get();
  if (!row) throw new AppError('NOT_FOUND');
  const lines = db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.sortOrder), asc(invoiceLines.id))
    .all();
  const cancels = row.cancelsInvoiceId
    ? db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.cancelsInvoiceId)).get()
    : undefined;
  const cancelledBy = db
    .select({ number: invoices.number, issuedOn: invoices.issuedOn })
    .from(invoices)
    .where(eq(invoices.cancelsInvoiceId, id))
    .get();
  return {
    number: row.number,
    type: row.type,
    documentKind: row.documentKind,
    issuedOn: row.issuedOn,
    serviceStart: row.serviceStart,
    serviceEnd: row.serviceEnd,
    dueDate: row.dueDate,
    seller: JSON.parse(row.seller) as SellerSnapshot,
    buyer: JSON.parse(row.buyer) as BuyerSnapshot,
    totalCents: row.totalCents,
    totalExclVatCents: row.totalExclVatCents,
    vatCents: row.vatCents,
    touristTaxCents: row.touristTaxCents,
    vatDetail: JSON.parse(row.vatDetail) as VatDetail[],
    depositCents: row.depositCents,
    paidCents: row.paidCents,
    // An invoice issued without frozen terms prints the site's current ones.
    paymentTerms: row.paymentTerms ?? paymentTermsAtIssue(readPreference(db, 'sale')),
    lines: lines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitCents: l.unitCents,
      amountCents: l.amountCents,
      vatBp: l.vatBp,
      isOutsideVatBase: l.isOutsideVatBase,
    })),
    cancelsNumber: cancels?.number ?? null,
    cancelledBy: cancelledBy ?? null,
  };
}

/** The payment terms an invoice issued now freezes: the invoicing preference's terms and penalty rate. */
export const invoicePaymentTermsNow = (db: Db): string => paymentTermsAtIssue(readPreference(db, 'sale'));

export async function invoicePdf(db: Db, id: number): Promise<{ number: string; pdf: Buffer }> {
  const print = loadInvoicePrint(db, id);
  return { number: print.number, pdf: await renderInvoice(print) };
}
