import { describe, expect, it } from 'vitest';
import { ELECTRICITY, makeGrid, makeInput, PITCH } from './fixtures';
import { quote } from './quote';
import { gridErrors, meetsMinNights } from './rules';
import type { PriceGrid } from './types';

const withGrid = (grid: PriceGrid, rest = {}) => makeInput({ grids: [grid], ...rest });

describe('grid and stay rules', () => {
  it.each([
    {
      rule: 'Max persons below min refused',
      grid: makeGrid({ minPersons: 3, maxPersons: 2 }),
      code: 'MAX_PERSONS_BELOW_MIN',
    },
    {
      rule: 'An option cannot be both included and mandatory',
      grid: makeGrid({ options: [{ ...ELECTRICITY, isIncluded: true, isMandatory: true }] }),
      code: 'OPTION_INCLUDED_AND_MANDATORY',
    },
    {
      rule: 'Persons above the grid maximum: quantity above capacity',
      grid: makeGrid({ maxPersons: 1, includedPersons: 1 }),
      code: 'QUANTITY_ABOVE_CAPACITY',
    },
    {
      rule: 'Persons below the grid minimum: this configuration is not possible',
      grid: makeGrid({ minPersons: 3 }),
      code: 'CONFIGURATION_NOT_POSSIBLE',
    },
    {
      rule: 'Arrival weekday: a Saturday-arrival grid refuses a Monday arrival',
      grid: makeGrid({ arrivalWeekdays: [6] }),
      code: 'INVALID_DATES',
    },
    {
      rule: 'Departure weekday: a Saturday-departure grid refuses a Thursday departure',
      grid: makeGrid({ departureWeekdays: [6] }),
      code: 'INVALID_DATES',
    },
    {
      rule: 'Minimum-nights operator "at least" 4: 3 nights refused',
      grid: makeGrid({ minNights: { operator: 'atLeast', value: 4 } }),
      code: 'CONFIGURATION_NOT_POSSIBLE',
    },
  ])('$rule', ({ grid, code }) => {
    expect(() => quote(withGrid(grid))).toThrow(code);
  });

  it.each([
    { operator: 'atLeast' as const, value: 3, nights: 3, ok: true },
    { operator: 'atLeast' as const, value: 3, nights: 2, ok: false },
    { operator: 'exactly' as const, value: 7, nights: 7, ok: true },
    { operator: 'exactly' as const, value: 7, nights: 8, ok: false },
    { operator: 'multipleOf' as const, value: 7, nights: 14, ok: true },
    { operator: 'multipleOf' as const, value: 7, nights: 10, ok: false },
  ])('Minimum-nights operator $operator $value: $nights nights → $ok', ({ operator, value, nights, ok }) => {
    expect(meetsMinNights(makeGrid({ minNights: { operator, value } }), nights)).toBe(ok);
  });

  it('Arrival weekday: a Monday-arrival grid accepts the Monday arrival', () => {
    expect(quote(withGrid(makeGrid({ arrivalWeekdays: [1], departureWeekdays: [4] }))).totals.totalCents).toBe(6000);
  });

  it('Quantity must not exceed equipment capacity: 7 persons in a pitch for 6', () => {
    expect(() =>
      quote(makeInput({ grids: [makeGrid({ maxPersons: 10 })], occupants: [{ ageCategoryId: 1, count: 7 }] })),
    ).toThrow('QUANTITY_ABOVE_CAPACITY');
    expect(PITCH.capacity).toBe(6);
  });

  it('Start date before end date (not equal): departure on the arrival day refused', () => {
    expect(() => quote(makeInput({ departure: '2026-05-04' }))).toThrow('START_AFTER_END');
    expect(() => quote(makeInput({ departure: '2026-05-01' }))).toThrow('START_AFTER_END');
  });

  it('Pricing needs dates', () => {
    expect(() => quote(makeInput({ arrival: '' }))).toThrow('DATES_REQUIRED');
  });

  it('Grids carry partners: a partner booking takes the partner grid, a public booking the public grid', () => {
    const publicGrid = makeGrid({ id: 1 });
    const partnerGrid = makeGrid({
      id: 7,
      partnerIds: [5],
      prices: [{ periodId: 1, placeTypeId: 1, nightCents: 1500 }],
    });
    const partner = {
      id: 5,
      label: 'Agence',
      commission: { type: 'percent' as const, value: 0, base: 'stay' as const },
      commissionPeriods: [],
    };
    expect(quote(makeInput({ grids: [partnerGrid, publicGrid] })).gridId).toBe(1);
    expect(quote(makeInput({ grids: [publicGrid, partnerGrid], partner })).totals.totalCents).toBe(4500);
  });

  it('Grids carry an active flag: an inactive grid never prices', () => {
    const inactive = makeGrid({ id: 9, isActive: false, prices: [{ periodId: 1, placeTypeId: 1, nightCents: 1 }] });
    expect(quote(makeInput({ grids: [inactive, makeGrid()] })).gridId).toBe(1);
    expect(() => quote(makeInput({ grids: [inactive] }))).toThrow('NO_PRICE_GRID_FOR_PLACE_TYPE');
  });

  it('Grid form: periods must not overlap (a night has one price), start before end, options checked per row', () => {
    const grid = makeGrid({
      periods: [
        { id: 1, label: 'A', startDate: '2026-04-01', endDate: '2026-06-30' },
        { id: 2, label: 'B', startDate: '2026-06-30', endDate: '2026-07-31' },
        { id: 3, label: 'C', startDate: '2026-09-30', endDate: '2026-09-01' },
      ],
      options: [ELECTRICITY, { ...ELECTRICITY, isIncluded: true, isMandatory: true, maxQuantity: 0 }],
      minPersons: 2,
      maxPersons: 1,
      includedPersons: 2,
    });
    expect(gridErrors(grid)).toEqual({
      maxPersons: 'MAX_PERSONS_BELOW_MIN',
      includedPersons: 'QUANTITY_ABOVE_CAPACITY',
      'periods.1.startDate': 'OVERLAPPING_PERIODS',
      'periods.2.endDate': 'START_AFTER_END',
      'options.1.isMandatory': 'OPTION_INCLUDED_AND_MANDATORY',
      'options.1.maxQuantity': 'QUANTITY_MUST_BE_POSITIVE',
    });
    expect(gridErrors(makeGrid())).toEqual({});
  });

  it('Grid form: an included option is included only in place types the grid prices (OPTION_INCLUDED_TYPE_NOT_PRICED)', () => {
    const options = [
      { ...ELECTRICITY, isIncluded: true, includedPlaceTypeIds: [1] },
      { ...ELECTRICITY, refId: 2, isIncluded: true, includedPlaceTypeIds: [1, 9] },
    ];
    expect(gridErrors(makeGrid({ options }))).toEqual({
      'options.1.includedPlaceTypeIds': 'OPTION_INCLUDED_TYPE_NOT_PRICED',
    });
  });
});
