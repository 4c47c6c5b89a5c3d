// French display of days and date-times, in Europe/Paris. Year 1900 is the old
// "no date" sentinel, so such a date — like an invalid one — is shown as nothing.
import { toParisText } from './paris-time';

const NO_DATE_YEAR = '1900';

function parisText(value: unknown): string | undefined {
  const text = toParisText(value);
  return text === undefined || text.startsWith(NO_DATE_YEAR) ? undefined : text;
}

function frenchDay(text: string): string {
  return `${text.slice(8, 10)}/${text.slice(5, 7)}/${text.slice(0, 4)}`;
}

/** 'DD/MM/YYYY' of a day, a date-time or a Date; a date-time gives its Paris day. */
export function displayDate(value: string | Date | null | undefined): string | undefined {
  const text = parisText(value);
  return text === undefined ? undefined : frenchDay(text);
}

/** 'DD/MM/YYYY HH:mm' in Paris time; a plain day is shown at midnight. */
export function displayDateTime(value: string | Date | null | undefined): string | undefined {
  const text = parisText(value);
  if (text === undefined) return undefined;
  const time = text.length > 10 ? text.slice(11, 16) : '00:00';
  return `${frenchDay(text)} ${time}`;
}
