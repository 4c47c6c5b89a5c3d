// The grid's own rules and the stay checks a grid imposes, before any price: which grid prices
// the stay, persons within the grid and the equipment, weekdays, minimum nights, special duration.
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { overlaps } from '../admin-periods/rules';
import { daysBetween, weekdayOf } from './days';
import type { Occupants, Partner, PlaceType, PriceGrid } from './types';

export type FieldErrors = Record<string, ErrorCode>;

/**
 * What a grid's form refuses, by field path ('periods.1.startDate'): max persons below min,
 * included persons above max, a period ending before it starts or sharing a night with another
 * (a night has one price), a minimum-nights value that is not positive, an option both included
 * and mandatory, an option price or maximum that is not positive.
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

const pricesPlaceType = (grid: PriceGrid, placeType: PlaceType) =>
  grid.prices.some((p) => p.placeTypeId === placeType.id);

/**
 * The grid that prices the stay: the first active grid (in the given order) of the partner, else
 * the first active public grid; a grid must price the place type. None: the catalogue's error.
 */
export function selectGrid(grids: readonly PriceGrid[], placeType: PlaceType, partner: Partner | null): PriceGrid {
  const usable = grids.filter((g) => g.isActive && pricesPlaceType(g, placeType));
  const grid = usable.find((g) => isForPartner(g, partner)) ?? usable.find((g) => isForPartner(g, null));
  if (!grid) throw new AppError('NO_PRICE_GRID_FOR_PLACE_TYPE');
  return grid;
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
  const ok = (days: readonly number[], day: string) => days.length === 0 || days.includes(weekdayOf(day));
  if (!ok(grid.arrivalWeekdays, arrival) || !ok(grid.departureWeekdays, departure)) {
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
