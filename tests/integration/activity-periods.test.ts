// "A date must lie within the activity period" over real HTTP, on a site open April–September
// 2026 (today is 2026-11-22): the availability search answers the stay closed with no place to
// book, the planning marks its closed nights, and the draft, the save and the planning's move
// refuse a stay on them with the catalogue's "no activity period".
import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityAnswer } from '../../service/domains/booking/contract';
import type { PlanningPayload } from '../../service/domains/booking/planning/contract';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { saveGrid, seasonGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: BookingSite;
let seasonId: number;

const october = { startDate: '2026-10-03', endDate: '2026-10-10' };
const july = { startDate: '2026-07-10', endDate: '2026-07-14' };

const saveSeason = (change: Record<string, unknown>) =>
  ctx.admin.post('/rest/admin/activity-period/edit', {
    id: seasonId,
    label: 'Saison 2026',
    startDate: '2026-04-01',
    endDate: '2026-09-30',
    ...change,
  });

beforeEach(async () => {
  site = await bookingSite(ctx.admin);
  // The grid prices September and October too: only the activity period may refuse a stay.
  const grid = seasonGrid(site, { id: site.gridId });
  const autumn = { label: 'Automne', startDate: '2026-09-01', endDate: '2026-10-31', duration: 61 };
  await saveGrid(ctx.admin, { ...grid, periods: [...grid.periods, { ...autumn, prices: grid.periods[0]?.prices }] });
  // The booking site is open April–October: close it at the end of September.
  seasonId = (ctx.t.db.$client.prepare('SELECT id FROM activity_periods').get() as { id: number }).id;
  await ok(await saveSeason({}));
});

async function search(stay: { startDate: string; endDate: string }) {
  const res = await ctx.admin.post('/rest/booking/availability/search', { ...stay, persons: 2 });
  return (await ok(res)) as AvailabilityAnswer;
}

async function expectRefused(res: Response, field = 'occupancies.0.startDate') {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.serverMessage).toBe('NO_ACTIVITY_PERIOD');
  expect(body.message).toBe("Aucune période d'activité n'est définie pour ces dates");
  expect(body.fields[field]).toBe('NO_ACTIVITY_PERIOD');
}

const planning = async (query: string) =>
  (await ok(await ctx.admin.get(`/rest/booking/planning${query}`))) as PlanningPayload;

describe('the availability search on closed nights', () => {
  it('"a date must lie within the activity period": a search for October on a site open April–September finds no place and answers the stay closed', async () => {
    const answer = await search(october);
    expect(answer.places).toEqual([]);
    expect(answer.closed).toEqual({
      code: 'NO_ACTIVITY_PERIOD',
      nights: [['2026-10-03', '2026-10-10']],
      periods: [{ label: 'Saison 2026', startDate: '2026-04-01', endDate: '2026-09-30' }],
    });
  });

  it('"a date must lie within the activity period": a stay running past the season is closed on its October nights only; a July stay is open', async () => {
    expect((await search({ startDate: '2026-09-28', endDate: '2026-10-03' })).closed?.nights).toEqual([
      ['2026-10-01', '2026-10-03'],
    ]);
    // The departure day is no night: leaving on 1 October keeps the stay in the season.
    expect((await search({ startDate: '2026-09-26', endDate: '2026-10-01' })).closed).toBeNull();
    const open = await search(july);
    expect(open.closed).toBeNull();
    expect(open.places.map((p) => p.placeId)).toEqual(site.places);
  });

  it('"a date must lie within the activity period": a site with no activity period at all takes no stay, and the search says so', async () => {
    ctx.t.db.$client.prepare('DELETE FROM activity_periods').run();
    const answer = await search(july);
    expect(answer.places).toEqual([]);
    expect(answer.closed).toMatchObject({ code: 'NO_ACTIVITY_PERIOD', periods: [] });
  });
});

describe('the planning marks closed nights', () => {
  it('"a date must lie within the activity period": the planning across the end of the season carries its closed nights', async () => {
    const payload = await planning('?start=2026-09-25&days=10');
    expect(payload.closedNights).toEqual([['2026-10-01', '2026-10-05']]);
    expect(payload.hasActivityPeriod).toBe(true);
    expect((await planning('?start=2026-07-01&days=30')).closedNights).toEqual([]);
  });

  it('"a date must lie within the activity period": without any activity period every night of the window is closed', async () => {
    ctx.t.db.$client.prepare('DELETE FROM activity_periods').run();
    const payload = await planning('?start=2026-07-01&days=30');
    expect(payload.closedNights).toEqual([['2026-07-01', '2026-07-31']]);
    expect(payload.hasActivityPeriod).toBe(false);
  });
});

describe('a stay on closed nights is refused: "no activity period"', () => {
  it('"a date must lie within the activity period": the save refuses an October stay and one running past the season, not one leaving on 1 October', async () => {
    await expectRefused(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, october)));
    await expectRefused(
      await ctx.admin.post(
        '/rest/booking/booking/edit',
        bookingBody(site, { startDate: '2026-09-28', endDate: '2026-10-02' }, { kind: 1 }),
      ),
    );
    await ok(
      await ctx.admin.post(
        '/rest/booking/booking/edit',
        bookingBody(site, { startDate: '2026-09-26', endDate: '2026-10-01' }),
      ),
    );
  });

  it('"a date must lie within the activity period": nights in two adjacent periods are all open', async () => {
    await ok(
      await ctx.admin.post('/rest/admin/activity-period/edit', {
        id: 0,
        label: 'Arrière-saison',
        startDate: '2026-10-01',
        endDate: '2026-10-15',
      }),
    );
    const stay = { startDate: '2026-09-28', endDate: '2026-10-03' };
    expect((await search(stay)).closed).toBeNull();
    await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, stay)));
  });

  it('"a date must lie within the activity period": the draft refuses a place given on closed nights, at its opening and at its update', async () => {
    await expectRefused(
      await ctx.admin.post('/rest/booking/booking/temporary', {
        customerId: site.customerId,
        kind: 3,
        placeId: site.places[0],
        ...october,
      }),
    );
    const draft = await ok(
      await ctx.admin.post('/rest/booking/booking/temporary', {
        customerId: site.customerId,
        kind: 3,
        placeId: site.places[0],
        ...july,
      }),
    );
    const moved = { ...draft.body, occupancies: [{ ...draft.body.occupancies[0], ...october }] };
    await expectRefused(await ctx.admin.post(`/rest/booking/booking/temporary/${draft.draftId}`, moved));
    // A quote holds no place, yet its dates are checked all the same.
    await expectRefused(
      await ctx.admin.post(`/rest/booking/booking/temporary/${draft.draftId}`, { ...moved, kind: 1 }),
    );
    // Without a place, the stay's dates wait for one to be chosen.
    const placeless = { ...moved, occupancies: [{ ...moved.occupancies[0], placeId: null }] };
    await ok(await ctx.admin.post(`/rest/booking/booking/temporary/${draft.draftId}`, placeless));
  });

  it('"a date must lie within the activity period": the planning\'s move of a stay onto October nights is refused', async () => {
    const booking = await ok(
      await ctx.admin.post(
        '/rest/booking/booking/edit',
        bookingBody(site, { startDate: '2026-09-20', endDate: '2026-09-25' }),
      ),
    );
    const occupancyId = booking.item.occupancies[0].id;
    const move = (to: Record<string, unknown>) => ctx.admin.post(`/rest/booking/occupancy/${occupancyId}/move`, to);
    await expectRefused(await move({ placeId: site.places[1], startDate: '2026-09-28', endDate: '2026-10-03' }));
    await ok(await move({ placeId: site.places[1], startDate: '2026-09-25', endDate: '2026-09-30' }));
  });

  it('"a date must lie within the activity period": a stay booked before the season was shortened can still be edited, not lengthened onto closed nights', async () => {
    const booking = await ok(
      await ctx.admin.post(
        '/rest/booking/booking/edit',
        bookingBody(site, { startDate: '2026-09-25', endDate: '2026-09-30' }),
      ),
    );
    await ok(await saveSeason({ endDate: '2026-09-26' }));
    const stay = booking.item.occupancies[0];
    const edit = (occupancy: Record<string, unknown>) =>
      ctx.admin.post(
        '/rest/booking/booking/edit',
        bookingBody(site, { id: stay.id, ...occupancy }, { id: booking.item.id }),
      );
    await ok(await edit({ startDate: '2026-09-25', endDate: '2026-09-30' }));
    await ok(await edit({ startDate: '2026-09-25', endDate: '2026-09-28' }));
    await expectRefused(await edit({ startDate: '2026-09-25', endDate: '2026-10-01' }));
  });
});
