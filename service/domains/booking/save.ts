// The one write path of a booking (the sheet's save, create true booking and merge, the planning's
// move, the imports, the demo): checks the catalogue's booking rules, re-checks availability
// inside the IMMEDIATE transaction that writes the occupancies, prices each occupancy with the
// engine and stores the lines with the grid version used. Of N simultaneous bookings of one pitch,
// exactly one commits; the others meet its held stay and get BOOKING_PLACE_NOT_AVAILABLE.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { rowExists } from '../../db/rows-exist';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../errors/app-error';
import { isBookingBilled } from '../billing';
import { customers } from '../customer/schema';
import { isModuleActive, readModuleSetting } from '../module';
import { partners } from '../partner';
import { places } from '../place';
import { readPreference } from '../preference';
import type { Quote, QuoteLine } from '../pricing';
import { assertActivityPeriod, assertCapacity, assertExtrasAvailable, assertPlaceFree, refusal } from './availability';
import { BOOKING_KIND, type BookingDto, type BookingInput, type OccupancyInput } from './contract';
import type { HistoryEntry } from './history';
import { recordSave, snapshotBefore, writtenSnapshot } from './history-record';
import { requiredAgeCategory, withAgeCategories } from './party';
import { priceOccupancy } from './pricing';
import { addDays, assertPlaceChange, assertTransition, bookingCode, firstOverlapOnPlace, holdsPlace } from './rules';
import * as store from './store';

export interface Writer {
  db: Db;
  clock: Clock;
  /** The signed-in user (null: the system, an import or the demo). */
  userId: number | null;
  /** The draft being committed: its own place locks do not stand in its way. */
  draftId?: number;
  /**
   * What the history records for this write, when it is more than a plain change (a kind change, a
   * move, an early departure): recorded instead of CHANGED, with the save's fields and price in its detail.
   */
  history?: HistoryEntry;
}

const lineRow = (l: QuoteLine, isPartnerLine: boolean): store.LineInsert => ({
  kind: l.kind,
  key: l.key,
  label: l.label,
  quantity: l.quantity,
  unitCents: l.unitCents,
  amountCents: l.amountCents,
  vatBp: l.vatBp,
  basis: l.basis,
  isOutsideVatBase: l.isOutsideVatBase,
  isPriceManuallyChanged: l.isPriceManuallyChanged,
  isPartnerLine,
  explain: l.explain,
});

function assertReferences(db: Db, input: BookingInput) {
  if (!rowExists(db, customers, input.customerId)) throw fieldError('customerId', 'REQUIRED');
  if (input.partnerId !== null && !rowExists(db, partners, input.partnerId))
    throw fieldError('partnerId', 'PARTNER_REQUIRED');
  input.occupancies.forEach((o, i) => {
    if (o.placeId === null) throw refusal(`occupancies.${i}.placeId`, 'OCCUPANCY_PLACE_REQUIRED');
    if (!rowExists(db, places, o.placeId)) throw fieldError(`occupancies.${i}.placeId`, 'PLACE_REQUIRED');
    if (o.stayKind === 'ALLOTMENT' && input.partnerId === null) throw fieldError('partnerId', 'PARTNER_REQUIRED');
  });
}

/** Checks of an edit against the stored booking: live, not billed, places that may not move. */
function assertEdit(db: Db, existing: store.BookingRow, stored: readonly store.OccupancyRow[], input: BookingInput) {
  assertTransition(
    {
      kind: existing.kind as BookingDto['kind'],
      state: existing.state,
      isValidated: existing.isValidated,
      isBilled: isBookingBilled(db, existing.id),
      hasPartnerOccupancy: false,
      hasArrived: false,
    },
    'edit',
  );
  for (const o of input.occupancies) {
    if (o.id === 0) continue;
    const before = stored.find((s) => s.id === o.id);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.placeId !== o.placeId) assertPlaceChange(before);
  }
}

function assertOccupancies(w: Writer, input: BookingInput, bookingId: number, stored: readonly store.OccupancyRow[]) {
  const live = input.occupancies.map((o, i) => ({ o, i })).filter(({ o }) => !o.isCancelled);
  if (live.length === 0) throw new AppError('AT_LEAST_ONE_OCCUPANCY');
  const clash = firstOverlapOnPlace(live.map(({ o }) => o));
  if (clash >= 0) throw refusal(`occupancies.${live[clash]?.i}.startDate`, 'OVERLAPPING_PERIODS');
  const holds = holdsPlace(input.kind, 'NORMAL', false);
  const holder = { userId: w.userId ?? 0, nowIso: w.clock.now().toISOString(), draftId: w.draftId ?? 0, bookingId };
  for (const { o, i } of live) {
    const field = `occupancies.${i}.placeId`;
    const placeId = o.placeId as number;
    const before = stored.find((s) => s.id === o.id && o.id > 0 && !s.isCancelled) ?? null;
    assertActivityPeriod(w.db, o, `occupancies.${i}.startDate`, before);
    assertCapacity(w.db, placeId, o.occupants.length, field);
    if (holds) {
      assertPlaceFree(w.db, placeId, o, holder, field);
      assertExtrasAvailable(w.db, o, bookingId, `occupancies.${i}.extras`);
    }
  }
  return live;
}

function occupancyWrite(
  o: OccupancyInput,
  index: number,
  q: Quote | null,
  holds: boolean,
  placeTypeId: number,
): store.OccupancyWrite {
  return {
    id: o.id,
    row: {
      placeId: o.placeId as number,
      placeTypeId,
      startDate: o.startDate,
      endDate: o.endDate,
      equipment: o.equipment,
      stayKind: o.stayKind,
      allotmentId: o.allotmentId,
      isLocked: o.isLocked,
      isCancelled: o.isCancelled,
      holdsPlace: holds && !o.isCancelled,
      personsCount: o.occupants.length,
      gridId: q?.gridId ?? null,
      gridVersion: q?.gridVersion ?? null,
      sortOrder: index,
      createdAt: '',
      updatedAt: '',
    },
    occupants: o.occupants.map((p, order) => ({
      civilityId: p.civilityId,
      firstName: p.firstName,
      lastName: p.lastName,
      birthDate: p.birthDate,
      ageCategoryId: requiredAgeCategory(p.ageCategoryId),
      nationalityId: p.nationalityId,
      taxExemption: p.taxExemption,
      sortOrder: order,
    })),
    animals: o.animals.map((a) => ({ animalTypeId: a.animalTypeId, quantity: a.quantity, name: a.name })),
    vehicles: o.vehicles.map((v) => ({ vehicleTypeId: v.vehicleTypeId, brand: v.brand, plate: v.plate })),
    extras: o.extras.map((e) => ({
      extraId: e.extraId,
      quantity: e.quantity,
      startDate: e.startDate ?? o.startDate,
      endDate: e.endDate ?? o.endDate,
    })),
    lines: q ? [...q.lines.map((l) => lineRow(l, false)), ...q.partnerLines.map((l) => lineRow(l, true))] : [],
  };
}

/** The booking's deposit nature and VACAF aid: as sent, else as stored, else the defaults. */
function moneyFields(db: Db, input: BookingInput, existing: store.BookingRow | undefined) {
  return {
    depositNature: input.depositNature ?? existing?.depositNature ?? readPreference(db, 'booking').depositNature,
    vacafAidCents: input.vacafAidCents ?? existing?.vacafAidCents ?? 0,
    vacafFileNumber: input.vacafFileNumber !== undefined ? input.vacafFileNumber : (existing?.vacafFileNumber ?? null),
  };
}

/**
 * "The VACAF aid is never negative nor above the stay's total" (its tourist tax counted only when
 * the VACAF module says the aid covers it), nor above the module's cap; with the module off, the
 * aid and its file number stay as they are.
 */
function assertVacaf(
  db: Db,
  fields: ReturnType<typeof moneyFields>,
  existing: store.BookingRow | undefined,
  totals: { totalCents: number; touristTaxCents: number },
) {
  const isChanged =
    fields.vacafAidCents !== (existing?.vacafAidCents ?? 0) ||
    fields.vacafFileNumber !== (existing?.vacafFileNumber ?? null);
  if (!isChanged) return;
  if (!isModuleActive(db, 'vacaf')) throw fieldError('vacafAidCents', 'MODIFICATION_NOT_AUTHORISED');
  if (fields.vacafAidCents === 0) return;
  const settings = readModuleSetting(db, 'vacaf');
  const stayCents = settings.includeTouristTax ? totals.totalCents : totals.totalCents - totals.touristTaxCents;
  const capCents = settings.maxAidCents > 0 ? Math.min(stayCents, settings.maxAidCents) : stayCents;
  if (fields.vacafAidCents > capCents) throw fieldError('vacafAidCents', 'INCORRECT_AMOUNT');
}

/** Saves the booking (id 0 creates it) and answers it as stored. */
export function saveBooking(w: Writer, input: BookingInput): BookingDto {
  return store.loadBooking(w.db, writeBooking(w, input), w.clock.today()) as BookingDto;
}

/** The save itself, answering the booking's id: for bulk writers that need no answer. */
export function writeBooking(w: Writer, sent: BookingInput): number {
  const { db, clock } = w;
  return inTransaction(db, () => {
    const input = withAgeCategories(db, sent);
    const today = clock.today();
    const nowIso = clock.now().toISOString();
    const existing = input.id > 0 ? store.findBooking(db, input.id) : undefined;
    if (input.id > 0 && !existing) throw new AppError('NOT_FOUND');
    const stored = existing ? store.occupanciesOf(db, existing.id) : [];
    assertReferences(db, input);
    if (existing) assertEdit(db, existing, stored, input);
    const live = assertOccupancies(w, input, existing?.id ?? 0, stored);
    const ctx = { today, existing: existing ? { booking: existing, occupancies: stored } : null };
    // A resident's stay is billed by its contract's due dates, not by a price grid.
    const priced = live.filter(({ o }) => o.stayKind !== 'RESIDENTIAL');
    const quotes = new Map(priced.map(({ i }) => [i, priceOccupancy(db, input, i, ctx)]));
    const all = [...quotes.values()];
    const holds = holdsPlace(input.kind, 'NORMAL', false);
    const year = (existing?.createdAt ?? nowIso).slice(0, 4);
    // Quotes are numbered with the quote module's prefix, options and reservations with R.
    const codeOf = (prefix: string, column: 'code' | 'quoteNumber') =>
      bookingCode(prefix, year, store.nextSequence(db, column, `${prefix}${year.slice(2, 4)}-`));
    const options = readPreference(db, 'booking/option');
    const firstDeposit = all.map((q) => q.deposit).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
    const money = moneyFields(db, input, existing);
    const row: store.NewBooking = {
      code: existing?.code ?? (input.kind !== BOOKING_KIND.quote ? codeOf('R', 'code') : null),
      quoteNumber:
        existing?.quoteNumber ??
        (input.kind === BOOKING_KIND.quote
          ? codeOf(readModuleSetting(db, 'quotation').numberPrefix, 'quoteNumber')
          : null),
      customerId: input.customerId,
      kind: input.kind,
      state: 'NORMAL',
      isValidated: existing?.isValidated ?? false,
      partnerId: input.partnerId,
      channelId: input.channelId,
      optionValidUntil:
        input.kind === BOOKING_KIND.option
          ? (input.optionValidUntil ?? existing?.optionValidUntil ?? addDays(today, options.optionValidityDays))
          : null,
      startDate: live.map(({ o }) => o.startDate).sort()[0] as string,
      endDate: live
        .map(({ o }) => o.endDate)
        .sort()
        .at(-1) as string,
      totalCents: all.reduce((s, q) => s + q.totals.totalCents, 0),
      touristTaxCents: all.reduce((s, q) => s + q.totals.touristTaxCents, 0),
      downPaymentCents: all.reduce((s, q) => s + q.deposit.amountCents, 0),
      downPaymentDueDate: firstDeposit?.dueDate ?? null,
      balanceCents: all.reduce((s, q) => s + q.deposit.balanceCents, 0),
      balanceDueDate: firstDeposit?.balanceDueDate ?? null,
      commissionCents: all.flatMap((q) => q.partnerLines).reduce((s, l) => s + l.amountCents, 0),
      ...money,
      reference: input.reference,
      internetReference: input.internetReference,
      notes: input.notes,
      bookedOn: existing?.bookedOn || today,
      createdBy: existing?.createdBy ?? w.userId,
      createdAt: existing?.createdAt ?? nowIso,
      updatedAt: nowIso,
    };
    assertVacaf(db, money, existing, { totalCents: row.totalCents ?? 0, touristTaxCents: row.touristTaxCents ?? 0 });
    const previous = existing ? snapshotBefore(db, existing.id) : null;
    const bookingId = existing ? existing.id : store.insertBooking(db, row);
    if (existing) store.updateBooking(db, existing.id, row);
    const writes = input.occupancies.map((o, i) => {
      const typeId = store.placeTypeOf(db, o.placeId as number);
      const w2 = occupancyWrite(o, i, quotes.get(i) ?? null, holds, typeId);
      const before = stored.find((s) => s.id === o.id);
      return { ...w2, row: { ...w2.row, createdAt: before?.createdAt ?? nowIso, updatedAt: nowIso } };
    });
    store.writeOccupancies(db, bookingId, writes, []);
    const written = writtenSnapshot({ ...input, ...money }, quotes, row.totalCents ?? 0);
    recordSave(w, bookingId, previous, written, input.priceUpdateChoice);
    return bookingId;
  });
}
