// A stay spanning periods is priced night by night in each period: each night finds its period
// and the place type's prices there; a night no period covers has no price grid.
import { AppError } from '../../errors/app-error';
import { daysBetween, isWithin, nextWeekday, nightsOf, type Weekday, weekdayOf } from './days';
import type { GridPeriod, PeriodPrices, PriceGrid } from './types';

export interface PricedNight {
  /** 1 for the first night of the stay. */
  readonly rank: number;
  readonly date: string;
  readonly weekday: Weekday;
  readonly period: GridPeriod;
  readonly prices: PeriodPrices;
}

export function periodOf(grid: PriceGrid, date: string): GridPeriod | undefined {
  return grid.periods.find((p) => isWithin(date, p));
}

export function gridNights(grid: PriceGrid, placeTypeId: number, arrival: string, departure: string): PricedNight[] {
  return shareNights(grid, placeTypeId, arrival, nightsOf(arrival, departure));
}

/** Consecutive nights of a stay priced by one grid (a stay across grids), ranked from the stay's arrival. */
export function shareNights(
  grid: PriceGrid,
  placeTypeId: number,
  arrival: string,
  dates: readonly string[],
): PricedNight[] {
  const firstWeekday = weekdayOf(arrival);
  // The dates follow each other: the first one's distance from the arrival is enough.
  const start = dates.length > 0 ? daysBetween(arrival, dates[0]) : 0;
  // Each period's prices found once, not once a night.
  const pricesOf = new Map<GridPeriod, PeriodPrices | undefined>();
  const nights: PricedNight[] = [];
  for (let i = 0; i < dates.length; i += 1) {
    const date = dates[i];
    const period = periodOf(grid, date);
    let prices: PeriodPrices | undefined;
    if (period) {
      if (pricesOf.has(period)) prices = pricesOf.get(period);
      else {
        prices = grid.prices.find((p) => p.periodId === period.id && p.placeTypeId === placeTypeId);
        pricesOf.set(period, prices);
      }
    }
    if (!period || !prices) throw new AppError('NO_PRICE_GRID_FOR_PLACE_TYPE');
    nights.push({ rank: start + i + 1, date, weekday: nextWeekday(firstWeekday, start + i), period, prices });
  }
  return nights;
}

/** A price the model needs but the matrix leaves blank: the grid is not set up. */
export function required(cents: number | null | undefined): number {
  if (cents === null || cents === undefined) throw new AppError('GRID_NOT_SET_UP');
  return cents;
}

/** Built once per grid and period: a stay's nights all say it, and quotes are priced by the thousand. */
const descriptions = new WeakMap<GridPeriod, WeakMap<PriceGrid, string>>();

export function describePeriod(grid: PriceGrid, period: GridPeriod): string {
  let byGrid = descriptions.get(period);
  if (!byGrid) {
    byGrid = new WeakMap<PriceGrid, string>();
    descriptions.set(period, byGrid);
  }
  const known = byGrid.get(grid);
  if (known) return known;
  const text = `grille « ${grid.label} » v${grid.historyVersion}, période « ${period.label} » (${period.startDate} → ${period.endDate})`;
  byGrid.set(grid, text);
  return text;
}
