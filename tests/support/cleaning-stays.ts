// The scene of the housekeeping tests, written with drizzle inserts (the booking core's write path
// is not on this branch): place types, places, and stays leaving or arriving on a day.
import type { Db } from '../../service/db/connection';
import { bookings, customers, occupancies, places, placeTypes } from '../../service/db/schema';
import { firstTvaId } from './bookings';

const at = '2026-07-01T08:00:00.000Z';
const stamps = { createdAt: at, updatedAt: at };

/** A place type of `kind` (PITCH, MOBILE_HOME, CHALET, TENT, PARCEL) with places numbered as given. */
export function insertPlaces(db: Db, kind: string, label: string, numbers: string[]): number[] {
  const inseeType = kind === 'PITCH' ? 'BARE_PITCH' : 'RENTAL';
  const type = db
    .insert(placeTypes)
    .values({ label, shortCode: label.slice(0, 3).toUpperCase(), kind, inseeType, tvaId: firstTvaId(db), ...stamps })
    .returning()
    .get();
  return numbers.map(
    (number) =>
      db
        .insert(places)
        .values({ number, typeId: type.id, capacity: 6, ...stamps })
        .returning()
        .get().id,
  );
}

export interface StayOptions {
  lastName?: string;
  /** 1 quote, 2 option, 3 reservation. */
  kind?: number;
  isCancelled?: boolean;
}

let serial = 0;

/** A booking of one occupancy of `placeId` for the nights start .. end - 1; answers the occupancy id. */
export function insertStay(db: Db, placeId: number, start: string, end: string, options: StayOptions = {}): number {
  serial++;
  const lastName = options.lastName ?? `Client ${serial}`;
  const customer = db
    .insert(customers)
    .values({
      code: `C${serial}-${placeId}-${start}`,
      lastName,
      firstName: 'Anne',
      sortName: lastName.toLowerCase(),
      ...stamps,
    })
    .returning()
    .get();
  const kind = options.kind ?? 3;
  const booking = db
    .insert(bookings)
    .values({
      code: `R${serial}-${placeId}-${start}`,
      customerId: customer.id,
      kind,
      startDate: start,
      endDate: end,
      ...stamps,
    })
    .returning()
    .get();
  const place = db
    .select()
    .from(places)
    .all()
    .find((p) => p.id === placeId);
  if (!place) throw new Error(`no place ${placeId}`);
  const isCancelled = options.isCancelled ?? false;
  return db
    .insert(occupancies)
    .values({
      bookingId: booking.id,
      placeId,
      placeTypeId: place.typeId,
      startDate: start,
      endDate: end,
      isCancelled,
      holdsPlace: kind !== 1 && !isCancelled,
      personsCount: 2,
      ...stamps,
    })
    .returning()
    .get().id;
}
