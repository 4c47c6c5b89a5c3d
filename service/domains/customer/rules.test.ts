import { describe, expect, it } from 'vitest';
import type { CustomerInput } from './contract';
import { customerCode, customerFieldErrors, normalizeName, sortNameOf } from './rules';

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
});
