import { type FieldCode, isBlank } from './codes';

// French company identifier: digits only, at most 14; spaces typed by the user
// are ignored. No Luhn key check: the spec does not ask for one and some real SIRETs fail it.
export const SIRET_MAX_DIGITS = 14;

export function normalizeSiret(value: string): string {
  return value.replace(/\s/g, '');
}

export function isValidSiret(value: string): boolean {
  return /^\d{1,14}$/.test(normalizeSiret(value));
}

export function checkSiret(value: unknown): FieldCode | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && isValidSiret(value) ? undefined : 'INVALID_SIRET';
}

/** Display grouped 3-3-3-5 ('732 829 320 00074'); a value that is not a SIRET is returned unchanged. */
export function formatSiret(value: string): string {
  if (!isValidSiret(value)) return value;
  const digits = normalizeSiret(value);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9), digits.slice(9)];
  return groups.filter((group) => group !== '').join(' ');
}

/** What is sent for a company of a given country: for FR the spaces are removed. */
export function siretForCountry(value: string, countryIsoCode: string | null | undefined): string {
  return countryIsoCode?.toUpperCase() === 'FR' ? normalizeSiret(value) : value;
}
