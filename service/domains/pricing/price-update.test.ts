import { describe, expect, it } from 'vitest';
import { ELECTRICITY, makeGrid, makeInput, makeOffer, TOURIST_TAX } from './fixtures';
import { LINE_KINDS } from './line-kinds';
import { quote } from './quote';
import type { QuoteInput } from './types';

/** The booking as first priced: 3 low nights (60,00 €) with electricity per stay (4,50 €). */
const grid = makeGrid({ options: [{ ...ELECTRICITY, pricing: 'stay' }] });
const first = quote(makeInput({ grids: [grid], items: [{ kind: 'extra', refId: 1, quantity: 1 }] }));
/** The grid raised to 25,00 € a night since. */
const raised = makeGrid({ historyVersion: 4, prices: [{ periodId: 1, placeTypeId: 1, nightCents: 2500 }] });
/** The stay moved to 5 nights. */
const moved = (rest: Partial<QuoteInput>) => quote(makeInput({ grids: [raised], departure: '2026-05-09', ...rest }));

describe('price update on change', () => {
  it('Update from grid: the new dates at the grid as it is now (5 × 25,00 €)', () => {
    const q = moved({ priceUpdate: { choice: 'updateFromGrid' } });
    expect([q.totals.totalCents, q.gridVersion]).toEqual([12500, 4]);
  });

  it('Keep existing grid: the new dates at the grid version the booking was priced with (5 × 20,00 €)', () => {
    const q = moved({ priceUpdate: { choice: 'keepExistingGrid', existingGrid: grid } });
    expect([q.totals.totalCents, q.gridVersion]).toEqual([10000, 3]);
  });

  it('Keep existing grid: without the booking’s grid version a price grid must be chosen', () => {
    expect(() => moved({ priceUpdate: { choice: 'keepExistingGrid' } })).toThrow('PRICE_GRID_REQUIRED');
  });

  it('Update from existing detail: per-night lines rescaled to 5 nights at their unit price, per-stay lines kept', () => {
    const q = moved({
      priceUpdate: { choice: 'updateFromExistingDetail', existingLines: first.lines, existingNights: 3 },
    });
    expect(q.lines.map((l) => [l.quantity, l.unitCents, l.amountCents])).toEqual([
      [5, 2000, 10000],
      [1, 450, 450],
    ]);
  });

  it('Keep existing detail: the lines as they were, the tourist tax following the new stay', () => {
    const q = moved({
      touristTax: TOURIST_TAX,
      priceUpdate: { choice: 'keepExistingDetail', existingLines: first.lines, existingNights: 3 },
    });
    expect(q.totals).toMatchObject({ vatBaseCents: 6450, touristTaxCents: 2 * 5 * 60 + 60 });
  });

  it('A manually changed price replaces its line, is flagged "price manually changed" and warns', () => {
    const q = quote(makeInput({ overrides: [{ key: 'night:1:night', amountCents: 5000 }] }));
    expect(q.lines[0]).toMatchObject({ amountCents: 5000, isPriceManuallyChanged: true, quantity: 1 });
    expect(q.warnings).toEqual([
      {
        code: 'PRICE_MANUALLY_CHANGED_WARNING',
        message: 'Attention : le prix de « Nuit (Basse saison) » a été modifié manuellement.',
      },
    ]);
  });

  it('Offers reduce the manually changed price: 10 % of 50,00 €', () => {
    const q = quote(
      makeInput({ overrides: [{ key: 'night:1:night', amountCents: 5000 }], offers: [makeOffer({ type: 2 })] }),
    );
    expect(q.totals.totalCents).toBe(4500);
  });

  it('The "price manually changed" flag survives an update from existing detail, amount kept', () => {
    const manual = quote(makeInput({ overrides: [{ key: 'night:1:night', amountCents: 5000 }] }));
    const q = moved({
      priceUpdate: { choice: 'updateFromExistingDetail', existingLines: manual.lines, existingNights: 3 },
    });
    expect(q.totals.totalCents).toBe(5000);
    expect(q.warnings.map((w) => w.code)).toEqual(['PRICE_MANUALLY_CHANGED_WARNING']);
  });

  describe('« Adapter le détail existant aux nouvelles nuits » rescales every line to the new nights', () => {
    /** Early booking: 10 % off when booked 30 days ahead or more. */
    const early = (rest = {}) =>
      makeOffer({ id: 7, type: 8, reduction: 1000, reductionUnit: 'percent', daysBeforeArrival: 30, ...rest });
    const night = makeGrid({ options: [ELECTRICITY] });
    /** 7 low nights (20,00 €) with electricity by the night (4,50 €), priced with the offers given. */
    const sevenNights = (offers: ReturnType<typeof makeOffer>[], rest = {}) =>
      quote(
        makeInput({
          grids: [night],
          departure: '2026-05-11',
          items: [{ kind: 'extra', refId: 1, quantity: 1 }],
          offers,
          ...rest,
        }),
      );
    const nineNights = (first: ReturnType<typeof quote>, offers: ReturnType<typeof makeOffer>[], rest = {}) =>
      quote(
        makeInput({
          grids: [night],
          departure: '2026-05-13',
          items: [{ kind: 'extra', refId: 1, quantity: 1 }],
          offers,
          priceUpdate: { choice: 'updateFromExistingDetail', existingLines: first.lines, existingNights: 7 },
          ...rest,
        }),
      );
    const offerAmount = (q: ReturnType<typeof quote>) =>
      q.lines.filter((l) => l.kind === LINE_KINDS.specialOffer).reduce((s, l) => s + l.amountCents, 0);

    it('an early-booking −10 % on the accommodation follows the nights: 7 nights −14,00 €, 9 nights −18,00 €', () => {
      const first = sevenNights([early()]);
      // 7 × 20,00 + 7 × 4,50 − 10 % × 140,00 = 140,00 + 31,50 − 14,00
      expect([first.totals.totalCents, offerAmount(first)]).toEqual([15750, -1400]);
      const q = nineNights(first, [early()]);
      // 9 × 20,00 + 9 × 4,50 − 10 % × 180,00 = 180,00 + 40,50 − 18,00
      expect(q.lines.map((l) => [l.kind, l.quantity, l.unitCents, l.amountCents])).toEqual([
        [LINE_KINDS.occupancy, 9, 2000, 18000],
        [LINE_KINDS.extra, 9, 450, 4050],
        [LINE_KINDS.specialOffer, 1, -1800, -1800],
      ]);
      expect(q.totals.totalCents).toBe(20250);
    });

    it('a percentage offer on the whole stay is recomputed on the rescaled lines, per VAT rate; per-stay fees kept', () => {
      const fees = { mode: 'amount' as const, amountCents: 500, vatBp: 1000, chargePartnerBookings: false };
      const offer = early({ application: 'stay' });
      const first = sevenNights([offer], { fees });
      // 10 % of 140,00 (VAT 10 %) and of 31,50 (VAT 20 %): −14,00 and −3,15; fees 5,00
      expect(first.totals.totalCents).toBe(14000 + 3150 + 500 - 1400 - 315);
      const q = nineNights(first, [offer], { fees });
      const offers = q.lines.filter((l) => l.kind === LINE_KINDS.specialOffer);
      // 10 % of 180,00 and of 40,50: −18,00 and −4,05; the fees stay 5,00 (one per stay)
      expect(offers.map((l) => [l.vatBp, l.amountCents])).toEqual([
        [1000, -1800],
        [2000, -405],
      ]);
      expect(q.lines.find((l) => l.kind === LINE_KINDS.fees)?.amountCents).toBe(500);
      expect(q.totals.totalCents).toBe(18000 + 4050 + 500 - 1800 - 405);
    });

    it('a fixed offer (10,00 € off) is a per-stay amount: kept as it was on 9 nights', () => {
      const fixed = makeOffer({ id: 3, type: 1, reduction: 1000 });
      const q = nineNights(sevenNights([fixed]), [fixed]);
      expect(offerAmount(q)).toBe(-1000);
      expect(q.totals.totalCents).toBe(18000 + 4050 - 1000);
    });

    it('an offer no longer on the site keeps its amount (its rule is unknown)', () => {
      const q = nineNights(sevenNights([early()]), []);
      expect(offerAmount(q)).toBe(-1400);
    });

    it('« Garder le détail existant » keeps the offer at its amount too', () => {
      const first = sevenNights([early()]);
      const q = quote(
        makeInput({
          grids: [night],
          departure: '2026-05-13',
          offers: [early()],
          priceUpdate: { choice: 'keepExistingDetail', existingLines: first.lines, existingNights: 7 },
        }),
      );
      expect(q.totals.totalCents).toBe(15750);
    });

    it('an option by the started week counts the weeks of the new stay: 7 → 9 nights is 1 → 2 weeks', () => {
      const weekly = makeGrid({ options: [{ ...ELECTRICITY, pricing: 'week', cents: 2000 }] });
      const input = { grids: [weekly], items: [{ kind: 'extra' as const, refId: 1, quantity: 1 }] };
      const first = quote(makeInput({ ...input, departure: '2026-05-11' }));
      const q = quote(
        makeInput({
          ...input,
          departure: '2026-05-13',
          priceUpdate: { choice: 'updateFromExistingDetail', existingLines: first.lines, existingNights: 7 },
        }),
      );
      expect(q.lines.find((l) => l.kind === LINE_KINDS.extra)).toMatchObject({ quantity: 2, amountCents: 4000 });
    });
  });
});
