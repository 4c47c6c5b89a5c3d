// Customer rules that need no database.
import type { ErrorCode } from '../../errors/catalogue';
import { normalizePhone } from '../../validation/phone';
import type { Address, CustomerInput } from './contract';

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

/** What the customer preference asks of a customer entered by staff. */
export interface CustomerRequirements {
  readonly requireEmail: boolean;
  readonly requirePhone: boolean;
  readonly requireAddress: boolean;
  readonly requireBirthDate: boolean;
  readonly requireNationality: boolean;
}

/**
 * The fields the customer preference makes required: an e-mail, a phone (landline or mobile),
 * the first address (street, postal code, town), a birth date, a nationality.
 */
export function requiredFieldErrors(c: CustomerInput, r: CustomerRequirements): Record<string, ErrorCode> {
  const address = c.addressList[0];
  const missing: [string, boolean][] = [
    ['email', r.requireEmail && !c.email],
    ['phone', r.requirePhone && !c.phone && !c.mobile],
    ['addressList.0.address1', r.requireAddress && !address?.address1],
    ['addressList.0.postalCode', r.requireAddress && !address?.postalCode],
    ['addressList.0.town', r.requireAddress && !address?.town],
    ['birthDate', r.requireBirthDate && !c.birthDate],
    ['nationalityId', r.requireNationality && c.nationalityId === null],
  ];
  return Object.fromEntries(missing.filter(([, isMissing]) => isMissing).map(([field]) => [field, 'REQUIRED']));
}

export type DuplicateCheck = 'none' | 'name' | 'name_email' | 'name_birth_date';

/** What two customers are compared on: the sort name, the e-mail in lower case, the birth date. */
export interface DuplicateKey {
  readonly sortName: string;
  readonly email: string | null;
  readonly birthDate: string | null;
}

/**
 * Whether an existing customer is a duplicate of a new one under the customer preference: same
 * name; same name or same e-mail; same name and birth date; or never.
 */
export function isDuplicate(mode: DuplicateCheck, entered: DuplicateKey, existing: DuplicateKey): boolean {
  const sameName = entered.sortName !== '' && entered.sortName === existing.sortName;
  const sameEmail = entered.email !== null && entered.email === existing.email;
  if (mode === 'name') return sameName;
  if (mode === 'name_email') return sameName || sameEmail;
  if (mode === 'name_birth_date')
    return sameName && entered.birthDate !== null && entered.birthDate === existing.birthDate;
  return false;
}

/** A French postcode is five digits (« 40200 »); other countries write theirs their own way. */
export function isFrenchPostcode(postalCode: string): boolean {
  return /^\d{5}$/.test(postalCode);
}

/** The addresses in France (`franceId`) whose postcode is not five digits, by field path. */
export function postcodeErrors(addresses: readonly Address[], franceId: number | null): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  addresses.forEach((a, i) => {
    const isFrance = franceId !== null && a.countryId === franceId;
    if (isFrance && a.postalCode && !isFrenchPostcode(a.postalCode)) {
      errors[`addressList.${i}.postalCode`] = 'FRENCH_POSTCODE_FIVE_DIGITS';
    }
  });
  return errors;
}

/** A phone compared across forms: separators dropped, +33 or 0033 read as the national 0. */
export function phoneKey(phone: string): string {
  return normalizePhone(phone).replace(/^(\+|00)33/, '0');
}

/** What a new customer is compared on to warn of an existing card: the name, e-mail and phones. */
export interface ContactKey {
  readonly sortName: string;
  readonly email: string | null;
  readonly phones: readonly string[];
}

export function contactKeyOf(
  c: Pick<CustomerInput, 'isLegalEntity' | 'lastName' | 'firstName' | 'companyName' | 'email' | 'phone' | 'mobile'>,
): ContactKey {
  return {
    sortName: sortNameOf(c),
    email: c.email?.trim().toLowerCase() || null,
    phones: [c.phone, c.mobile].filter((p): p is string => !!p?.trim()).map(phoneKey),
  };
}

/**
 * A possible duplicate, warned of before a creation (the user may still create): the same name
 * and the same e-mail, or the same name and a phone in common (landline or mobile, either way).
 */
export function isPossibleDuplicate(entered: ContactKey, existing: ContactKey): boolean {
  if (entered.sortName === '' || entered.sortName !== existing.sortName) return false;
  const sameEmail = entered.email !== null && entered.email === existing.email;
  return sameEmail || entered.phones.some((p) => existing.phones.includes(p));
}

export function customerCode(sequence: number): string {
  return `C${String(sequence).padStart(6, '0')}`;
}
