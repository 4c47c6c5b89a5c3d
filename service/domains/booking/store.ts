// Reads and writes of bookings with their occupancies, occupants, animals, vehicles, extras and
// lines. The booking service calls these inside its transactions; nothing here checks a rule.
import { and, asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers } from '../customer/schema';
import { places, placeTypes } from '../place';
import { readPreference } from '../preference';
import { type BookingDto, type BookingLineDto, EDIT_STATE, type OccupancyDto } from './contract';
import { inOccupancyOrder, isOptionExpired } from './rules';
import {
  bookingAnimals,
  bookingExtras,
  bookingLines,
  bookings,
  bookingVehicles,
  occupancies,
  occupants,
} from './schema';

export type BookingRow = typeof bookings.$inferSelect;
export type OccupancyRow = typeof occupancies.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id'>;
export type LineInsert = Omit<typeof bookingLines.$inferInsert, 'id' | 'bookingId' | 'occupancyId'>;

export const findBooking = (db: Db, id: number): BookingRow | undefined =>
  db.select().from(bookings).where(eq(bookings.id, id)).get();

export const findOccupancy = (db: Db, id: number): OccupancyRow | undefined =>
  db.select().from(occupancies).where(eq(occupancies.id, id)).get();

export const occupanciesOf = (db: Db, bookingId: number): OccupancyRow[] =>
  db
    .select()
    .from(occupancies)
    .where(eq(occupancies.bookingId, bookingId))
    .orderBy(asc(occupancies.sortOrder), asc(occupancies.id))
    .all();

export function linesOf(db: Db, bookingId: number) {
  return db
    .select()
    .from(bookingLines)
    .where(eq(bookingLines.bookingId, bookingId))
    .orderBy(asc(bookingLines.sortOrder))
    .all();
}

/** The next number of a code sequence of the year (D26-… or R26-…), read inside the write transaction. */
export function nextSequence(db: Db, column: 'code' | 'quoteNumber', prefix: string): number {
  const col = column === 'code' ? bookings.code : bookings.quoteNumber;
  const row = db
    .select({ last: max(col) })
    .from(bookings)
    .where(sql`${col} LIKE ${`${prefix}%`}`)
    .get();
  return row?.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
}

export function insertBooking(db: Db, row: NewBooking): number {
  return db.insert(bookings).values(row).returning({ id: bookings.id }).get().id;
}

export function updateBooking(db: Db, id: number, patch: Partial<NewBooking>) {
  db.update(bookings).set(patch).where(eq(bookings.id, id)).run();
}

export function updateOccupancy(db: Db, id: number, patch: Partial<typeof occupancies.$inferInsert>) {
  db.update(occupancies).set(patch).where(eq(occupancies.id, id)).run();
}

/** Whether the booking's occupancies hold their places follows its kind and state. */
export function setHoldsPlace(db: Db, bookingId: number, holds: boolean) {
  db.update(occupancies)
    .set({ holdsPlace: sql`CASE WHEN ${occupancies.isCancelled} = 1 THEN 0 ELSE ${holds ? 1 : 0} END` })
    .where(eq(occupancies.bookingId, bookingId))
    .run();
}

export interface OccupancyWrite {
  id: number;
  row: Omit<typeof occupancies.$inferInsert, 'id' | 'bookingId'>;
  occupants: Omit<typeof occupants.$inferInsert, 'id' | 'occupancyId'>[];
  animals: Omit<typeof bookingAnimals.$inferInsert, 'id' | 'occupancyId'>[];
  vehicles: Omit<typeof bookingVehicles.$inferInsert, 'id' | 'occupancyId'>[];
  extras: Omit<typeof bookingExtras.$inferInsert, 'id' | 'occupancyId'>[];
  lines: LineInsert[];
}

/** Replaces the booking's occupancies (kept ids updated, others inserted or removed) and its lines. */
export function writeOccupancies(
  db: Db,
  bookingId: number,
  writes: readonly OccupancyWrite[],
  bookingLinesRows: LineInsert[],
) {
  const kept = writes.filter((w) => w.id > 0).map((w) => w.id);
  db.delete(occupancies)
    .where(and(eq(occupancies.bookingId, bookingId), kept.length ? notInArray(occupancies.id, kept) : sql`1`))
    .run();
  db.delete(bookingLines).where(eq(bookingLines.bookingId, bookingId)).run();
  let order = 0;
  for (const w of writes) {
    let id = w.id;
    if (id > 0) db.update(occupancies).set(w.row).where(eq(occupancies.id, id)).run();
    else
      id = db
        .insert(occupancies)
        .values({ ...w.row, bookingId })
        .returning({ id: occupancies.id })
        .get().id;
    for (const t of [occupants, bookingAnimals, bookingVehicles, bookingExtras] as const) {
      db.delete(t).where(eq(t.occupancyId, id)).run();
    }
    if (w.occupants.length)
      db.insert(occupants)
        .values(w.occupants.map((o) => ({ ...o, occupancyId: id })))
        .run();
    if (w.animals.length)
      db.insert(bookingAnimals)
        .values(w.animals.map((a) => ({ ...a, occupancyId: id })))
        .run();
    if (w.vehicles.length)
      db.insert(bookingVehicles)
        .values(w.vehicles.map((v) => ({ ...v, occupancyId: id })))
        .run();
    if (w.extras.length)
      db.insert(bookingExtras)
        .values(w.extras.map((e) => ({ ...e, occupancyId: id })))
        .run();
    for (const line of w.lines) {
      db.insert(bookingLines)
        .values({ ...line, bookingId, occupancyId: id, sortOrder: order++ })
        .run();
    }
  }
  for (const line of bookingLinesRows)
    db.insert(bookingLines)
      .values({ ...line, bookingId, sortOrder: order++ })
      .run();
}

export function insertLine(db: Db, bookingId: number, occupancyId: number | null, line: LineInsert) {
  const last = db
    .select({ n: max(bookingLines.sortOrder) })
    .from(bookingLines)
    .where(eq(bookingLines.bookingId, bookingId))
    .get();
  db.insert(bookingLines)
    .values({ ...line, bookingId, occupancyId, sortOrder: (last?.n ?? 0) + 1 })
    .run();
}

export function deleteLinesOfKind(db: Db, bookingId: number, kind: number) {
  db.delete(bookingLines)
    .where(and(eq(bookingLines.bookingId, bookingId), eq(bookingLines.kind, kind)))
    .run();
}

export function deleteOccupancyLinesOfKind(db: Db, occupancyId: number, kind: number) {
  db.delete(bookingLines)
    .where(and(eq(bookingLines.occupancyId, occupancyId), eq(bookingLines.kind, kind)))
    .run();
}

/** Every line of the booking (a cancellation replaces them with its own). */
export function deleteLinesOf(db: Db, bookingId: number) {
  db.delete(bookingLines).where(eq(bookingLines.bookingId, bookingId)).run();
}

export function customerName(db: Db, customerId: number): string {
  const c = db
    .select({ first: customers.firstName, last: customers.lastName, company: customers.companyName })
    .from(customers)
    .where(eq(customers.id, customerId))
    .get();
  if (!c) return '';
  return c.company ?? [c.last?.toUpperCase(), c.first].filter(Boolean).join(' ');
}

function occupancyDtos(db: Db, rows: readonly OccupancyRow[]): OccupancyDto[] {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const byOccupancy =
    <T extends { occupancyId: number }>(list: T[]) =>
    (id: number) =>
      list.filter((x) => x.occupancyId === id);
  const people = byOccupancy(
    db.select().from(occupants).where(inArray(occupants.occupancyId, ids)).orderBy(asc(occupants.sortOrder)).all(),
  );
  const animals = byOccupancy(db.select().from(bookingAnimals).where(inArray(bookingAnimals.occupancyId, ids)).all());
  const vehicles = byOccupancy(
    db.select().from(bookingVehicles).where(inArray(bookingVehicles.occupancyId, ids)).all(),
  );
  const extras = byOccupancy(db.select().from(bookingExtras).where(inArray(bookingExtras.occupancyId, ids)).all());
  const placeRows = db
    .select({ id: places.id, number: places.number, typeLabel: placeTypes.label })
    .from(places)
    .innerJoin(placeTypes, eq(placeTypes.id, places.typeId))
    .where(inArray(places.id, [...new Set(rows.map((r) => r.placeId))]))
    .all();
  return rows.map((r) => {
    const place = placeRows.find((p) => p.id === r.placeId);
    return {
      id: r.id,
      placeId: r.placeId,
      placeNumber: place?.number ?? '',
      placeTypeId: r.placeTypeId,
      placeTypeLabel: place?.typeLabel ?? '',
      startDate: r.startDate,
      endDate: r.endDate,
      equipment: r.equipment,
      stayKind: r.stayKind,
      allotmentId: r.allotmentId,
      isLocked: r.isLocked,
      isCancelled: r.isCancelled,
      isArrived: r.isArrived,
      isGone: r.isGone,
      earlyDepartureFrom: r.earlyDepartureFrom,
      holdsPlace: r.holdsPlace,
      personsCount: r.personsCount,
      gridId: r.gridId,
      gridVersion: r.gridVersion,
      occupants: people(r.id).map((o) => ({
        id: o.id,
        civilityId: o.civilityId,
        firstName: o.firstName,
        lastName: o.lastName,
        birthDate: o.birthDate,
        age: null,
        ageCategoryId: o.ageCategoryId,
        nationalityId: o.nationalityId,
        taxExemption: o.taxExemption as OccupancyDto['occupants'][number]['taxExemption'],
      })),
      animals: animals(r.id).map((a) => ({ animalTypeId: a.animalTypeId, quantity: a.quantity, name: a.name })),
      vehicles: vehicles(r.id).map((v) => ({ vehicleTypeId: v.vehicleTypeId, brand: v.brand, plate: v.plate })),
      extras: extras(r.id).map((e) => ({
        extraId: e.extraId,
        quantity: e.quantity,
        startDate: e.startDate,
        endDate: e.endDate,
      })),
    };
  });
}

/** The booking as the sheet reads it; `today` (the business day) tells whether an option is expired. */
export function loadBooking(db: Db, id: number, today: string | null = null): BookingDto | null {
  const b = findBooking(db, id);
  if (!b) return null;
  const lines: BookingLineDto[] = linesOf(db, id).map((l) => ({
    id: l.id,
    occupancyId: l.occupancyId,
    kind: l.kind,
    key: l.key,
    label: l.label,
    quantity: l.quantity,
    unitCents: l.unitCents,
    amountCents: l.amountCents,
    vatBp: l.vatBp,
    isOutsideVatBase: l.isOutsideVatBase,
    isPriceManuallyChanged: l.isPriceManuallyChanged,
    isPartnerLine: l.isPartnerLine,
    explain: l.explain,
  }));
  return {
    id: b.id,
    stateId: EDIT_STATE.saved,
    status: b.state === 'DELETED' ? 'DELETED' : 'SAVED',
    code: b.code,
    quoteNumber: b.quoteNumber,
    customerId: b.customerId,
    customerName: customerName(db, b.customerId),
    kind: b.kind as BookingDto['kind'],
    state: b.state,
    isValidated: b.isValidated,
    partnerId: b.partnerId,
    channelId: b.channelId,
    optionValidUntil: b.optionValidUntil,
    isExpired: today !== null && isOptionExpired(b, today),
    startDate: b.startDate,
    endDate: b.endDate,
    totalCents: b.totalCents,
    touristTaxCents: b.touristTaxCents,
    downPaymentCents: b.downPaymentCents,
    downPaymentDueDate: b.downPaymentDueDate,
    balanceCents: b.balanceCents,
    balanceDueDate: b.balanceDueDate,
    insuranceCents: b.insuranceCents,
    commissionCents: b.commissionCents,
    suretyCents: b.suretyCents,
    paidCents: b.paidCents,
    depositNature: b.depositNature,
    vacafAidCents: b.vacafAidCents,
    vacafFileNumber: b.vacafFileNumber,
    cancellationReason: b.cancellationReason,
    deletionReason: b.deletionReason,
    reference: b.reference,
    internetReference: b.internetReference,
    billNumber: b.billNumber,
    billDate: b.billDate,
    notes: b.notes,
    occupancies: occupancyDtos(
      db,
      inOccupancyOrder(occupanciesOf(db, id), readPreference(db, 'booking').occupancyOrder),
    ),
    lines,
    createdAt: b.createdAt,
    version: b.version,
  };
}

export function placeTypeOf(db: Db, placeId: number): number {
  return db.select({ typeId: places.typeId }).from(places).where(eq(places.id, placeId)).get()?.typeId ?? 0;
}
