// Reads and writes of bookings with their occupancies, occupants, animals, vehicles, extras and
// lines. The booking service calls these inside its transactions; nothing here checks a rule.
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { insertRow, rowMapper, statement } from '../../db/statements';
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

// The reads and writes of every save and of the sheet's answer run on the statement cache: built
// with drizzle, their query building and preparing cost more than the queries themselves.
const asBooking = rowMapper(bookings);
const asOccupancy = rowMapper(occupancies);
const asLine = rowMapper(bookingLines);
const asOccupant = rowMapper(occupants);
const asAnimal = rowMapper(bookingAnimals);
const asVehicle = rowMapper(bookingVehicles);
const asExtra = rowMapper(bookingExtras);

export function findBooking(db: Db, id: number): BookingRow | undefined {
  const raw = statement(db, 'SELECT * FROM bookings WHERE id = ?').get(id);
  return raw ? asBooking(raw) : undefined;
}

export function findOccupancy(db: Db, id: number): OccupancyRow | undefined {
  const raw = statement(db, 'SELECT * FROM occupancies WHERE id = ?').get(id);
  return raw ? asOccupancy(raw) : undefined;
}

export const occupanciesOf = (db: Db, bookingId: number): OccupancyRow[] =>
  statement(db, 'SELECT * FROM occupancies WHERE booking_id = ? ORDER BY sort_order, id')
    .all(bookingId)
    .map(asOccupancy);

export const linesOf = (db: Db, bookingId: number) =>
  statement(db, 'SELECT * FROM booking_lines WHERE booking_id = ? ORDER BY sort_order').all(bookingId).map(asLine);

/** The next number of a code sequence of the year (D26-… or R26-…), read inside the write transaction. */
export function nextSequence(db: Db, column: 'code' | 'quoteNumber', prefix: string): number {
  const col = column === 'code' ? 'code' : 'quote_number';
  const last = statement(db, `SELECT max(${col}) FROM bookings WHERE ${col} LIKE ?`).pluck().get(`${prefix}%`) as
    | string
    | null;
  return last ? Number(last.slice(prefix.length)) + 1 : 1;
}

export function insertBooking(db: Db, row: NewBooking): number {
  return insertRow(db, bookings, row);
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
  if (kept.length > 0)
    statement(db, 'DELETE FROM occupancies WHERE booking_id = ? AND id NOT IN (SELECT value FROM json_each(?))').run(
      bookingId,
      JSON.stringify(kept),
    );
  else statement(db, 'DELETE FROM occupancies WHERE booking_id = ?').run(bookingId);
  statement(db, 'DELETE FROM booking_lines WHERE booking_id = ?').run(bookingId);
  let order = 0;
  for (const w of writes) {
    let id = w.id;
    if (id > 0) {
      db.update(occupancies).set(w.row).where(eq(occupancies.id, id)).run();
      for (const table of ['occupants', 'booking_animals', 'booking_vehicles', 'booking_extras']) {
        statement(db, `DELETE FROM ${table} WHERE occupancy_id = ?`).run(id);
      }
    } else id = insertRow(db, occupancies, { ...w.row, bookingId });
    for (const o of w.occupants) insertRow(db, occupants, { ...o, occupancyId: id });
    for (const a of w.animals) insertRow(db, bookingAnimals, { ...a, occupancyId: id });
    for (const v of w.vehicles) insertRow(db, bookingVehicles, { ...v, occupancyId: id });
    for (const e of w.extras) insertRow(db, bookingExtras, { ...e, occupancyId: id });
    for (const line of w.lines)
      insertRow(db, bookingLines, { ...line, bookingId, occupancyId: id, sortOrder: order++ });
  }
  for (const line of bookingLinesRows) insertRow(db, bookingLines, { ...line, bookingId, sortOrder: order++ });
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
  const c = statement(
    db,
    'SELECT first_name AS first, last_name AS last, company_name AS company FROM customers WHERE id = ?',
  ).get(customerId) as { first: string | null; last: string | null; company: string | null } | undefined;
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
  const idList = JSON.stringify(ids);
  const childrenOf = (table: string, order: string) =>
    statement(
      db,
      `SELECT * FROM ${table} WHERE occupancy_id IN (SELECT value FROM json_each(?)) ORDER BY ${order}`,
    ).all(idList);
  const people = byOccupancy(childrenOf('occupants', 'sort_order, id').map(asOccupant));
  const animals = byOccupancy(childrenOf('booking_animals', 'id').map(asAnimal));
  const vehicles = byOccupancy(childrenOf('booking_vehicles', 'id').map(asVehicle));
  const extras = byOccupancy(childrenOf('booking_extras', 'id').map(asExtra));
  const placeRows = statement(
    db,
    `SELECT p.id, p.number, t.label AS typeLabel FROM places p JOIN place_types t ON t.id = p.type_id
      WHERE p.id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify([...new Set(rows.map((r) => r.placeId))])) as {
    id: number;
    number: string;
    typeLabel: string;
  }[];
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
  return (statement(db, 'SELECT type_id FROM places WHERE id = ?').pluck().get(placeId) as number | undefined) ?? 0;
}
