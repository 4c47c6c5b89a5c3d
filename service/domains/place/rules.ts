// Pure rules of places: inheritance of accounting settings, capacity warnings, the ordering
// modes of the place list and unavailability periods. No I/O; days are `YYYY-MM-DD` text.
import type { ErrorCode } from '../../errors/catalogue';
import type { InseeType, PlaceOrdering } from './contract';

export interface AccountingSettings {
  readonly accountingCode: string | null;
  readonly tvaId: number | null;
}

/** A place's accounting code and VAT rate: its own where set, else its type's, each one apart. */
export function effectivePlaceAccounting(place: AccountingSettings, type: AccountingSettings) {
  return {
    accountingCode: place.accountingCode ?? type.accountingCode,
    tvaId: place.tvaId ?? type.tvaId,
    isAccountingCodeInherited: place.accountingCode === null,
    isTvaInherited: place.tvaId === null,
  };
}

/** Capacity 0 is accepted, but the statistics cannot use it: the save answers a warning. */
export function capacityWarnings(capacity: number): ErrorCode[] {
  return capacity === 0 ? ['STATISTICS_CAPACITY_ZERO'] : [];
}

/** What the place list sorts on, most significant first: `type` is the type's own order. */
export type PlaceSortKey = 'type' | 'number' | 'name';

/** Place ordering modes: by equipment and number, equipment and name, number, name. */
export function placeSortKeys(mode: PlaceOrdering): PlaceSortKey[] {
  switch (mode) {
    case 'TYPE_NUMBER':
      return ['type', 'number'];
    case 'TYPE_NAME':
      return ['type', 'name', 'number'];
    case 'NUMBER':
      return ['number'];
    case 'NAME':
      return ['name', 'number'];
  }
}

/** Nights from startDate to the night before endDate: the place is free again on endDate. */
export interface NightsPeriod {
  readonly startDate: string;
  readonly endDate: string;
}

/** Start date before end date (not equal): an unavailability covers at least one night. */
export function hasAtLeastOneNight(p: NightsPeriod): boolean {
  return p.startDate < p.endDate;
}

/** Two periods of nights sharing a night; one ending the day the other starts do not. */
export function nightsOverlap(a: NightsPeriod, b: NightsPeriod): boolean {
  return a.startDate < b.endDate && b.startDate < a.endDate;
}

export interface PlaceUnavailability extends NightsPeriod {
  readonly id: number;
  readonly placeId: number;
}

/** The first other unavailability of the same place sharing a night with `u` (periods must not overlap). */
export function clashingUnavailability<T extends PlaceUnavailability>(
  u: PlaceUnavailability,
  others: readonly T[],
): T | undefined {
  return others.find((o) => o.id !== u.id && o.placeId === u.placeId && nightsOverlap(u, o));
}

/** Whether a stay on `placeId` for the nights of `stay` meets one of the unavailabilities. */
export function isPlaceUnavailable(
  placeId: number,
  stay: NightsPeriod,
  unavailabilities: readonly Omit<PlaceUnavailability, 'id'>[],
): boolean {
  return unavailabilities.some((u) => u.placeId === placeId && nightsOverlap(u, stay));
}

export interface CountedPlace {
  readonly isActive: boolean;
  readonly inseeType: InseeType | string;
  readonly isInseeIncluded: boolean;
  readonly capacity: number;
}

/** The classification counts computed from the places: active ones of types counted by INSEE. */
export function classificationCounts(list: readonly CountedPlace[]) {
  const counted = list.filter((p) => p.isActive && p.isInseeIncluded);
  const of = (t: InseeType) => counted.filter((p) => p.inseeType === t).length;
  return {
    touring: of('BARE_PITCH'),
    rental: of('RENTAL'),
    residential: of('RESIDENTIAL'),
    total: counted.length,
    withoutCapacity: counted.filter((p) => p.capacity === 0).length,
  };
}

export interface PlaceRange {
  readonly prefix: string;
  readonly first: number;
  readonly last: number;
  /** Zero-padding width; 0 for none. */
  readonly digits: number;
}

/** The numbers of a series: prefix + each number from first to last, zero-padded (A + 7 on 2 -> A07). */
export function rangeNumbers(r: PlaceRange): string[] {
  const numbers: string[] = [];
  for (let n = r.first; n <= r.last; n++) numbers.push(`${r.prefix}${String(n).padStart(r.digits, '0')}`);
  return numbers;
}

/** The numbers already taken, whatever their case (a number is unique whatever its case). */
export function takenNumbers(wanted: readonly string[], existing: readonly string[]): string[] {
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  return wanted.filter((n) => taken.has(n.toLowerCase()));
}

/** A list of numbers for a message: the first ten, then how many more. */
export function listNumbers(numbers: readonly string[], shown = 10): string {
  const head = numbers.slice(0, shown).join(', ');
  return numbers.length > shown ? `${head} et ${numbers.length - shown} autres` : head;
}
