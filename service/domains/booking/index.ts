// What other domains, the imports, the demo and the CLI may use of bookings: the one write path,
// the use cases, the read of a booking, and the references bookings hold on other domains' rows.
import { and, asc, eq, gt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { bookings, occupancies } from './schema';

export { type BookingToBill, bookingToBill, setBillMark } from './bill-mark';
export * from './contract';
export { removeAbandonedDraftsInSteps } from './draft-cleanup';
export { expireOptionsJob } from './expire-options-job';
export { type HistoryEntry, recordChange } from './history';
export { ageCategoryIdOf } from './occupant-age';
export { expireOptions, expireOptionsInSteps, expiryReason } from './option-expiry';
export { purgeBookings, settlePastStays } from './purge';
export { bookingRoutes } from './routes';
export { addDays, holdsPlace, nightsOf, staysOverlap } from './rules';
export { saveBooking, type Writer } from './save';
export { bookingService } from './service';
export { loadBooking } from './store';

const exists = (row: unknown) => row !== undefined;

/** The references bookings hold, registered on the blockers of the domains that own the rows. */
export const bookingReferences = {
  place: (db: Db, placeId: number) =>
    exists(db.select({ id: occupancies.id }).from(occupancies).where(eq(occupancies.placeId, placeId)).get()),
  placeType: (db: Db, placeTypeId: number) =>
    exists(db.select({ id: occupancies.id }).from(occupancies).where(eq(occupancies.placeTypeId, placeTypeId)).get()),
  customer: (db: Db, customerId: number) =>
    exists(db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, customerId)).get()),
  /** An allotment reserved: an occupancy on it, or a held allotment stay of its partner and type in its dates. */
  allotment: (db: Db, a: { id: number; partnerId: number; placeTypeId: number; startDate: string; endDate: string }) =>
    exists(
      db
        .select({ id: occupancies.id })
        .from(occupancies)
        .innerJoin(bookings, eq(bookings.id, occupancies.bookingId))
        .where(
          or(
            eq(occupancies.allotmentId, a.id),
            and(
              eq(occupancies.stayKind, 'ALLOTMENT'),
              eq(occupancies.holdsPlace, true),
              eq(bookings.partnerId, a.partnerId),
              eq(occupancies.placeTypeId, a.placeTypeId),
              lte(occupancies.startDate, a.endDate),
              gt(occupancies.endDate, a.startDate),
            ),
          ),
        )
        .get(),
    ),
  gridVersion: (db: Db, v: { gridId: number; version: number }) =>
    exists(
      db
        .select({ id: occupancies.id })
        .from(occupancies)
        .where(and(eq(occupancies.gridId, v.gridId), eq(occupancies.gridVersion, v.version)))
        .get(),
    ),
};

/** The oldest booking still on the books: the one the document models' preview is filled with. */
export function firstBookingId(db: Db): number | null {
  const row = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(ne(bookings.state, 'DELETED'))
    .orderBy(asc(bookings.id))
    .get();
  return row?.id ?? null;
}
