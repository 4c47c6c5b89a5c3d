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

/** The day after `day`, counted on the calendar (UTC), so no clock change skews it. */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Nights from `startDate` to the night before `endDate` (the departure day is no night). */
export interface Nights {
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * "A date must lie within the activity period": the nights of `stay` that lie in no activity
 * period, as runs `[first night, day after the last]` (no period at all closes every night).
 */
export function closedNights(stay: Nights, periods: readonly DayPeriod[]): [string, string][] {
  // Most stays lie inside one period: that is settled without walking the nights one by one.
  if (stay.startDate < stay.endDate) {
    const lastNight = dayBefore(stay.endDate);
    if (periods.some((p) => p.startDate <= stay.startDate && lastNight <= p.endDate)) return [];
  }
  const runs: [string, string][] = [];
  for (let night = stay.startDate; night < stay.endDate; night = dayAfter(night)) {
    if (isWithinActivityPeriod(night, periods)) continue;
    const last = runs.at(-1);
    if (last && last[1] === night) last[1] = dayAfter(night);
    else runs.push([night, dayAfter(night)]);
  }
  return runs;
}

/**
 * The closed nights a change of stay adds: those of `stay` outside every activity period that
 * `before` (the stay as stored, if any) did not already hold. Nights entered earlier stay valid
 * when the periods change afterwards, so a stored stay can still be edited or shortened.
 */
export function addedClosedNights(stay: Nights, before: Nights | null, periods: readonly DayPeriod[]) {
  return closedNights(stay, periods).filter(
    ([first, end]) => !before || first < before.startDate || end > before.endDate,
  );
}
