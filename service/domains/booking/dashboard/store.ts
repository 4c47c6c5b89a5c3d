// The dashboard's reads: hand-written SQL through the statement cache, each a seek on an index
// (checked by EXPLAIN QUERY PLAN in the dashboard's test): the day's arrivals on the
// occupancies' start date, departures on their end date, options on (state, kind, start date), cleaning
// tasks on their day, and unavailabilities one seek per place.

import type { Db } from '../../../db/connection';
import { naturalSql } from '../../../db/natural-order';
import { statement } from '../../../db/statements';
import { BOOKING_KIND } from '../contract';
import type { DashboardCleaningTask, DashboardOption, DashboardStay, DashboardUnavailablePlace } from './contract';

const customerName = `CASE WHEN c.is_legal_entity = 1 AND c.company_name IS NOT NULL THEN c.company_name
  ELSE trim(coalesce(c.last_name, '') || ' ' || coalesce(c.first_name, '')) END`;

/** Place numbers in the order people read them: 2 before 10, then the lettered ones, A2 before A10. */
const placeOrder = naturalSql('p.number');

/** `:day` is the occupancies' start date (arrivals) or end date (departures). */
const staysSql = (dayColumn: 'start_date' | 'end_date') => `
SELECT o.id AS occupancyId, o.booking_id AS bookingId, b.code AS bookingCode, b.customer_id AS customerId,
  b.kind, ${customerName} AS customerName, p.number AS placeNumber, o.start_date AS startDate,
  o.end_date AS endDate, o.persons_count AS persons, b.total_cents - b.paid_cents AS remainingCents,
  o.is_arrived AS isArrived, o.is_gone AS isGone
FROM occupancies o INDEXED BY ${dayColumn === 'start_date' ? 'occupancies_dates_idx' : 'occupancies_end_idx'}
CROSS JOIN bookings b ON b.id = o.booking_id
JOIN customers c ON c.id = b.customer_id
JOIN places p ON p.id = o.place_id
WHERE o.${dayColumn} = :day AND o.holds_place = 1
ORDER BY ${placeOrder}, o.id`;

export const dashboardSql = {
  arrivals: staysSql('start_date'),
  departures: staysSql('end_date'),
  expiringOptions: `
SELECT b.id AS bookingId, b.code AS bookingCode, b.customer_id AS customerId, ${customerName} AS customerName,
  b.start_date AS startDate, b.end_date AS endDate, b.option_valid_until AS optionValidUntil, b.total_cents AS totalCents,
  b.option_valid_until < :day AS isExpired
FROM bookings b INDEXED BY bookings_state_kind_idx
JOIN customers c ON c.id = b.customer_id
WHERE b.state = 'NORMAL' AND b.kind = ${BOOKING_KIND.option} AND b.start_date >= :day AND b.option_valid_until <= :until
ORDER BY b.option_valid_until, b.start_date, b.id`,
  cleaningTasks: `
SELECT t.id, p.number AS placeNumber, t.kind, t.state, u.name AS assigneeName
FROM cleaning_tasks t INDEXED BY cleaning_tasks_day_idx
JOIN places p ON p.id = t.place_id
LEFT JOIN users u ON u.id = t.assignee_id
WHERE t.day = :day
ORDER BY ${placeOrder}, t.id`,
  // One place's unavailabilities never overlap (the place domain refuses it), so the place is out
  // of use when the last one starting on or before the day ends after it: one seek per place,
  // however long the history grows.
  unavailablePlaces: `
SELECT p.id AS placeId, p.number AS placeNumber, u.start_date AS startDate, u.end_date AS endDate, u.reason
FROM places p
JOIN unavailabilities u ON u.id = (
  SELECT u2.id FROM unavailabilities u2 INDEXED BY unavailabilities_place_idx
  WHERE u2.place_id = p.id AND u2.start_date <= :day ORDER BY u2.start_date DESC LIMIT 1)
WHERE p.is_active = 1 AND u.end_date > :day
ORDER BY ${placeOrder}`,
} as const;

type RawStay = Omit<DashboardStay, 'isArrived' | 'isGone'> & { isArrived: number; isGone: number };

function stays(db: Db, sql: string, day: string): DashboardStay[] {
  return (statement(db, sql).all({ day }) as RawStay[]).map((r) => ({
    ...r,
    isArrived: r.isArrived === 1,
    isGone: r.isGone === 1,
  }));
}

export const arrivalsOn = (db: Db, day: string) => stays(db, dashboardSql.arrivals, day);
export const departuresOn = (db: Db, day: string) => stays(db, dashboardSql.departures, day);

type RawOption = Omit<DashboardOption, 'isExpired'> & { isExpired: number };

// Each `as` below: the SELECT aliases its columns to the row type's fields.
export function optionsExpiring(db: Db, day: string, until: string): DashboardOption[] {
  const rows = statement(db, dashboardSql.expiringOptions).all({ day, until }) as RawOption[];
  return rows.map((r) => ({ ...r, isExpired: r.isExpired === 1 }));
}

export function cleaningTasksOn(db: Db, day: string): DashboardCleaningTask[] {
  return statement(db, dashboardSql.cleaningTasks).all({ day }) as DashboardCleaningTask[];
}

export function placesUnavailableOn(db: Db, day: string): DashboardUnavailablePlace[] {
  return statement(db, dashboardSql.unavailablePlaces).all({ day }) as DashboardUnavailablePlace[];
}
