import { describe, expect, it } from 'vitest';
import { applyRate, formatMoney, formatPercent, parseMoney } from './money';

// Intl's French separators: U+202F between thousands, U+00A0 before the symbol or '%'.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [123450, `1${NNBSP}234,50${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [-123450, `-1${NNBSP}234,50${NBSP}€`],
    [100000000, `1${NNBSP}000${NNBSP}000,00${NBSP}€`],
  ])('"Amounts use the establishment\'s currency in French formatting" (%d cents)', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('"Currency is formatted in the French way with the establishment\'s ISO code"', () => {
    expect(formatMoney(123450, { isoCode: 'CHF' })).toBe(`1${NNBSP}234,50${NBSP}CHF`);
    expect(formatMoney(123450, { isoCode: 'usd' })).toBe(`1${NNBSP}234,50${NBSP}$US`);
    expect(formatMoney(123450, null)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(123450, { isoCode: '' })).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(123450, { isoCode: 'EURO' })).toBe(`1${NNBSP}234,50${NBSP}EURO`);
  });

  it('"Euro columns show 2 decimals", even for a currency with none of its own', () => {
    expect(formatMoney(1200)).toBe(`12,00${NBSP}€`);
    expect(formatMoney(1200, { isoCode: 'JPY' })).toBe(`12,00${NBSP}JPY`);
  });

  it('"The symbol may be dropped"', () => {
    expect(formatMoney(123450, { isoCode: 'EUR' }, { withSymbol: false })).toBe(`1${NNBSP}234,50`);
    expect(formatMoney(-5, undefined, { withSymbol: false })).toBe('-0,05');
    expect(formatMoney(5, undefined, { withSymbol: true })).toBe(`0,05${NBSP}€`);
  });

  it('"Cents integers everywhere": nothing to show gives \'\', a fractional cent rounds half away from zero', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatMoney(100.5)).toBe(`1,01${NBSP}€`);
    expect(formatMoney(-100.5)).toBe(`-1,01${NBSP}€`);
    expect(formatMoney(-0)).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-0.4)).toBe(`0,00${NBSP}€`);
  });
});

describe('parseMoney', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['12,', 1200],
    [',5', 50],
    ['0,05', 5],
    ['1 234,50 €', 123450],
    [`1${NNBSP}234,50${NBSP}€`, 123450],
    ['€12,50', 1250],
    ['12,50EUR', 1250],
    ['CHF 12.50', 1250],
    ['-12,50', -1250],
    ['- 12,50 €', -1250],
    ['\u221212,50', -1250],
    ['€ -3', -300],
    ['+7', 700],
    ['  42  ', 4200],
    ['-0', 0],
  ])('"MoneyInput (parse 12,50)": %j → %d cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each([
    ['1.005', 101],
    ['-1.005', -101],
    ['1,0049', 100],
    ['0.285', 29],
    ['1.015', 102],
    ['8.675', 868],
  ])('"Cents integers everywhere": no float drift, rounded on the digits (%s → %d)', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    '-',
    '€',
    'abc',
    '12,50,1',
    '1.234,50',
    '1,234.50',
    '--12',
    '-12-',
    '€12€',
    '1e3',
    '12 eur',
    '99999999999999999999',
    null,
    undefined,
  ])('an amount that cannot be read gives null (%j)', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('reads back what formatMoney writes ("Amounts use the establishment\'s currency in French formatting")', () => {
    for (const cents of [0, 1, 99, 100, 123450, -123450, 987654321]) {
      expect(parseMoney(formatMoney(cents))).toBe(cents);
      expect(parseMoney(formatMoney(cents, undefined, { withSymbol: false }))).toBe(cents);
      expect(parseMoney(formatMoney(cents, { isoCode: 'USD' }))).toBe(cents);
    }
  });
});

describe('formatPercent', () => {
  it.each([
    [12.5, `12,50${NBSP}%`],
    [0, `0,00${NBSP}%`],
    [100, `100,00${NBSP}%`],
    [5.555, `5,56${NBSP}%`],
    [-3.2, `-3,20${NBSP}%`],
    [1234.5, `1${NNBSP}234,50${NBSP}%`],
  ])('"Percent shows 2 decimals" (%d)', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('"Percent shows 2 decimals": nothing to show gives \'\'', () => {
    expect(formatPercent(null)).toBe('');
    expect(formatPercent(undefined)).toBe('');
    expect(formatPercent(Number.NaN)).toBe('');
  });
});

describe('applyRate', () => {
  it.each([
    [10000, 2000, 2000],
    [1000, 550, 55],
    [1, 5000, 1],
    [3, 5000, 2],
    [1, 4999, 0],
    [-1, 5000, -1],
    [-3, 5000, -2],
    [-1, 4999, 0],
    [1, -5000, -1],
    [12345, 1000, 1235],
    [-12345, 1000, -1235],
    [999, 0, 0],
    [0, 2000, 0],
  ])(
    '"Rates go through one applyRate(cents, basisPoints) that rounds half away from zero" (%d × %d bp)',
    (cents, bp, expected) => {
      expect(applyRate(cents, bp)).toBe(expected);
    },
  );

  it('"Cents integers everywhere": computes exactly beyond float precision', () => {
    expect(applyRate(Number.MAX_SAFE_INTEGER, 10000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(applyRate(6714140062427955, 6750)).toBe(4532044542138870); // a float product gives ...869
    expect(applyRate(-6714140062427955, 6750)).toBe(-4532044542138870);
  });

  it('"Cents integers everywhere": refuses non-integers and an unsafe result', () => {
    expect(() => applyRate(10.5, 100)).toThrow(RangeError);
    expect(() => applyRate(100, 2.5)).toThrow(RangeError);
    expect(() => applyRate(Number.NaN, 100)).toThrow(RangeError);
    expect(() => applyRate(Number.MAX_SAFE_INTEGER, 20000)).toThrow(RangeError);
  });
});
