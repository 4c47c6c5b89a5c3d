import { describe, expect, it } from 'vitest';
import { ageInYears, formatAge } from './age';

const TODAY = '2026-06-15';

describe('formatAge', () => {
  it.each([
    ['2026-06-15', '0 an'],
    ['2025-06-16', '0 an'],
    ['2025-06-15', '1 an'],
    ['2024-06-16', '1 an'],
    ['2024-06-15', '2 ans'],
    ['1980-01-01', '46 ans'],
  ])('"Age is shown in years, with the singular for 0 and 1" (born %s)', (birth, expected) => {
    expect(formatAge(birth, TODAY)).toBe(expected);
  });

  it('"Age is shown in years": whole years, reached on the birthday', () => {
    expect(ageInYears('2016-06-16', TODAY)).toBe(9);
    expect(ageInYears('2016-06-15', TODAY)).toBe(10);
    expect(ageInYears('2020-02-29', '2025-02-28')).toBe(4);
    expect(ageInYears('2020-02-29', '2025-03-01')).toBe(5);
    expect(ageInYears('2020-02-29', '2024-02-29')).toBe(4);
  });

  it('"Age is shown in years": days are read in Europe/Paris', () => {
    expect(formatAge('2025-06-15', new Date('2026-06-14T22:30:00Z'))).toBe('1 an');
    expect(formatAge('2025-06-15', new Date('2026-06-14T21:30:00Z'))).toBe('0 an');
  });

  it.each([
    [null, TODAY],
    [undefined, TODAY],
    ['', TODAY],
    ['abc', TODAY],
    ['1900-01-01', TODAY],
    ['2026-06-16', TODAY],
    ['2020-01-01', null],
  ])('"A date with year 1900, or an invalid date, is shown as undefined": no age (%j, %j)', (birth, today) => {
    expect(formatAge(birth, today)).toBe('');
    expect(ageInYears(birth, today)).toBeUndefined();
  });
});
