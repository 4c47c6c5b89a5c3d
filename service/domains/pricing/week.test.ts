import { describe, expect, it } from 'vitest';
import { MOBILE_HOME, makeInput, weekGrid } from './fixtures';
import { quote } from './quote';
import type { PriceGrid, QuoteInput } from './types';

const stay = (grid: PriceGrid, arrival: string, departure: string, rest: Partial<QuoteInput> = {}) =>
  makeInput({ grids: [grid], placeType: MOBILE_HOME, arrival, departure, ...rest });
const totalOf = (input: QuoteInput) => quote(input).totals.totalCents;

describe('week logic (model 2)', () => {
  it.each([
    {
      rule: 'Model 2 week: 7 low-season nights pay the week price (420,00 €)',
      a: '2026-04-04',
      d: '2026-04-11',
      total: 42000,
    },
    {
      rule: 'Extra-night price blank: nights 8–10 prorated from the week price (420,00 € + 3 × 420,00 € ÷ 7)',
      a: '2026-04-04',
      d: '2026-04-14',
      total: 60000,
    },
    {
      rule: 'Extra-night price applies on nights 8–13: 840,00 € + 3 × 130,00 € in high season',
      a: '2026-07-04',
      d: '2026-07-14',
      total: 123000,
    },
    {
      rule: 'A week grid charges one week at least: 3 nights pay 420,00 €',
      a: '2026-04-04',
      d: '2026-04-07',
      total: 42000,
    },
    {
      rule: 'Extra-night price applies on nights 15–20: 20 nights are 2 weeks and 6 extra nights (2 × 420 + 6 × 60)',
      a: '2026-04-01',
      d: '2026-04-21',
      total: 120000,
    },
    {
      rule: 'A week spanning two periods is shared night by night: 4 × 60,00 € low + 3 × 120,00 € high',
      a: '2026-06-27',
      d: '2026-07-04',
      total: 60000,
    },
    {
      rule: 'Model 6 couple week: a third adult pays 7 × 5,00 € on top of the week',
      a: '2026-04-04',
      d: '2026-04-11',
      total: 45500,
      grid: weekGrid({ priceModel: 6, includedPersons: 0 }),
      occupants: 3,
    },
  ])('$rule', ({ a, d, total, grid, occupants }) => {
    const input = stay(grid ?? weekGrid(), a, d, { occupants: [{ ageCategoryId: 1, count: occupants ?? 2 }] });
    expect(totalOf(input)).toBe(total);
  });

  it('Extra-night price blank, prorated with one rounding per night: 500,00 € ÷ 7 = 71,43 € (half away from zero)', () => {
    const grid = weekGrid({ prices: [{ periodId: 1, placeTypeId: 2, weekCents: 50000 }] });
    expect(totalOf(stay(grid, '2026-04-04', '2026-04-12'))).toBe(57143);
  });

  it('The week discount applies to week 2: 2 × 420,00 € − 5 % of the second week (21,00 €)', () => {
    const q = quote(stay(weekGrid({ weekDiscountsBp: [0, 500] }), '2026-04-04', '2026-04-18'));
    expect(q.totals.totalCents).toBe(81900);
    const discount = q.lines.find((l) => l.kind === 9);
    expect(discount).toMatchObject({ amountCents: -2100, label: 'Remise semaine 2 (5 %)', vatBp: 1000 });
  });

  it('The week discount applies to weeks 1 to 4 only: 5 weeks at 420,00 € less 10 % on the first four', () => {
    const grid = weekGrid({ weekDiscountsBp: [1000, 1000, 1000, 1000, 1000] });
    expect(totalOf(stay(grid, '2026-04-01', '2026-05-06'))).toBe(5 * 42000 - 4 * 4200);
  });

  it('Model 2 week: two whole weeks in one period make one line of quantity 2', () => {
    const q = quote(stay(weekGrid(), '2026-04-04', '2026-04-18'));
    expect(q.lines.map((l) => [l.quantity, l.unitCents, l.basis])).toEqual([[2, 42000, 'week']]);
  });
});
