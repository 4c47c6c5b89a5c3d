// Reads any date value as Europe/Paris wall-clock text, so days and date-times compare as text.
// Pure: Intl only, no clock read, no time-zone library.
import { isIsoDay } from './iso-day';

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

const parisFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function instantToParis(instant: Date): string | undefined {
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts: Record<string, string> = {};
  for (const part of parisFormat.formatToParts(instant)) parts[part.type] = part.value;
  const year = parts.year?.padStart(4, '0');
  return `${year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

function localToParis(text: string): string | undefined {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match || !isIsoDay(match[1])) return undefined;
  const [hour, minute, second] = [match[2], match[3], match[4] ?? '00'];
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  return `${match[1]}T${hour}:${minute}:${second}`;
}

/**
 * Paris wall-clock text of a value: `YYYY-MM-DD` for a day (kept as is), `YYYY-MM-DDTHH:mm:ss`
 * for a date-time. An instant with an offset is converted; a date-time without an offset is
 * taken as Paris time already. Undefined when the value is not a valid date.
 */
export function toParisText(value: unknown): string | undefined {
  if (value instanceof Date) return instantToParis(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.length === 10) return isIsoDay(text) ? text : undefined;
  if (HAS_OFFSET.test(text)) {
    if (!/^\d{4}-\d{2}-\d{2}T/i.test(text) || !isIsoDay(text.slice(0, 10))) return undefined;
    return instantToParis(new Date(text));
  }
  return localToParis(text);
}
