// BIC (ISO 9362): 4 letters of institution, 2 of country, 2 of location, optionally 3 of branch.
// Spaces ignored, case-insensitive.
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export function normalizeBic(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export function isValidBic(value: string): boolean {
  return BIC.test(normalizeBic(value));
}
