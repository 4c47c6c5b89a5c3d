// Pure rules of the plannings: the window a call shows, the place ordering the module setting
// names, the per-day use of a stock-managed extra and a place's state on the site map.
import type { PlaceOrdering } from '../../place';
import { addDays, daysBetween } from '../../pricing';
import type { PlaceState, PlanningWindowQuery } from './contract';

/** The planning module's place order (place ordering) in the place domain's terms. */
const orderings = {
  equipment_number: 'TYPE_NUMBER',
  equipment_name: 'TYPE_NAME',
  number: 'NUMBER',
  name: 'NAME',
} as const satisfies Record<string, PlaceOrdering>;

export function placeOrderingOf(setting: string): PlaceOrdering {
  return orderings[setting as keyof typeof orderings] ?? 'TYPE_NUMBER';
}

export interface PlanningWindow {
  readonly start: string;
  readonly days: number;
  /** The day after the last shown: stays and periods meeting [start, end) are drawn. */
  readonly end: string;
}

/** The default number of days, starting the configured days before today. */
export function planningWindow(
  query: PlanningWindowQuery,
  defaults: { defaultDays: number; daysBeforeToday: number },
  today: string,
): PlanningWindow {
  const start = query.start ?? addDays(today, -defaults.daysBeforeToday);
  const days = query.days ?? defaults.defaultDays;
  return { start, days, end: addDays(start, days) };
}

export interface CountedPeriod {
  readonly startDate: string;
  readonly endDate: string;
  readonly quantity: number;
}

/**
 * How many are in use on each day of the window: a period counts on its days startDate ..
 * endDate - 1 (an extra goes with the nights, it is back on the departure day).
 */
export function dailyUsage(window: PlanningWindow, periods: readonly CountedPeriod[]): number[] {
  const delta = new Array<number>(window.days + 1).fill(0);
  for (const p of periods) {
    const from = Math.max(0, daysBetween(window.start, p.startDate));
    const to = Math.min(window.days, daysBetween(window.start, p.endDate));
    if (from >= to) continue;
    delta[from] += p.quantity;
    delta[to] -= p.quantity;
  }
  const used: number[] = [];
  let running = 0;
  for (let day = 0; day < window.days; day += 1) {
    running += delta[day];
    used.push(running);
  }
  return used;
}

export interface DayStay {
  readonly startDate: string;
  readonly endDate: string;
  readonly isResident: boolean;
}

/**
 * A place's state on `day`: out of use, held by a resident, someone arriving, someone leaving,
 * occupied for the night, or free. An arrival on another's departure day shows as arriving.
 */
export function placeStateOn(
  day: string,
  stays: readonly DayStay[],
  unavailabilities: readonly { startDate: string; endDate: string }[],
): PlaceState {
  const covers = (p: { startDate: string; endDate: string }) => p.startDate <= day && day < p.endDate;
  if (unavailabilities.some(covers)) return 'unavailable';
  if (stays.some((s) => s.isResident && covers(s))) return 'resident';
  if (stays.some((s) => s.startDate === day)) return 'arriving';
  if (stays.some((s) => s.endDate === day)) return 'leaving';
  if (stays.some(covers)) return 'occupied';
  return 'free';
}
