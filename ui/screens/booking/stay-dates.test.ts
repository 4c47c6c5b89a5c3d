import { describe, expect, it } from 'vitest';
import { addDays, nightsBetween, withDuration, withStart } from './stay-dates';

describe('date editing', () => {
  it('moving the start date after the end date pushes the end date by the default number of days', () => {
    expect(withStart({ startDate: '2027-07-01', endDate: '2027-07-05' }, '2027-07-10', 7)).toEqual({
      startDate: '2027-07-10',
      endDate: '2027-07-17',
    });
  });

  it('a start moved but still before the end keeps the end', () => {
    expect(withStart({ startDate: '2027-07-01', endDate: '2027-07-05' }, '2027-07-03', 7).endDate).toBe('2027-07-05');
  });

  it('a start on the end day pushes the end too (a stay has at least one night)', () => {
    expect(withStart({ startDate: '2027-07-01', endDate: '2027-07-05' }, '2027-07-05', 3).endDate).toBe('2027-07-08');
  });

  it('changing the end date recalculates the duration', () => {
    expect(nightsBetween('2027-07-01', '2027-07-15')).toBe(14);
    expect(nightsBetween('2027-03-28', '2027-03-29')).toBe(1);
    expect(nightsBetween('', '2027-03-29')).toBeNull();
  });

  it('changing the duration recalculates the end date; a duration that is not a number changes nothing', () => {
    const stay = { startDate: '2027-12-28', endDate: '2027-12-29' };
    expect(withDuration(stay, 7).endDate).toBe('2028-01-04');
    expect(withDuration(stay, null)).toBe(stay);
    expect(withDuration(stay, Number.NaN)).toBe(stay);
    expect(withDuration(stay, 0)).toBe(stay);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
