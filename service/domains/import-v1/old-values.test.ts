import { describe, expect, it } from 'vitest';
import { parseOldCount, parseOldDay, parseOldDecimal } from './old-values';

describe('the older system’s days are DD/MM/YYYY', () => {
  it.each([
    ['31/12/2024', '2024-12-31'],
    ['1/7/2023', '2023-07-01'],
    [' 29/02/2024 ', '2024-02-29'],
  ])('reads %s as %s', (text, day) => expect(parseOldDay(text)).toBe(day));

  it.each([
    ['31/02/2024', 'a day that does not exist'],
    ['29/02/2023', 'the 29th of February of a common year'],
    ['00/00/0000', 'zeros'],
    ['2024-12-31', 'an ISO day'],
    ['12/31/2024', 'an American day'],
    ['31/12/24', 'a two-digit year'],
    ['', 'blank'],
  ])('refuses %s (%s)', (text) => expect(parseOldDay(text)).toBeNull());
});

describe('the older system’s amounts and rates have a decimal comma', () => {
  it.each([
    ['12,50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['-3,20', -320],
    ['0,00', 0],
    ['5,5', 550],
  ])('reads %s as %i hundredths', (text, hundredths) => expect(parseOldDecimal(text)).toBe(hundredths));

  it.each([
    ['12.50', 'a decimal point'],
    ['1.234,50', 'thousands grouped with a point'],
    ['12,505', 'three decimals'],
    ['douze', 'words'],
    ['12 €', 'a currency sign'],
    ['', 'blank'],
  ])('refuses %s (%s)', (text) => expect(parseOldDecimal(text)).toBeNull());
});

describe('counts are whole numbers', () => {
  it('reads digits and refuses anything else', () => {
    expect(parseOldCount('4')).toBe(4);
    expect(parseOldCount('4,5')).toBeNull();
    expect(parseOldCount('-1')).toBeNull();
    expect(parseOldCount('quatre')).toBeNull();
  });
});
