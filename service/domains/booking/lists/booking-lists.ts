// The three booking lists (/booking-list, /booking-cancelled-list, /partner-booking-list)
// and a customer's bookings: one query shape, each list adding its :statusId condition (the
// stay filters; the cancellation filter read as 0 all, 1 normal, 2 cancelled, 3 cancelling).
import type { Db } from '../../../db/connection';
import { naturalSql } from '../../../db/natural-order';
import { statement } from '../../../db/statements';
import { sortColumns } from '../../../http/entity/sort';
import { BOOKING_KIND, isBookingKind, PARTNER_STATUS } from '../contract';
import { CANCELLATION_LINE_KIND } from '../line-kinds';
import type { BookingListCriteria, BookingRow } from './contract';
import {
  add,
  addSearch,
  customerNameSql,
  expiredOptionSql,
  inPageOrder,
  orderBy,
  pageOfIds,
  type Where,
  where,
  whereSql,
} from './sql';

const columns = sortColumns({
  code: 'b.code',
  quoteNumber: 'b.quote_number',
  customerName: 'c.sort_name',
  kind: 'b.kind',
  state: 'b.state',
  startDate: 'b.start_date',
  endDate: 'b.end_date',
  totalCents: 'b.total_cents',
  paidCents: 'b.paid_cents',
  remainingCents: 'b.total_cents - b.paid_cents',
  optionValidUntil: 'b.option_valid_until',
});
export const bookingSortFields = [...columns.keys()];

const rowSelect = `SELECT b.id, b.code, b.quote_number AS quoteNumber, b.customer_id AS customerId,
  ${customerNameSql} AS customerName, b.kind, b.state, b.start_date AS startDate, b.end_date AS endDate,
  CAST(julianday(b.end_date) - julianday(b.start_date) AS INTEGER) AS nights,
  coalesce((SELECT group_concat(n, ', ') FROM (SELECT p.number AS n FROM occupancies o JOIN places p ON p.id = o.place_id
    WHERE o.booking_id = b.id AND o.is_cancelled = 0 ORDER BY ${naturalSql('p.number')})), '') AS places,
  coalesce((SELECT sum(o.persons_count) FROM occupancies o WHERE o.booking_id = b.id AND o.is_cancelled = 0), 0) AS persons,
  b.total_cents AS totalCents, b.paid_cents AS paidCents, b.total_cents - b.paid_cents AS remainingCents,
  pa.name AS partnerName, b.is_validated AS isValidated, b.cancellation_reason AS cancellationReason,
  CASE WHEN b.state IN ('CANCELLED', 'CANCELLING') THEN coalesce((SELECT sum(l.amount_cents) FROM booking_lines l
    WHERE l.booking_id = b.id AND l.kind = ${CANCELLATION_LINE_KIND}), 0) END AS keptCents,
  b.option_valid_until AS optionValidUntil, ${expiredOptionSql()} AS isExpired
  FROM bookings b JOIN customers c ON c.id = b.customer_id LEFT JOIN partners pa ON pa.id = b.partner_id`;

type RawRow = Omit<BookingRow, 'isValidated' | 'isExpired'> & { isValidated: number; isExpired: number };

/** Full rows of the given bookings, in that order; `today` tells the expired options. */
export function bookingRows(db: Db, ids: number[], today: string): BookingRow[] {
  if (ids.length === 0) return [];
  const raws = statement(db, `${rowSelect} WHERE b.id IN (SELECT value FROM json_each(?))`).all(
    today,
    JSON.stringify(ids),
  ) as RawRow[];
  return inPageOrder(
    ids,
    raws.map((r) => ({ ...r, isValidated: r.isValidated === 1, isExpired: r.isExpired === 1 })),
  );
}

function searchPage(db: Db, w: Where, criteria: BookingListCriteria, today: string) {
  addSearch(w, criteria.q);
  if (criteria.startDate) add(w, 'b.end_date >= ?', criteria.startDate);
  if (criteria.endDate) add(w, 'b.start_date <= ?', criteria.endDate);
  if (criteria.isExpired) add(w, expiredOptionSql(), today);
  const from = `FROM bookings b JOIN customers c ON c.id = b.customer_id ${whereSql(w)}`;
  const order = orderBy(columns, 'b.id', criteria.sort, { field: 'startDate', order: 'descend' });
  const { ids, total } = pageOfIds(db, 'b.id', from, w.params, order, criteria);
  return { items: bookingRows(db, ids, today), total };
}

/**
 * /booking-list/:statusId — 0 all, else the kind (1 quote, 2 option, 3 reservation); NORMAL only.
 * `isExpired` keeps the options past their validity only.
 */
export function bookingList(db: Db, statusId: number, criteria: BookingListCriteria, today: string) {
  const w = where();
  add(w, `b.state = 'NORMAL'`);
  if (statusId !== 0) add(w, 'b.kind = ?', statusId);
  return searchPage(db, w, criteria, today);
}

const cancellationStates: Record<number, string[]> = {
  0: ['NORMAL', 'CANCELLED', 'CANCELLING'],
  1: ['NORMAL'],
  2: ['CANCELLED'],
  3: ['CANCELLING'],
};

/** /booking-cancelled-list/:statusId — the cancellation filter; deleted bookings never show. */
export function cancelledList(db: Db, statusId: number, criteria: BookingListCriteria, today: string) {
  const states = cancellationStates[statusId] ?? [];
  const w = where();
  add(w, `b.state IN (${states.map(() => '?').join(', ')})`, ...states);
  return searchPage(db, w, criteria, today);
}

/**
 * /partner-booking-list/:statusId — bookings brought by a partner: 1-3 the kind, 4 a stay in
 * progress on `today` (arrival to departure day), 5 a stay ended before `today`.
 */
export function partnerList(db: Db, statusId: number, today: string, criteria: BookingListCriteria) {
  const w = where();
  add(w, `b.partner_id > 0 AND b.state = 'NORMAL'`);
  if (isBookingKind(statusId)) add(w, 'b.kind = ?', statusId);
  if (statusId === PARTNER_STATUS.stay)
    add(w, `b.kind <> ${BOOKING_KIND.quote} AND b.start_date <= ? AND b.end_date >= ?`, today, today);
  if (statusId === PARTNER_STATUS.closed) add(w, `b.kind <> ${BOOKING_KIND.quote} AND b.end_date < ?`, today);
  return searchPage(db, w, criteria, today);
}

/** A customer's bookings of every kind and state but deleted, latest first (the stays tab). */
export function customerBookings(db: Db, customerId: number, today: string): BookingRow[] {
  const ids = statement(
    db,
    `SELECT id FROM bookings WHERE customer_id = ? AND state <> 'DELETED' ORDER BY start_date DESC, id DESC LIMIT 500`,
  )
    .pluck()
    .all(customerId) as number[];
  return bookingRows(db, ids, today);
}
