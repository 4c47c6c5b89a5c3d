// Price grids through the registry (`price/grid`): periods, prices per place type and options saved
// with the grid in one transaction, refused by the engine's own grid rules per field, and a new
// history version on every save.
import { beforeEach, describe, expect, it } from 'vitest';
import { type PricedSite, pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: PricedSite;

beforeEach(async () => {
  site = await pricedSite(ctx.admin);
});

const save = (body: Record<string, unknown>) => ctx.admin.post('/rest/price/grid/edit', body);
const edit = async (id: number) => (await ctx.admin.get(`/rest/price/grid/edit/${id}`)).json();

describe('price grids', () => {
  it('saves a grid with its periods, prices per place type and options, and answers them on edit', async () => {
    const body = seasonGrid(site, { minNights: { operator: 'atLeast', value: 2 }, arrivalWeekdays: [6, 3, 6] });
    const id = await saveGrid(ctx.admin, body);
    const item = await edit(id);
    expect(item).toMatchObject({
      label: 'Été 2026',
      priceModel: 1,
      historyVersion: 1,
      versions: [1],
      minNights: { operator: 'atLeast', value: 2 },
      arrivalWeekdays: [3, 6],
      partnerIds: [],
    });
    expect(item.periods).toHaveLength(2);
    expect(item.periods[1]).toMatchObject({
      label: 'Haute saison',
      startDate: '2026-07-01',
      endDate: '2026-08-31',
      duration: 62,
      prices: [
        {
          placeTypeId: site.pitchId,
          nightCents: 3500,
          weekCents: null,
          occupants: [{ ageCategoryId: site.adultId, mode: 1, cents: 800 }],
        },
      ],
    });
    expect(item.options).toEqual([
      expect.objectContaining({
        kind: 'extra',
        refId: site.electricityId,
        cents: 450,
        pricing: 'night',
        periodCents: [],
      }),
    ]);
    expect(item.availablePriceModel).toHaveLength(9);
    expect(item.availableOccupantPriceMode).toHaveLength(5);
  });

  it('a new grid (id 0) comes with empty periods and options and the choice lists', async () => {
    const blank = await edit(0);
    expect(blank).toMatchObject({ id: 0, periods: [], options: [], partnerIds: [], minNights: null, versions: [] });
    expect(blank.availablePlaceType.length).toBe(2);
  });

  it('History: saving a grid creates a new historyVersion, each kept', async () => {
    const id = await saveGrid(ctx.admin, seasonGrid(site));
    await saveGrid(ctx.admin, seasonGrid(site, { id, label: 'Été 2026 bis' }));
    await saveGrid(ctx.admin, seasonGrid(site, { id, periods: [] }));
    const item = await edit(id);
    expect(item.historyVersion).toBe(3);
    expect(item.versions).toEqual([1, 2, 3]);
    expect(item.periods).toEqual([]);
  });

  it('a saved version answers as it was priced, labels and VAT rates frozen', async () => {
    const id = await saveGrid(ctx.admin, seasonGrid(site));
    await saveGrid(ctx.admin, seasonGrid(site, { id, label: 'Été 2026 bis' }));
    const v1 = await (await ctx.admin.get(`/rest/price/grid/version/${id}/1`)).json();
    expect(v1).toMatchObject({ id, label: 'Été 2026', historyVersion: 1 });
    expect(v1.options[0]).toMatchObject({ label: 'Électricité', vatBp: 2000, cents: 450 });
    expect((await ctx.admin.get(`/rest/price/grid/version/${id}/2`)).status).toBe(200);
    expect((await ctx.admin.get(`/rest/price/grid/version/${id}/9`)).status).toBe(404);
  });

  it('an option price per period (date split) is kept by its period', async () => {
    const grid = seasonGrid(site);
    const id = await saveGrid(ctx.admin, {
      ...grid,
      options: [{ ...grid.options[0], periodCents: [{ period: 1, cents: 600 }] }],
    });
    expect((await edit(id)).options[0].periodCents).toEqual([{ period: 1, cents: 600 }]);
  });

  it.each([
    ['max persons below min', { minPersons: 4, maxPersons: 2 }, { maxPersons: 'MAX_PERSONS_BELOW_MIN' }],
    ['included persons above max', { includedPersons: 8 }, { includedPersons: 'QUANTITY_ABOVE_CAPACITY' }],
    [
      'minimum nights not positive',
      { minNights: { operator: 'atLeast', value: 0 } },
      { 'minNights.value': 'NIGHTS_MUST_BE_POSITIVE' },
    ],
    ['a label', { label: '' }, { label: 'REQUIRED' }],
    ['a price model 1-9', { priceModel: 10 }, { priceModel: 'REQUIRED' }],
  ])('the form refuses %s', async (_rule, change, fields) => {
    const res = await save(seasonGrid(site, change));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual(fields);
  });

  it('Periods must not overlap; start date before end date', async () => {
    const grid = seasonGrid(site);
    const [low, high] = grid.periods;
    const res = await save({
      ...grid,
      periods: [
        low,
        { ...high, startDate: '2026-06-30' },
        { ...high, label: 'x', startDate: '2026-10-01', endDate: '2026-09-01' },
      ],
    });
    expect((await res.json()).fields).toEqual({
      'periods.1.startDate': 'OVERLAPPING_PERIODS',
      'periods.2.endDate': 'START_AFTER_END',
    });
  });

  it('An option cannot be both included and mandatory; one place type once per period', async () => {
    const grid = seasonGrid(site);
    const [low, high] = grid.periods;
    const res = await save({
      ...grid,
      periods: [low, { ...high, prices: [...high.prices, high.prices[0]] }],
      options: [{ ...grid.options[0], isIncluded: true, isMandatory: true }],
    });
    expect((await res.json()).fields).toEqual({
      'options.0.isMandatory': 'OPTION_INCLUDED_AND_MANDATORY',
      'periods.1.prices.1.placeTypeId': 'VALUE_ALREADY_ASSIGNED',
    });
  });

  it('refuses unknown place types, partners, VAT rates and option items, and writes nothing', async () => {
    const grid = seasonGrid(site);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ partnerIds: [999] }, { partnerIds: 'PARTNER_REQUIRED' }],
      [{ options: [{ ...grid.options[0], refId: 999 }] }, { 'options.0.refId': 'ITEM_REQUIRED' }],
      [{ options: [{ ...grid.options[0], tvaId: 999 }] }, { 'options.0.tvaId': 'VAT_RATE_REQUIRED' }],
      [
        { periods: [{ ...grid.periods[0], prices: [{ placeTypeId: 999, nightCents: 100 }] }] },
        { periods: 'PLACE_REQUIRED' },
      ],
    ];
    for (const [change, fields] of cases) {
      const res = await save(seasonGrid(site, change));
      expect((await res.json()).fields).toEqual(fields);
    }
    const page = await (await ctx.admin.post('/rest/price/grid/search', {})).json();
    expect(page.total).toBe(0);
  });

  it('Equipment with history: a place type priced by a grid cannot be deleted', async () => {
    await saveGrid(ctx.admin, seasonGrid(site));
    const res = await ctx.admin.post(`/rest/place/place-type/delete/${site.pitchId}`);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_EQUIPMENT_HAS_HISTORY');
  });

  it('deleting a grid removes its periods, prices, options and versions', async () => {
    const id = await saveGrid(ctx.admin, seasonGrid(site));
    expect((await ctx.admin.post(`/rest/price/grid/delete/${id}`)).status).toBe(200);
    expect((await ctx.admin.get(`/rest/price/grid/edit/${id}`)).status).toBe(404);
    const rows = ctx.t.db.$client.prepare('select count(*) as n from price_grid_periods').get() as { n: number };
    expect(rows.n).toBe(0);
  });
});
