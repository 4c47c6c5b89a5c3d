import { describe, expect, it } from 'vitest';
import { checkPhone, formatPhone, isValidPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['0612345678', '06 12 34 56 78'],
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    ['06-12-34-56-78', '06 12 34 56 78'],
  ])('Phone display: 10 digits are grouped in pairs (%s)', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });

  it.each([
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['+32 4 12 34 56 78', '+32 4 12 34 56 78'],
  ])(
    'Phone display: a plus sign with 12 characters (11 digits) is shown as an international number (%s)',
    (value, expected) => {
      expect(formatPhone(value)).toBe(expected);
    },
  );

  it('Phone display: 11 digits are shown as an international number', () => {
    expect(formatPhone('33612345678')).toBe('+33 6 12 34 56 78');
  });

  it.each(['', '123', '+4915112345678', '0033612345678', '061234567', 'n/c', '+33 (0)6 12 34 56 78'])(
    'Phone display: anything else is shown unchanged (%j)',
    (value) => {
      expect(formatPhone(value)).toBe(value);
    },
  );
});

describe('isValidPhone', () => {
  it.each(['0612345678', '06 12 34 56 78', '+33612345678', '+49 151 12345678', '0033612345678', '+37712345678'])(
    'Invalid phone: a national or international number passes (%s)',
    (value) => {
      expect(isValidPhone(value)).toBe(true);
    },
  );

  it.each(['', '123', '06 12 34', '06 12 34 56 7a', '++33612345678', '3361234567812345', 'téléphone'])(
    'Invalid phone: refuses letters, too few or too many digits (%j)',
    (value) => {
      expect(isValidPhone(value)).toBe(false);
    },
  );
});

describe('checkPhone', () => {
  it('Invalid phone: gives INVALID_PHONE', () => {
    expect(checkPhone('12')).toBe('INVALID_PHONE');
  });

  it.each([null, undefined, ' '])('Leaves a blank phone to the required check (%j)', (value) => {
    expect(checkPhone(value)).toBeUndefined();
  });
});
