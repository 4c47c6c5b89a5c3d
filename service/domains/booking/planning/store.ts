// The plannings' reads: hand-written SQL through the statement cache (the planning of 1,000
// places × 90 days is the heaviest read of the desk). The stays join their booking's customer and
// partner in the same statement: one pass instead of thousands of look-ups through other domains.
import type { Db } from '../../../db/connection';
import { statement } from '../../../db/statements';
import { expiredOptionSql } from '../lists/sql';
import type { PlanningStayRow, PlanningUnavailabilityRow } from './contract';
import type { PlanningWindow } from './rules';

const customerName = `CASE WHEN c.is_legal_entity = 1 THEN coalesce(c.company_name, '')
  ELSE trim(coalesce(c.last_name, '') || ' ' || coalesce(c.first_name, '')) END`;

// One place's held stays never overlap (the booking core's invariant), so the only stay that
// starts before the window and may still run into it is the place's last one starting before
// it: one seek for it, then a range of the partial index (place_id, start_date) per place.
const staysSql = `
SELECT o.id, o.booking_id, o.place_id, o.start_date, o.end_date, b.kind, ${customerName} AS customer_name,
  o.persons_count, b.total_cents - b.paid_cents, pa.color,
  o.is_locked | (o.is_arrived << 1) | ((o.stay_kind = 'RESIDENTIAL') << 2) | (o.is_gone << 3)
    | (${expiredOptionSql(':today')} << 4) AS flags
FROM places p
JOIN occupancies o INDEXED BY occupancies_place_holding_idx ON o.place_id = p.id AND o.holds_place = 1
  AND o.start_date >= coalesce((
    SELECT max(o2.start_date) FROM occupancies o2 INDEXED BY occupancies_place_holding_idx
    WHERE o2.place_id = p.id AND o2.holds_place = 1 AND o2.start_date < :start), :start)
  AND o.start_date < :end
JOIN bookings b ON b.id = o.booking_id
JOIN customers c ON c.id = b.customer_id
LEFT JOIN partners pa ON pa.id = b.partner_id
WHERE p.is_active = 1 AND o.end_date > :start`;

/** Stays holding their place that share a night with the window, as planning rows (`today` tells the expired options). */
export function heldStays(db: Db, window: PlanningWindow, today: string): PlanningStayRow[] {
  return statement(db, staysSql).raw().all({ start: window.start, end: window.end, today }) as PlanningStayRow[]; // the SELECT lists the tuple's columns in order
}

/** Unavailabilities sharing a night with the window. */
export function unavailabilitiesIn(db: Db, window: PlanningWindow): PlanningUnavailabilityRow[] {
  return statement(
    db,
    'SELECT place_id, start_date, end_date, reason FROM unavailabilities WHERE start_date < :end AND end_date > :start',
  )
    .raw()
    .all({ start: window.start, end: window.end }) as PlanningUnavailabilityRow[]; // columns in the tuple's order
}

export interface ExtraUse {
  extraId: number;
  startDate: string;
  endDate: string;
  quantity: number;
}

/** Extras booked on stays holding their place, over periods meeting the window. */
export function extraUsesIn(db: Db, window: PlanningWindow, extraIds: readonly number[]): ExtraUse[] {
  if (extraIds.length === 0) return [];
  return statement(
    db,
    `SELECT be.extra_id AS extraId, be.start_date AS startDate, be.end_date AS endDate, be.quantity
     FROM booking_extras be JOIN occupancies o ON o.id = be.occupancy_id
     WHERE be.extra_id IN (SELECT value FROM json_each(:ids))
       AND be.start_date < :end AND be.end_date > :start AND o.holds_place = 1`,
  ).all({ ids: JSON.stringify(extraIds), start: window.start, end: window.end }) as ExtraUse[]; // aliased columns
}
