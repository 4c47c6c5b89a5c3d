import { describe, expect, it } from 'vitest';
import { makeGrid, makeInput } from './fixtures';
import { quote } from './quote';
import type { OccupantPrice, Occupants, QuoteInput } from './types';

/** A low-season pitch at 20,00 € a night, 2 persons included, adults priced as given. */
const adultsPriced = (
  price: Omit<OccupantPrice, 'ageCategoryId'>,
  occupants: Occupants[],
  rest: Partial<QuoteInput> = {},
) =>
  makeInput({
    grids: [
      makeGrid({
        prices: [{ periodId: 1, placeTypeId: 1, nightCents: 2000, occupants: [{ ageCategoryId: 1, ...price }] }],
      }),
    ],
    occupants,
    ...rest,
  });
const occupantCents = (input: QuoteInput) => quote(input).totals.totalCents - 2000 * quote(input).nights;

describe('occupant price modes', () => {
  it.each([
    {
      rule: 'Mode 1 per night per occupant: 2 adults beyond the 2 included × 3 nights × 5,00 €',
      price: { mode: 1 as const, cents: 500 },
      adults: 4,
      cents: 3000,
    },
    {
      rule: 'Mode 3 per stay per occupant: 2 charged adults × 12,00 €',
      price: { mode: 3 as const, cents: 1200 },
      adults: 4,
      cents: 2400,
    },
    {
      rule: 'Mode 4 per night per group: 10,00 € a night whatever the count (3 nights)',
      price: { mode: 4 as const, cents: 1000 },
      adults: 5,
      cents: 3000,
    },
    {
      rule: 'Mode 5 per stay per group: 25,00 € once',
      price: { mode: 5 as const, cents: 2500 },
      adults: 5,
      cents: 2500,
    },
    {
      rule: 'Included persons are not charged again: 2 adults, 2 included, nothing on top',
      price: { mode: 1 as const, cents: 500 },
      adults: 2,
      cents: 0,
    },
  ])('$rule', ({ price, adults, cents }) => {
    expect(occupantCents(adultsPriced(price, [{ ageCategoryId: 1, count: adults }]))).toBe(cents);
  });

  it('Mode 2 with night slices first to sixth: 9,00 + 8,00 + 7,00 + 6,00 + 5,00 + 3 × 4,00 € over 8 nights', () => {
    const input = adultsPriced(
      { mode: 2, cents: 0, slices: [900, 800, 700, 600, 500, 400] },
      [{ ageCategoryId: 1, count: 3 }],
      {
        departure: '2026-05-12',
      },
    );
    const q = quote(input);
    expect(q.totals.totalCents - 8 * 2000).toBe(4700);
    expect(q.lines.find((l) => l.label.includes('6e nuit et suivantes'))).toMatchObject({
      quantity: 3,
      unitCents: 400,
    });
  });

  it('Age categories price differently: 2 adults included, 2 children at 3,00 € a night', () => {
    const q = quote(
      makeInput({
        occupants: [
          { ageCategoryId: 1, count: 2 },
          { ageCategoryId: 2, count: 2 },
        ],
      }),
    );
    expect(q.totals.totalCents).toBe(6000 + 2 * 3 * 300);
    expect(q.lines.filter((l) => l.kind === 6)).toMatchObject([
      { label: 'Enfant (Basse saison)', quantity: 6, unitCents: 300 },
    ]);
  });

  it('Occupants are priced night by night in each period: one extra adult, 2 × 5,00 € + 8,00 €', () => {
    const q = quote(
      makeInput({ arrival: '2026-06-29', departure: '2026-07-02', occupants: [{ ageCategoryId: 1, count: 3 }] }),
    );
    expect(q.totals.totalCents).toBe(7500 + 1800);
  });

  it('Each occupant line carries its age category VAT (baby at 5,5 %)', () => {
    const grid = makeGrid({
      prices: [
        { periodId: 1, placeTypeId: 1, nightCents: 2000, occupants: [{ ageCategoryId: 3, mode: 3, cents: 1000 }] },
      ],
    });
    const q = quote(
      makeInput({
        grids: [grid],
        occupants: [
          { ageCategoryId: 1, count: 2 },
          { ageCategoryId: 3, count: 1 },
        ],
      }),
    );
    expect(q.lines.find((l) => l.kind === 6)).toMatchObject({ vatBp: 550, amountCents: 1000 });
  });

  it('No age category configured: the catalogue error when the site has none', () => {
    expect(() => quote(makeInput({ ageCategories: [] }))).toThrow('NO_AGE_CATEGORY');
  });

  it('No age category configured: the catalogue error for an occupant of an unknown category', () => {
    expect(() => quote(makeInput({ occupants: [{ ageCategoryId: 99, count: 1 }] }))).toThrow('NO_AGE_CATEGORY');
  });

  it('Quantity must be positive: an occupant count of 0 refused', () => {
    expect(() => quote(makeInput({ occupants: [{ ageCategoryId: 1, count: 0 }] }))).toThrow(
      'QUANTITY_MUST_BE_POSITIVE',
    );
  });
});
