// Calendar arithmetic on `YYYY-MM-DD` days (the campsite's local day), pure: a night is named by
// the day of its evening, so a stay from arrival to departure has the nights arrival..departure-1.

const MS_PER_DAY = 86_400_000;

const toUtc = (day: string): number => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));

const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * MS_PER_DAY);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function weekdayOf(day: string): Weekday {
  const sundayZero = new Date(toUtc(day)).getUTCDay();
  return (sundayZero === 0 ? 7 : sundayZero) as Weekday; // getUTCDay is 0..6; 0 becomes 7
}

/** The weekday `days` after one of `weekday`. */
export const nextWeekday = (weekday: Weekday, days: number): Weekday => (((weekday - 1 + days) % 7) + 1) as Weekday; // 1..7 by construction

/** The nights of a stay, each named by its evening's day. */
export function nightsOf(arrival: string, departure: string): string[] {
  const start = toUtc(arrival);
  const count = Math.round((toUtc(departure) - start) / MS_PER_DAY);
  return Array.from({ length: Math.max(0, count) }, (_, i) => fromUtc(start + i * MS_PER_DAY));
}

export interface DayRange {
  readonly startDate: string;
  readonly endDate: string;
}

/** Both ends included; ISO days compare as text. */
export const isWithin = (day: string, range: DayRange): boolean => range.startDate <= day && day <= range.endDate;
