import { describe, expect, it } from 'vitest';
import { depositTermsErrors, firstOverlapIndex, partnerPeriodErrors, unitValueError } from './rules';

const june = { startDate: '2027-06-01', endDate: '2027-06-30', rate: 1000 };
const july = { startDate: '2027-07-01', endDate: '2027-07-31', rate: 1200 };
const allot = (placeTypeId: number, startDate: string, endDate: string) => ({
  placeTypeId,
  startDate,
  endDate,
  quantity: 5,
});

describe('partner periods', () => {
  it('Periods must not overlap: adjacent commission periods are accepted', () => {
    expect(partnerPeriodErrors({ commissionPeriods: [june, july], allotments: [] })).toEqual({});
  });

  it('Periods must not overlap: a commission period sharing a day with an earlier one is refused on its start', () => {
    const overlapping = { ...july, startDate: '2027-06-30' };
    expect(partnerPeriodErrors({ commissionPeriods: [june, overlapping], allotments: [] })).toEqual({
      'commissionPeriods.1.startDate': 'OVERLAPPING_PERIODS',
    });
  });

  it.each([
    ['2027-06-01', '2027-06-01'],
    ['2027-06-02', '2027-06-01'],
  ])('Start date before end date (not equal): %s to %s is refused on the end date', (startDate, endDate) => {
    expect(partnerPeriodErrors({ commissionPeriods: [{ startDate, endDate, rate: 1 }], allotments: [] })).toEqual({
      'commissionPeriods.0.endDate': 'START_AFTER_END',
    });
    expect(partnerPeriodErrors({ commissionPeriods: [], allotments: [allot(1, startDate, endDate)] })).toEqual({
      'allotments.0.endDate': 'START_AFTER_END',
    });
  });

  it('Periods must not overlap: allotments overlap only within one place type', () => {
    const a = allot(1, '2027-06-01', '2027-06-30');
    expect(
      partnerPeriodErrors({ commissionPeriods: [], allotments: [a, allot(2, '2027-06-10', '2027-06-20')] }),
    ).toEqual({});
    expect(
      partnerPeriodErrors({ commissionPeriods: [], allotments: [a, allot(1, '2027-06-10', '2027-06-20')] }),
    ).toEqual({
      'allotments.1.startDate': 'OVERLAPPING_PERIODS',
    });
  });

  it('firstOverlapIndex answers -1 when no period overlaps', () => {
    expect(firstOverlapIndex([june, july])).toBe(-1);
    expect(firstOverlapIndex([july, june, { ...june, startDate: '2027-05-01' }])).toBe(2);
  });
});

describe('unit values (unit types: currency or percent)', () => {
  it.each([
    ['currency', 1500, null],
    ['percent', 10_000, null],
    ['amount', 1, null],
    ['currency', 0, 'AMOUNT_MUST_BE_POSITIVE'],
    ['percent', -5, 'AMOUNT_MUST_BE_POSITIVE'],
    ['percent', 10_001, 'INVALID_NUMBER'],
  ] as const)('Amount must be positive, a percent at most 100 %%: %s %i', (unit, value, expected) => {
    expect(unitValueError(unit, value)).toBe(expected);
  });
});

describe('deposit modes (fixed amount, percentage, by started week, equal to first night; 100 % option)', () => {
  const terms = { depositRate: null, depositAmountCents: null, isFullDeposit: false };
  it.each([
    ['fixed', { depositAmountCents: 10_000 }, {}],
    ['fixed', {}, { depositAmountCents: 'DEPOSIT_AMOUNT_REQUIRED' }],
    ['startedWeek', {}, { depositAmountCents: 'DEPOSIT_AMOUNT_REQUIRED' }],
    ['percent', { depositRate: 2500 }, {}],
    ['percent', {}, { depositRate: 'DEPOSIT_AMOUNT_REQUIRED' }],
    ['firstNight', {}, {}],
    ['percent', { isFullDeposit: true }, {}],
  ] as const)('A deposit amount must be entered: %s with %j', (depositMode, more, expected) => {
    expect(depositTermsErrors({ ...terms, depositMode, ...more })).toEqual(expected);
  });
});
