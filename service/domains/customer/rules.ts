// Customer rules that need no database.
import type { ErrorCode } from '../../errors/catalogue';
import type { CustomerInput } from './contract';

/** Lower case, accents and punctuation dropped, spaces collapsed: 'Éloïse  D’Arc' -> 'eloise d arc'. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The key a customer sorts and is found by: a company by its name, a person by last then first name. */
export function sortNameOf(c: Pick<CustomerInput, 'isLegalEntity' | 'lastName' | 'firstName' | 'companyName'>): string {
  const parts = c.isLegalEntity ? [c.companyName, c.lastName, c.firstName] : [c.lastName, c.firstName, c.companyName];
  return normalizeName(parts.filter(Boolean).join(' '));
}

/**
 * A person needs a last name; a legal entity needs its company name.
 * Billing requirements (address, town, SIRET...) are checked when billing, not here.
 */
export function customerFieldErrors(c: CustomerInput, today: string): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  if (c.isLegalEntity && !c.companyName) errors.companyName = 'COMPANY_NAME_REQUIRED';
  if (!c.isLegalEntity && !c.lastName) errors.lastName = 'REQUIRED';
  if (c.birthDate && c.birthDate > today) errors.birthDate = 'INVALID_DATE';
  return errors;
}

export function customerCode(sequence: number): string {
  return `C${String(sequence).padStart(6, '0')}`;
}
