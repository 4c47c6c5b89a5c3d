// /booking-arrival-list and /booking-departure-list: a day's live occupancies under one of the
// presence filters. The SQL below is presence.ts's isPresent written for the indexes
// (tests/integration/booking-lists.test.ts compares them): arrivals and departures seek a date,
// the stays around the day are found place by place (sql.ts heldAround).
import type { Db } from '../../../db/connection';
import { naturalSql } from '../../../db/natural-order';
import { statement } from '../../../db/statements';
import { sortColumns } from '../../../http/entity/sort';
import { type Preference, readPreference } from '../../preference';
import { isRentalKind } from '../cleaning/rules';
import type { PresenceFilter } from '../presence';
import type { PresenceCriteria, PresenceRow } from './contract';
import {
  add,
  addSearch,
  customerNameSql,
  heldAround,
  inPageOrder,
  liveOccupancySql,
  orderBy,
  pageOfIds,
  where,
  whereSql,
} from './sql';

/** The presence filter on day `?` (every `?` of a clause is that day). */
export const presenceSql: Record<PresenceFilter, string> = {
  hereLastNight: 'o.end_date >= ? AND o.start_date < ?',
  hereNextNight: 'o.end_date > ? AND o.start_date <= ?',
  reallyHere: 'o.end_date >= ? AND o.start_date <= ? AND o.is_arrived = 1 AND o.is_gone = 0',
  dayMovement: '(o.start_date = ? OR o.end_date = ?)',
  departuresOnly: 'o.end_date = ?',
  arrivalsOnly: 'o.start_date = ?',
  stayOver: 'o.end_date > ? AND o.start_date < ?',
};

/** Filters met only by stays around the day (not by an arrival or departure that day alone). */
const aroundTheDay = new Set<PresenceFilter>(['hereLastNight', 'hereNextNight', 'reallyHere', 'stayOver']);

/**
 * The clause and its parameters (the day as many times as the filter asks for it). Arrivals and
 * departures seek start_date or end_date; the stays around the day are first narrowed by place.
 */
export function presenceClause(filter: PresenceFilter, day: string): { clause: string; params: string[] } {
  const own = presenceSql[filter];
  const params = Array.from(own.match(/\?/g) ?? [], () => day);
  if (!aroundTheDay.has(filter)) return { clause: own, params };
  const held = heldAround(day, day);
  return { clause: `${held.clause} AND ${own}`, params: [...held.params, ...params] };
}

export const occupancyFrom = `FROM occupancies o CROSS JOIN bookings b ON b.id = o.booking_id
  JOIN customers c ON c.id = b.customer_id JOIN places p ON p.id = o.place_id`;

const columns = sortColumns({
  placeNumber: naturalSql('p.number'),
  customerName: 'c.sort_name',
  bookingCode: 'b.code',
  startDate: 'o.start_date',
  endDate: 'o.end_date',
  persons: 'o.persons_count',
});

const rowSelect = `SELECT o.id, o.booking_id AS bookingId, b.code AS bookingCode, b.customer_id AS customerId,
  ${customerNameSql} AS customerName, b.kind, p.number AS placeNumber, t.label AS placeTypeLabel,
  o.start_date AS startDate, o.end_date AS endDate,
  CAST(julianday(o.end_date) - julianday(o.start_date) AS INTEGER) AS nights, o.persons_count AS persons,
  o.equipment, o.is_arrived AS isArrived, o.is_gone AS isGone, b.total_cents - b.paid_cents AS remainingCents,
  t.kind AS placeTypeKind
  ${occupancyFrom} JOIN place_types t ON t.id = o.place_type_id`;

type RawRow = Omit<PresenceRow, 'isArrived' | 'isGone' | 'arrivalHours' | 'departureBefore'> & {
  isArrived: number;
  isGone: number;
  placeTypeKind: string;
};

/** The hours of the arrival and departure preference for a place's kind: rentals have their own. */
export function stayHours(p: Preference<'arrival_departure'>, isRental: boolean) {
  const from = isRental ? p.rentalArrivalFromHour : p.arrivalFromHour;
  return {
    arrivalHours: `${from}–${p.arrivalToHour}`,
    departureBefore: isRental ? p.rentalDepartureBeforeHour : p.departureBeforeHour,
  };
}

export function presenceRows(db: Db, ids: number[]): PresenceRow[] {
  if (ids.length === 0) return [];
  const raws = statement(db, `${rowSelect} WHERE o.id IN (SELECT value FROM json_each(?))`).all(
    JSON.stringify(ids),
  ) as RawRow[];
  const hours = readPreference(db, 'arrival_departure');
  return inPageOrder(
    ids,
    raws.map(({ placeTypeKind, ...r }) => ({
      ...r,
      isArrived: r.isArrived === 1,
      isGone: r.isGone === 1,
      ...stayHours(hours, isRentalKind(placeTypeKind)),
    })),
  );
}

/** The day's occupancies under the filter, one page; `day` and `filter` already defaulted. */
export function presenceList(db: Db, criteria: PresenceCriteria & { day: string; filter: PresenceFilter }) {
  const w = where();
  const { clause, params } = presenceClause(criteria.filter, criteria.day);
  add(w, clause, ...params);
  add(w, liveOccupancySql);
  addSearch(w, criteria.q);
  const from = `${occupancyFrom} ${whereSql(w)}`;
  const order = orderBy(columns, 'o.id', criteria.sort, { field: 'placeNumber', order: 'ascend' });
  const { ids, total } = pageOfIds(db, 'o.id', from, w.params, order, criteria);
  return { items: presenceRows(db, ids), total };
}
