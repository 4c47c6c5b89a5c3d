import { describe, expect, it } from 'vitest';
import { checkNumber, parseNumber } from './number';

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['-0,25', -0.25],
    [',5', 0.5],
    ['12,', 12],
    [' 1 234,50 ', 1234.5],
    ['1\u202f234,5', 1234.5],
    [3.14, 3.14],
    [0, 0],
  ])('Numeric parsing: %j gives %j (French decimal comma accepted)', (value, expected) => {
    expect(parseNumber(value)).toBe(expected);
  });

  it.each([
    Number.NaN,
    Infinity,
    -Infinity,
    'Infinity',
    'NaN',
    '',
    '   ',
    'abc',
    '12abc',
    '1,2,3',
    '1.234,5',
    '1e3',
    null,
    undefined,
    true,
    {},
  ])('Numeric parsing gives null when the value is not a finite number (%j)', (value) => {
    expect(parseNumber(value)).toBeNull();
  });
});

describe('checkNumber', () => {
  it.each(['', ' ', 'douze', 'Infinity'])(
    "Number field: an empty string gives 'must be a valid number' (%j)",
    (value) => {
      expect(checkNumber(value)).toBe('INVALID_NUMBER');
    },
  );

  it.each(['12,5', 0, '-3'])('Number field: a valid number passes (%j)', (value) => {
    expect(checkNumber(value)).toBeUndefined();
  });

  it.each([null, undefined])('Number field: absent value is left to the required check (%j)', (value) => {
    expect(checkNumber(value)).toBeUndefined();
  });
});
