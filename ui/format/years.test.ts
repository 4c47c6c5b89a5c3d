import { describe, expect, it } from 'vitest';
import { FIRST_YEAR_CHOICE, yearChoices } from './years';

describe('yearChoices', () => {
  it('"Year choices run from 2018 to the current year plus 2"', () => {
    expect(FIRST_YEAR_CHOICE).toBe(2018);
    expect(yearChoices('2026-06-15')).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028]);
    expect(yearChoices('2018-01-01')).toEqual([2018, 2019, 2020]);
  });

  it('"Year choices run from 2018 to the current year plus 2": the current year is the Paris one', () => {
    expect(yearChoices(new Date('2026-12-31T23:30:00Z')).at(-1)).toBe(2029);
    expect(yearChoices(new Date('2026-12-31T22:30:00Z')).at(-1)).toBe(2028);
  });

  it('"Year choices run from 2018 to the current year plus 2": no current year, no choices', () => {
    expect(yearChoices(null)).toEqual([]);
    expect(yearChoices('not a day')).toEqual([]);
  });
});
