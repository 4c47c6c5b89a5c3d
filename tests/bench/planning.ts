// The planning the bench drives: 90-day windows over the booked site, the HTTP path, and as its
// reference the same reads written by hand on better-sqlite3 prepared statements: the active
// places in family and number order, the held stays meeting the window (one seek for the last
// stay starting before it, then one index range, per place, the stay's own columns read from
// that index) with booking, customer and partner, and the unavailabilities.

import { systemClock } from '../../service/clock';
import type { Db } from '../../service/db/connection';
import { addDays } from '../../service/domains/booking';
import { expiredOptionSql } from '../../service/domains/booking/lists/sql';

export const planningDays = 90;

/** Windows of high and low season across the seeded years. */
export const planningStarts = [
  '2023-07-01',
  '2024-04-15',
  '2025-06-01',
  '2025-08-01',
  '2026-01-10',
  '2026-07-01',
  '2026-08-15',
  '2027-05-01',
];

export const planningPath = (start: string) => `/rest/booking/planning?start=${start}&days=${planningDays}`;

const placesSql = `
SELECT p.id, p.number, p.name, t.label, f.id, p.capacity, f.label, f.color
FROM places p JOIN place_types t ON t.id = p.type_id LEFT JOIN place_families f ON f.id = t.family_id
WHERE p.is_active = 1
ORDER BY f.id IS NULL, f.sort_order, f.label, f.id, t.sort_order, t.label,
  natural_key(p.number), p.id`;

const staysSql = `
SELECT o.id, o.booking_id, o.place_id, o.start_date, o.end_date, b.kind,
  CASE WHEN c.is_legal_entity = 1 THEN coalesce(c.company_name, '')
    ELSE trim(coalesce(c.last_name, '') || ' ' || coalesce(c.first_name, '')) END,
  o.persons_count, b.total_cents - b.paid_cents, pa.color,
  o.is_locked | (o.is_arrived << 1) | ((o.stay_kind = 'RESIDENTIAL') << 2) | (o.is_gone << 3)
    | (${expiredOptionSql(':today')} << 4)
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

const unavailabilitiesSql =
  'SELECT place_id, start_date, end_date, reason FROM unavailabilities WHERE start_date < :end AND end_date > :start';

export function rawPlanning(db: Db) {
  const places = db.$client.prepare(placesSql).raw();
  const stays = db.$client.prepare(staysSql).raw();
  const unavailabilities = db.$client.prepare(unavailabilitiesSql).raw();
  return (start: string) => {
    const window = { start, end: addDays(start, planningDays) };
    return {
      places: places.all(),
      stays: stays.all({ ...window, today: systemClock().today() }),
      unavailabilities: unavailabilities.all(window),
    };
  };
}
