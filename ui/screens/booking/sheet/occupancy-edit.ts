// Pure edits of a booking body by occupancy index: what each tab changes, so the tabs stay views.
import {
  BOOKING_KIND,
  type BookingKind,
  type DraftInput,
  type OccupancyInput,
} from '../../../../service/domains/booking/contract';

export type Occupant = OccupancyInput['occupants'][number];
export type AnimalRow = OccupancyInput['animals'][number];
export type VehicleRow = OccupancyInput['vehicles'][number];
export type ExtraRow = OccupancyInput['extras'][number];

export function newOccupancy(startDate: string, endDate: string, placeId: number | null = null): OccupancyInput {
  return {
    id: 0,
    placeId,
    startDate,
    endDate,
    equipment: null,
    stayKind: 'NORMAL',
    allotmentId: null,
    isLocked: false,
    isCancelled: false,
    occupants: [],
    animals: [],
    vehicles: [],
    extras: [],
  };
}

export function newOccupant(ageCategoryId: number): Occupant {
  return {
    id: 0,
    civilityId: null,
    firstName: null,
    lastName: null,
    birthDate: null,
    age: null,
    ageCategoryId,
    nationalityId: null,
    taxExemption: null,
  };
}

export function withOccupancy(
  body: DraftInput,
  index: number,
  update: (o: OccupancyInput) => OccupancyInput,
): DraftInput {
  return { ...body, occupancies: body.occupancies.map((o, i) => (i === index ? update(o) : o)) };
}

/** A list of an occupancy (occupants, animals, vehicles, extras) with one row changed or removed. */
export function replaceAt<T>(list: readonly T[], index: number, row: T | null): T[] {
  return row === null ? list.filter((_r, i) => i !== index) : list.map((r, i) => (i === index ? row : r));
}

/** The hand-typed price of a line, or null to go back to the computed one. */
export function withOverride(body: DraftInput, occupancyIndex: number, key: string, cents: number | null): DraftInput {
  const others = body.priceOverrides.filter((p) => p.occupancyIndex !== occupancyIndex || p.key !== key);
  return {
    ...body,
    priceOverrides: cents === null ? others : [...others, { occupancyIndex, key, amountCents: cents }],
  };
}

type ListKey = 'occupants' | 'animals' | 'vehicles' | 'extras';

/** One list of one occupancy and the body update that replaces it. */
export function occupancyList<K extends ListKey>(body: DraftInput, index: number, key: K) {
  return {
    rows: body.occupancies[index]?.[key] ?? ([] as OccupancyInput[K]),
    replace: (rows: OccupancyInput[K]) => (b: DraftInput) => withOccupancy(b, index, (o) => ({ ...o, [key]: rows })),
  };
}

/** The resume form counts occupants by age category: a new count adds blank ones or drops the last. */
export function withOccupantCount(o: OccupancyInput, ageCategoryId: number, count: number): OccupancyInput {
  const others = o.occupants.filter((p) => p.ageCategoryId !== ageCategoryId);
  const same = o.occupants.filter((p) => p.ageCategoryId === ageCategoryId);
  const kept = same.slice(0, count);
  while (kept.length < count) kept.push(newOccupant(ageCategoryId));
  return { ...o, occupants: [...others, ...kept] };
}

/**
 * A new booking made a quote, an option or a reservation: an option is valid until `optionUntil`
 * (the option preference's days from the business date) unless a date was already chosen.
 */
export function withKind(body: DraftInput, kind: BookingKind, optionUntil: string): DraftInput {
  const isOption = kind === BOOKING_KIND.option;
  return { ...body, kind, optionValidUntil: isOption ? (body.optionValidUntil ?? optionUntil) : null };
}

/**
 * The category the server derived from the birth date (or the age typed) at the arrival, once its
 * answer is there; the one chosen by hand otherwise.
 */
export function shownAgeCategory(typed: Occupant, served: Occupant | undefined): number | null {
  const isDerived = typed.birthDate !== null || typed.age !== null;
  const isSameOccupant = served?.birthDate === typed.birthDate && served?.age === typed.age;
  return isDerived && isSameOccupant ? (served?.ageCategoryId ?? typed.ageCategoryId) : typed.ageCategoryId;
}
