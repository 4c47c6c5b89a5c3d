import { describe, expect, it } from 'vitest';
import type { CustomerInput } from './contract';
import {
  customerCode,
  customerFieldErrors,
  isDuplicate,
  isPossibleDuplicate,
  normalizeName,
  phoneKey,
  postcodeErrors,
  requiredFieldErrors,
  sortNameOf,
} from './rules';

const person = { isLegalEntity: false, lastName: 'Dupont', firstName: 'Élise', companyName: null };

describe('customer rules', () => {
  it('normalizes names: accents, case and punctuation ignored', () => {
    expect(normalizeName('  Éloïse  D’Arc-Lefèvre ')).toBe('eloise d arc lefevre');
  });

  it('a person sorts by last then first name; a legal entity by its company name', () => {
    expect(sortNameOf(person)).toBe('dupont elise');
    expect(sortNameOf({ isLegalEntity: true, lastName: 'Martin', firstName: null, companyName: 'Zénith SARL' })).toBe(
      'zenith sarl martin',
    );
  });

  it('"legal entities need company name"; a person needs a last name', () => {
    const base = { ...person, birthDate: null } as unknown as CustomerInput;
    expect(customerFieldErrors({ ...base, isLegalEntity: true }, '2026-11-22')).toEqual({
      companyName: 'COMPANY_NAME_REQUIRED',
    });
    expect(customerFieldErrors({ ...base, lastName: null }, '2026-11-22')).toEqual({ lastName: 'REQUIRED' });
    expect(customerFieldErrors(base, '2026-11-22')).toEqual({});
  });

  it('refuses a birth date after the business day', () => {
    const base = { ...person, birthDate: '2026-11-23' } as unknown as CustomerInput;
    expect(customerFieldErrors(base, '2026-11-22')).toEqual({ birthDate: 'INVALID_DATE' });
  });

  it('codes customers C000001, C000002…', () => {
    expect(customerCode(1)).toBe('C000001');
    expect(customerCode(1234567)).toBe('C1234567');
  });

  it('the customer preference makes a phone required: a mobile alone is enough', () => {
    const none = { requireEmail: false, requireAddress: false, requireBirthDate: false, requireNationality: false };
    const c = { phone: null, mobile: null, addressList: [] } as unknown as CustomerInput;
    expect(requiredFieldErrors(c, { ...none, requirePhone: true })).toEqual({ phone: 'REQUIRED' });
    expect(requiredFieldErrors({ ...c, mobile: '0612345678' }, { ...none, requirePhone: true })).toEqual({});
    expect(requiredFieldErrors(c, { ...none, requirePhone: false })).toEqual({});
  });

  it('duplicates by the customer preference: same name; same name or e-mail; same name and birth date; never', () => {
    const a = { sortName: 'martin jeanne', email: 'jm@example.fr', birthDate: '2001-02-03' };
    const sameMail = { sortName: 'autre', email: 'jm@example.fr', birthDate: null };
    const homonym = { ...a, email: null, birthDate: '1970-01-01' };
    expect(isDuplicate('name', a, homonym)).toBe(true);
    expect(isDuplicate('name', a, sameMail)).toBe(false);
    expect(isDuplicate('name_email', a, sameMail)).toBe(true);
    expect(isDuplicate('name_birth_date', a, homonym)).toBe(false);
    expect(isDuplicate('name_birth_date', a, { ...homonym, birthDate: a.birthDate })).toBe(true);
    expect(isDuplicate('none', a, a)).toBe(false);
  });

  it('a possible duplicate: the same name and the same e-mail or a phone in common', () => {
    const a = { sortName: 'guerin anne', email: 'ag@example.fr', phones: ['0612345678'] };
    expect(isPossibleDuplicate(a, { ...a, phones: [] })).toBe(true);
    expect(isPossibleDuplicate(a, { ...a, email: null, phones: ['0558090000', '0612345678'] })).toBe(true);
    expect(isPossibleDuplicate(a, { ...a, email: null, phones: [] })).toBe(false);
    expect(isPossibleDuplicate(a, { ...a, sortName: 'guerin paul' })).toBe(false);
    expect(isPossibleDuplicate({ ...a, sortName: '' }, { ...a, sortName: '' })).toBe(false);
    expect(phoneKey('+33 6 12 34 56 78')).toBe('0612345678');
    expect(phoneKey('0033612345678')).toBe('0612345678');
  });

  it('a French postcode must be five digits when the country is France, not elsewhere', () => {
    const address = { address1: null, address2: null, address3: null, town: null };
    const list = [
      { ...address, postalCode: '4020', countryId: 1 },
      { ...address, postalCode: '1000', countryId: 2 },
      { ...address, postalCode: '40200', countryId: 1 },
      { ...address, postalCode: null, countryId: 1 },
    ];
    expect(postcodeErrors(list, 1)).toEqual({ 'addressList.0.postalCode': 'FRENCH_POSTCODE_FIVE_DIGITS' });
    expect(postcodeErrors(list, null)).toEqual({});
  });
});
