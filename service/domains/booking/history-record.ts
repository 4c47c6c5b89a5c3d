import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { extraLabels } from '../extra';
import type { Quote } from '../pricing';
import { typeLabels } from '../reference';
import type { BookingDto, BookingInput } from './contract';
import { recordChange } from './history';
import { type BookingSnapshot, diffBookings, type HistoryNames, type StaySnapshot } from './history-diff';
import type { Writer } from './save';
import { customerName, loadBooking } from './store';

type Stay = BookingInput['occupancies'][number];

const stayOf = (o: Stay): StaySnapshot => ({
  id: o.id,
  placeId: o.placeId ?? 0,
  startDate: o.startDate,
  endDate: o.endDate,
  equipment: o.equipment,
  isLocked: o.isLocked,
  isCancelled: o.isCancelled,
  occupants: o.occupants.map((p) => ({
    ageCategoryId: p.ageCategoryId,
    firstName: p.firstName,
    lastName: p.lastName,
    birthDate: p.birthDate,
  })),
  animals: o.animals,
  vehicles: o.vehicles,
  extras: o.extras,
});

const bookingOf = (b: BookingInput | BookingDto) => ({
  kind: b.kind,
  customerId: b.customerId,
  optionValidUntil: b.optionValidUntil,
  reference: b.reference,
  internetReference: b.internetReference,
  notes: b.notes,
  depositNature: b.depositNature ?? 'arrhes',
  vacafAidCents: b.vacafAidCents ?? 0,
  vacafFileNumber: b.vacafFileNumber ?? null,
});

/** The booking as stored, read before a save writes over it (null: no such booking). */
export function snapshotBefore(db: Db, bookingId: number): BookingSnapshot | null {
  const dto = loadBooking(db, bookingId);
  return dto ? storedSnapshot(dto) : null;
}

/** The booking as stored. */
export function storedSnapshot(dto: BookingDto): BookingSnapshot {
  return {
    ...bookingOf(dto),
    stays: dto.occupancies.map(stayOf),
    totalCents: dto.totalCents,
    lines: dto.lines
      .filter((l) => !l.isPartnerLine)
      .map((l) => ({
        stayId: l.occupancyId ?? 0,
        stayIndex: dto.occupancies.findIndex((o) => o.id === l.occupancyId),
        key: l.key,
        label: l.label,
        amountCents: l.amountCents,
      })),
  };
}

/** The booking as this save writes it: the input and each occupancy's quote (by index). */
export function writtenSnapshot(
  input: BookingInput,
  quotes: ReadonlyMap<number, Quote>,
  totalCents: number,
): BookingSnapshot {
  return {
    ...bookingOf(input),
    stays: input.occupancies.map(stayOf),
    totalCents,
    lines: input.occupancies.flatMap((o, i) =>
      (quotes.get(i)?.lines ?? []).map((l) => ({
        stayId: o.id,
        stayIndex: i,
        key: l.key,
        label: l.label,
        amountCents: l.amountCents,
      })),
    ),
  };
}

function lazy<K, V>(load: () => Map<K, V>) {
  let map: Map<K, V> | null = null;
  return (key: K) => {
    map ??= load();
    return map.get(key);
  };
}

/** Names by id, each list read at its first use. */
export function historyNames(db: Db): HistoryNames {
  const placeNumber = (id: number) =>
    statement(db, 'SELECT number FROM places WHERE id = ?').pluck().get(id) as string | undefined;
  const category = lazy(
    () =>
      new Map(
        (statement(db, 'SELECT id, label FROM age_categories').all() as { id: number; label: string }[]).map((c) => [
          c.id,
          c.label,
        ]),
      ),
  );
  const animal = lazy(() => typeLabels(db, 'animal'));
  const vehicle = lazy(() => typeLabels(db, 'vehicle'));
  const extra = lazy(() => extraLabels(db));
  return {
    customer: (id) => customerName(db, id) || `n° ${id}`,
    place: (id) => placeNumber(id) ?? `n° ${id}`,
    ageCategory: (id) => category(id) ?? `n° ${id}`,
    animalType: (id) => animal(id) ?? `n° ${id}`,
    vehicleType: (id) => vehicle(id) ?? `n° ${id}`,
    extra: (id) => extra(id) ?? `n° ${id}`,
  };
}

/**
 * Records the save: CREATED or CHANGED with what changed, nothing when nothing did; the writer's
 * own event (a kind change, a move, an occupancy cancelled…) when it names one, always, with the
 * save's fields and price in its detail.
 */
export function recordSave(
  w: Writer,
  bookingId: number,
  before: BookingSnapshot | null,
  after: BookingSnapshot,
  choice: BookingInput['priceUpdateChoice'],
) {
  const change = diffBookings(before, after, choice, historyNames(w.db));
  if (w.history) {
    const detail = { ...change?.detail, ...w.history.detail };
    recordChange(w, bookingId, { ...w.history, detail });
    return;
  }
  if (change) recordChange(w, bookingId, { event: before ? 'CHANGED' : 'CREATED', ...change });
}
