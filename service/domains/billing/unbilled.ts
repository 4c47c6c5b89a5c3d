// Bookings not billed yet: the reservations whose stay has begun or ended and no live customer
// invoice covers (to invoice them), and the tool refreshing the stored amounts of unbilled
// bookings from their rows: paid from their payment rows, total from their customer lines.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { sortColumn, sortColumns } from '../../http/entity/sort';
import { BOOKING_KIND, recordChange } from '../booking';
import { normalizeName } from '../customer';
import { recordTechEvent } from '../ledger';
import { DOCUMENT_KIND, INVOICE_TYPE } from '../payment/kinds';
import { bookingPaidSql } from '../payment/paid-sql';
import type { StaleRow, UnbilledRow, UnbilledSearch, UpdateUnbilledAnswer } from './read-contract';

const customerNameSql = `CASE WHEN c.is_legal_entity = 1 AND c.company_name IS NOT NULL THEN c.company_name
  ELSE trim(coalesce(c.last_name, '') || ' ' || coalesce(c.first_name, '')) END`;

/** A live customer reservation invoice of booking `b`. */
const billedSql = `EXISTS (SELECT 1 FROM invoices i WHERE i.booking_id = b.id AND i.type = ${INVOICE_TYPE.invoice}
  AND i.document_kind = ${DOCUMENT_KIND.reservation} AND i.is_partner_bill = 0
  AND NOT EXISTS (SELECT 1 FROM invoices x WHERE x.cancels_invoice_id = i.id))`;

/** What the booking's payment rows say it was paid: the payment domain's one definition. */
const paidFromRowsSql = bookingPaidSql('b.id');
/** Its customer lines' total, or null for a booking without lines. */
const totalFromLinesSql =
  '(SELECT sum(l.amount_cents) FROM booking_lines l WHERE l.booking_id = b.id AND l.is_partner_line = 0)';

const columns = sortColumns({
  code: 'b.code',
  customerName: 'c.sort_name',
  startDate: 'b.start_date',
  endDate: 'b.end_date',
  totalCents: 'b.total_cents',
  paidCents: 'b.paid_cents',
  balanceCents: 'b.total_cents - b.paid_cents',
});

/** Reservations not billed whose stay has begun or ended by `today`, with total, paid and balance. */
export function searchUnbilled(db: Db, c: UnbilledSearch, today: string): { items: UnbilledRow[]; total: number } {
  const clauses = [
    `b.state = 'NORMAL'`,
    `b.kind = ${BOOKING_KIND.reservation}`,
    'b.start_date <= ?',
    `NOT ${billedSql}`,
  ];
  const params: unknown[] = [today];
  if (c.startDate) {
    clauses.push('b.end_date >= ?');
    params.push(c.startDate);
  }
  if (c.endDate) {
    clauses.push('b.start_date <= ?');
    params.push(c.endDate);
  }
  if (c.customer) {
    const name = normalizeName(c.customer) || c.customer;
    clauses.push("(c.sort_name >= ? AND c.sort_name < ? OR b.code LIKE ? || '%')");
    params.push(name, `${name}\u{10FFFF}`, c.customer.toUpperCase());
  }
  const from = `FROM bookings b JOIN customers c ON c.id = b.customer_id WHERE ${clauses.join(' AND ')}`;
  const sort = c.sort ?? { field: 'endDate', order: 'ascend' as const };
  const dir = sort.order === 'descend' ? 'DESC' : 'ASC';
  const items = statement(
    db,
    `SELECT b.id, b.code, b.customer_id AS customerId, ${customerNameSql} AS customerName, b.kind,
      b.start_date AS startDate, b.end_date AS endDate, b.total_cents AS totalCents, b.paid_cents AS paidCents,
      b.total_cents - b.paid_cents AS balanceCents ${from}
      ORDER BY ${sortColumn(columns, sort.field)} ${dir}, b.id ${dir} LIMIT ? OFFSET ?`,
  ).all(...params, c.pageSize, (c.page - 1) * c.pageSize) as UnbilledRow[];
  const total = statement(db, `SELECT count(*) ${from}`)
    .pluck()
    .get(...params) as number;
  return { items, total };
}

const staleSelect = `SELECT b.id, b.code, ${customerNameSql} AS customerName, b.start_date AS startDate,
  b.end_date AS endDate, b.paid_cents AS paidCents, ${paidFromRowsSql} AS paidFromRowsCents,
  b.total_cents AS totalCents, ${totalFromLinesSql} AS totalFromLinesCents
  FROM bookings b JOIN customers c ON c.id = b.customer_id
  WHERE b.state = 'NORMAL' AND b.kind <> ${BOOKING_KIND.quote} AND NOT ${billedSql}`;

const isStale = (r: StaleRow) =>
  r.paidCents !== r.paidFromRowsCents || (r.totalFromLinesCents !== null && r.totalFromLinesCents !== r.totalCents);

/** The most rows the tool lists at once: the next ones show once these are updated. */
export const STALE_LIST_LIMIT = 1000;

/** Unbilled bookings (options and reservations) whose stored paid or total disagrees with their rows. */
export function staleUnbilled(db: Db): StaleRow[] {
  return statement(
    db,
    `SELECT * FROM (${staleSelect}) s WHERE s.paidCents <> s.paidFromRowsCents
      OR (s.totalFromLinesCents IS NOT NULL AND s.totalFromLinesCents <> s.totalCents)
      ORDER BY s.startDate, s.id LIMIT ${STALE_LIST_LIMIT}`,
  ).all() as StaleRow[];
}

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/**
 * Sets each booking's paid (and total, when it has lines) from its rows, in one transaction, with
 * its history entry and a journal row. A billed booking is refused (billed items cannot be edited).
 */
export function updateUnbilled(db: Db, clock: Clock, userId: number, bookingIds: number[]): UpdateUnbilledAnswer {
  return inTransaction(db, () => {
    const updated: number[] = [];
    for (const id of bookingIds) {
      const billed = statement(db, `SELECT ${billedSql} FROM bookings b WHERE b.id = ?`).pluck().get(id) as
        | number
        | undefined;
      if (billed === undefined) throw new AppError('NOT_FOUND');
      if (billed === 1) throw new AppError('BILLED_ITEMS_NOT_EDITABLE');
      const row = statement(db, `${staleSelect} AND b.id = ?`).get(id) as StaleRow | undefined;
      if (!row || !isStale(row)) continue;
      const total = row.totalFromLinesCents ?? row.totalCents;
      const w = { db, clock, userId };
      recordChange(w, id, {
        event: 'CHANGED',
        summary: `Montants recalculés : payé ${euros(row.paidCents)} → ${euros(row.paidFromRowsCents)}, total ${euros(row.totalCents)} → ${euros(total)}`,
        detail: { paid: [row.paidCents, row.paidFromRowsCents], total: [row.totalCents, total] },
      });
      statement(db, 'UPDATE bookings SET paid_cents = ?, total_cents = ? WHERE id = ?').run(
        row.paidFromRowsCents,
        total,
        id,
      );
      updated.push(id);
    }
    recordTechEvent(db, clock.now().toISOString(), {
      kind: 'booking.unbilled-refreshed',
      summary: `Mise à jour des réservations non facturées : ${updated.length} réservation(s) recalculée(s)`,
      userId,
      entity: 'bookings',
      detail: { bookingIds: updated },
    });
    return { status: 'SAVED', updated };
  });
}
