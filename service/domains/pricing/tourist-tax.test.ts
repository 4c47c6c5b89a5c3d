import { describe, expect, it } from 'vitest';
import { makeInput, TOURIST_TAX } from './fixtures';
import { quote } from './quote';
import type { Occupants, QuoteInput, TouristTax } from './types';

const taxed = (tax: Partial<TouristTax>, occupants: Occupants[], rest: Partial<QuoteInput> = {}) =>
  quote(makeInput({ touristTax: { ...TOURIST_TAX, ...tax }, occupants, ...rest }));
const amounts = (q: ReturnType<typeof quote>) => ({
  tax: q.lines.filter((l) => l.kind === 2).reduce((n, l) => n + l.amountCents, 0),
  additional: q.lines.filter((l) => l.kind === 3).reduce((n, l) => n + l.amountCents, 0),
});
const adults = (count: number): Occupants => ({ ageCategoryId: 1, count });
const children = (count: number): Occupants => ({ ageCategoryId: 2, count });

describe('tourist tax (taxe de séjour)', () => {
  it.each([
    {
      rule: 'Persons aged 18 or more × nights × rate: 2 adults × 3 nights × 0,60 €, minors exempt; +10 % departmental',
      tax: {},
      occupants: [adults(2), children(1)],
      tax_: 360,
      add: 36,
    },
    {
      rule: 'Exemption of a seasonal worker employed in the commune: 1 adult taxed × 3 × 0,60 €',
      tax: {},
      occupants: [adults(1), { ...adults(1), exemption: { reason: 'seasonalWorker' as const } }],
      tax_: 180,
      add: 18,
    },
    {
      rule: 'Exemption of emergency housing: nobody taxed, no line',
      tax: {},
      occupants: [{ ...adults(2), exemption: { reason: 'emergencyHousing' as const } }],
      tax_: 0,
      add: 0,
    },
    {
      rule: 'A rate per period: 2 nights at 0,60 € then 1 at 0,80 € for 2 adults',
      tax: {
        rates: [
          { startDate: '2026-01-01', endDate: '2026-06-30', value: 60 },
          { startDate: '2026-07-01', endDate: '2026-12-31', value: 80 },
        ],
      },
      occupants: [adults(2)],
      tax_: 400,
      add: 40,
      arrival: '2026-06-29',
      departure: '2026-07-02',
    },
    {
      rule: 'Most nights taxed per stay: 2 of the 3 nights',
      tax: { maxNights: 2 },
      occupants: [adults(2)],
      tax_: 240,
      add: 24,
    },
    {
      rule: 'No additional departmental tax where the département votes none',
      tax: { additionalBp: 0 },
      occupants: [adults(2)],
      tax_: 360,
      add: 0,
    },
    {
      rule: 'Unit percent (unclassified): 5 % of the night HT per person (69,00 € TTC → 62,73 € HT ÷ 9 = 6,97 €) → 0,35 €',
      tax: {
        unit: 'percent' as const,
        rates: [{ startDate: '2026-01-01', endDate: '2026-12-31', value: 500 }],
        capCents: 200,
      },
      occupants: [adults(2), children(1)],
      tax_: 2 * 3 * 35,
      add: 21,
    },
    {
      rule: 'Unit percent is capped per person and night at the commune’s top rate (0,20 €)',
      tax: {
        unit: 'percent' as const,
        rates: [{ startDate: '2026-01-01', endDate: '2026-12-31', value: 500 }],
        capCents: 20,
      },
      occupants: [adults(2)],
      tax_: 120,
      add: 12,
    },
    {
      rule: 'The amount is frozen when the booking is confirmed',
      tax: { frozen: { taxCents: 999, additionalCents: 100 } },
      occupants: [adults(2)],
      tax_: 999,
      add: 100,
    },
  ])('$rule', ({ tax, occupants, tax_, add, ...rest }) => {
    expect(amounts(taxed(tax, occupants, rest))).toEqual({ tax: tax_, additional: add });
  });

  it('Exemptions are recorded with their reason', () => {
    const q = taxed({}, [
      adults(1),
      children(2),
      { ...adults(1), exemption: { reason: 'seasonalWorker', note: 'Camping voisin' } },
    ]);
    expect(q.touristTaxExemptions).toEqual([
      { ageCategoryId: 2, count: 2, reason: 'minor' },
      { ageCategoryId: 1, count: 1, reason: 'seasonalWorker', note: 'Camping voisin' },
    ]);
  });

  it('Outside the VAT base and shown separately: VAT 0, its own total, no VAT share', () => {
    const q = taxed({}, [adults(2)]);
    expect(q.lines.filter((l) => l.kind === 2 || l.kind === 3).every((l) => l.isOutsideVatBase && l.vatBp === 0)).toBe(
      true,
    );
    expect(q.totals).toMatchObject({ totalCents: 6396, touristTaxCents: 396, vatBaseCents: 6000 });
    expect(q.vat).toEqual([{ rateBp: 1000, inclusiveCents: 6000, vatCents: 545, exclusiveCents: 5455 }]);
  });

  it('The additional departmental tax is its own line (other tax, kind 3)', () => {
    const q = taxed({}, [adults(2)]);
    expect(q.lines.filter((l) => l.kind >= 2 && l.kind <= 3).map((l) => [l.kind, l.quantity, l.unitCents])).toEqual([
      [2, 6, 60],
      [3, 1, 36],
    ]);
  });
});
