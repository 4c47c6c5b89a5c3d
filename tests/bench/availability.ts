// The availability search the bench drives: 14-night windows over the booked site, the HTTP path
// (POST booking/availability/search, unpriced and priced), and as its reference the same reads on
// raw better-sqlite3: the activity periods, the free ids (one place's held stays never overlap, so
// per place one seek on the partial index for the last held stay starting before the departure,
// plus the unavailabilities), the live locks, and the free places' numbers, names and types.
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

const lockedSql = `
SELECT place_id FROM place_locks
WHERE start_date < ? AND end_date > ? AND expires_at > ? AND user_id <> ?`;

const detailsSql = `
SELECT p.id AS placeId, p.number, p.name, t.id AS placeTypeId, t.label AS placeTypeLabel,
       t.family_id AS familyId, CASE WHEN p.capacity > 0 THEN p.capacity ELSE t.capacity END AS capacity
  FROM places p JOIN place_types t ON t.id = p.type_id
 WHERE p.id IN (SELECT value FROM json_each(?)) AND t.is_active = 1`;

/** What the search reads for a window, no more: its rows are the free places the answer lists. */
export function rawAvailability(db: Db) {
  const client = db.$client;
  const periods = client.prepare('SELECT * FROM activity_periods ORDER BY start_date');
  const free = client.prepare(freePlacesSql).pluck();
  const locked = client.prepare(lockedSql).pluck();
  const details = client.prepare(detailsSql);
  return (start: string) => {
    const w = windowOf(start);
    periods.all();
    const ids = free.all({ start: w.startDate, end: w.endDate }) as number[];
    if (ids.length === 0) return [];
    const locks = new Set(locked.all(w.endDate, w.startDate, new Date().toISOString(), 0) as number[]);
    return (details.all(JSON.stringify(ids)) as { placeId: number }[]).filter((r) => !locks.has(r.placeId));
  };
}

export const availabilityBody = (start: string, withPrice: boolean) =>
  JSON.stringify({ ...windowOf(start), withPrice });
