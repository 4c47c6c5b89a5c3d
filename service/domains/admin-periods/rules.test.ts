import { describe, expect, it } from 'vitest';
import {
  addedClosedNights,
  closedNights,
  firstOverlap,
  isStartBeforeEnd,
  isWithinActivityPeriod,
  overlaps,
} from './rules';

const season = { startDate: '2026-04-01', endDate: '2026-09-30' };
const winter = { startDate: '2026-12-15', endDate: '2027-01-05' };

describe('isWithinActivityPeriod', () => {
  it.each(['2026-04-01', '2026-07-14', '2026-09-30', '2026-12-31', '2027-01-05'])(
    'Date within the activity period: %s is in a period (both ends included)',
    (day) => {
      expect(isWithinActivityPeriod(day, [season, winter])).toBe(true);
    },
  );

  it.each(['2026-03-31', '2026-10-01', '2026-12-14', '2027-01-06'])(
    'Date within the activity period: %s is outside every period',
    (day) => {
      expect(isWithinActivityPeriod(day, [season, winter])).toBe(false);
    },
  );

  it('Date within the activity period: no period at all refuses every date', () => {
    expect(isWithinActivityPeriod('2026-07-14', [])).toBe(false);
  });
});

describe('period rules', () => {
  it('Start date before end date (not equal)', () => {
    expect(isStartBeforeEnd(season)).toBe(true);
    expect(isStartBeforeEnd({ startDate: '2026-04-01', endDate: '2026-04-01' })).toBe(false);
    expect(isStartBeforeEnd({ startDate: '2026-04-02', endDate: '2026-04-01' })).toBe(false);
  });

  it('Periods must not overlap: a shared day is an overlap, adjacent days are not', () => {
    expect(overlaps(season, { startDate: '2026-09-30', endDate: '2026-10-10' })).toBe(true);
    expect(overlaps(season, { startDate: '2026-01-01', endDate: '2026-12-31' })).toBe(true);
    expect(overlaps(season, { startDate: '2026-10-01', endDate: '2026-10-10' })).toBe(false);
    expect(overlaps(season, winter)).toBe(false);
  });

  it('Periods must not overlap: a period does not clash with its own saved row', () => {
    const rows = [{ id: 1, ...season }];
    expect(firstOverlap({ id: 1, ...season }, rows)).toBeUndefined();
    expect(firstOverlap({ id: 0, ...season }, rows)).toEqual(rows[0]);
  });
});

describe('closedNights', () => {
  it('A date must lie within the activity period: the nights outside every period, as runs, the departure day being no night', () => {
    expect(closedNights({ startDate: '2026-09-28', endDate: '2026-10-03' }, [season, winter])).toEqual([
      ['2026-10-01', '2026-10-03'],
    ]);
    expect(closedNights({ startDate: '2026-09-25', endDate: '2026-10-01' }, [season])).toEqual([]);
    expect(closedNights({ startDate: '2026-12-13', endDate: '2027-01-08' }, [season, winter])).toEqual([
      ['2026-12-13', '2026-12-15'],
      ['2027-01-06', '2027-01-08'],
    ]);
  });

  it('A date must lie within the activity period: a stay inside one period, to its last night, has none closed', () => {
    expect(closedNights({ startDate: season.startDate, endDate: '2026-10-01' }, [winter, season])).toEqual([]);
    expect(closedNights({ startDate: season.startDate, endDate: '2026-10-02' }, [winter, season])).toEqual([
      ['2026-10-01', '2026-10-02'],
    ]);
  });

  it('A date must lie within the activity period: no period at all closes every night', () => {
    expect(closedNights({ startDate: '2026-07-10', endDate: '2026-07-14' }, [])).toEqual([
      ['2026-07-10', '2026-07-14'],
    ]);
  });

  it('A date must lie within the activity period: a stored stay keeps its closed nights, a change may add none', () => {
    const before = { startDate: '2026-09-25', endDate: '2026-10-03' };
    expect(addedClosedNights({ startDate: '2026-09-26', endDate: '2026-10-02' }, before, [season])).toEqual([]);
    expect(addedClosedNights({ startDate: '2026-09-26', endDate: '2026-10-04' }, before, [season])).toEqual([
      ['2026-10-01', '2026-10-04'],
    ]);
    expect(addedClosedNights(before, null, [season])).toEqual([['2026-10-01', '2026-10-03']]);
  });
});
