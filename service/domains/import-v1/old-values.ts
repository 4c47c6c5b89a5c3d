// The older system's ways of writing a value: days as DD/MM/YYYY, amounts and rates with a
// decimal comma (« 1 234,50 »). Pure; each answers null for text that is not such a value.
import { isIsoDay } from '../../validation';

const FRENCH_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DECIMAL = /^(-?)(\d+)(?:,(\d{1,2}))?$/;

/** `31/12/2024` → `2024-12-31`; a day that does not exist (`31/02/2024`) is null. */
export function parseOldDay(text: string): string | null {
  const match = FRENCH_DAY.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : null;
}

/**
 * `1 234,50` → 123450 hundredths: an amount in cents, or a rate in basis points (`5,5` → 550).
 * Digits are read as text, so no float rounding; more than two decimals is not an amount.
 */
export function parseOldDecimal(text: string): number | null {
  const match = DECIMAL.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(hundredths)) return null;
  return sign === '-' && hundredths !== 0 ? -hundredths : hundredths;
}

/** A whole number of persons or places; null for anything else. */
export function parseOldCount(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}
