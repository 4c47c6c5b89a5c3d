import { describe, expect, it } from 'vitest';
import { checkIsoDay, isIsoDay } from './iso-day';

describe('isIsoDay', () => {
  it.each(['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '9999-12-31', '0001-01-01'])(
    'A day is YYYY-MM-DD naming a real calendar day (%s)',
    (value) => {
      expect(isIsoDay(value)).toBe(true);
    },
  );

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-01',
    '26-01-01',
    '01/02/2026',
    '',
    ' 2026-01-01',
    '2026-01-01 ',
    '2026-01-01T00:00:00Z',
  ])('Refuses a date that is not a real YYYY-MM-DD (%j)', (value) => {
    expect(isIsoDay(value)).toBe(false);
  });

  it('Date fields longer than 10 characters are refused', () => {
    expect(isIsoDay('2026-01-011')).toBe(false);
    expect(checkIsoDay('2026-01-0100')).toBe('INVALID_DATE');
  });

  it.each([null, undefined, 20260101, new Date()])('Refuses a value that is not a text (%j)', (value) => {
    expect(isIsoDay(value)).toBe(false);
  });
});

describe('checkIsoDay', () => {
  it('One date incorrect: gives INVALID_DATE', () => {
    expect(checkIsoDay('2026-02-30')).toBe('INVALID_DATE');
  });

  it.each([null, undefined, ''])('Leaves a blank date to the required check (%j)', (value) => {
    expect(checkIsoDay(value)).toBeUndefined();
  });
});
