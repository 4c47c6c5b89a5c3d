import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime } from './display-date';

describe('displayDate', () => {
  it.each([
    ['2026-03-10', '10/03/2026'],
    ['2026-03-10T10:00:00Z', '10/03/2026'],
    ['2026-03-10T23:30:00Z', '11/03/2026'],
    ['2026-07-14T23:30:00+02:00', '14/07/2026'],
    ['2026-03-10T08:15', '10/03/2026'],
    ['0999-01-02', '02/01/0999'],
  ])('Date display is DD/MM/YYYY of the Europe/Paris day (%s)', (value, expected) => {
    expect(displayDate(value)).toBe(expected);
  });

  it('Date display accepts a Date and reads it in Europe/Paris', () => {
    expect(displayDate(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
  });

  it.each(['1900-01-01', '1900-06-15', '1900-01-01T00:00:00Z', '1900-06-15T12:00:00Z'])(
    'A date with year 1900 is shown as undefined (%s)',
    (value) => {
      expect(displayDate(value)).toBeUndefined();
      expect(displayDateTime(value)).toBeUndefined();
    },
  );

  it.each(['2026-02-30', 'abc', '', '2026-03-10T24:00', '2026-13-01T10:00:00Z', null, undefined])(
    'An invalid date is shown as undefined (%j)',
    (value) => {
      expect(displayDate(value)).toBeUndefined();
      expect(displayDateTime(value)).toBeUndefined();
    },
  );

  it('An invalid Date object is shown as undefined', () => {
    expect(displayDate(new Date(Number.NaN))).toBeUndefined();
  });
});

describe('displayDateTime', () => {
  it.each([
    ['2026-01-15T10:05:00Z', '15/01/2026 11:05'],
    ['2026-07-15T10:05:00Z', '15/07/2026 12:05'],
    ['2026-07-15T10:05:00.123+02:00', '15/07/2026 10:05'],
    ['2026-03-29T00:59:00Z', '29/03/2026 01:59'],
    ['2026-03-29T01:00:00Z', '29/03/2026 03:00'],
    ['2026-01-15T22:30:00Z', '15/01/2026 23:30'],
    ['2026-01-15T23:00:00Z', '16/01/2026 00:00'],
    ['2026-01-15T08:30', '15/01/2026 08:30'],
    ['2026-01-15', '15/01/2026 00:00'],
  ])('Date-times are shown DD/MM/YYYY HH:mm in Europe/Paris time (%s)', (value, expected) => {
    expect(displayDateTime(value)).toBe(expected);
  });
});
