import { describe, expect, it } from 'vitest';
import { ELECTRICITY, makeGrid, makeInput, PITCH, PITCH_PRICES } from './fixtures';
import { quote } from './quote';
import type { CatalogueItem, GridOption, ItemRequest, PlaceType, QuoteInput } from './types';

const SHEETS: GridOption = { ...ELECTRICITY, refId: 2, label: 'Draps', cents: 1500, pricing: 'week', maxQuantity: 4 };
const CLEANING: GridOption = {
  ...ELECTRICITY,
  refId: 3,
  label: 'Ménage',
  cents: 5000,
  pricing: 'stay',
  maxQuantity: null,
};
const DOG: GridOption = { ...ELECTRICITY, kind: 'animal', refId: 1, label: 'Chien', cents: 300, maxQuantity: 2 };
const CAR: GridOption = { ...ELECTRICITY, kind: 'vehicle', refId: 1, label: 'Voiture', cents: 200, maxQuantity: 3 };
const BBQ: CatalogueItem = {
  kind: 'extra',
  refId: 8,
  label: 'Barbecue',
  cents: 1200,
  vatBp: 2000,
  pricing: 'stay',
  maxQuantity: 1,
};

const withOptions = (options: GridOption[], items: ItemRequest[], rest: Partial<QuoteInput> = {}) =>
  makeInput({ grids: [makeGrid({ options })], items, catalogue: [BBQ], ...rest });
const itemCents = (input: QuoteInput) =>
  quote(input)
    .lines.filter((l) => [4, 5, 7].includes(l.kind))
    .reduce((n, l) => n + l.amountCents, 0);
const ask = (o: { kind: GridOption['kind']; refId: number }, quantity = 1): ItemRequest => ({
  kind: o.kind,
  refId: o.refId,
  quantity,
});

describe('grid options', () => {
  it.each([
    {
      rule: 'Option per night: electricity 3 nights × 4,50 €',
      options: [ELECTRICITY],
      items: [ask(ELECTRICITY)],
      cents: 1350,
    },
    {
      rule: 'Option per week: 2 sheet sets × 2 started weeks × 15,00 € over 10 nights',
      options: [SHEETS],
      items: [ask(SHEETS, 2)],
      cents: 6000,
      departure: '2026-05-14',
    },
    { rule: 'Option per stay: cleaning 50,00 € once', options: [CLEANING], items: [ask(CLEANING)], cents: 5000 },
    {
      rule: "Option without its own pricing follows the grid's pricing option type (per stay here)",
      options: [{ ...ELECTRICITY, pricing: null }],
      items: [ask(ELECTRICITY)],
      cents: 450,
    },
    {
      rule: "Option included: listed at 0,00 €, never charged, « inclus dans le type d'emplacement »",
      options: [{ ...CLEANING, isIncluded: true }],
      items: [ask(CLEANING)],
      cents: 0,
    },
    {
      rule: 'Option mandatory: added with quantity 1 though not asked for',
      options: [{ ...CLEANING, isMandatory: true }],
      items: [],
      cents: 5000,
    },
    {
      rule: 'Animals and vehicles are options: a dog 3 × 3,00 € and two cars 2 × 3 × 2,00 €',
      options: [DOG, CAR],
      items: [ask(DOG), ask(CAR, 2)],
      cents: 900 + 1200,
    },
    {
      rule: 'The same option asked twice adds its quantities: 1 + 1 cars × 3 × 2,00 €',
      options: [CAR],
      items: [ask(CAR), ask(CAR)],
      cents: 1200,
    },
  ])('$rule', ({ options, items, cents, departure }) => {
    expect(itemCents(withOptions(options, items, departure ? { departure } : {}))).toBe(cents);
  });

  it('Options carry the booking line kinds: animal 4, vehicle 5, extra 7, each with its VAT', () => {
    const q = quote(withOptions([DOG, CAR, ELECTRICITY], [ask(DOG), ask(CAR), ask(ELECTRICITY)]));
    expect(q.lines.filter((l) => l.kind !== 1).map((l) => [l.kind, l.label, l.vatBp])).toEqual([
      [4, 'Chien (Basse saison)', 2000],
      [5, 'Voiture (Basse saison)', 2000],
      [7, 'Électricité (Basse saison)', 2000],
    ]);
  });

  it("An option the grid includes in the place type (electricity on electrified pitches) is not billed twice: the place's 3 × 20,00 € only, the line at 0 saying so", () => {
    const included = { ...ELECTRICITY, isIncluded: true };
    const q = quote(withOptions([included], [ask(ELECTRICITY)]));
    expect(q.totals.totalCents).toBe(3 * 2000);
    expect(q.lines.filter((l) => l.kind === 7).map((l) => [l.label, l.quantity, l.unitCents, l.amountCents])).toEqual([
      ["Électricité (inclus dans le type d'emplacement) (Basse saison)", 3, 0, 0],
    ]);
    expect(q.lines.find((l) => l.kind === 7)?.explain).toContain("incluse dans le prix du type d'emplacement");
  });

  describe('An option included for some place types only (electricity in the electrified pitch, not the bare one)', () => {
    const ELECTRIFIED: PlaceType = { ...PITCH, id: 3, label: 'Emplacement électrifié' };
    /** Bare pitch 20,00 € a night in low season, electrified 25,00 €; electricity 4,50 € a night. */
    const grid = (option: GridOption) =>
      makeGrid({
        options: [option],
        prices: [...PITCH_PRICES, { periodId: 1, placeTypeId: ELECTRIFIED.id, nightCents: 2500 }],
      });
    const forElectrified = { ...ELECTRICITY, isIncluded: true, includedPlaceTypeIds: [ELECTRIFIED.id] };
    const quoteOn = (option: GridOption, placeType: PlaceType) =>
      quote(makeInput({ grids: [grid(option)], placeType, items: [ask(ELECTRICITY)] }));
    const electricity = (q: ReturnType<typeof quote>) =>
      q.lines.filter((l) => l.kind === 7).map((l) => [l.label, l.quantity, l.unitCents, l.amountCents]);

    it("Included for the electrified pitch: not billed twice, 3 × 25,00 € only, the line at 0 « inclus dans le type d'emplacement »", () => {
      const q = quoteOn(forElectrified, ELECTRIFIED);
      expect(q.totals.totalCents).toBe(3 * 2500);
      expect(electricity(q)).toEqual([["Électricité (inclus dans le type d'emplacement) (Basse saison)", 3, 0, 0]]);
    });

    it('Not included for the bare pitch of the same grid: charged at its price, 3 × 20,00 € + 3 × 4,50 €', () => {
      const q = quoteOn(forElectrified, PITCH);
      expect(q.totals.totalCents).toBe(3 * 2000 + 3 * 450);
      expect(electricity(q)).toEqual([['Électricité (Basse saison)', 3, 450, 1350]]);
    });

    it('No place type listed (or a version saved before types were listed): included in every type the grid prices', () => {
      for (const option of [
        { ...ELECTRICITY, isIncluded: true, includedPlaceTypeIds: [] },
        { ...ELECTRICITY, isIncluded: true },
      ]) {
        expect(electricity(quoteOn(option, PITCH))).toEqual([
          ["Électricité (inclus dans le type d'emplacement) (Basse saison)", 3, 0, 0],
        ]);
      }
    });

    it('Listed types mean nothing on an option that is not included: charged on every type', () => {
      const q = quoteOn({ ...forElectrified, isIncluded: false }, ELECTRIFIED);
      expect(electricity(q)).toEqual([['Électricité (Basse saison)', 3, 450, 1350]]);
    });
  });

  it('Quantity must be positive', () => {
    expect(() => quote(withOptions([CAR], [ask(CAR, 0)]))).toThrow('QUANTITY_MUST_BE_POSITIVE');
  });

  it("Quantity must not exceed the equipment's maximum quantity", () => {
    expect(() => quote(withOptions([DOG], [ask(DOG, 3)]))).toThrow('QUANTITY_ABOVE_EQUIPMENT_MAXIMUM');
  });

  it('Warning: option not available on the grid — names the grid and the option, says how to add it; barbecue at its catalogue 12,00 €', () => {
    const input = withOptions([CLEANING], [ask(BBQ)]);
    expect(itemCents(input)).toBe(1200);
    expect(quote(input).warnings).toEqual([
      {
        code: 'OPTION_NOT_ON_GRID_WARNING',
        message:
          "La grille « Été 2026 » n'a pas l'option « Barbecue » : ajoutez-la dans l'onglet Options de la grille ; prix du catalogue appliqué.",
      },
    ]);
  });

  it('Warning only when it changes the price: a grid without any option leaves the barbecue at its catalogue 12,00 €, silently', () => {
    const input = withOptions([], [ask(BBQ)]);
    expect(itemCents(input)).toBe(1200);
    expect(quote(input).warnings).toEqual([]);
  });

  it('Warning: option not mapped — an item nobody knows is left out of the quote, named without its key', () => {
    const q = quote(withOptions([], [{ kind: 'extra', refId: 404, quantity: 1 }]));
    expect(q.lines.every((l) => l.kind === 1)).toBe(true);
    expect(q.warnings).toEqual([
      {
        code: 'OPTION_NOT_MAPPED_WARNING',
        message:
          "Attention : un supplément demandé n'est plus proposé (inactif ou supprimé) : il n'est pas facturé sur la grille « Été 2026 ».",
      },
    ]);
  });

  it('Warning: some options have date splits — electricity 2 × 4,50 € low + 6,00 € high, one line per period', () => {
    const split = { ...ELECTRICITY, periodCents: [{ periodId: 2, cents: 600 }] };
    const input = withOptions([split], [ask(ELECTRICITY)], { arrival: '2026-06-29', departure: '2026-07-02' });
    const q = quote(input);
    expect(itemCents(input)).toBe(1500);
    expect(q.lines.filter((l) => l.kind === 7)).toHaveLength(2);
    expect(q.warnings.map((w) => w.code)).toEqual(['OPTIONS_DATE_SPLIT_WARNING']);
  });
});
