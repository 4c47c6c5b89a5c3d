// Numeric text extraction: keeps only the digits of a text, as a number capped at
// `max` (default 9999). A sign or a decimal mark is dropped like any other non-digit.
export const EXTRACT_NUMBER_DEFAULT_MAX = 9999;

/** Undefined when the text holds no digit. */
export function extractNumber(text: string, max = EXTRACT_NUMBER_DEFAULT_MAX): number | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return undefined;
  return Math.min(Number(digits), max);
}
