// Pure rules of the residential set-up: price periods and meter readings. Days are `YYYY-MM-DD`
// strings compared as text.

import type { ErrorCode } from '../../errors/catalogue';
import type { DayPeriod } from '../admin-periods';

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * "Dates must form whole years or months": the period starts on a month's first day and
 * ends on a month's last day, so it covers whole months (a whole year is twelve of them).
 */
export function isWholeMonths(p: DayPeriod): boolean {
  const [, , startDay] = p.startDate.split('-').map(Number);
  const [endYear = 0, endMonth = 0, endDay] = p.endDate.split('-').map(Number);
  return startDay === 1 && endDay === lastDayOfMonth(endYear, endMonth);
}

export interface Reading {
  readonly id: number;
  readonly readingDate: string;
  readonly quantity: number;
}

export interface ReadingDraft {
  readonly id: number;
  readonly readingDate: string;
  readonly quantity: number | null;
}

/**
 * The meter errors for a reading among the meter's others, first one wins:
 * quantity required; reading already exists for date; a new reading's date after the last;
 * quantity at least the reading before it and at most the one after it.
 */
export function readingError(draft: ReadingDraft, others: readonly Reading[]): ErrorCode | undefined {
  if (draft.quantity === null) return 'METER_QUANTITY_REQUIRED';
  const rest = others.filter((r) => r.id !== draft.id);
  if (rest.some((r) => r.readingDate === draft.readingDate)) return 'METER_READING_ALREADY_EXISTS';
  const before = rest.filter((r) => r.readingDate < draft.readingDate);
  const after = rest.filter((r) => r.readingDate > draft.readingDate);
  // A new reading goes after the last one; only an existing reading may be corrected in between.
  if (draft.id === 0 && after.length > 0) return 'METER_READING_DATE_BEFORE_LAST';
  const previous = before.reduce<Reading | undefined>(
    (m, r) => (!m || r.readingDate > m.readingDate ? r : m),
    undefined,
  );
  const next = after.reduce<Reading | undefined>((m, r) => (!m || r.readingDate < m.readingDate ? r : m), undefined);
  if (previous && draft.quantity < previous.quantity) return 'METER_QUANTITY_OUT_OF_RANGE';
  if (next && draft.quantity > next.quantity) return 'METER_QUANTITY_OUT_OF_RANGE';
  return undefined;
}
