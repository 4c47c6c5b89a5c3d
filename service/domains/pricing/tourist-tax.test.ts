import { describe, expect, it } from 'vitest';
import { makeGrid, makeInput, TOURIST_TAX } from './fixtures';
import { quote } from './quote';
import type { Occupants, PriceUpdateChoice, QuoteInput, QuoteLine, TouristTax } from './types';

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

describe('the tourist tax is recomputed from the taxed persons and nights whatever the price choice', () => {
  const RULE = 'the tourist tax is recomputed from the taxed persons and nights whatever the price choice';
  const CHOICES: PriceUpdateChoice[] = [
    'updateFromGrid',
    'keepExistingGrid',
    'updateFromExistingDetail',
    'keepExistingDetail',
  ];
  const grid = makeGrid();
  /** Two rates: 0,60 € until 30 June, 0,80 € from 1 July; the département adds 10 %. */
  const tax: TouristTax = {
    ...TOURIST_TAX,
    rates: [
      { startDate: '2026-01-01', endDate: '2026-06-30', value: 60 },
      { startDate: '2026-07-01', endDate: '2026-12-31', value: 80 },
    ],
  };
  /** The booking as saved: 3 low nights (4–7 May) for 2 adults, its tax « 6 × 0,60 » and « 1 × 0,36 ». */
  const saved = quote(makeInput({ touristTax: tax }));
  /** The same booking as it was stored while the tax was frozen: « 1 × 3,60 » and « 1 × 0,36 ». */
  const frozenTax: QuoteLine[] = [
    ...saved.lines.filter((l) => l.kind === 1),
    { ...(saved.lines.find((l) => l.kind === 2) as QuoteLine), key: 'tax:frozen', quantity: 1, unitCents: 360 },
    saved.lines.find((l) => l.kind === 3) as QuoteLine,
  ];
  const taxLines = (q: ReturnType<typeof quote>) =>
    q.lines.filter((l) => l.kind === 2 || l.kind === 3).map((l) => [l.kind, l.quantity, l.unitCents, l.amountCents]);
  const changed = (choice: PriceUpdateChoice, change: Partial<QuoteInput>, existingLines = saved.lines) =>
    quote(
      makeInput({
        touristTax: tax,
        priceUpdate: { choice, existingGrid: grid, existingLines, existingNights: 3 },
        ...change,
      }),
    );

  it('the saved booking: 2 adults × 3 nights × 0,60 € = 3,60 €, and 10 % of it = 0,36 €', () => {
    expect(taxLines(saved)).toEqual([
      [2, 6, 60, 360],
      [3, 1, 36, 36],
    ]);
  });

  it.each(CHOICES)(`${RULE}: extended to 5 nights under %s, 2 × 5 × 0,60 € = 6,00 € and 0,60 €`, (choice) => {
    expect(taxLines(changed(choice, { departure: '2026-05-09' }))).toEqual([
      [2, 10, 60, 600],
      [3, 1, 60, 60],
    ]);
  });

  it.each(CHOICES)(`${RULE}: shortened to 1 night under %s, 2 × 1 × 0,60 € = 1,20 € and 0,12 €`, (choice) => {
    expect(taxLines(changed(choice, { departure: '2026-05-05' }))).toEqual([
      [2, 2, 60, 120],
      [3, 1, 12, 12],
    ]);
  });

  it.each(CHOICES)(
    `${RULE}: a third adult and a child (exempt by age) under %s, 3 × 3 × 0,60 € = 5,40 € and 0,54 €`,
    (choice) => {
      const occupants = [adults(3), children(1)];
      expect(taxLines(changed(choice, { occupants }))).toEqual([
        [2, 9, 60, 540],
        [3, 1, 54, 54],
      ]);
    },
  );

  it.each(CHOICES)(
    `${RULE}: a seasonal worker among the adults under %s, 1 × 3 × 0,60 € = 1,80 € and 0,18 €`,
    (choice) => {
      const occupants = [adults(1), { ...adults(1), exemption: { reason: 'seasonalWorker' as const } }];
      expect(taxLines(changed(choice, { occupants }))).toEqual([
        [2, 3, 60, 180],
        [3, 1, 18, 18],
      ]);
    },
  );

  it.each(CHOICES)(
    `${RULE}: shifted across the rate change (29 June–3 July) under %s, 2 × 2 × 0,60 € + 2 × 2 × 0,80 € and 10 % of 5,60 €`,
    (choice) => {
      const q = changed(choice, { arrival: '2026-06-29', departure: '2026-07-03' });
      expect(taxLines(q)).toEqual([
        [2, 4, 60, 240],
        [2, 4, 80, 320],
        [3, 1, 56, 56],
      ]);
    },
  );

  it.each(CHOICES)(`${RULE}: the night limit still counts under %s, 2 of 5 nights × 2 × 0,60 €`, (choice) => {
    const q = changed(choice, { departure: '2026-05-09', touristTax: { ...tax, maxNights: 2 } });
    expect(taxLines(q)).toEqual([
      [2, 4, 60, 240],
      [3, 1, 24, 24],
    ]);
  });

  it.each(CHOICES)(
    `${RULE}: a tax once frozen into « 1 × 3,60 € » is priced again as « 10 × 0,60 € » under %s`,
    (choice) => {
      expect(taxLines(changed(choice, { departure: '2026-05-09' }, frozenTax))).toEqual([
        [2, 10, 60, 600],
        [3, 1, 60, 60],
      ]);
    },
  );
});
