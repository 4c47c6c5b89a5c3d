import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parisToday, sameParisDay, toParisDay } from './dates';

describe('formatDate', () => {
  it.each([
    ['2026-03-10', '10/03/2026'],
    ['2026-03-10T10:00:00Z', '10/03/2026'],
    ['2026-03-10T23:30:00Z', '11/03/2026'],
    [new Date('2026-12-31T23:30:00Z'), '01/01/2027'],
  ])('"Dates are shown as DD/MM/YYYY" (%j)', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each(['1900-01-01', '1900-06-15T12:00:00Z', '2026-02-30', 'abc', '', null, undefined, new Date(Number.NaN)])(
    '"A date with year 1900, or an invalid date, is shown as undefined": nothing is shown (%j)',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    },
  );
});

describe('formatDateTime', () => {
  it.each([
    ['2026-03-10T10:05:00Z', '10/03/2026 11:05'],
    ['2026-07-14T10:05:00Z', '14/07/2026 12:05'],
    ['2026-03-10T23:30:00Z', '11/03/2026 00:30'],
    ['2026-03-10T08:15', '10/03/2026 08:15'],
    ['2026-03-10', '10/03/2026 00:00'],
    [new Date('2026-01-01T00:00:00Z'), '01/01/2026 01:00'],
  ])('"date-time as DD/MM/YYYY HH:mm", "An instant is ... shown in Paris time" (%j)', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe('sameParisDay', () => {
  it('"Date comparison for display uses Europe/Paris and the first 10 characters"', () => {
    expect(sameParisDay('2026-03-10', '2026-03-10T15:00:00Z')).toBe(true);
    expect(sameParisDay('2026-03-10', '2026-03-10T23:30:00Z')).toBe(false);
    expect(sameParisDay('2026-03-11', '2026-03-10T23:30:00Z')).toBe(true);
    expect(sameParisDay('2026-07-14T22:30:00Z', '2026-07-15')).toBe(true);
    expect(sameParisDay(new Date('2026-03-10T23:30:00Z'), '2026-03-11T08:00')).toBe(true);
    expect(sameParisDay('2026-03-10T00:00', '2026-03-10T23:59')).toBe(true);
    expect(sameParisDay('2026-03-10', '2026-03-11')).toBe(false);
  });

  it('"Date comparison for display uses Europe/Paris": an unknown date matches nothing', () => {
    expect(sameParisDay(null, null)).toBe(false);
    expect(sameParisDay(undefined, '2026-03-10')).toBe(false);
    expect(sameParisDay('abc', 'abc')).toBe(false);
  });
});

describe('parisToday and toParisDay', () => {
  it('"A day is YYYY-MM-DD (the campsite\'s local day, Europe/Paris)"', () => {
    expect(parisToday(new Date('2026-03-10T22:59:59Z'))).toBe('2026-03-10');
    expect(parisToday(new Date('2026-03-10T23:00:00Z'))).toBe('2026-03-11');
    expect(parisToday(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(parisToday(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
    expect(toParisDay('2026-07-14T22:00:00Z')).toBe('2026-07-15');
    expect(toParisDay('nope')).toBeUndefined();
  });

  it('"Today comes from the injected clock": an invalid clock value is refused', () => {
    expect(() => parisToday(new Date(Number.NaN))).toThrow(RangeError);
  });
});
