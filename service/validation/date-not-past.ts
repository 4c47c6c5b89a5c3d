import type { FieldCode } from './codes';
import { toParisText } from './paris-time';

/**
 * Date not in the past: fails when the value is earlier than `now`. Both are read in
 * Paris time; when either is a plain day the comparison is by day, so today is not "past".
 * Blank values are left to the required check; unreadable ones give INVALID_DATE.
 */
export function checkNotInPast(value: unknown, now: string | Date): FieldCode | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const valueText = toParisText(value);
  const nowText = toParisText(now);
  if (valueText === undefined || nowText === undefined) return 'INVALID_DATE';
  const length = Math.min(valueText.length, nowText.length);
  return valueText.slice(0, length) < nowText.slice(0, length) ? 'DATE_IN_PAST' : undefined;
}
