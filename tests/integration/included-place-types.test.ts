// An option included in some of the place types a grid prices: one summer grid prices the bare
// pitch and the electrified one, electricity included in the electrified pitch only. Prices by
// hand, two adults from 10 to 14 July (4 high nights): the bare pitch 35,00 € a night, the
// electrified one 42,00 €, electricity 4,50 € a night.

import { describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { placeTypeBody } from '../support/fixtures';
import { saveGrid, seasonGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const post = (path: string, body: unknown = {}) => ctx.admin.post(`/rest/${path}`, body);

const INCLUDED = "Électricité (inclus dans le type d'emplacement) (Haute saison)";

/** The site's grid pricing the electrified type too (25,00 € low, 42,00 € high), electricity as `option` says. */
function summerGrid(site: BookingSite, electrifiedId: number, option: Record<string, unknown>) {
  const grid = seasonGrid(site, { id: site.gridId });
  return {
    ...grid,
    periods: grid.periods.map((p, i) => ({
      ...p,
      prices: [...p.prices, { placeTypeId: electrifiedId, nightCents: i === 0 ? 2500 : 4200 }],
    })),
    options: [{ ...grid.options[0], ...option }],
  };
}

async function scene() {
  const site = await bookingSite(ctx.admin, 1);
  const electrifiedId = (
    await ok(
      await post('place/place-type/edit', {
        id: 0,
        ...placeTypeBody('Emplacement électrifié', { shortCode: 'ELEC', tvaId: site.tva10 }),
      }),
    )
  ).id as number;
  await saveGrid(
    ctx.admin,
    summerGrid(site, electrifiedId, { isIncluded: true, includedPlaceTypeIds: [electrifiedId] }),
  );
  const electrifiedPlace = (
    await ok(await post('place/place/edit', { id: 0, number: 'E1', typeId: electrifiedId, capacity: 6 }))
  ).id as number;
  return { site, electrifiedId, electrifiedPlace, barePlace: site.places[0] };
}

type Lines = { lines: { kind: number; label: string; amountCents: number }[] };
const electricity = (priced: Lines) => priced.lines.filter((l) => l.kind === 7).map((l) => [l.label, l.amountCents]);

const withElectricity = (s: Awaited<ReturnType<typeof scene>>, placeId: number) =>
  bookingBody(s.site, { placeId, extras: [{ extraId: s.site.electricityId, quantity: 1 }] });

describe('an option the grid includes in the electrified pitch only is not billed twice there, and says so', () => {
  it('the booking sheet: on the electrified pitch the place only, 4 × 42,00 € = 168,00 €, electricity at 0 « inclus »', async () => {
    const s = await scene();
    const { item } = await ok(await post('booking/booking/edit', withElectricity(s, s.electrifiedPlace)));
    expect(item.totalCents).toBe(16800);
    expect(electricity(item)).toEqual([[INCLUDED, 0]]);
  });

  it('the booking sheet: on the bare pitch of the same grid electricity is charged, 4 × 35,00 + 4 × 4,50 = 158,00 €', async () => {
    const s = await scene();
    const { item } = await ok(await post('booking/booking/edit', withElectricity(s, s.barePlace)));
    expect(item.totalCents).toBe(15800);
    expect(electricity(item)).toEqual([['Électricité (Haute saison)', 1800]]);
  });

  it('the quote says the same: 168,00 € on the electrified pitch, 158,00 € on the bare one', async () => {
    const s = await scene();
    const quoteOn = async (placeId: number) =>
      ok(
        await post('price/quote', {
          placeId,
          arrival: '2026-07-10',
          departure: '2026-07-14',
          occupants: [{ ageCategoryId: s.site.adultId, count: 2 }],
          extras: [{ extraId: s.site.electricityId, quantity: 1 }],
        }),
      );
    const onElectrified = await quoteOn(s.electrifiedPlace);
    expect(onElectrified.totals.totalCents).toBe(16800);
    expect(electricity(onElectrified)).toEqual([[INCLUDED, 0]]);
    expect((await quoteOn(s.barePlace)).totals.totalCents).toBe(15800);
  });

  it('a bare-pitch stay paying electricity (158,00 €) moved on the planning to the electrified pitch: 168,00 €, electricity not billed again', async () => {
    const s = await scene();
    const { item: booked } = await ok(await post('booking/booking/edit', withElectricity(s, s.barePlace)));
    const occupancyId = booked.occupancies[0].id as number;
    const to = {
      placeId: s.electrifiedPlace,
      startDate: '2026-07-10',
      endDate: '2026-07-14',
      priceUpdateChoice: 'updateFromGrid',
    };
    const { item } = await ok(await post(`booking/occupancy/${occupancyId}/move`, to));
    expect(item.totalCents).toBe(16800);
    expect(electricity(item)).toEqual([[INCLUDED, 0]]);
  });

  it('the grid version a booking was priced with keeps its included types: electricity no longer included since, the move by the existing grid still 168,00 €, by the grid in force 4 × 42,00 + 4 × 4,50 = 186,00 €', async () => {
    const s = await scene();
    const { item: booked } = await ok(await post('booking/booking/edit', withElectricity(s, s.barePlace)));
    const occupancyId = booked.occupancies[0].id as number;
    await saveGrid(ctx.admin, summerGrid(s.site, s.electrifiedId, { isIncluded: false }));
    const to = { placeId: s.electrifiedPlace, startDate: '2026-07-10', endDate: '2026-07-14' };
    const preview = await ok(await post(`booking/occupancy/${occupancyId}/move-preview`, to));
    const priceOf = (choice: string) =>
      preview.prices.find((p: { choice: string }) => p.choice === choice)?.totalCents as number;
    expect(priceOf('keepExistingGrid')).toBe(16800);
    expect(priceOf('updateFromGrid')).toBe(18600);
  });

  it('the included types are saved with the grid, answered on edit and carried by its saved version', async () => {
    const s = await scene();
    const grid = await (await ctx.admin.get(`/rest/price/grid/edit/${s.site.gridId}`)).json();
    expect(grid.options[0]).toMatchObject({ isIncluded: true, includedPlaceTypeIds: [s.electrifiedId] });
    const version = await (
      await ctx.admin.get(`/rest/price/grid/version/${s.site.gridId}/${grid.historyVersion}`)
    ).json();
    expect(version.options[0]).toMatchObject({ isIncluded: true, includedPlaceTypeIds: [s.electrifiedId] });
  });

  it('an option is included only in a place type the grid prices (OPTION_INCLUDED_TYPE_NOT_PRICED)', async () => {
    const s = await scene();
    const res = await post(
      'price/grid/edit',
      summerGrid(s.site, s.electrifiedId, { isIncluded: true, includedPlaceTypeIds: [s.site.mobileHomeId] }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ 'options.0.includedPlaceTypeIds': 'OPTION_INCLUDED_TYPE_NOT_PRICED' });
  });

  it('an option not included keeps no included type: the ones sent are dropped', async () => {
    const s = await scene();
    await saveGrid(
      ctx.admin,
      summerGrid(s.site, s.electrifiedId, { isIncluded: false, includedPlaceTypeIds: [s.electrifiedId] }),
    );
    const grid = await (await ctx.admin.get(`/rest/price/grid/edit/${s.site.gridId}`)).json();
    expect(grid.options[0].includedPlaceTypeIds).toEqual([]);
  });
});
