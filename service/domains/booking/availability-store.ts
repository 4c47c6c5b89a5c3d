// The availability queries, hand-written SQL on the statement cache: they run inside every booking
// write and for every place of a search. One place's held stays never overlap (the booking
// service keeps that invariant), so the only held stay that can meet a stay is the last one
// starting before its departure: one seek on occupancies_place_holding_idx per place.
import type { Db } from '../../db/connection';
import { compareNaturalKeys, naturalKey } from '../../db/natural-order';
import { statement } from '../../db/statements';
import type { Stay, StayKind } from './rules';

export interface HeldStay {
  id: number;
  bookingId: number;
  stayKind: StayKind;
  startDate: string;
  endDate: string;
}

/** The held stay of another booking sharing a night with `stay` on the place, if any. */
export function heldStayMeeting(db: Db, placeId: number, stay: Stay, excludeBookingId: number): HeldStay | undefined {
  const last = statement(
    db,
    `SELECT id, booking_id AS bookingId, stay_kind AS stayKind, start_date AS startDate, end_date AS endDate
       FROM occupancies INDEXED BY occupancies_place_holding_idx
      WHERE place_id = ? AND holds_place = 1 AND start_date < ? AND booking_id <> ?
      ORDER BY start_date DESC LIMIT 1`,
  ).get(placeId, stay.endDate, excludeBookingId) as HeldStay | undefined;
  return last && last.endDate > stay.startDate ? last : undefined;
}

/**
 * Another user's live lock on the place for one of the nights. A lock held for a draft of
 * `bookingId` itself does not count: two desks may open one booking, its version decides the save.
 */
export function lockMeeting(
  db: Db,
  placeId: number,
  stay: Stay,
  userId: number,
  nowIso: string,
  draftId: number,
  bookingId = 0,
) {
  return statement(
    db,
    `SELECT l.id FROM place_locks l
      WHERE l.place_id = ? AND l.start_date < ? AND l.end_date > ? AND l.expires_at > ? AND l.user_id <> ?
        AND l.draft_id <> ?
        AND NOT EXISTS (SELECT 1 FROM booking_drafts d WHERE d.id = l.draft_id AND d.booking_id = ?)
      LIMIT 1`,
  ).get(placeId, stay.endDate, stay.startDate, nowIso, userId, draftId, bookingId) as { id: number } | undefined;
}

/** Quantities of an extra already taken by held stays of other bookings, per booked row, over the stay. */
export function extraQuantitiesMeeting(db: Db, extraId: number, stay: Stay, excludeBookingId: number) {
  return statement(
    db,
    `SELECT e.quantity, e.start_date AS startDate, e.end_date AS endDate
       FROM booking_extras e JOIN occupancies o ON o.id = e.occupancy_id
      WHERE e.extra_id = ? AND e.start_date < ? AND e.end_date > ? AND o.holds_place = 1 AND o.booking_id <> ?`,
  ).all(extraId, stay.endDate, stay.startDate, excludeBookingId) as {
    quantity: number;
    startDate: string;
    endDate: string;
  }[];
}

export interface SearchFilters {
  placeTypeId: number | null;
  familyId: number | null;
  persons: number;
  featureIds: readonly number[];
}

export interface FreePlaceRow {
  placeId: number;
  number: string;
  name: string | null;
  placeTypeId: number;
  placeTypeLabel: string;
  familyId: number | null;
  capacity: number;
}

/**
 * Active places matching the filters with no held stay, unavailability or other user's lock on a
 * night of the stay. Capacity: the place's own, else its type's; 0 is "not limited".
 *
 * Two steps keep the per-place work to the one seek and the unavailability probe: the free ids
 * first (the type joined only when a type or family filter asks for it), then the few free
 * places' details, capacities and the live locks (a handful of rows) checked on those alone.
 */
export function freePlaces(
  db: Db,
  stay: Stay,
  f: SearchFilters,
  excludeBookingId: number,
  userId: number,
  nowIso: string,
) {
  const byType = f.placeTypeId !== null || f.familyId !== null;
  const features = f.featureIds.map(() => '?').join(',');
  const ids = statement(
    db,
    `SELECT p.id FROM places p ${byType ? 'JOIN place_types t ON t.id = p.type_id' : ''}
      WHERE p.is_active = 1
        ${f.placeTypeId !== null ? 'AND t.id = @placeTypeId' : ''}
        ${f.familyId !== null ? 'AND t.family_id = @familyId' : ''}
        ${f.featureIds.length ? `AND (SELECT count(*) FROM place_features pf WHERE pf.place_id = p.id AND pf.feature_id IN (${features})) = ${f.featureIds.length}` : ''}
        AND coalesce((SELECT o.end_date FROM occupancies o INDEXED BY occupancies_place_holding_idx
                       WHERE o.place_id = p.id AND o.holds_place = 1 AND o.start_date < @end
                         ${excludeBookingId > 0 ? 'AND o.booking_id <> @exclude' : ''}
                       ORDER BY o.start_date DESC LIMIT 1), '') <= @start
        AND NOT EXISTS (SELECT 1 FROM unavailabilities u
                         WHERE u.place_id = p.id AND u.start_date < @end AND u.end_date > @start)`,
  )
    .pluck()
    .all(...f.featureIds, {
      start: stay.startDate,
      end: stay.endDate,
      ...(f.placeTypeId !== null ? { placeTypeId: f.placeTypeId } : {}),
      ...(f.familyId !== null ? { familyId: f.familyId } : {}),
      ...(excludeBookingId > 0 ? { exclude: excludeBookingId } : {}),
    }) as number[];
  if (ids.length === 0) return [];
  const locked = new Set(
    statement(
      db,
      `SELECT place_id FROM place_locks
        WHERE start_date < ? AND end_date > ? AND expires_at > ? AND user_id <> ?`,
    )
      .pluck()
      .all(stay.endDate, stay.startDate, nowIso, userId) as number[],
  );
  const rows = statement(
    db,
    `SELECT p.id AS placeId, p.number, p.name, t.id AS placeTypeId, t.label AS placeTypeLabel,
            t.family_id AS familyId, CASE WHEN p.capacity > 0 THEN p.capacity ELSE t.capacity END AS capacity
       FROM places p JOIN place_types t ON t.id = p.type_id
      WHERE p.id IN (SELECT value FROM json_each(?)) AND t.is_active = 1`,
  ).all(JSON.stringify(ids)) as FreePlaceRow[];
  // Each number's natural key is built once, not once per comparison of the sort.
  return rows
    .filter((r) => !locked.has(r.placeId) && (f.persons === 0 || r.capacity === 0 || r.capacity >= f.persons))
    .map((r) => ({ row: r, key: naturalKey(r.number) }))
    .sort((a, b) => compareNaturalKeys(a.key, a.row.number, b.key, b.row.number) || a.row.placeId - b.row.placeId)
    .map((k) => k.row);
}
