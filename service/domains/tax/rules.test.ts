import { describe, expect, it } from 'vitest';
import { firstPriceClash } from './rules';

const y2027 = { startDate: '2027-01-01', endDate: '2027-12-31' };

describe('firstPriceClash', () => {
  it.each([
    ['no period', [], -1],
    ['one period', [y2027], -1],
    ['adjacent periods', [y2027, { startDate: '2028-01-01', endDate: '2028-12-31' }], -1],
    ['a shared last day', [y2027, { startDate: '2027-12-31', endDate: '2028-06-30' }], 1],
    [
      'a period inside another',
      [{ startDate: '2028-01-01', endDate: '2028-12-31' }, y2027, { startDate: '2027-03-01', endDate: '2027-03-31' }],
      2,
    ],
  ])('Tax already has a price in the period: %s gives %i', (_name, periods, at) => {
    expect(firstPriceClash(periods)).toBe(at);
  });
});
