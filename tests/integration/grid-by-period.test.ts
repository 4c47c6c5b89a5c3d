// The grid chosen by period, through the HTTP calls reception uses: a site with two mobile-home
// grids (spring April–June and September by the week; summer July–August by the week, Saturday to
// Saturday) searches, drafts, books and simulates a July mobile home, each at the same price,
// computed by hand here; a stay across the two grids is priced night by night from each.
import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { HIGH, LOW, saveGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: BookingSite;
let mobileHome: number;
let springId: number;
let summerId: number;

const SEPTEMBER = { label: 'Septembre', startDate: '2026-09-01', endDate: '2026-09-30', duration: 30 };

const mobileHomeGrid = (label: string, periods: unknown[], change: Record<string, unknown> = {}) => ({
  id: 0,
  label,
  priceModel: 2,
  includedPersons: 6,
  minPersons: 1,
  maxPersons: 6,
  bookingFeeCents: 0,
  periods,
  ...change,
});

beforeEach(async () => {
  site = await bookingSite(ctx.admin);
  mobileHome = (
    await ok(
      await ctx.admin.post('/rest/place/place/edit', { id: 0, number: 'MH1', typeId: site.mobileHomeId, capacity: 6 }),
    )
  ).id;
  // Spring: 420 € a week (September 350 €), listed first; summer: 840 € a week, 130 € an extra night.
  // Neither has a booking fee; options are charged only when asked for.
  springId = await saveGrid(
    ctx.admin,
    mobileHomeGrid('Mobil-homes printemps', [
      { ...LOW, prices: [{ placeTypeId: site.mobileHomeId, weekCents: 42000 }] },
      { ...SEPTEMBER, prices: [{ placeTypeId: site.mobileHomeId, weekCents: 35000 }] },
    ]),
  );
  summerId = await saveGrid(
    ctx.admin,
    mobileHomeGrid(
      'Mobil-homes été',
      [{ ...HIGH, prices: [{ placeTypeId: site.mobileHomeId, weekCents: 84000, extraNightCents: 13000 }] }],
      {
        arrivalWeekdays: [6],
        departureWeekdays: [6],
        order: 1,
        // Electricity on the summer grid only: the sheet's options show which grid prices July.
        options: [
          {
            kind: 'extra',
            refId: site.electricityId,
            tvaId: site.tva20,
            cents: 450,
            pricing: 'night',
            isIncluded: false,
            isMandatory: false,
            maxQuantity: 1,
          },
        ],
      },
    ),
  );
});

const twoAdults = (o: Record<string, unknown>) => bookingBody(site, { placeId: mobileHome, ...o });

describe('a July mobile home on a site with a spring and a summer grid', () => {
  it('The grid is chosen by period: search, draft, booking, sheet options and simulator all price July from the summer grid (840 €)', async () => {
    // Saturday 4 July → Saturday 11 July: one summer week, 840 €.
    const july = { startDate: '2026-07-04', endDate: '2026-07-11' };
    const { places } = await ok(
      await ctx.admin.post('/rest/booking/availability/search', { ...july, persons: 2, withPrice: true }),
    );
    const found = places.find((p: { placeId: number }) => p.placeId === mobileHome);
    expect(found).toMatchObject({ totalCents: 84000, priceError: null });

    const draft = await ok(
      await ctx.admin.post('/rest/booking/booking/temporary', {
        customerId: site.customerId,
        placeId: mobileHome,
        ...july,
      }),
    );
    const withParty = {
      ...draft.body,
      occupancies: [{ ...draft.body.occupancies[0], occupants: [{ ageCategoryId: site.adultId }] }],
    };
    const updated = await ok(await ctx.admin.post(`/rest/booking/booking/temporary/${draft.draftId}`, withParty));
    expect(updated.quote.occupancies[0]).toMatchObject({ error: null, quote: { gridId: summerId } });
    expect(updated.quote.totalCents).toBe(84000);
    await ctx.admin.request(`/rest/booking/booking/temporary/${draft.draftId}`, { method: 'DELETE' });

    const { item } = await ok(await ctx.admin.post('/rest/booking/booking/edit', twoAdults(july)));
    expect(item.totalCents).toBe(84000);
    expect(item.occupancies[0].gridId).toBe(summerId);

    const options = await ok(await ctx.admin.post('/rest/booking/booking/options', { placeId: mobileHome, ...july }));
    expect(options.gridId).toBe(summerId);
    expect(options.options.map((o: { refId: number }) => o.refId)).toEqual([site.electricityId]);

    const simulated = { placeTypeId: site.mobileHomeId, arrival: july.startDate, departure: july.endDate };
    const occupants = [{ ageCategoryId: site.adultId, count: 2 }];
    const engine = await ok(await ctx.admin.post('/rest/price/quote', { ...simulated, occupants }));
    expect(engine).toMatchObject({ gridId: summerId, totals: { totalCents: 84000 } });
    const own = await ok(await ctx.admin.post('/rest/price/quote', { ...simulated, occupants, gridId: summerId }));
    expect(own.totals.totalCents).toBe(84000);
  });

  it('The search prices each type from reads shared within one search only: a week price saved between two searches prices the next one', async () => {
    const july = { startDate: '2026-07-04', endDate: '2026-07-11' };
    const priceFound = async () => {
      const { places } = await ok(
        await ctx.admin.post('/rest/booking/availability/search', { ...july, persons: 2, withPrice: true }),
      );
      return places.find((p: { placeId: number }) => p.placeId === mobileHome).totalCents;
    };
    expect(await priceFound()).toBe(84000);
    const summer = [
      { ...HIGH, prices: [{ placeTypeId: site.mobileHomeId, weekCents: 90000, extraNightCents: 13000 }] },
    ];
    const change = { id: summerId, arrivalWeekdays: [6], departureWeekdays: [6], order: 1 };
    await saveGrid(ctx.admin, mobileHomeGrid('Mobil-homes été', summer, change));
    expect(await priceFound()).toBe(90000);
  });

  it('No price grid for the place type and period: October is « non tarifé » in the search and refused on the sheet', async () => {
    const october = { startDate: '2026-10-03', endDate: '2026-10-10' };
    const { places } = await ok(
      await ctx.admin.post('/rest/booking/availability/search', { ...october, persons: 2, withPrice: true }),
    );
    expect(places.find((p: { placeId: number }) => p.placeId === mobileHome)).toMatchObject({
      totalCents: null,
      priceError: 'NO_PRICE_GRID_FOR_PLACE_TYPE',
    });
    const res = await ctx.admin.post('/rest/booking/booking/edit', twoAdults(october));
    const refused = await res.json();
    expect(res.status).toBe(400);
    expect(refused.serverMessage).toBe('NO_PRICE_GRID_FOR_PLACE_TYPE');
  });

  it('A stay across two grids is priced night by night from each, with the date-split warning', async () => {
    // Saturday 27 June → Saturday 4 July: 4 spring nights at 420 € ÷ 7 = 60 €, 3 summer nights at
    // 840 € ÷ 7 = 120 € (each grid's share shorter than a week): 240 € + 360 € = 600 €.
    const split = { startDate: '2026-06-27', endDate: '2026-07-04' };
    const { places } = await ok(
      await ctx.admin.post('/rest/booking/availability/search', { ...split, persons: 2, withPrice: true }),
    );
    expect(places.find((p: { placeId: number }) => p.placeId === mobileHome).totalCents).toBe(60000);
    const q = await ok(
      await ctx.admin.post('/rest/price/quote', {
        placeTypeId: site.mobileHomeId,
        arrival: split.startDate,
        departure: split.endDate,
        occupants: [{ ageCategoryId: site.adultId, count: 2 }],
      }),
    );
    expect(q.lines.map((l: { amountCents: number }) => l.amountCents)).toEqual([24000, 36000]);
    expect(q.gridId).toBe(springId);
    expect(q.warnings.map((w: { code: string }) => w.code)).toEqual(['OPTIONS_DATE_SPLIT_WARNING']);
    // Summer's Saturday departure binds a stay whose last night is summer's: Friday 3 July refused.
    const friday = await ctx.admin.post('/rest/booking/booking/edit', twoAdults({ ...split, endDate: '2026-07-03' }));
    expect((await friday.json()).serverMessage).toBe('INVALID_DATES');
    const { item } = await ok(await ctx.admin.post('/rest/booking/booking/edit', twoAdults(split)));
    expect(item.totalCents).toBe(60000);
  });

  it('Overlap warning: the grid screen names the other active grid of the same partners and the shared nights', async () => {
    const clean = await ok(await ctx.admin.get(`/rest/price/grid/edit/${springId}`));
    expect(clean.overlapWarnings).toEqual([]);
    const grid = await ok(await ctx.admin.get(`/rest/price/grid/edit/${summerId}`));
    const earlier = { ...grid, periods: [{ ...grid.periods[0], startDate: '2026-06-20' }] };
    await ok(await ctx.admin.post('/rest/price/grid/edit', earlier));
    const warned = await ok(await ctx.admin.get(`/rest/price/grid/edit/${summerId}`));
    expect(warned.overlapWarnings).toEqual([
      'Attention : la grille « Mobil-homes printemps », active et de mêmes partenaires, tarifie aussi Mobil-home ' +
        'du 20/06/2026 au 30/06/2026 : ces nuits sont tarifées par « Mobil-homes printemps », la première dans ' +
        "l'ordre des grilles.",
    ]);
    expect((await ok(await ctx.admin.get(`/rest/price/grid/edit/${springId}`))).overlapWarnings).toHaveLength(1);
  });
});
