import { describe, expect, it } from 'vitest';
import { checkSiret, formatSiret, isValidSiret, normalizeSiret, siretForCountry } from './siret';

describe('isValidSiret', () => {
  it.each(['73282932000074', '732 829 320 00074', '732829320', '1'])(
    'French company identifier: digits only, at most 14, spaces ignored (%j)',
    (value) => {
      expect(isValidSiret(value)).toBe(true);
    },
  );

  it.each(['732829320000745', '7328293200007A', '732-829-320', 'FR73282932000074', '', '   '])(
    'French company identifier: refuses non-digits or more than 14 digits (%j)',
    (value) => {
      expect(isValidSiret(value)).toBe(false);
    },
  );
});

describe('checkSiret', () => {
  it('French company identifier: gives INVALID_SIRET when not digits only', () => {
    expect(checkSiret('ABC')).toBe('INVALID_SIRET');
    expect(checkSiret('123456789012345')).toBe('INVALID_SIRET');
  });

  it.each([null, undefined, ''])('Leaves a blank SIRET to the required check (%j)', (value) => {
    expect(checkSiret(value)).toBeUndefined();
  });
});

describe('formatSiret', () => {
  it.each([
    ['73282932000074', '732 829 320 00074'],
    ['732 82932000074', '732 829 320 00074'],
    ['732829320', '732 829 320'],
    ['7328', '732 8'],
  ])('French company identifier: displayed grouped 3-3-3-5 (%s → %s)', (value, expected) => {
    expect(formatSiret(value)).toBe(expected);
  });

  it('French company identifier: a value that is not a SIRET is displayed unchanged', () => {
    expect(formatSiret('B 123 456')).toBe('B 123 456');
  });
});

describe('siretForCountry', () => {
  it.each(['FR', 'fr'])('For country FR the spaces are removed before sending (%s)', (iso) => {
    expect(siretForCountry('732 829 320 00074', iso)).toBe('73282932000074');
  });

  it.each(['BE', null, undefined])('Other countries keep the identifier as typed (%j)', (iso) => {
    expect(siretForCountry('0123 456 789', iso)).toBe('0123 456 789');
  });

  it('normalizeSiret removes every blank', () => {
    expect(normalizeSiret(' 732\u00a0829 320 ')).toBe('732829320');
  });
});
