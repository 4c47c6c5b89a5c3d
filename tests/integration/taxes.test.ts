// Taxes and tax types through the registry: every tax error, price periods
// and exempt age categories.
import { describe, expect, it } from 'vitest';
import { pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

async function taxTypeId(): Promise<number> {
  const [type] = await (await ctx.admin.get('/rest/tax/tax-type')).json();
  return type.id;
}

async function tax(change: Record<string, unknown> = {}) {
  return {
    id: 0,
    label: 'Taxe de séjour 2027',
    taxTypeId: await taxTypeId(),
    target: 1,
    calculationMethod: 1,
    unit: 1,
    nightCount: 90,
    pricePeriods: [{ startDate: '2027-01-01', endDate: '2027-12-31', price: 66 }],
    ageCategoryIds: [3, 4],
    ...change,
  };
}

const save = (body: Record<string, unknown>) => ctx.admin.post('/rest/tax/tax/edit', body);

describe('tax types', () => {
  it('A first start seeds the "Taxe de séjour" type', async () => {
    const types = await (await ctx.admin.get('/rest/tax/tax-type')).json();
    expect(types.map((t: { label: string }) => t.label)).toEqual(['Taxe de séjour']);
  });

  it('a tax type used by a tax cannot be deleted', async () => {
    expect((await save(await tax())).status).toBe(200);
    const res = await ctx.admin.post(`/rest/tax/tax-type/delete/${await taxTypeId()}`);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_IN_USE');
  });
});

describe('taxes', () => {
  it('saves a tax with its price periods and exempt age categories, and answers them on edit', async () => {
    const { id } = await (
      await save(
        await tax({
          pricePeriods: [
            { startDate: '2028-01-01', endDate: '2028-12-31', price: 70 },
            { startDate: '2027-01-01', endDate: '2027-12-31', price: 66 },
          ],
        }),
      )
    ).json();
    const item = await (await ctx.admin.get(`/rest/tax/tax/edit/${id}`)).json();
    expect(item.pricePeriods).toEqual([
      { startDate: '2027-01-01', endDate: '2027-12-31', price: 66 },
      { startDate: '2028-01-01', endDate: '2028-12-31', price: 70 },
    ]);
    expect(item.ageCategoryIds).toEqual([3, 4]);
    expect(item.availableTarget).toHaveLength(3);
    expect(item.availableUnit.map((u: { label: string }) => u.label)).toEqual(['Euro', 'Pourcentage']);
  });

  it('a new tax (id 0) comes with empty price periods and the choice lists', async () => {
    const blank = await (await ctx.admin.get('/rest/tax/tax/edit/0')).json();
    expect(blank).toMatchObject({ id: 0, pricePeriods: [], ageCategoryIds: [] });
    expect(blank.availableTaxType).toHaveLength(1);
  });

  it.each([
    [{ label: '' }, { label: 'TAX_LABEL_REQUIRED' }],
    [{ taxTypeId: null }, { taxTypeId: 'TAX_TYPE_REQUIRED' }],
    [{ target: null }, { target: 'TAX_TARGET_REQUIRED' }],
    [{ calculationMethod: 0 }, { calculationMethod: 'TAX_CALCULATION_METHOD_REQUIRED' }],
    [{ unit: 3 }, { unit: 'TAX_UNIT_REQUIRED' }],
    [{ pricePeriods: [] }, { pricePeriods: 'TAX_PRICE_REQUIRED' }],
    [
      { pricePeriods: [{ startDate: '2027-01-01', endDate: '2027-12-31', price: null }] },
      { 'pricePeriods.0.price': 'TAX_PRICE_REQUIRED' },
    ],
    [{ nightCount: 0 }, { nightCount: 'TAX_NIGHT_COUNT_REQUIRED' }],
    [{ nightCount: -2 }, { nightCount: 'TAX_NIGHT_COUNT_REQUIRED' }],
    [{ nightCount: 1.5 }, { nightCount: 'TAX_NIGHT_COUNT_REQUIRED' }],
  ])(
    'Taxes: label, type, target, calculation method, unit (euro or percent), price required; a night count, when given, positive: %j gives %j',
    async (change, fields) => {
      const res = await save(await tax(change));
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual(fields);
    },
  );

  it('Taxes: an unknown tax type is refused with TAX_TYPE_REQUIRED', async () => {
    const res = await save(await tax({ taxTypeId: 999 }));
    expect((await res.json()).fields).toEqual({ taxTypeId: 'TAX_TYPE_REQUIRED' });
  });

  it('Taxes: label already used (whatever the case), but a tax keeps its own label', async () => {
    const { id } = await (await save(await tax())).json();
    const res = await save(await tax({ label: 'TAXE DE SÉJOUR 2027'.toLowerCase() }));
    expect((await res.json()).fields).toEqual({ label: 'TAX_LABEL_ALREADY_USED' });
    expect((await save(await tax({ id, nightCount: 30 }))).status).toBe(200);
  });

  it('Taxes: tax already has a price in the period', async () => {
    const res = await save(
      await tax({
        pricePeriods: [
          { startDate: '2027-01-01', endDate: '2027-06-30', price: 66 },
          { startDate: '2027-06-30', endDate: '2027-12-31', price: 70 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.serverMessage).toBe('TAX_PRICE_ALREADY_IN_PERIOD');
    expect(body.fields).toEqual({ 'pricePeriods.1.startDate': 'TAX_PRICE_ALREADY_IN_PERIOD' });
  });

  it('Start date before end date (not equal) for a price period', async () => {
    const res = await save(
      await tax({ pricePeriods: [{ startDate: '2027-05-01', endDate: '2027-05-01', price: 66 }] }),
    );
    expect((await res.json()).fields).toEqual({ 'pricePeriods.0.endDate': 'START_AFTER_END' });
  });

  it('a refused save leaves nothing half-written; editing replaces the periods; deleting removes them', async () => {
    const { id } = await (await save(await tax())).json();
    await save(await tax({ id, label: 'Autre', pricePeriods: [], nightCount: 10 }));
    expect((await (await ctx.admin.get(`/rest/tax/tax/edit/${id}`)).json()).label).toBe('Taxe de séjour 2027');
    const periods = [{ startDate: '2029-01-01', endDate: '2029-12-31', price: 75 }];
    await save(await tax({ id, pricePeriods: periods, ageCategoryIds: [] }));
    const item = await (await ctx.admin.get(`/rest/tax/tax/edit/${id}`)).json();
    expect(item).toMatchObject({ pricePeriods: periods, ageCategoryIds: [] });
    expect((await ctx.admin.post(`/rest/tax/tax/delete/${id}`)).status).toBe(200);
    const left = ctx.t.db.$client.prepare('SELECT count(*) AS n FROM tax_price_periods').get() as { n: number };
    expect(left.n).toBe(0);
  });

  it('a percent tax keeps its price in basis points', async () => {
    const { id } = await (
      await save(
        await tax({
          unit: 2,
          calculationMethod: 3,
          pricePeriods: [{ startDate: '2027-01-01', endDate: '2027-12-31', price: 500 }],
        }),
      )
    ).json();
    expect((await (await ctx.admin.get(`/rest/tax/tax/edit/${id}`)).json()).pricePeriods[0].price).toBe(500);
  });
});

describe('the most nights taxed: « sans limite »', () => {
  it('an empty night count is saved as no limit (null), and a new tax starts with none', async () => {
    const { id } = await (await save(await tax({ nightCount: null }))).json();
    expect((await (await ctx.admin.get(`/rest/tax/tax/edit/${id}`)).json()).nightCount).toBeNull();
    expect((await (await ctx.admin.get('/rest/tax/tax/edit/0')).json()).nightCount).toBeNull();
  });

  it.each([
    // By hand: 2 adults × 10 nights × 0,66 € = 13,20 €; with at most 7 nights, 2 × 7 × 0,66 € = 9,24 €.
    { nightCount: null, cents: 1320 },
    { nightCount: 7, cents: 924 },
  ])(
    'a tax without limit taxes every night: nightCount $nightCount over 10 nights gives $cents cents',
    async ({ nightCount, cents }) => {
      const site = await pricedSite(ctx.admin);
      await saveGrid(ctx.admin, seasonGrid(site));
      const saved = await save(
        await tax({
          nightCount,
          ageCategoryIds: [site.childId],
          pricePeriods: [{ startDate: '2026-01-01', endDate: '2026-12-31', price: 66 }],
        }),
      );
      expect(saved.status).toBe(200);
      const res = await ctx.admin.post('/rest/price/quote', {
        placeTypeId: site.pitchId,
        arrival: '2026-05-04',
        departure: '2026-05-14',
        bookingDate: '2026-03-01',
        occupants: [{ ageCategoryId: site.adultId, count: 2 }],
      });
      const q = await res.json();
      expect(res.status, JSON.stringify(q)).toBe(200);
      expect(q.totals.touristTaxCents).toBe(cents);
      // The pitch: 10 low-season nights × 20,00 €, two persons included.
      expect(q.totals.totalCents).toBe(20000 + cents);
    },
  );
});
