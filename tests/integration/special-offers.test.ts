// Special offers through the registry (`price/special-offer`), refused by the engine's own
// `offerError` per field, and feeding POST /rest/price/quote.
import { beforeEach, describe, expect, it } from 'vitest';
import { type PricedSite, pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: PricedSite;
let gridId: number;

beforeEach(async () => {
  site = await pricedSite(ctx.admin);
  gridId = await saveGrid(ctx.admin, seasonGrid(site));
});

const offer = (change: Record<string, unknown> = {}) => ({
  id: 0,
  type: 1,
  labels: { fr: 'Moins 10 €', en: '10 € off' },
  offerStartDate: '2026-01-01',
  offerEndDate: '2026-12-31',
  stayStartDate: '2026-04-01',
  stayEndDate: '2026-09-30',
  gridIds: [gridId],
  reduction: 1000,
  reductionUnit: 'euro',
  application: 'accommodation',
  visibility: 'competition',
  ...change,
});

const save = (body: Record<string, unknown>) => ctx.admin.post('/rest/price/special-offer/edit', body);

async function saved(body: Record<string, unknown>): Promise<number> {
  const res = await save(body);
  const answer = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer.id;
}

const quoteTotal = async (change: Record<string, unknown> = {}) => {
  const res = await ctx.admin.post('/rest/price/quote', {
    placeTypeId: site.pitchId,
    arrival: '2026-05-04',
    departure: '2026-05-07',
    bookingDate: '2026-03-01',
    occupants: [{ ageCategoryId: site.adultId, count: 2 }],
    ...change,
  });
  const q = await res.json();
  expect(res.status, JSON.stringify(q)).toBe(200);
  return q;
};

describe('special offers', () => {
  it('saves an offer with its grids and answers it on edit', async () => {
    const id = await saved(offer({ promoCode: ' ETE26 ', paymentMethodIds: [] }));
    const item = await (await ctx.admin.get(`/rest/price/special-offer/edit/${id}`)).json();
    expect(item).toMatchObject({
      type: 1,
      gridIds: [gridId],
      reduction: 1000,
      promoCode: 'ETE26',
      labels: { fr: 'Moins 10 €' },
    });
    expect(item.availableOfferType).toHaveLength(8);
  });

  it.each([
    ['an offer type', { type: null }, { type: 'OFFER_TYPE_REQUIRED' }],
    ['at least one price grid', { gridIds: [] }, { gridIds: 'OFFER_PRICE_GRID_REQUIRED' }],
    ['a reduction amount', { reduction: null }, { reduction: 'OFFER_REDUCTION_REQUIRED' }],
    [
      'x nights stayed above y nights paid',
      { type: 4, nightsStayed: 7, nightsPaid: 7 },
      { nightsStayed: 'CONFIGURATION_NOT_POSSIBLE' },
    ],
    ['a stay period in order', { stayEndDate: '2026-03-01' }, { stayEndDate: 'START_AFTER_END' }],
    ['a French label', { labels: { en: 'Offer' } }, { labels: 'LABEL_REQUIRED' }],
    ['an existing grid', { gridIds: [999] }, { gridIds: 'OFFER_PRICE_GRID_REQUIRED' }],
  ])('An offer needs %s', async (_rule, change, fields) => {
    const res = await save(offer(change));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual(fields);
  });

  it('the wizard chooses the included service of a type-6 offer from the edit answer, by kind', async () => {
    const blank = await (await ctx.admin.get('/rest/price/special-offer/edit/0')).json();
    expect(blank.availableExtra).toContainEqual({ id: site.electricityId, label: 'Électricité' });
    expect(Array.isArray(blank.availableAnimal) && Array.isArray(blank.availableVehicle)).toBe(true);
  });

  it('Special offer 1, less x euros: 60 € − 10 € on the quote, named in French', async () => {
    const id = await saved(offer());
    const q = await quoteTotal();
    expect(q.totals.totalCents).toBe(5000);
    expect(q.appliedOffers).toEqual([{ id, label: 'Moins 10 €' }]);
    expect(q.lines).toContainEqual(expect.objectContaining({ kind: 12, amountCents: -1000 }));
  });

  it('Special offer 2 with a promo code: 10 % off only when the code is given', async () => {
    await saved(offer({ type: 2, reduction: 1000, reductionUnit: 'percent', promoCode: 'ETE26' }));
    expect((await quoteTotal()).totals.totalCents).toBe(6000);
    expect((await quoteTotal({ promoCode: 'ete26' })).totals.totalCents).toBe(5400);
  });

  it('an inactive offer does not apply; a grid an offer applies to cannot be deleted', async () => {
    const id = await saved(offer());
    expect((await ctx.admin.post(`/rest/price/grid/delete/${gridId}`)).status).toBe(400);
    await ctx.admin.get(`/rest/price/special-offer/active/${id}/0`);
    expect((await quoteTotal()).totals.totalCents).toBe(6000);
  });
});
