// Day and date-time display for the UI. A day is
// 'YYYY-MM-DD' in Europe/Paris and an instant an ISO-8601 string shown in Paris time. These wrap the
// shared helpers of service/validation, turning "nothing to show" into ''.
import { displayDate, displayDateTime } from '../../service/validation/display-date';
import { toParisText } from '../../service/validation/paris-time';

/** Anything the UI may hold as a date: a day, an instant, a Date, or nothing. */
export type DateValue = string | Date | null | undefined;

/** 'DD/MM/YYYY' of the Paris day; '' for nothing, an invalid date or the year-1900 "no date". */
export function formatDate(value: DateValue): string {
  return displayDate(value) ?? '';
}

/** 'DD/MM/YYYY HH:mm' in Paris time (a plain day at 00:00); '' as for formatDate. */
export function formatDateTime(value: DateValue): string {
  return displayDateTime(value) ?? '';
}

/** The Paris day 'YYYY-MM-DD' of a value — the first 10 characters of its Paris text — or undefined. */
export function toParisDay(value: DateValue): string | undefined {
  return toParisText(value)?.slice(0, 10);
}

/** Whether two values fall on the same Paris day; false when either is not a date. */
export function sameParisDay(a: DateValue, b: DateValue): boolean {
  const dayA = toParisDay(a);
  return dayA !== undefined && dayA === toParisDay(b);
}

/** Today's Paris day 'YYYY-MM-DD' for the injected clock's `now`. RangeError for an invalid Date. */
export function parisToday(now: Date): string {
  const day = toParisDay(now);
  if (day === undefined) throw new RangeError('parisToday: invalid date');
  return day;
}
