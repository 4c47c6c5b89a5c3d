import { describe, expect, it } from 'vitest';
import { isCountryMismatch } from './geography-rules';

describe('isCountryMismatch', () => {
  it.each([
    [{ countryId: 1 }, { countryId: 1 }, false],
    [{ countryId: 1 }, { countryId: 2 }, true],
    [{ countryId: 1 }, undefined, false],
  ])('town and department country mismatch: %o in %o -> %s', (town, department, expected) => {
    expect(isCountryMismatch(town, department)).toBe(expected);
  });
});
