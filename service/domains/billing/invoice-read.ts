// The read side of invoices: the bill list (filters, sort, page), one invoice as issued with what
// cancels it or what it cancels and its booking's payments, and a booking's billing state. A
// cancelled invoice is never stored as such: it reads as type 2 when a cancelling one points to it.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { AppError } from '../../errors/app-error';
import { sortColumn, sortColumns } from '../../http/entity/sort';
import { normalizeName } from '../customer';
import { DOCUMENT_KIND, INVOICE_TYPE } from '../payment/kinds';
import type { BuyerSnapshot, SellerSnapshot, VatDetail } from './parties-contract';
import type {
  BookingBilling,
  InvoiceDetail,
  InvoiceLineDto,
  InvoicePaymentDto,
  InvoiceRow,
  InvoiceSearch,
} from './read-contract';

/** An invoice `i` a cancelling invoice points to. */
const isCancelledSql = 'EXISTS (SELECT 1 FROM invoices x WHERE x.cancels_invoice_id = i.id)';
/** The type as read: 2 for an invoice a cancelling one points to. */
export const readTypeSql = `CASE WHEN i.type = ${INVOICE_TYPE.invoice} AND ${isCancelledSql} THEN ${INVOICE_TYPE.cancelled} ELSE i.type END`;

const columns = sortColumns({
  number: 'i.number',
  issuedOn: 'i.issued_on',
  dueDate: 'i.due_date',
  type: 'type',
  documentKind: 'i.document_kind',
  customerName: 'customerName',
  totalCents: 'i.total_cents',
  paidCents: 'i.paid_cents',
});

/**
 * The documents of the bill list: the invoices, and the credit notes (« Avoir », type 0, their
 * amount owed back as a negative total, no VAT of their own), under the invoices' column names.
 */
const documentsSql = `(SELECT id, NULL AS credit_note_id, number, type, document_kind, issued_on, due_date, buyer,
    customer_id, booking_id, is_partner_bill, total_excl_vat_cents, vat_cents, total_cents, paid_cents FROM invoices
  UNION ALL
  SELECT n.id, n.id, n.number, 0, ${DOCUMENT_KIND.creditNote}, n.issued_on, NULL,
    json_object('name', coalesce((SELECT CASE WHEN c.is_legal_entity = 1 AND c.company_name IS NOT NULL
      THEN c.company_name ELSE trim(coalesce(c.last_name, '') || ' ' || coalesce(c.first_name, '')) END
      FROM customers c WHERE c.id = n.customer_id), '')),
    n.customer_id, n.booking_id, 0, -n.amount_cents, 0, -n.amount_cents, 0 FROM credit_notes n)`;

const rowColumns = (
  creditNoteId: string,
) => `SELECT i.id, ${creditNoteId} AS creditNoteId, i.number, ${readTypeSql} AS type,
  i.document_kind AS documentKind, i.issued_on AS issuedOn, i.due_date AS dueDate,
  coalesce(json_extract(i.buyer, '$.name'), '') AS customerName,
  i.booking_id AS bookingId, b.code AS bookingCode, i.is_partner_bill AS isPartnerBill,
  i.total_excl_vat_cents AS totalExclVatCents, i.vat_cents AS vatCents, i.total_cents AS totalCents,
  i.paid_cents AS paidCents`;
const rowSelect = `${rowColumns('i.credit_note_id')} FROM ${documentsSql} i LEFT JOIN bookings b ON b.id = i.booking_id`;

type Raw<T> = Omit<T, 'isPartnerBill'> & { isPartnerBill: number };
const toRow = <T extends InvoiceRow>(r: Raw<T>): T => ({ ...r, isPartnerBill: r.isPartnerBill === 1 }) as T;

const upTo = (prefix: string) => `${prefix}\u{10FFFF}`;

function whereOf(c: InvoiceSearch): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (c.documentKind) add('i.document_kind = ?', c.documentKind);
  if (c.type === INVOICE_TYPE.cancelling) add('i.type = ?', INVOICE_TYPE.cancelling);
  if (c.type === INVOICE_TYPE.invoice) add(`i.type = ${INVOICE_TYPE.invoice} AND NOT ${isCancelledSql}`);
  if (c.type === INVOICE_TYPE.cancelled) add(`i.type = ${INVOICE_TYPE.invoice} AND ${isCancelledSql}`);
  if (c.startDate) add('i.issued_on >= ?', c.startDate);
  if (c.endDate) add('i.issued_on <= ?', c.endDate);
  if (c.number) add("i.number LIKE '%' || ? || '%'", c.number.toUpperCase());
  if (c.bookingId) add('i.booking_id = ?', c.bookingId);
  if (c.customer) {
    const name = normalizeName(c.customer) || c.customer;
    add(
      `(i.customer_id IN (SELECT id FROM customers WHERE sort_name >= ? AND sort_name < ?)
        OR json_extract(i.buyer, '$.name') LIKE '%' || ? || '%')`,
      name,
      upTo(name),
      c.customer,
    );
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of the bill list, newest first unless sorted otherwise. */
export function searchInvoices(db: Db, c: InvoiceSearch): { items: InvoiceRow[]; total: number } {
  const w = whereOf(c);
  const sort = c.sort ?? { field: 'issuedOn', order: 'descend' as const };
  const dir = sort.order === 'descend' ? 'DESC' : 'ASC';
  const order = `ORDER BY ${sortColumn(columns, sort.field)} ${dir}, i.credit_note_id IS NULL ${dir}, i.id ${dir}`;
  const items = statement(db, `${rowSelect} ${w.sql} ${order} LIMIT ? OFFSET ?`)
    .all(...w.params, c.pageSize, (c.page - 1) * c.pageSize)
    .map((r) => toRow(r as Raw<InvoiceRow>));
  const total = statement(db, `SELECT count(*) FROM ${documentsSql} i ${w.sql}`)
    .pluck()
    .get(...w.params) as number;
  return { items, total };
}

type RawDetail = Raw<InvoiceRow> & {
  financialYearLabel: string;
  customerId: number | null;
  partnerId: number | null;
  serviceStart: string | null;
  serviceEnd: string | null;
  seller: string;
  buyer: string;
  touristTaxCents: number;
  vatDetail: string;
  depositCents: number;
  paymentTerms: string | null;
  createdAt: string;
  createdByName: string | null;
  cancelsInvoiceId: number | null;
  bookingKind: number | null;
  bookingCustomerId: number | null;
};

function linesOf(db: Db, invoiceId: number): InvoiceLineDto[] {
  const rows = statement(
    db,
    `SELECT id, kind, label, quantity, unit_cents AS unitCents, amount_cents AS amountCents, vat_bp AS vatBp,
      is_outside_vat_base AS isOutsideVatBase, payment_id AS paymentId
      FROM invoice_lines WHERE invoice_id = ? ORDER BY sort_order, id`,
  ).all(invoiceId) as (Omit<InvoiceLineDto, 'isOutsideVatBase'> & { isOutsideVatBase: number })[];
  return rows.map((r) => ({ ...r, isOutsideVatBase: r.isOutsideVatBase === 1 }));
}

/** A booking's payments as they stand (guarantees aside), cancellations shown as such. */
export function bookingPayments(db: Db, bookingId: number): InvoicePaymentDto[] {
  const rows = statement(
    db,
    `SELECT p.id, p.paid_on AS paidOn, pm.label AS methodLabel, p.amount_cents AS amountCents,
      p.cancels_id IS NOT NULL AS isCancellation,
      EXISTS (SELECT 1 FROM payments c WHERE c.cancels_id = p.id) AS isCancelled
      FROM payments p JOIN payment_methods pm ON pm.id = p.payment_method_id
      WHERE p.booking_id = ? AND p.is_guarantee = 0 ORDER BY p.paid_on, p.id`,
  ).all(bookingId) as (Omit<InvoicePaymentDto, 'isCancellation' | 'isCancelled'> & {
    isCancellation: number;
    isCancelled: number;
  })[];
  return rows.map((r) => ({ ...r, isCancellation: r.isCancellation === 1, isCancelled: r.isCancelled === 1 }));
}

const invoiceRef = (db: Db, sql: string, id: number) =>
  statement(db, sql).get(id) as { id: number; number: string; issuedOn: string } | undefined;

/** One invoice as issued; NOT_FOUND when there is none. */
export function invoiceDetail(db: Db, id: number): InvoiceDetail {
  const raw = statement(
    db,
    `${rowColumns('NULL')}, fy.label AS financialYearLabel, i.customer_id AS customerId, i.partner_id AS partnerId,
      i.service_start AS serviceStart, i.service_end AS serviceEnd, i.seller, i.buyer,
      i.tourist_tax_cents AS touristTaxCents, i.vat_detail AS vatDetail, i.deposit_cents AS depositCents,
      i.payment_terms AS paymentTerms, i.created_at AS createdAt, u.name AS createdByName,
      i.cancels_invoice_id AS cancelsInvoiceId, b.kind AS bookingKind, b.customer_id AS bookingCustomerId
      FROM invoices i JOIN financial_years fy ON fy.id = i.financial_year_id LEFT JOIN users u ON u.id = i.created_by
      LEFT JOIN bookings b ON b.id = i.booking_id WHERE i.id = ?`,
  ).get(id) as RawDetail | undefined;
  if (!raw) throw new AppError('NOT_FOUND');
  const { cancelsInvoiceId, seller, buyer, vatDetail, ...rest } = raw;
  const cancels = cancelsInvoiceId
    ? (invoiceRef(db, 'SELECT id, number, issued_on AS issuedOn FROM invoices WHERE id = ?', cancelsInvoiceId) ?? null)
    : null;
  const cancelledBy =
    invoiceRef(db, 'SELECT id, number, issued_on AS issuedOn FROM invoices WHERE cancels_invoice_id = ?', id) ?? null;
  return {
    ...rest,
    isPartnerBill: rest.isPartnerBill === 1,
    seller: JSON.parse(seller) as SellerSnapshot,
    buyer: JSON.parse(buyer) as BuyerSnapshot,
    vatDetail: JSON.parse(vatDetail) as VatDetail[],
    lines: linesOf(db, id),
    cancels: cancels && { id: cancels.id, number: cancels.number },
    cancelledBy,
    payments: raw.bookingId ? bookingPayments(db, raw.bookingId) : [],
  };
}

/** A live customer invoice of the booking: a reservation bill (type 1), no cancelling one pointing to it. */
export const liveBookingInvoiceSql = `SELECT i.id, i.number, i.issued_on AS issuedOn FROM invoices i
  WHERE i.booking_id = ? AND i.type = ${INVOICE_TYPE.invoice} AND i.document_kind = ${DOCUMENT_KIND.reservation}
  AND i.is_partner_bill = 0 AND NOT ${isCancelledSql} ORDER BY i.id DESC LIMIT 1`;

/** The booking's live customer invoice (the last one not cancelled), or null while it is not billed. */
export function liveBookingInvoice(db: Db, bookingId: number): { id: number; number: string } | null {
  return (statement(db, liveBookingInvoiceSql).get(bookingId) as { id: number; number: string } | undefined) ?? null;
}

/** Whether the booking is billed, its invoices, and its payments no live invoice bills yet. */
export function bookingBilling(db: Db, bookingId: number): BookingBilling {
  const invoice = (statement(db, liveBookingInvoiceSql).get(bookingId) as BookingBilling['invoice']) ?? null;
  const invoices = statement(
    db,
    `SELECT i.id, i.number, ${readTypeSql} AS type, i.document_kind AS documentKind, i.issued_on AS issuedOn
      FROM invoices i WHERE i.booking_id = ? ORDER BY i.id DESC`,
  ).all(bookingId) as BookingBilling['invoices'];
  const unbilledPaymentIds = statement(
    db,
    `SELECT p.id FROM payments p WHERE p.booking_id = ? AND p.is_guarantee = 0 AND p.cancels_id IS NULL
      AND p.amount_cents > 0 AND NOT EXISTS (SELECT 1 FROM payments c WHERE c.cancels_id = p.id)
      AND NOT EXISTS (SELECT 1 FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
        WHERE l.payment_id = p.id AND i.type = ${INVOICE_TYPE.invoice} AND NOT ${isCancelledSql})
      ORDER BY p.id`,
  )
    .pluck()
    .all(bookingId) as number[];
  return { isBilled: invoice !== null, invoice, invoices, unbilledPaymentIds };
}
