import type { FieldCode } from './codes';

// Plain decimal text, with a French comma or a dot; no exponent, no thousands grouping marks
// other than blanks (which Intl's French format uses and users paste back).
const DECIMAL_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** Numeric parsing: the number, or null when the value is not a finite number. */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s\u00a0\u202f]/g, '');
  if (!DECIMAL_TEXT.test(text)) return null;
  const parsed = Number(text.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Number field: an empty string gives INVALID_NUMBER, as does any unparseable value.
 * null or undefined means "not given" and is left to the required check.
 */
export function checkNumber(value: unknown): FieldCode | undefined {
  if (value === null || value === undefined) return undefined;
  return parseNumber(value) === null ? 'INVALID_NUMBER' : undefined;
}
