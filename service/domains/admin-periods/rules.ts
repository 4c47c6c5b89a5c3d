// Pure rules on periods of days (`YYYY-MM-DD`, both ends included): ISO days compare as text.

export interface DayPeriod {
  readonly startDate: string;
  readonly endDate: string;
}

/** Start date before end date (not equal). */
export function isStartBeforeEnd(p: DayPeriod): boolean {
  return p.startDate < p.endDate;
}

/** Two periods sharing at least one day. */
export function overlaps(a: DayPeriod, b: DayPeriod): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** The first of `others` that shares a day with `p`, skipping the row of id `p.id` itself. */
export function firstOverlap<T extends DayPeriod & { id: number }>(
  p: DayPeriod & { id: number },
  others: readonly T[],
): T | undefined {
  return others.find((o) => o.id !== p.id && overlaps(p, o));
}

/** Date within the activity period: the day falls in one of the site's activity periods. */
export function isWithinActivityPeriod(day: string, periods: readonly DayPeriod[]): boolean {
  return periods.some((p) => p.startDate <= day && day <= p.endDate);
}
