// The checks beyond the hash chains, each one SQL over the money tables: invoice and credit note
// numbers (duplicated, missing, not matching their year's prefix and position), payments without
// their document, rows pointing at a row that does not exist; and the reports of the verification
// screens (bookings invoiced twice, invoices due, stays ended unbilled).
import type { Db } from '../../db/connection';
import { effectivePrefix } from '../billing/invoice-rules';
import { BOOKING_KIND } from '../booking/contract';
import { DOCUMENT_KIND, INVOICE_TYPE, PAYMENT_KIND, PAYMENT_TYPE } from '../payment/kinds';
import { bookingPaidSql } from '../payment/paid-sql';
import { readPreference } from '../preference';
import type { DoubleBillRow, DueBillRow, Finding, UnbilledStayRow } from './contract';

type Row = Record<string, string | number | null>;

function all<T = Row>(db: Db, sql: string, ...params: unknown[]): T[] {
  return db.$client.prepare(sql).all(...params) as T[];
}

/** A customer invoice of the stay still standing: an invoice (type 1) no cancelling invoice points to. */
const LIVE_STAY_INVOICE = `i.type = ${INVOICE_TYPE.invoice} AND i.is_partner_bill = 0
  AND i.document_kind = ${DOCUMENT_KIND.reservation}
  AND NOT EXISTS (SELECT 1 FROM invoices x WHERE x.cancels_invoice_id = i.id AND x.type = ${INVOICE_TYPE.cancelling})`;

const CUSTOMER_NAME = `COALESCE(NULLIF(c.company_name, ''), TRIM(COALESCE(c.last_name, '') || ' ' || COALESCE(c.first_name, '')), '')`;

/** Invoice numbers: unique, and per financial year the prefix followed by 1, 2, 3… with no gap. */
export function invoiceNumberFindings(db: Db): Finding[] {
  const findings: Finding[] = [];
  for (const r of all<{ id: number; number: string; n: number }>(
    db,
    `SELECT i.id, i.number, d.n FROM invoices i
       JOIN (SELECT number, COUNT(*) AS n FROM invoices GROUP BY number HAVING COUNT(*) > 1) d ON d.number = i.number
     ORDER BY i.number, i.id`,
  ))
    findings.push({
      kind: 'number-duplicate',
      table: 'invoices',
      rowId: r.id,
      number: r.number,
      message: `Facture ${r.number} (ligne ${r.id}) : numéro porté par ${r.n} factures`,
    });
  const rows = all<{
    id: number;
    number: string;
    yearSeq: number;
    yearId: number;
    label: string | null;
    startDate: string | null;
    billPrefix: string | null;
  }>(
    db,
    `SELECT i.id, i.number, i.year_seq AS yearSeq, i.financial_year_id AS yearId, f.label, f.start_date AS startDate,
            f.bill_prefix AS billPrefix
       FROM invoices i LEFT JOIN financial_years f ON f.id = i.financial_year_id
      ORDER BY i.financial_year_id, i.year_seq, i.id`,
  );
  const { invoicePrefix } = readPreference(db, 'sale');
  let year: number | null = null;
  let expected = 1;
  for (const r of rows) {
    if (r.yearId !== year) {
      year = r.yearId;
      expected = 1;
    }
    const yearName = r.label ?? `n° ${r.yearId}`;
    if (r.yearSeq > expected) {
      const missing = r.yearSeq - expected === 1 ? `${expected}` : `${expected} à ${r.yearSeq - 1}`;
      findings.push({
        kind: 'number-missing',
        table: 'invoices',
        rowId: r.id,
        number: r.number,
        message: `Exercice ${yearName} : numéro(s) ${missing} manquant(s) avant la facture ${r.number} (ligne ${r.id})`,
      });
    }
    if (r.yearSeq >= expected) expected = r.yearSeq + 1;
    // The prefix the invoicing numbers with: the year's own, else the sale preference's and the year.
    const prefix =
      r.startDate === null ? '' : effectivePrefix({ startDate: r.startDate, billPrefix: r.billPrefix }, invoicePrefix);
    const tail = r.number.startsWith(prefix) ? r.number.slice(prefix.length) : '';
    if (!/^\d+$/.test(tail) || Number(tail) !== r.yearSeq)
      findings.push({
        kind: 'number-mismatch',
        table: 'invoices',
        rowId: r.id,
        number: r.number,
        message: `Facture ${r.number} (ligne ${r.id}) : le numéro ne correspond pas au préfixe « ${prefix} » et au rang ${r.yearSeq} de l'exercice ${yearName}`,
      });
  }
  return findings;
}

export function creditNoteNumberFindings(db: Db): Finding[] {
  return all<{ id: number; number: string; n: number }>(
    db,
    `SELECT c.id, c.number, d.n FROM credit_notes c
       JOIN (SELECT number, COUNT(*) AS n FROM credit_notes GROUP BY number HAVING COUNT(*) > 1) d ON d.number = c.number
     ORDER BY c.number, c.id`,
  ).map((r) => ({
    kind: 'number-duplicate',
    table: 'credit_notes',
    rowId: r.id,
    number: r.number,
    message: `Avoir ${r.number} (ligne ${r.id}) : numéro porté par ${r.n} avoirs`,
  }));
}

const orphan = (table: string, rowId: number, number: string | null, message: string): Finding => ({
  kind: 'orphan',
  table,
  rowId,
  number,
  message,
});

/** Payments without their document: what they pay, what they cancel or replace, their credit note. */
export function paymentFindings(db: Db): Finding[] {
  const findings: Finding[] = [];
  const rows = all<{
    id: number;
    kind: number;
    paymentType: number;
    bookingId: number | null;
    customerId: number | null;
    saleId: number | null;
    cancelsId: number | null;
    replacesId: number | null;
    creditNoteId: number | null;
    hasBooking: number;
    hasCustomer: number;
    cancelled: number | null;
    cancelledCancels: number | null;
    hasReplaced: number;
    hasCreditNote: number;
  }>(
    db,
    `SELECT p.id, p.kind, p.payment_type AS paymentType, p.booking_id AS bookingId, p.customer_id AS customerId,
            p.sale_id AS saleId, p.cancels_id AS cancelsId, p.replaces_id AS replacesId, p.credit_note_id AS creditNoteId,
            EXISTS (SELECT 1 FROM bookings b WHERE b.id = p.booking_id) AS hasBooking,
            EXISTS (SELECT 1 FROM customers c WHERE c.id = p.customer_id) AS hasCustomer,
            (SELECT x.id FROM payments x WHERE x.id = p.cancels_id) AS cancelled,
            (SELECT x.cancels_id FROM payments x WHERE x.id = p.cancels_id) AS cancelledCancels,
            EXISTS (SELECT 1 FROM payments x WHERE x.id = p.replaces_id) AS hasReplaced,
            EXISTS (SELECT 1 FROM credit_notes n WHERE n.id = p.credit_note_id) AS hasCreditNote
       FROM payments p
      WHERE (p.booking_id IS NOT NULL AND NOT hasBooking)
         OR (p.customer_id IS NOT NULL AND NOT hasCustomer)
         OR (p.booking_id IS NULL AND p.customer_id IS NULL AND p.sale_id IS NULL)
         OR (p.kind = ${PAYMENT_KIND.tillSale} AND p.sale_id IS NULL)
         OR (p.cancels_id IS NOT NULL AND (cancelled IS NULL OR cancelledCancels IS NOT NULL OR p.cancels_id >= p.id))
         OR (p.replaces_id IS NOT NULL AND NOT hasReplaced)
         OR (p.credit_note_id IS NOT NULL AND NOT hasCreditNote)
         OR (p.payment_type = ${PAYMENT_TYPE.creditNote} AND p.credit_note_id IS NULL AND p.cancels_id IS NULL)
      ORDER BY p.id`,
  );
  for (const p of rows) {
    const at = `Paiement n° ${p.id}`;
    const add = (what: string) => findings.push(orphan('payments', p.id, null, `${at} : ${what}`));
    if (p.bookingId !== null && !p.hasBooking) add(`sa réservation n° ${p.bookingId} n'existe pas`);
    if (p.customerId !== null && !p.hasCustomer) add(`son client n° ${p.customerId} n'existe pas`);
    if (p.bookingId === null && p.customerId === null && p.saleId === null)
      add('ne règle aucun document (ni réservation, ni vente, ni client)');
    if (p.kind === PAYMENT_KIND.tillSale && p.saleId === null) add('vente en caisse sans sa vente');
    if (p.cancelsId !== null) {
      if (p.cancelled === null) add(`annule le paiement n° ${p.cancelsId}, qui n'existe pas`);
      else if (p.cancelledCancels !== null)
        add(`annule la ligne n° ${p.cancelsId}, qui n'est pas un paiement mais une annulation`);
      else if (p.cancelsId >= p.id) add(`annule le paiement n° ${p.cancelsId}, enregistré après lui`);
    }
    if (p.replacesId !== null && !p.hasReplaced) add(`remplace le paiement n° ${p.replacesId}, qui n'existe pas`);
    if (p.creditNoteId !== null && !p.hasCreditNote) add(`payé par l'avoir n° ${p.creditNoteId}, qui n'existe pas`);
    if (p.paymentType === PAYMENT_TYPE.creditNote && p.creditNoteId === null && p.cancelsId === null)
      add("payé par avoir sans nommer l'avoir");
  }
  return findings;
}

/** Rows of the other chains pointing at a row that does not exist. */
export function referenceFindings(db: Db): Finding[] {
  const findings: Finding[] = [];
  for (const r of all<{ id: number; depositId: number; paymentId: number; hasDeposit: number; hasPayment: number }>(
    db,
    `SELECT l.id, l.deposit_id AS depositId, l.payment_id AS paymentId,
            EXISTS (SELECT 1 FROM deposits d WHERE d.id = l.deposit_id) AS hasDeposit,
            EXISTS (SELECT 1 FROM payments p WHERE p.id = l.payment_id) AS hasPayment
       FROM deposit_payments l WHERE NOT hasDeposit OR NOT hasPayment ORDER BY l.id`,
  )) {
    if (!r.hasPayment)
      findings.push(
        orphan(
          'deposit_payments',
          r.id,
          null,
          `Ligne de remise n° ${r.id} : le paiement n° ${r.paymentId} n'existe pas`,
        ),
      );
    if (!r.hasDeposit)
      findings.push(
        orphan('deposit_payments', r.id, null, `Ligne de remise n° ${r.id} : la remise n° ${r.depositId} n'existe pas`),
      );
  }
  for (const r of all<{ id: number; paymentId: number }>(
    db,
    `SELECT g.id, g.payment_id AS paymentId FROM guarantee_events g
      WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = g.payment_id) ORDER BY g.id`,
  ))
    findings.push(
      orphan(
        'guarantee_events',
        r.id,
        null,
        `État de garantie n° ${r.id} : le paiement n° ${r.paymentId} n'existe pas`,
      ),
    );
  for (const r of all<{
    id: number;
    invoiceId: number;
    paymentId: number | null;
    hasInvoice: number;
    hasPayment: number;
  }>(
    db,
    `SELECT l.id, l.invoice_id AS invoiceId, l.payment_id AS paymentId,
            EXISTS (SELECT 1 FROM invoices i WHERE i.id = l.invoice_id) AS hasInvoice,
            EXISTS (SELECT 1 FROM payments p WHERE p.id = l.payment_id) AS hasPayment
       FROM invoice_lines l WHERE NOT hasInvoice OR (l.payment_id IS NOT NULL AND NOT hasPayment) ORDER BY l.id`,
  )) {
    if (!r.hasInvoice)
      findings.push(
        orphan('invoice_lines', r.id, null, `Ligne de facture n° ${r.id} : la facture n° ${r.invoiceId} n'existe pas`),
      );
    if (r.paymentId !== null && !r.hasPayment)
      findings.push(
        orphan('invoice_lines', r.id, null, `Ligne de facture n° ${r.id} : le paiement n° ${r.paymentId} n'existe pas`),
      );
  }
  for (const r of all<{ id: number; number: string; cancelsId: number }>(
    db,
    `SELECT i.id, i.number, i.cancels_invoice_id AS cancelsId FROM invoices i
      WHERE i.cancels_invoice_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM invoices x WHERE x.id = i.cancels_invoice_id) ORDER BY i.id`,
  ))
    findings.push(
      orphan(
        'invoices',
        r.id,
        r.number,
        `Facture ${r.number} (ligne ${r.id}) : annule la facture n° ${r.cancelsId}, qui n'existe pas`,
      ),
    );
  return findings;
}

/** Bookings with more than one live customer invoice of the stay. */
export function doubleBills(db: Db): DoubleBillRow[] {
  return all<{
    bookingId: number;
    bookingCode: string | null;
    customerName: string | null;
    numbers: string;
    totalCents: number;
  }>(
    db,
    `SELECT i.booking_id AS bookingId, b.code AS bookingCode, ${CUSTOMER_NAME} AS customerName,
            GROUP_CONCAT(i.number, ' ') AS numbers, SUM(i.total_cents) AS totalCents
       FROM (SELECT * FROM invoices i WHERE ${LIVE_STAY_INVOICE} AND i.booking_id IS NOT NULL ORDER BY i.id) i
       LEFT JOIN bookings b ON b.id = i.booking_id
       LEFT JOIN customers c ON c.id = b.customer_id
      GROUP BY i.booking_id HAVING COUNT(*) > 1 ORDER BY i.booking_id`,
  ).map((r) => ({ ...r, customerName: r.customerName ?? '', numbers: r.numbers.split(' ') }));
}

/**
 * Invoices past their due date with something left to pay: an invoice of a stay (its whole price,
 * down payments included) counts every live payment of its booking, guarantees aside; another one
 * what was paid when it was issued.
 */
export function dueBills(db: Db, today: string): DueBillRow[] {
  return all<DueBillRow>(
    db,
    `SELECT invoiceId, number, customerName, dueDate, totalCents, paidCents, totalCents - paidCents AS remainingCents
       FROM (SELECT i.id AS invoiceId, i.number, COALESCE(json_extract(i.buyer, '$.name'), '') AS customerName,
                    i.due_date AS dueDate, i.total_cents AS totalCents,
                    CASE WHEN i.booking_id IS NULL OR i.document_kind <> ${DOCUMENT_KIND.reservation} THEN i.paid_cents
                         ELSE ${bookingPaidSql('i.booking_id')} END AS paidCents
               FROM invoices i
              WHERE i.type = ${INVOICE_TYPE.invoice} AND i.due_date IS NOT NULL AND i.due_date < ?
                AND NOT EXISTS (SELECT 1 FROM invoices x WHERE x.cancels_invoice_id = i.id AND x.type = ${INVOICE_TYPE.cancelling}))
      WHERE totalCents - paidCents > 0
      ORDER BY dueDate, number`,
    today,
  );
}

/** Reservations (not cancelled) whose stay ended before today with no live invoice of the stay. */
export function unbilledStays(db: Db, today: string): UnbilledStayRow[] {
  return all<UnbilledStayRow>(
    db,
    `SELECT b.id AS bookingId, b.code AS bookingCode, ${CUSTOMER_NAME} AS customerName,
            b.start_date AS startDate, b.end_date AS endDate, b.total_cents AS totalCents
       FROM bookings b LEFT JOIN customers c ON c.id = b.customer_id
      WHERE b.kind = ${BOOKING_KIND.reservation} AND b.state = 'NORMAL' AND b.end_date < ?
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.booking_id = b.id AND ${LIVE_STAY_INVOICE})
      ORDER BY b.end_date, b.id`,
    today,
  );
}
