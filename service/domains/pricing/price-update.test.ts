import { describe, expect, it } from 'vitest';
import { ELECTRICITY, makeGrid, makeInput, makeOffer, TOURIST_TAX } from './fixtures';
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
});
