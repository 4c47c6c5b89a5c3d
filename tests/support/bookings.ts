// Bookings written straight into the database with drizzle, for tests that need stays to list,
// count or move without going through the booking sheet: a site of places, customers, partners,
// and bookings with their occupancies and occupants. `holdsPlace` is set as the booking service
// keeps it (not cancelled, an option or a reservation, the booking NORMAL).
import { eq } from 'drizzle-orm';
import type { Db } from '../../service/db/connection';
import { bookings, occupancies, occupants } from '../../service/domains/booking/schema';
import { sortNameOf } from '../../service/domains/customer/rules';
import { customers } from '../../service/domains/customer/schema';
import { ageCategories } from '../../service/domains/extra/schema';
import {
  partnerBillingTypes,
  partnerManagementTypes,
  partners,
  partnerTypes,
} from '../../service/domains/partner/schema';
import { places, placeTypes } from '../../service/domains/place/schema';
import { countries, tvaRates } from '../../service/domains/reference/schema';

const stamp = '2026-01-01T00:00:00.000Z';
const audit = { createdAt: stamp, updatedAt: stamp };

/** The first VAT rate of the site (a place type must name one). */
export function firstTvaId(db: Db): number {
  const rate = db.select({ id: tvaRates.id }).from(tvaRates).orderBy(tvaRates.id).get();
  if (!rate) throw new Error('the test site has no VAT rate');
  return rate.id;
}

export function insertPlaceType(db: Db, label = 'Emplacement', values: Partial<typeof placeTypes.$inferInsert> = {}) {
  return db
    .insert(placeTypes)
    .values({
      label,
      shortCode: label.slice(0, 3).toUpperCase(),
      kind: 'PITCH',
      inseeType: 'BARE_PITCH',
      tvaId: firstTvaId(db),
      ...audit,
      ...values,
    })
    .returning({ id: placeTypes.id })
    .get().id;
}

/** Places numbered as given, of the type; answers their ids in that order. */
export function insertPlaces(db: Db, typeId: number, numbers: string[]): number[] {
  return numbers.map(
    (number) =>
      db
        .insert(places)
        .values({ number, typeId, capacity: 6, ...audit })
        .returning({ id: places.id })
        .get().id,
  );
}

let customerSequence = 0;

export function insertCustomer(db: Db, values: Partial<typeof customers.$inferInsert> & { lastName: string }) {
  customerSequence += 1;
  const row = { firstName: null, isLegalEntity: false, companyName: null, ...values };
  return db
    .insert(customers)
    .values({ code: `T${String(customerSequence).padStart(6, '0')}`, sortName: sortNameOf(row), ...audit, ...row })
    .returning({ id: customers.id })
    .get().id;
}

const firstId = (db: Db, table: typeof partnerTypes) => db.select({ id: table.id }).from(table).limit(1).get()?.id;

/** A partner on the seeded partner, management and billing types (one of each made when missing). */
export function insertPartner(db: Db, name: string): number {
  const typeOf = (table: typeof partnerTypes) =>
    firstId(db, table) ??
    db
      .insert(table)
      .values({ label: 'Type', ...audit })
      .returning({ id: table.id })
      .get().id;
  return db
    .insert(partners)
    .values({
      name,
      partnerTypeId: typeOf(partnerTypes),
      managementTypeId: typeOf(partnerManagementTypes),
      billingTypeId: typeOf(partnerBillingTypes),
      ...audit,
    })
    .returning({ id: partners.id })
    .get().id;
}

/** The id of a seeded age category (by label) or of the first one. */
export function ageCategoryId(db: Db, label?: string): number {
  const rows = db.select({ id: ageCategories.id, label: ageCategories.label }).from(ageCategories).all();
  const found = rows.find((r) => r.label === label) ?? rows[0];
  if (!found) throw new Error('no age category seeded');
  return found.id;
}

/** The id of a seeded country by ISO code (FR, DE...). */
export function countryId(db: Db, isoCode: string): number {
  const found = db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, isoCode)).get();
  if (!found) throw new Error(`no country ${isoCode}`);
  return found.id;
}

export interface OccupantFixture {
  lastName?: string;
  firstName?: string;
  birthDate?: string | null;
  ageCategoryId?: number;
  nationalityId?: number | null;
}

export interface OccupancyFixture {
  placeId: number;
  startDate?: string;
  endDate?: string;
  personsCount?: number;
  isCancelled?: boolean;
  isArrived?: boolean;
  isGone?: boolean;
  occupants?: OccupantFixture[];
}

export interface BookingFixture {
  customerId: number;
  /** 1 quote, 2 option, 3 reservation (default). */
  kind?: 1 | 2 | 3;
  state?: 'NORMAL' | 'CANCELLED' | 'CANCELLING' | 'DELETED';
  code?: string | null;
  quoteNumber?: string | null;
  partnerId?: number | null;
  startDate: string;
  endDate: string;
  totalCents?: number;
  paidCents?: number;
  isValidated?: boolean;
  cancellationReason?: string | null;
  reference?: string | null;
  /** Default: one occupancy of the booking's dates on `placeId`. */
  occupancies?: OccupancyFixture[];
  placeId?: number;
}

export interface InsertedBooking {
  id: number;
  occupancyIds: number[];
}

let codeSequence = 0;

export function insertBooking(db: Db, fixture: BookingFixture): InsertedBooking {
  const kind = fixture.kind ?? 3;
  const state = fixture.state ?? 'NORMAL';
  codeSequence += 1;
  const id = db
    .insert(bookings)
    .values({
      customerId: fixture.customerId,
      kind,
      state,
      code: fixture.code !== undefined ? fixture.code : kind === 1 ? null : `R${String(codeSequence).padStart(5, '0')}`,
      quoteNumber: fixture.quoteNumber ?? (kind === 1 ? `D${String(codeSequence).padStart(5, '0')}` : null),
      partnerId: fixture.partnerId ?? null,
      startDate: fixture.startDate,
      endDate: fixture.endDate,
      totalCents: fixture.totalCents ?? 0,
      paidCents: fixture.paidCents ?? 0,
      isValidated: fixture.isValidated ?? false,
      cancellationReason: fixture.cancellationReason ?? null,
      reference: fixture.reference ?? null,
      ...audit,
    })
    .returning({ id: bookings.id })
    .get().id;
  const stays = fixture.occupancies ?? (fixture.placeId ? [{ placeId: fixture.placeId }] : []);
  const occupancyIds = stays.map((stay, sortOrder) => {
    const place = db.select({ typeId: places.typeId }).from(places).where(eq(places.id, stay.placeId)).get();
    if (!place) throw new Error(`no place ${stay.placeId}`);
    const isCancelled = stay.isCancelled ?? false;
    const occupancyId = db
      .insert(occupancies)
      .values({
        bookingId: id,
        placeId: stay.placeId,
        placeTypeId: place.typeId,
        startDate: stay.startDate ?? fixture.startDate,
        endDate: stay.endDate ?? fixture.endDate,
        personsCount: stay.personsCount ?? stay.occupants?.length ?? 2,
        isCancelled,
        isArrived: stay.isArrived ?? false,
        isGone: stay.isGone ?? false,
        holdsPlace: !isCancelled && kind !== 1 && state === 'NORMAL',
        sortOrder,
        ...audit,
      })
      .returning({ id: occupancies.id })
      .get().id;
    (stay.occupants ?? []).forEach((o, position) => {
      db.insert(occupants)
        .values({
          occupancyId,
          lastName: o.lastName ?? null,
          firstName: o.firstName ?? null,
          birthDate: o.birthDate ?? null,
          ageCategoryId: o.ageCategoryId ?? ageCategoryId(db),
          nationalityId: o.nationalityId ?? null,
          sortOrder: position,
        })
        .run();
    });
    return occupancyId;
  });
  return { id, occupancyIds };
}
