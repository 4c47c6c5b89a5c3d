// The credit notes (/result-credit-list): number, customer, origin (booking, invoice), issued on,
// amount, what was paid with it, what remains, last valid day and state on the business day —
// usable, used (nothing remains) or expired (past its last valid day with something left).
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { sortColumns } from '../../http/entity/sort';
import { creditUsedSql, customerNameSql, listWhere, orderBy, pageOf } from './report-sql';
import type { CreditListAnswer, CreditListCriteria, CreditListRow } from './reports-contract';

/** The SQL twin of creditNoteState (report-rules.ts), on the day bound at :today. */
const creditNotesSql = `
SELECT id, number, customerId, customerName, sortName, bookingId, bookingCode, invoiceId, invoiceNumber, issuedOn,
  amountCents, usedCents, amountCents - usedCents AS remainingCents, validUntil,
  CASE WHEN amountCents - usedCents <= 0 THEN 'used' WHEN validUntil < :today THEN 'expired' ELSE 'usable' END AS state,
  reason
FROM (SELECT n.id AS id, n.number AS number, n.customer_id AS customerId, ${customerNameSql} AS customerName,
    c.sort_name AS sortName, n.booking_id AS bookingId, b.code AS bookingCode, n.invoice_id AS invoiceId,
    i.number AS invoiceNumber, n.issued_on AS issuedOn, n.amount_cents AS amountCents,
    ${creditUsedSql(':today')} AS usedCents, n.valid_until AS validUntil, n.reason AS reason
  FROM credit_notes n JOIN customers c ON c.id = n.customer_id
  LEFT JOIN bookings b ON b.id = n.booking_id
  LEFT JOIN invoices i ON i.id = n.invoice_id)`;

const sorts = sortColumns({
  number: 'number',
  customerName: 'sortName',
  issuedOn: 'issuedOn',
  amountCents: 'amountCents',
  remainingCents: 'remainingCents',
  validUntil: 'validUntil',
});

export function searchCreditNotes(db: Db, criteria: CreditListCriteria, today: string): CreditListAnswer {
  const { where, params } = listWhere(criteria, { day: 'issuedOn', code: 'number' }, { today });
  const order = orderBy(sorts, criteria.sort, { field: 'issuedOn', order: 'descend' });
  const page = pageOf<CreditListRow & { sortName?: string }>(db, creditNotesSql, where, params, order, criteria);
  const totals = statement(
    db,
    `SELECT coalesce(sum(amountCents), 0) AS amountCents, coalesce(sum(usedCents), 0) AS usedCents,
      coalesce(sum(remainingCents), 0) AS remainingCents FROM (${creditNotesSql}) ${where}`,
  ).get(params) as CreditListAnswer['totals'];
  return { items: page.items.map(({ sortName: _, ...row }) => row), total: page.total, totals, today };
}
