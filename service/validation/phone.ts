import { type FieldCode, isBlank } from './codes';

// Phone display: 10 digits grouped in pairs; '+' and 11 digits (12 characters, the
// spec's "plus sign with 12") or 11 bare digits shown as '+CC D DD DD DD DD'. Anything else
// is shown as typed.
const SEPARATORS = /[\s.\-/]/g;

/** The phone without its separators (blanks, dots, dashes, slashes). */
export function normalizePhone(value: string): string {
  return value.replace(SEPARATORS, '');
}

function pairs(digits: string): string[] {
  return digits.match(/\d{2}/g) ?? [];
}

export function formatPhone(value: string): string {
  const compact = normalizePhone(value);
  if (/^\d{10}$/.test(compact)) return pairs(compact).join(' ');
  const international = /^\+?(\d{11})$/.exec(compact);
  if (!international?.[1]) return value;
  const digits = international[1];
  return `+${digits.slice(0, 2)} ${digits.slice(2, 3)} ${pairs(digits.slice(3)).join(' ')}`;
}

/** A national or international number: optional '+', then 8 to 15 digits (E.164's maximum). */
export function isValidPhone(value: string): boolean {
  return /^\+?\d{8,15}$/.test(normalizePhone(value));
}

export function checkPhone(value: unknown): FieldCode | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && isValidPhone(value) ? undefined : 'INVALID_PHONE';
}
