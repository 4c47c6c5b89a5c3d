import { describe, expect, it } from 'vitest';
import { checkNotInPast } from './date-not-past';

describe('checkNotInPast', () => {
  it.each([
    ['2026-03-09', '2026-03-10'],
    ['2025-12-31', '2026-01-01T10:00:00Z'],
    ['2026-03-10T09:59:59Z', '2026-03-10T10:00:00Z'],
    ['2026-03-10T10:59', '2026-03-10T10:00:00Z'],
  ])('Date not in the past: fails when earlier than now (%s before %s)', (value, now) => {
    expect(checkNotInPast(value, now)).toBe('DATE_IN_PAST');
  });

  it.each([
    ['2026-03-10', '2026-03-10'],
    ['2026-03-10', '2026-03-10T18:00:00Z'],
    ['2026-03-11', '2026-03-10'],
    ['2026-03-10T10:00:00Z', '2026-03-10T10:00:00Z'],
    ['2026-03-10T11:00', '2026-03-10T10:00:00Z'],
    ['2026-03-10T00:00:00Z', '2026-03-10'],
  ])('Date not in the past: today or later passes (%s against %s)', (value, now) => {
    expect(checkNotInPast(value, now)).toBeUndefined();
  });

  it('Date comparison uses Europe/Paris: 23:30 UTC on the 9th is already the 10th in Paris', () => {
    expect(checkNotInPast('2026-03-09', '2026-03-09T23:30:00Z')).toBe('DATE_IN_PAST');
    expect(checkNotInPast('2026-03-10', '2026-03-09T23:30:00Z')).toBeUndefined();
  });

  it('Date not in the past: accepts a Date object as now', () => {
    expect(checkNotInPast('2026-03-09', new Date('2026-03-10T12:00:00Z'))).toBe('DATE_IN_PAST');
  });

  it.each(['2026-02-30', 'hier', '2026-03-10T25:00'])('One date incorrect: gives INVALID_DATE (%s)', (value) => {
    expect(checkNotInPast(value, '2026-03-10')).toBe('INVALID_DATE');
  });

  it.each([null, undefined, ''])('Leaves a blank date to the required check (%j)', (value) => {
    expect(checkNotInPast(value, '2026-03-10')).toBeUndefined();
  });
});
