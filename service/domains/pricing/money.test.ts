import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, nightsOf, weekdayOf } from './days';
import { applyRate, divideRounded, vatIncluded } from './money';

describe('money: one rounding rule', () => {
  it.each([
    [1005, 1000, 101],
    [1004, 1000, 100],
    [-1005, 1000, -101],
    [42000, 500, 2100],
    [0, 2000, 0],
  ])(
    '"Rates go through one applyRate(cents, basisPoints) that rounds half away from zero" (%d × %d bp)',
    (cents, bp, expected) => {
      expect(applyRate(cents, bp)).toBe(expected);
    },
  );

  it.each([
    [11000, 1000, 1000],
    [1000, 2000, 167],
    [1050, 550, 55],
    [-1000, 2000, -167],
  ])('VAT held in a VAT-inclusive %d at %d bp is %d', (incl, bp, expected) => {
    expect(vatIncluded(incl, bp)).toBe(expected);
  });

  it('divideRounded rounds half away from zero on both signs', () => {
    expect([divideRounded(7, 2), divideRounded(-7, 2), divideRounded(50000, 7), divideRounded(6, 4)]).toEqual([
      4, -4, 7143, 2,
    ]);
  });
});

describe('days: nights are named by their evening', () => {
  it('a stay from 29 June to 2 July has the nights of 29 and 30 June and 1 July', () => {
    expect(nightsOf('2026-06-29', '2026-07-02')).toEqual(['2026-06-29', '2026-06-30', '2026-07-01']);
    expect(daysBetween('2026-03-01', '2026-05-04')).toBe(64);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect([weekdayOf('2026-05-04'), weekdayOf('2026-05-10')]).toEqual([1, 7]);
  });

  it('day arithmetic agrees with the calendar over 30 years, leap days included', () => {
    const start = Date.UTC(1999, 11, 25);
    for (let i = 0; i < 11_000; i += 97) {
      const date = new Date(start + i * 86_400_000);
      const iso = date.toISOString().slice(0, 10);
      expect(addDays('1999-12-25', i)).toBe(iso);
      expect(daysBetween('1999-12-25', iso)).toBe(i);
      expect(weekdayOf(iso)).toBe(date.getUTCDay() === 0 ? 7 : date.getUTCDay());
    }
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
