import { describe, expect, it } from 'vitest';
import { isAgeRangeValid, isLastStayRangeValid } from './rules';

const open = { ageMin: null, ageMax: null, lastStayFrom: null, lastStayTo: null };

describe('mailing criteria ranges', () => {
  it.each([
    [null, null, true],
    [18, null, true],
    [null, 65, true],
    [18, 18, true],
    [18, 65, true],
    [65, 18, false],
  ])('age range %s to %s -> %s', (ageMin, ageMax, expected) => {
    expect(isAgeRangeValid({ ...open, ageMin, ageMax })).toBe(expected);
  });

  it.each([
    [null, null, true],
    ['2025-01-01', null, true],
    [null, '2025-12-31', true],
    ['2025-01-01', '2025-12-31', true],
    ['2025-06-01', '2025-06-01', false],
    ['2025-12-31', '2025-01-01', false],
  ])('Start date before end date (not equal): last stay %s to %s -> %s', (lastStayFrom, lastStayTo, expected) => {
    expect(isLastStayRangeValid({ ...open, lastStayFrom, lastStayTo })).toBe(expected);
  });
});
