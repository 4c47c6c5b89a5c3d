// Availability: a place is free for a stay when no held stay meets it night by
// night, no unavailability covers it, no resident holds it, no other user's draft locks it, the
// dates lie inside an activity period and its capacity fits the party; stock-managed extras keep
// within their stock each night. Run inside the write's IMMEDIATE transaction.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { activityPeriodList, addedClosedNights } from '../admin-periods';
import { extras } from '../extra/schema';
import { isPlaceUnavailableIn } from '../place';
import { extraQuantitiesMeeting, heldStayMeeting, lockMeeting } from './availability-store';
import type { OccupancyInput } from './contract';
import { nightsOf, type Stay } from './rules';

/** The catalogue's error itself (what the UI reacts to), naming the field it concerns. */
export const refusal = (field: string, code: ErrorCode, params?: Record<string, number>) =>
  new AppError(code, { fields: { [field]: code }, params });

export interface Holder {
  userId: number;
  nowIso: string;
  /** The draft whose own locks do not count against it (0: none). */
  draftId: number;
  /** The booking whose own stays do not count against it (0: a new booking). */
  bookingId: number;
}

/**
 * "A date must lie within the activity period": every night the stay adds to `before` (the stay
 * as stored; null for a new one) lies in some activity period, else "no activity period". A site
 * with no activity period at all takes no stay: the search and the planning say so.
 */
export function assertActivityPeriod(db: Db, stay: Stay, field: string, before: Stay | null = null) {
  if (addedClosedNights(stay, before, activityPeriodList(db)).length > 0) throw refusal(field, 'NO_ACTIVITY_PERIOD');
}

/** The place is free for the stay, or the catalogue's reason why not. */
export function assertPlaceFree(db: Db, placeId: number, stay: Stay, holder: Holder, field: string) {
  const held = heldStayMeeting(db, placeId, stay, holder.bookingId);
  if (held)
    throw refusal(field, held.stayKind === 'RESIDENTIAL' ? 'PLACE_TAKEN_BY_RESIDENT' : 'BOOKING_PLACE_NOT_AVAILABLE');
  if (isPlaceUnavailableIn(db, placeId, stay)) throw refusal(field, 'PLACE_NOT_AVAILABLE');
  if (lockMeeting(db, placeId, stay, holder.userId, holder.nowIso, holder.draftId, holder.bookingId)) {
    throw refusal(field, 'PLACE_LOCKED_BY_CUSTOMER');
  }
}

/** The place's capacity (its own, else its type's; 0 is not limited) holds the party. */
export function assertCapacity(db: Db, placeId: number, persons: number, field: string) {
  const row = statement(
    db,
    'SELECT p.capacity AS own, t.capacity AS type FROM places p JOIN place_types t ON t.id = p.type_id WHERE p.id = ?',
  ).get(placeId) as { own: number; type: number } | undefined;
  if (!row) throw refusal(field, 'PLACE_REQUIRED');
  const capacity = row.own > 0 ? row.own : row.type;
  if (capacity > 0 && persons > capacity) throw refusal(field, 'QUANTITY_ABOVE_CAPACITY');
}

/**
 * Stock-managed extras: on each night the quantities held by other bookings plus this one's stay
 * within the stock, else "maximum availability for the equipment at this date is N" with the
 * least left over the nights. A stay's own maximum quantity is checked too.
 */
export function assertExtrasAvailable(db: Db, occupancy: OccupancyInput, bookingId: number, field: string) {
  const ids = [...new Set(occupancy.extras.map((e) => e.extraId))];
  if (ids.length === 0) return;
  const rows = db.select().from(extras).where(inArray(extras.id, ids)).all();
  for (const extra of rows) {
    const wanted = occupancy.extras.filter((e) => e.extraId === extra.id);
    for (const w of wanted) {
      if (extra.maxQuantity !== null && w.quantity > extra.maxQuantity) {
        throw refusal(field, 'QUANTITY_ABOVE_EQUIPMENT_MAXIMUM');
      }
    }
    if (!extra.isStockManaged) continue;
    const stock = extra.stockQuantity ?? 0;
    const stay = { startDate: occupancy.startDate, endDate: occupancy.endDate };
    const taken = extraQuantitiesMeeting(db, extra.id, stay, bookingId);
    for (const night of nightsOf(stay)) {
      const used = taken.filter((t) => t.startDate <= night && night < t.endDate).reduce((s, t) => s + t.quantity, 0);
      const asked = wanted
        .filter((w) => (w.startDate ?? stay.startDate) <= night && night < (w.endDate ?? stay.endDate))
        .reduce((s, w) => s + w.quantity, 0);
      if (used + asked > stock) {
        throw refusal(field, 'MAX_AVAILABILITY_FOR_EQUIPMENT', { quantity: Math.max(0, stock - used) });
      }
    }
  }
}
