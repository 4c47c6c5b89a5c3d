// The grid's own rules and the stay checks a grid imposes, before any price: which grid prices
// each night of the stay (chosen by period), how two active grids overlap, persons within the grid and the equipment, weekdays, minimum nights, special duration.
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { overlaps } from '../admin-periods/rules';
import { type DayRange, daysBetween, frenchDay, isWithin, nightsOf, weekdayOf } from './days';
import type { Occupants, Partner, PlaceType, PriceGrid } from './types';

export type FieldErrors = Record<string, ErrorCode>;

/**
 * What a grid's form refuses, by field path ('periods.1.startDate'): max persons below min,
 * included persons above max, a period ending before it starts or sharing a night with another
 * (a night has one price), a minimum-nights value that is not positive, an option both included
 * and mandatory, an option price or maximum that is not positive, an option included for a place
 * type the grid does not price (it could never be included there).
 */
export function gridErrors(grid: PriceGrid): FieldErrors {
  const errors: FieldErrors = {};
  if (grid.maxPersons < grid.minPersons) errors.maxPersons = 'MAX_PERSONS_BELOW_MIN';
  if (grid.includedPersons > grid.maxPersons) errors.includedPersons = 'QUANTITY_ABOVE_CAPACITY';
  if (grid.minNights && grid.minNights.value <= 0) errors['minNights.value'] = 'NIGHTS_MUST_BE_POSITIVE';
  grid.periods.forEach((p, i) => {
    if (p.endDate < p.startDate) errors[`periods.${i}.endDate`] = 'START_AFTER_END';
    else if (grid.periods.slice(0, i).some((q) => overlaps(p, q)))
      errors[`periods.${i}.startDate`] = 'OVERLAPPING_PERIODS';
  });
  grid.options.forEach((o, i) => {
    if (o.isIncluded && o.isMandatory) errors[`options.${i}.isMandatory`] = 'OPTION_INCLUDED_AND_MANDATORY';
    if (o.isIncluded && o.includedPlaceTypeIds?.some((t) => !grid.prices.some((c) => c.placeTypeId === t)))
      errors[`options.${i}.includedPlaceTypeIds`] = 'OPTION_INCLUDED_TYPE_NOT_PRICED';
    if (o.cents < 0) errors[`options.${i}.cents`] = 'AMOUNT_MUST_BE_POSITIVE';
    if (o.maxQuantity !== null && o.maxQuantity <= 0) errors[`options.${i}.maxQuantity`] = 'QUANTITY_MUST_BE_POSITIVE';
  });
  return errors;
}

/** A grid that cannot price: the catalogue's error of its first fault. */
export function assertGridValid(grid: PriceGrid): void {
  const [first] = Object.values(gridErrors(grid));
  if (first) throw new AppError(first);
}

/** Arrival before departure (not equal): at least one night. */
export function assertStayDates(arrival: string, departure: string): number {
  if (!arrival || !departure) throw new AppError('DATES_REQUIRED');
  const nights = daysBetween(arrival, departure);
  if (nights <= 0) throw new AppError('START_AFTER_END');
  return nights;
}

const isForPartner = (grid: PriceGrid, partner: Partner | null) =>
  partner ? grid.partnerIds.includes(partner.id) : grid.partnerIds.length === 0;

/** A grid covers a night when one of its periods holds the night and prices the place type there. */
export function coversNight(grid: PriceGrid, placeTypeId: number, date: string): boolean {
  return grid.periods.some(
    (p) => isWithin(date, p) && grid.prices.some((c) => c.periodId === p.id && c.placeTypeId === placeTypeId),
  );
}

/** Whether `grid` covers the night, its periods pricing the place type found once per `priced` map. */
function covers(priced: Map<PriceGrid, DayRange[]>, grid: PriceGrid, placeTypeId: number, date: string): boolean {
  let periods = priced.get(grid);
  if (!periods) {
    periods = grid.periods.filter((p) => grid.prices.some((c) => c.periodId === p.id && c.placeTypeId === placeTypeId));
    priced.set(grid, periods);
  }
  for (const p of periods) if (isWithin(date, p)) return true;
  return false;
}

/** The first of `list` covering the night. */
function covering(
  priced: Map<PriceGrid, DayRange[]>,
  list: readonly PriceGrid[],
  placeTypeId: number,
  date: string,
): PriceGrid | undefined {
  for (const g of list) if (covers(priced, g, placeTypeId, date)) return g;
  return undefined;
}

/** A run of the stay's consecutive nights priced by one grid. */
export interface GridShare {
  readonly grid: PriceGrid;
  /** Its nights, each named by its evening's day, in order. */
  readonly nights: readonly string[];
}

/**
 * The grid chosen by period: each night of the stay is priced by the first active grid (in the
 * given order) of the partner whose periods cover it for the place type, else by the first active
 * public grid covering it; a night no grid covers: the catalogue's « no price grid for the place
 * type and period ». A `preferred` grid (the version a booking was priced with, or the grid a
 * simulator is opened on) prices every night it covers, whatever its flags; it must cover one.
 * Consecutive nights of one grid make one share: two shares or more, a stay across grids.
 */
export function gridShares(
  grids: readonly PriceGrid[],
  placeType: PlaceType,
  partner: Partner | null,
  arrival: string,
  departure: string,
  preferred: PriceGrid | null = null,
): GridShare[] {
  // Each grid's periods that price the place type, found once: quotes are priced by the thousand.
  // (Plain loops and module functions: no closure is made per quote.)
  const priced = new Map<PriceGrid, DayRange[]>();
  const usable = grids.filter((g) => g.isActive && g.id !== preferred?.id);
  const own = partner ? usable.filter((g) => isForPartner(g, partner)) : [];
  const open = usable.filter((g) => isForPartner(g, null));
  const nights = nightsOf(arrival, departure);
  if (preferred && nights.length > 0 && !nights.some((d) => covers(priced, preferred, placeType.id, d))) {
    throw new AppError('NO_PRICE_GRID_FOR_PLACE_TYPE');
  }
  const shares: { grid: PriceGrid; nights: string[] }[] = [];
  for (const date of nights) {
    const grid =
      (preferred && covers(priced, preferred, placeType.id, date) ? preferred : undefined) ??
      covering(priced, own, placeType.id, date) ??
      covering(priced, open, placeType.id, date);
    if (!grid) throw new AppError('NO_PRICE_GRID_FOR_PLACE_TYPE');
    const last = shares.at(-1);
    if (last && last.grid === grid) last.nights.push(date);
    else shares.push({ grid, nights: [date] });
  }
  return shares;
}

/**
 * The grid that prices the stay's arrival night (its options are the stay's, its id the one a
 * booking keeps): chosen by period as `gridShares` does.
 */
export function selectGrid(
  grids: readonly PriceGrid[],
  placeType: PlaceType,
  partner: Partner | null,
  arrival: string,
  departure: string,
): PriceGrid {
  const [first] = gridShares(grids, placeType, partner, arrival, departure);
  if (!first) throw new AppError('NO_PRICE_GRID_FOR_PLACE_TYPE');
  return first.grid;
}

const personCount = (occupants: readonly Occupants[]) => occupants.reduce((n, o) => n + o.count, 0);

/** Persons within the grid's min and max, and within the equipment's capacity. */
export function assertPersons(grid: PriceGrid, placeType: PlaceType, occupants: readonly Occupants[]): number {
  if (occupants.some((o) => !Number.isInteger(o.count) || o.count <= 0)) {
    throw new AppError('QUANTITY_MUST_BE_POSITIVE');
  }
  const persons = personCount(occupants);
  if (placeType.capacity > 0 && persons > placeType.capacity) throw new AppError('QUANTITY_ABOVE_CAPACITY');
  if (persons > grid.maxPersons) throw new AppError('QUANTITY_ABOVE_CAPACITY');
  if (persons < grid.minPersons) throw new AppError('CONFIGURATION_NOT_POSSIBLE');
  return persons;
}

/** Arrival and departure on the grid's weekdays (none listed: any day). */
export function assertWeekdays(grid: PriceGrid, arrival: string, departure: string): void {
  assertStayWeekdays(grid, grid, arrival, departure);
}

/**
 * A stay across grids: the arrival on the arrival days of the grid covering the arrival night, the
 * departure on the departure days of the grid covering the last night (none listed: any day).
 */
const onWeekdays = (days: readonly number[], day: string) => days.length === 0 || days.includes(weekdayOf(day));

export function assertStayWeekdays(first: PriceGrid, last: PriceGrid, arrival: string, departure: string): void {
  if (!onWeekdays(first.arrivalWeekdays, arrival) || !onWeekdays(last.departureWeekdays, departure)) {
    throw new AppError('INVALID_DATES');
  }
}

/** The minimum-nights operator and value: at least, exactly, or a multiple of the value. */
export function meetsMinNights(grid: PriceGrid, nights: number): boolean {
  const rule = grid.minNights;
  if (!rule || rule.value <= 0) return true;
  if (rule.operator === 'atLeast') return nights >= rule.value;
  if (rule.operator === 'exactly') return nights === rule.value;
  return nights % rule.value === 0;
}

export function assertMinNights(grid: PriceGrid, nights: number): void {
  if (!meetsMinNights(grid, nights)) throw new AppError('CONFIGURATION_NOT_POSSIBLE');
}

/**
 * A special-duration grid needs stay dates exactly matching the price period: arrival on the
 * period's start, departure on its end (the package "Saturday 4 July – Saturday 11 July").
 */
export function specialDurationPeriod(grid: PriceGrid, arrival: string, departure: string) {
  const period = grid.periods.find((p) => p.startDate === arrival && p.endDate === departure);
  if (!period) throw new AppError('SPECIAL_DURATION_DATES_MISMATCH');
  return period;
}

/** Nights two active grids of one place type and one set of partners both cover. */
export interface GridOverlap {
  readonly other: PriceGrid;
  readonly placeTypeIds: readonly number[];
  readonly startDate: string;
  readonly endDate: string;
}

const samePartners = (a: PriceGrid, b: PriceGrid) =>
  a.partnerIds.length === b.partnerIds.length && a.partnerIds.every((id) => b.partnerIds.includes(id));

const typesPriced = (grid: PriceGrid, periodId: number) =>
  grid.prices.filter((p) => p.periodId === periodId).map((p) => p.placeTypeId);

/**
 * Where an active grid shares nights with another active grid of the same partners (both
 * public, or the same partners) for a place type both price: the engine takes the first of the
 * two in the grids' order for those nights, which a site with seasonal grids seldom means.
 */
export function gridOverlaps(grid: PriceGrid, others: readonly PriceGrid[]): GridOverlap[] {
  if (!grid.isActive) return [];
  const found: GridOverlap[] = [];
  for (const other of others) {
    if (other.id === grid.id || !other.isActive || !samePartners(grid, other)) continue;
    for (const p of grid.periods) {
      for (const q of other.periods) {
        const startDate = p.startDate > q.startDate ? p.startDate : q.startDate;
        const endDate = p.endDate < q.endDate ? p.endDate : q.endDate;
        if (startDate > endDate) continue;
        const theirs = typesPriced(other, q.id);
        const placeTypeIds = [...new Set(typesPriced(grid, p.id).filter((t) => theirs.includes(t)))];
        if (placeTypeIds.length > 0) found.push({ other, placeTypeIds, startDate, endDate });
      }
    }
  }
  return found.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The grid screen's warning of an overlap, in French: the other grid, the nights, who prices them. */
export function overlapWarning(overlap: GridOverlap, placeTypeLabels: readonly string[], first: PriceGrid): string {
  const types = placeTypeLabels.join(', ');
  return (
    `Attention : la grille « ${overlap.other.label} », active et de mêmes partenaires, tarifie aussi ${types} ` +
    `du ${frenchDay(overlap.startDate)} au ${frenchDay(overlap.endDate)} : ces nuits sont tarifées par ` +
    `« ${first.label} », la première dans l'ordre des grilles.`
  );
}
