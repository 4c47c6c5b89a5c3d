// "Occupants present whose birthday falls in a date range, with the age they turn" (/occupants-birthday).
import { describe, expect, it } from 'vitest';
import { birthdayIn } from './birthday';

describe('birthdayIn', () => {
  it.each([
    ['a birthday inside the range', '1990-07-12', '2026-07-10', '2026-07-20', { birthday: '2026-07-12', age: 36 }],
    ['a birthday on the first day', '2020-07-10', '2026-07-10', '2026-07-20', { birthday: '2026-07-10', age: 6 }],
    ['a birthday on the last day', '2025-07-20', '2026-07-10', '2026-07-20', { birthday: '2026-07-20', age: 1 }],
    ['a birthday outside the range', '1990-08-01', '2026-07-10', '2026-07-20', null],
    ['a range across the new year', '1980-01-02', '2026-12-28', '2027-01-05', { birthday: '2027-01-02', age: 47 }],
    [
      '29 February kept on 1 March in a common year',
      '2000-02-29',
      '2026-02-27',
      '2026-03-02',
      { birthday: '2026-03-01', age: 26 },
    ],
    ['a baby born inside the range has no birthday yet', '2026-07-12', '2026-07-10', '2026-07-20', null],
  ])('%s', (_name, birth, from, to, expected) => {
    expect(birthdayIn(birth, from, to)).toEqual(expected);
  });
});
