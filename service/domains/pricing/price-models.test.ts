import { describe, expect, it } from 'vitest';
import { LOW, MOBILE_HOME, makeGrid, makeInput, weekGrid } from './fixtures';
import { quote } from './quote';
import type { PeriodPrices, PriceGrid, QuoteInput } from './types';

const totalOf = (input: QuoteInput) => quote(input).totals.totalCents;
const onGrid = (grid: PriceGrid, rest: Partial<QuoteInput> = {}) => makeInput({ grids: [grid], ...rest });
const onWeekGrid = (grid: PriceGrid, rest: Partial<QuoteInput> = {}) =>
  makeInput({ grids: [grid], placeType: MOBILE_HOME, occupants: [{ ageCategoryId: 1, count: 2 }], ...rest });

const lowPrices = (extra: Partial<PeriodPrices>): PeriodPrices[] => [
  { periodId: 1, placeTypeId: 1, nightCents: 2000, ...extra },
  { periodId: 2, placeTypeId: 1, nightCents: 3500 },
];

describe('price models and grid periods', () => {
  it.each([
    {
      rule: 'Model 1 night: 3 low-season nights × 20,00 € = 60,00 €',
      input: onGrid(makeGrid()),
      total: 6000,
    },
    {
      rule: 'A stay that spans periods is priced night by night in each period: 2 × 20,00 € + 1 × 35,00 €',
      input: onGrid(makeGrid(), { arrival: '2026-06-29', departure: '2026-07-02' }),
      total: 7500,
    },
    {
      rule: 'Model 1 first-nights price: the first night at 25,00 €, then 2 × 20,00 €',
      input: onGrid(makeGrid({ firstNightsCount: 1, prices: lowPrices({ firstNightsCents: 2500 }) })),
      total: 6500,
    },
    {
      rule: 'Model 1 special-nights price on Friday and Saturday: Thu 20,00 € + Fri and Sat 2 × 24,00 €',
      input: onGrid(makeGrid({ specialWeekdays: [5, 6], prices: lowPrices({ specialNightsCents: 2400 }) }), {
        arrival: '2026-05-07',
        departure: '2026-05-10',
      }),
      total: 6800,
    },
    {
      rule: 'Model 3 short stay and weekend: Friday to Sunday pays the weekend price once (35,00 €)',
      input: onGrid(makeGrid({ priceModel: 3, prices: lowPrices({ weekendCents: 3500 }) }), {
        arrival: '2026-05-08',
        departure: '2026-05-10',
      }),
      total: 3500,
    },
    {
      rule: 'Model 3 short stay and weekend: a Monday–Wednesday short stay is priced by the night (2 × 20,00 €)',
      input: onGrid(makeGrid({ priceModel: 3, prices: lowPrices({ weekendCents: 3500 }) }), {
        departure: '2026-05-06',
      }),
      total: 4000,
    },
    {
      rule: 'Model 5 couple night: the night price covers two persons even when the grid includes none',
      input: onGrid(makeGrid({ priceModel: 5, includedPersons: 0 })),
      total: 6000,
    },
    {
      rule: 'Model 5 couple night: a third adult pays 3 × 5,00 € on top of 3 × 20,00 €',
      input: onGrid(makeGrid({ priceModel: 5, includedPersons: 0 }), { occupants: [{ ageCategoryId: 1, count: 3 }] }),
      total: 7500,
    },
    {
      rule: 'Model 7 night or week: 5 nights are priced by the night (5 × 20,00 €)',
      input: onGrid(makeGrid({ priceModel: 7 }), { departure: '2026-05-09' }),
      total: 10000,
    },
    {
      rule: 'Model 7 night or week: 8 nights are a week (420,00 €) and an extra night prorated (60,00 €)',
      input: onWeekGrid(weekGrid({ priceModel: 7 }), { departure: '2026-05-12' }),
      total: 48000,
    },
    {
      rule: 'Model 8 stay package: the period package price once whatever the nights (150,00 € for 4 nights)',
      input: onGrid(makeGrid({ priceModel: 8, prices: lowPrices({ packageCents: 15000 }) }), {
        departure: '2026-05-08',
      }),
      total: 15000,
    },
    {
      rule: 'Model 9 per person only: the place costs nothing, two adults pay 2 × 3 × 5,00 €',
      input: onGrid(
        makeGrid({
          priceModel: 9,
          prices: [{ periodId: 1, placeTypeId: 1, occupants: [{ ageCategoryId: 1, mode: 1, cents: 500 }] }],
        }),
      ),
      total: 3000,
    },
  ])('$rule', ({ input, total }) => {
    expect(totalOf(input)).toBe(total);
  });

  it('Model 1: each period gets its own line saying which grid, period and rule produced it', () => {
    const q = quote(onGrid(makeGrid(), { arrival: '2026-06-29', departure: '2026-07-02' }));
    expect(q.lines.map((l) => [l.kind, l.quantity, l.unitCents, l.amountCents, l.vatBp])).toEqual([
      [1, 2, 2000, 4000, 1000],
      [1, 1, 3500, 3500, 1000],
    ]);
    expect(q.lines[0].explain).toContain('grille « Été 2026 » v3, période « Basse saison »');
    expect(q.lines[1].explain).toContain('Haute saison');
    expect(q.gridVersion).toBe(3);
  });

  it('Model 4 special duration: stay dates exactly matching the price period pay its package (900,00 €)', () => {
    const period = {
      id: 10,
      label: 'Semaine du 4 juillet',
      startDate: '2026-07-04',
      endDate: '2026-07-11',
      duration: 7,
    };
    const grid = makeGrid({
      priceModel: 4,
      periods: [period],
      prices: [{ periodId: 10, placeTypeId: 1, packageCents: 90000 }],
    });
    expect(totalOf(onGrid(grid, { arrival: '2026-07-04', departure: '2026-07-11' }))).toBe(90000);
  });

  it('A special-duration grid needs stay dates exactly matching the price period, else the catalogue error', () => {
    const period = { id: 10, label: 'Semaine du 4 juillet', startDate: '2026-07-04', endDate: '2026-07-11' };
    const grid = makeGrid({
      priceModel: 4,
      periods: [period],
      prices: [{ periodId: 10, placeTypeId: 1, packageCents: 1 }],
    });
    expect(() => quote(onGrid(grid, { arrival: '2026-07-04', departure: '2026-07-10' }))).toThrow(
      'SPECIAL_DURATION_DATES_MISMATCH',
    );
  });

  it('Grid not yet set up: a price the model needs left blank', () => {
    const grid = makeGrid({ prices: [{ periodId: 1, placeTypeId: 1, nightCents: null }] });
    expect(() => quote(onGrid(grid))).toThrow('GRID_NOT_SET_UP');
  });

  it('No price grid for the place type and period: a night no period covers', () => {
    expect(() =>
      quote(onGrid(makeGrid({ periods: [LOW] }), { arrival: '2026-06-30', departure: '2026-07-02' })),
    ).toThrow('NO_PRICE_GRID_FOR_PLACE_TYPE');
  });

  it('No price grid for the place type and period: the grid has no prices for the place type', () => {
    expect(() => quote(makeInput({ placeType: MOBILE_HOME }))).toThrow('NO_PRICE_GRID_FOR_PLACE_TYPE');
  });
});
