// Reads of the invoices by intent, and the one write: an invoice and its lines appended to their
// hash chains (never an UPDATE, never a DELETE). An invoice a cancelling one points to reads as
// cancelled; nothing is stored to say so.
import type { Db } from '../../db/connection';
import { rowMapper, statement } from '../../db/statements';
import { appendChained, CHAINS } from '../ledger';
import { DOCUMENT_KIND, INVOICE_TYPE } from '../payment/kinds';
import type { InvoiceLineDraft } from './invoice-rules';
import { invoiceLines, invoices } from './schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'prevHash' | 'hash' | 'grandTotalCents'>;

const toInvoice = rowMapper(invoices);
const toLine = rowMapper(invoiceLines);

/** Not cancelled: no cancelling invoice points to it, and it is no cancelling invoice itself. */
const LIVE = `type = ${INVOICE_TYPE.invoice} AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.cancels_invoice_id = i.id)`;

export function findInvoice(db: Db, id: number): InvoiceRow | undefined {
  const raw = statement(db, 'SELECT * FROM invoices WHERE id = ?').get(id);
  return raw ? toInvoice(raw) : undefined;
}

export function linesOfInvoice(db: Db, invoiceId: number): InvoiceLineRow[] {
  return statement(db, 'SELECT * FROM invoice_lines WHERE invoice_id = ? ORDER BY sort_order, id')
    .all(invoiceId)
    .map(toLine);
}

export function isCancelled(db: Db, invoiceId: number): boolean {
  return statement(db, 'SELECT 1 FROM invoices WHERE cancels_invoice_id = ?').get(invoiceId) !== undefined;
}

/** The live invoice of a booking of this document kind, customer or partner side. */
export function liveBookingInvoice(
  db: Db,
  bookingId: number,
  documentKind: number,
  isPartnerBill: boolean,
): InvoiceRow | undefined {
  const raw = statement(
    db,
    `SELECT * FROM invoices i WHERE booking_id = ? AND document_kind = ? AND is_partner_bill = ? AND ${LIVE} LIMIT 1`,
  ).get(bookingId, documentKind, isPartnerBill ? 1 : 0);
  return raw ? toInvoice(raw) : undefined;
}

/** A live customer invoice of kind reservation exists for the booking. */
export function hasLiveCustomerBill(db: Db, bookingId: number): boolean {
  return liveBookingInvoice(db, bookingId, DOCUMENT_KIND.reservation, false) !== undefined;
}

/** The total of the booking's live down-payment invoices: deducted from its invoice. */
export function downPaymentsInvoicedCents(db: Db, bookingId: number): number {
  const row = statement(
    db,
    `SELECT coalesce(sum(total_cents), 0) AS n FROM invoices i WHERE booking_id = ? AND document_kind = ? AND ${LIVE}`,
  ).get(bookingId, DOCUMENT_KIND.downPayment) as { n: number };
  return row.n;
}

/** Of these payments, those a live down-payment invoice already bills. */
export function billedPaymentIds(db: Db, paymentIds: readonly number[]): number[] {
  return (
    statement(
      db,
      `SELECT DISTINCT l.payment_id AS id FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
       WHERE l.payment_id IN (SELECT value FROM json_each(?)) AND ${LIVE}`,
    ).all(JSON.stringify(paymentIds)) as { id: number }[]
  ).map((r) => r.id);
}

/** The day of the last invoice issued, null before the first. */
export function lastIssuedOn(db: Db): string | null {
  const row = statement(db, 'SELECT max(issued_on) AS day FROM invoices').get() as { day: string | null };
  return row.day;
}

/** The last number given in a financial year (0 before its first invoice). */
export function lastYearSeq(db: Db, financialYearId: number): number {
  const row = statement(db, 'SELECT max(year_seq) AS n FROM invoices WHERE financial_year_id = ?').get(
    financialYearId,
  ) as { n: number | null };
  return row.n ?? 0;
}

export interface FinancialYearRow {
  id: number;
  startDate: string;
  endDate: string;
  isClosed: boolean;
  billPrefix: string | null;
}

export function financialYearRows(db: Db): FinancialYearRow[] {
  return (
    statement(
      db,
      'SELECT id, start_date AS startDate, end_date AS endDate, is_closed AS isClosed, bill_prefix AS billPrefix FROM financial_years ORDER BY start_date',
    ).all() as (Omit<FinancialYearRow, 'isClosed'> & { isClosed: number })[]
  ).map((y) => ({ ...y, isClosed: y.isClosed === 1 }));
}

/** A payment of a booking as a down-payment invoice reads it. */
export interface PaymentForInvoice {
  id: number;
  bookingId: number | null;
  amountCents: number;
  paidOn: string;
  isGuarantee: boolean;
  /** A cancelling row, or a row a cancelling one points to. */
  isDead: boolean;
}

/**
 * The payments named, read straight from their table: the payment domain has no reader of one
 * payment for other domains yet.
 */
export function paymentsForInvoice(db: Db, ids: readonly number[]): PaymentForInvoice[] {
  return (
    statement(
      db,
      `SELECT p.id, p.booking_id AS bookingId, p.amount_cents AS amountCents, p.paid_on AS paidOn,
              p.is_guarantee AS isGuarantee,
              (p.cancels_id IS NOT NULL OR EXISTS (SELECT 1 FROM payments c WHERE c.cancels_id = p.id)) AS isDead
       FROM payments p WHERE p.id IN (SELECT value FROM json_each(?)) ORDER BY p.id`,
    ).all(JSON.stringify(ids)) as (Omit<PaymentForInvoice, 'isGuarantee' | 'isDead'> & {
      isGuarantee: number;
      isDead: number;
    })[]
  ).map((p) => ({ ...p, isGuarantee: p.isGuarantee === 1, isDead: p.isDead === 1 }));
}

/**
 * Appends the invoice then each of its lines to their chains. `afterInvoiceRow` runs between the
 * two (tests stop the process there to prove the transaction leaves all or nothing).
 */
export function appendInvoice(
  db: Db,
  invoice: NewInvoice,
  lines: readonly InvoiceLineDraft[],
  afterInvoiceRow?: () => void,
): InvoiceRow {
  const row = appendChained(db, CHAINS.invoice, invoice);
  afterInvoiceRow?.();
  lines.forEach((l, i) => {
    appendChained(db, CHAINS.invoiceLine, {
      invoiceId: row.id,
      createdAt: invoice.createdAt,
      createdBy: invoice.createdBy,
      kind: l.kind,
      label: l.label,
      quantity: l.quantity,
      unitCents: l.unitCents,
      amountCents: l.amountCents,
      vatBp: l.vatBp,
      isOutsideVatBase: l.isOutsideVatBase,
      paymentId: l.paymentId,
      sortOrder: i,
    });
  });
  return row;
}
