import type { FieldCode } from './codes';

const INTEGER_TEXT = /^[+-]?\d+$/;

/** An integer from a number or a text of digits (blanks around allowed); null otherwise. */
export function parseInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!INTEGER_TEXT.test(text)) return null;
  const parsed = Number(text);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** Required integer: fails when null, undefined or unparseable. */
export function checkRequiredInteger(value: unknown): FieldCode | undefined {
  return parseInteger(value) === null ? 'REQUIRED_INTEGER' : undefined;
}
