// The availability search the bench drives: 14-night windows over the booked site, the HTTP path
// (POST booking/availability/search, unpriced and priced), and as its reference the best raw query
// on better-sqlite3: one place's held stays never overlap, so per place one seek on the partial
// index for the last held stay starting before the departure says whether it is free, plus the
// unavailabilities.
import type { Db } from '../../service/db/connection';

export const availabilityNights = 14;
export const availabilityPath = '/rest/booking/availability/search';

/** Arrivals in high and low season across the seeded years. */
export const availabilityStarts = ['2023-07-08', '2024-05-04', '2025-07-19', '2025-08-02', '2026-06-13', '2026-07-25'];

export function windowOf(start: string) {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + availabilityNights);
  return { startDate: start, endDate: d.toISOString().slice(0, 10) };
}

const freePlacesSql = `
SELECT p.id FROM places p
WHERE p.is_active = 1
  AND coalesce((SELECT o.end_date FROM occupancies o INDEXED BY occupancies_place_holding_idx
                 WHERE o.place_id = p.id AND o.holds_place = 1 AND o.start_date < :end
                 ORDER BY o.start_date DESC LIMIT 1), '') <= :start
  AND NOT EXISTS (SELECT 1 FROM unavailabilities u
                   WHERE u.place_id = p.id AND u.start_date < :end AND u.end_date > :start)`;

export function rawAvailability(db: Db) {
  const statement = db.$client.prepare(freePlacesSql).raw();
  return (start: string) => {
    const w = windowOf(start);
    return statement.all({ start: w.startDate, end: w.endDate }) as [number][];
  };
}

export const availabilityBody = (start: string, withPrice: boolean) =>
  JSON.stringify({ ...windowOf(start), withPrice });
