// The grid form refuses what the engine refuses, by the form's own field paths, plus one price per
// place type and period, one option per item, and date splits naming an existing period.
import { describe, expect, it } from 'vitest';
import { gridInputSchema } from './grid-contract';

const grid = (change: Record<string, unknown> = {}) => ({
  id: 0,
  label: 'Été 2026',
  priceModel: 1,
  minPersons: 1,
  maxPersons: 6,
  includedPersons: 2,
  periods: [
    { label: 'Basse', startDate: '2026-04-01', endDate: '2026-06-30', prices: [{ placeTypeId: 1, nightCents: 2000 }] },
    { label: 'Haute', startDate: '2026-07-01', endDate: '2026-08-31', prices: [{ placeTypeId: 1, nightCents: 3500 }] },
  ],
  options: [{ kind: 'extra', refId: 1, tvaId: 1, cents: 450 }],
  ...change,
});

const fieldsOf = (value: unknown) => {
  const result = gridInputSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('grid form', () => {
  it('Occupant price mode 2, night slices first to sixth: a blank slice costs the category price', () => {
    const occupants = [{ ageCategoryId: 1, mode: 2, cents: 800, slices: [1200, null, 900] }];
    const periods = [
      { label: 'Basse', startDate: '2026-04-01', endDate: '2026-06-30', prices: [{ placeTypeId: 1, occupants }] },
    ];
    const [price] = gridInputSchema.parse(grid({ periods })).periods[0].prices;
    expect(price.occupants[0].slices).toEqual([1200, 800, 900]);
  });

  it('The week discount applies to weeks 1 to 4: a blank week is no discount, a fifth is refused', () => {
    expect(gridInputSchema.parse(grid({ weekDiscountsBp: [null, 500] })).weekDiscountsBp).toEqual([0, 500]);
    expect(fieldsOf(grid({ weekDiscountsBp: [0, 0, 0, 0, 100] }))).toEqual({ weekDiscountsBp: 'TOO_LONG' });
  });

  it('accepts a complete grid, weekdays sorted without repeats', () => {
    const parsed = gridInputSchema.parse(grid({ arrivalWeekdays: [6, 3, 6] }));
    expect(parsed.arrivalWeekdays).toEqual([3, 6]);
    expect(parsed.options[0]).toMatchObject({ pricing: null, isIncluded: false, isMandatory: false, periodCents: [] });
  });

  it.each([
    [
      'max persons below min',
      { minPersons: 3, maxPersons: 2, includedPersons: 0 },
      { maxPersons: 'MAX_PERSONS_BELOW_MIN' },
    ],
    [
      'periods must not overlap',
      { periods: [grid().periods[0], { ...grid().periods[1], startDate: '2026-06-30' }] },
      { 'periods.1.startDate': 'OVERLAPPING_PERIODS' },
    ],
    [
      'an option cannot be both included and mandatory',
      { options: [{ kind: 'extra', refId: 1, tvaId: 1, cents: 0, isIncluded: true, isMandatory: true }] },
      { 'options.0.isMandatory': 'OPTION_INCLUDED_AND_MANDATORY' },
    ],
    [
      'one option per item',
      { options: [grid().options[0], grid().options[0]] },
      { 'options.1.refId': 'VALUE_ALREADY_ASSIGNED' },
    ],
    [
      'a date split names an existing period',
      { options: [{ ...grid().options[0], periodCents: [{ period: 5, cents: 100 }] }] },
      { 'options.0.periodCents.0.period': 'PERIOD_REQUIRED' },
    ],
    ['at most 4 week discounts', { weekDiscountsBp: [100, 100, 100, 100, 100] }, { weekDiscountsBp: 'TOO_LONG' }],
    ['weekdays 1 to 7', { specialWeekdays: [0] }, { 'specialWeekdays.0': 'INVALID_NUMBER' }],
  ])('refuses: %s', (_rule, change, fields) => {
    expect(fieldsOf(grid(change))).toEqual(fields);
  });
});
