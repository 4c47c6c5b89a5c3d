import { describe, expect, it } from 'vitest';
import { isWholeMonths, readingError } from './rules';

describe('isWholeMonths', () => {
  it.each([
    ['2027-01-01', '2027-12-31', true],
    ['2027-01-01', '2028-12-31', true],
    ['2027-02-01', '2027-02-28', true],
    ['2028-02-01', '2028-02-29', true],
    ['2027-04-01', '2027-09-30', true],
    ['2027-01-02', '2027-12-31', false],
    ['2027-01-01', '2027-12-30', false],
    ['2028-02-01', '2028-02-28', false],
  ])('Dates must form whole years or months: %s to %s -> %s', (startDate, endDate, expected) => {
    expect(isWholeMonths({ startDate, endDate })).toBe(expected);
  });
});

describe('readingError', () => {
  const readings = [
    { id: 1, readingDate: '2026-01-01', quantity: 100 },
    { id: 2, readingDate: '2026-04-01', quantity: 250 },
    { id: 3, readingDate: '2026-07-01', quantity: 400 },
  ];

  it.each([
    ['quantity required', { id: 0, readingDate: '2026-10-01', quantity: null }, 'METER_QUANTITY_REQUIRED'],
    [
      'reading already exists for date',
      { id: 0, readingDate: '2026-07-01', quantity: 500 },
      'METER_READING_ALREADY_EXISTS',
    ],
    [
      'reading date after the last',
      { id: 0, readingDate: '2026-05-01', quantity: 300 },
      'METER_READING_DATE_BEFORE_LAST',
    ],
    [
      'quantity at least last reading',
      { id: 0, readingDate: '2026-10-01', quantity: 399 },
      'METER_QUANTITY_OUT_OF_RANGE',
    ],
    [
      'quantity at most next (a corrected reading)',
      { id: 2, readingDate: '2026-04-01', quantity: 401 },
      'METER_QUANTITY_OUT_OF_RANGE',
    ],
    [
      'quantity at least last (a corrected reading)',
      { id: 2, readingDate: '2026-04-01', quantity: 99 },
      'METER_QUANTITY_OUT_OF_RANGE',
    ],
    [
      'a corrected reading may not take another day',
      { id: 2, readingDate: '2026-01-01', quantity: 100 },
      'METER_READING_ALREADY_EXISTS',
    ],
  ] as const)('Meters: %s', (_rule, draft, code) => {
    expect(readingError(draft, readings)).toBe(code);
  });

  it.each([
    ['a first reading', { id: 0, readingDate: '2026-01-01', quantity: 0 }, []],
    ['a new reading equal to the last', { id: 0, readingDate: '2026-10-01', quantity: 400 }, readings],
    ['a corrected reading between its neighbours', { id: 2, readingDate: '2026-04-02', quantity: 400 }, readings],
  ] as const)('Meters: accepts %s', (_case, draft, others) => {
    expect(readingError(draft, others)).toBeUndefined();
  });
});
