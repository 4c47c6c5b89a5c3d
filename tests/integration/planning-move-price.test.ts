// The planning's move and its price: before a drop is confirmed, the booking's total now and under
// each of the four price update choices (nothing written), then the move made with the choice
// taken and recorded in the history. Prices by hand: a pitch at 35,00 € a high-season night, a
// comfort pitch at 40,00 € (45,00 € once the grid is raised), electricity 4,50 € a night.

import { describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { placeTypeBody } from '../support/fixtures';
import { saveGrid, seasonGrid, weekGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const post = (path: string, body: unknown = {}) => ctx.admin.post(`/rest/${path}`, body);

interface Scene {
  site: BookingSite;
  comfortId: number;
  comfortPlaces: number[];
}

/** The season grid pricing the comfort type too: 30,00 € low, `highCents` high. */
function gridWithComfort(site: BookingSite, comfortId: number, highCents: number) {
  const grid = seasonGrid(site, { id: site.gridId });
  return {
    ...grid,
    periods: grid.periods.map((p, i) => ({
      ...p,
      prices: [...p.prices, { placeTypeId: comfortId, nightCents: i === 0 ? 3000 : highCents }],
    })),
  };
}

async function scene(): Promise<Scene> {
  const site = await bookingSite(ctx.admin, 4);
  const comfortId = (
    await ok(
      await post('place/place-type/edit', {
        id: 0,
        ...placeTypeBody('Emplacement confort', { shortCode: 'CONF', tvaId: site.tva10 }),
      }),
    )
  ).id;
  await saveGrid(ctx.admin, gridWithComfort(site, comfortId, 4000));
  const comfortPlaces: number[] = [];
  for (const number of ['C1', 'C2', 'C3', 'C4']) {
    comfortPlaces.push(
      (await ok(await post('place/place/edit', { id: 0, number, typeId: comfortId, capacity: 6 }))).id,
    );
  }
  return { site, comfortId, comfortPlaces };
}

/** Two adults on a pitch from 10 to 14 July (4 high nights) with electricity: 4 × 35,00 + 4 × 4,50 = 158,00 €. */
async function bookPitch(s: Scene, index: number) {
  const body = bookingBody(s.site, {
    placeId: s.site.places[index],
    extras: [{ extraId: s.site.electricityId, quantity: 1 }],
  });
  const { item } = await ok(await post('booking/booking/edit', body));
  expect(item.totalCents).toBe(15800);
  return { bookingId: item.id as number, occupancyId: item.occupancies[0].id as number };
}

/** To a comfort pitch, one night more (10 to 15 July): the drop of a bar and a resize at once. */
const toComfort = (s: Scene, index: number, choice?: string) => ({
  placeId: s.comfortPlaces[index],
  startDate: '2026-07-10',
  endDate: '2026-07-15',
  ...(choice ? { priceUpdateChoice: choice } : {}),
});

const historyOf = (bookingId: number) =>
  ctx.t.db.$client
    .prepare('SELECT event, summary, detail, version FROM booking_history WHERE booking_id = ? ORDER BY id')
    .all(bookingId) as { event: string; summary: string; detail: string; version: number }[];

describe('planning move: the four price update choices before confirming', () => {
  it('the preview gives the price now and under each choice, writing nothing (not even the version)', async () => {
    const s = await scene();
    const { bookingId, occupancyId } = await bookPitch(s, 0);
    // The grid raised since the booking: the comfort pitch now 45,00 € a high night.
    await saveGrid(ctx.admin, gridWithComfort(s.site, s.comfortId, 4500));
    const before = ctx.t.db.$client.prepare('SELECT * FROM bookings WHERE id = ?').get(bookingId);
    const preview = await ok(await post(`booking/occupancy/${occupancyId}/move-preview`, toComfort(s, 0)));
    expect(preview).toEqual({
      currentCents: 15800,
      defaultChoice: 'keepExistingGrid',
      isPriceChanged: true,
      prices: [
        // 5 × 45,00 + 5 × 4,50
        { choice: 'updateFromGrid', totalCents: 24750, error: null },
        // 5 × 40,00 + 5 × 4,50: the grid version the booking was priced with
        { choice: 'keepExistingGrid', totalCents: 22250, error: null },
        // 5 × 35,00 + 5 × 4,50: the booking's own unit prices for 5 nights
        { choice: 'updateFromExistingDetail', totalCents: 19750, error: null },
        // the lines as they were
        { choice: 'keepExistingDetail', totalCents: 15800, error: null },
      ],
    });
    expect(ctx.t.db.$client.prepare('SELECT * FROM bookings WHERE id = ?').get(bookingId)).toEqual(before);
    expect(historyOf(bookingId).map((h) => h.event)).toEqual(['CREATED']);
    const stored = ctx.t.db.$client.prepare('SELECT place_id FROM occupancies WHERE id = ?').get(occupancyId);
    expect(stored).toEqual({ place_id: s.site.places[0] });
  });

  it.each([
    ['updateFromGrid', 24750],
    ['keepExistingGrid', 22250],
    ['updateFromExistingDetail', 19750],
    ['keepExistingDetail', 15800],
  ])(
    'the move made with « %s » saves that price (%i cents) and records the move in the history',
    async (choice, total) => {
      const s = await scene();
      const { bookingId, occupancyId } = await bookPitch(s, 0);
      await saveGrid(ctx.admin, gridWithComfort(s.site, s.comfortId, 4500));
      const { item } = await ok(await post(`booking/occupancy/${occupancyId}/move`, toComfort(s, 0, choice)));
      expect(item.totalCents).toBe(total);
      expect(item.occupancies[0]).toMatchObject({ placeId: s.comfortPlaces[0], endDate: '2026-07-15' });
      const moved = historyOf(bookingId).at(-1);
      expect(moved?.event).toBe('MOVED');
      expect(moved?.summary).toMatch(
        /^Déplacement : emplacement 1 → emplacement C1, du 10\/07\/2026 au 15\/07\/2026 ; /,
      );
      expect(JSON.parse(moved?.detail ?? '{}')).toMatchObject({
        from: { placeId: s.site.places[0], startDate: '2026-07-10', endDate: '2026-07-14' },
        to: { placeId: s.comfortPlaces[0], startDate: '2026-07-10', endDate: '2026-07-15' },
        priceBefore: 15800,
        priceAfter: total,
        choice,
      });
      expect(historyOf(bookingId).map((h) => h.event)).toEqual(['CREATED', 'MOVED']);
    },
  );

  it('the history line names both prices and the choice: « prix 158,00 € → 222,50 € (Recalculer avec la grille du séjour) »', async () => {
    const s = await scene();
    const { bookingId, occupancyId } = await bookPitch(s, 0);
    await ok(await post(`booking/occupancy/${occupancyId}/move`, toComfort(s, 0)));
    expect(historyOf(bookingId).at(-1)?.summary).toBe(
      'Déplacement : emplacement 1 → emplacement C1, du 10/07/2026 au 15/07/2026 ; ' +
        'prix 158,00 € → 222,50 € (Recalculer avec la grille du séjour)',
    );
  });

  it('a move to a pitch of the same type and the same nights changes no price: « isPriceChanged » false', async () => {
    const s = await scene();
    const { occupancyId } = await bookPitch(s, 0);
    const preview = await ok(
      await post(`booking/occupancy/${occupancyId}/move-preview`, {
        placeId: s.site.places[1],
        startDate: '2026-07-10',
        endDate: '2026-07-14',
      }),
    );
    expect(preview.isPriceChanged).toBe(false);
    expect(preview.prices.map((p: { totalCents: number }) => p.totalCents)).toEqual([15800, 15800, 15800, 15800]);
  });

  it('a choice that cannot price the move says why; a refusal of the move itself is answered as the move would be', async () => {
    const s = await scene();
    const { occupancyId } = await bookPitch(s, 0);
    const other = await bookPitch(s, 1);
    // The other stay's pitch is taken those nights: no choice can move there.
    const taken = await post(`booking/occupancy/${other.occupancyId}/move-preview`, {
      placeId: s.site.places[0],
      startDate: '2026-07-10',
      endDate: '2026-07-14',
    });
    expect(taken.status).toBe(400);
    expect((await taken.json()).serverMessage).toBe('BOOKING_PLACE_NOT_AVAILABLE');
    // A night outside the activity period: refused the same way under every choice.
    const closed = await post(`booking/occupancy/${occupancyId}/move-preview`, {
      placeId: s.site.places[0],
      startDate: '2026-10-30',
      endDate: '2026-11-03',
    });
    expect(closed.status).toBe(400);
  });

  it('a mobile home priced by another grid: « Recalculer avec la grille du séjour » cannot price it and says why', async () => {
    const s = await scene();
    await saveGrid(ctx.admin, weekGrid(s.site));
    const home = (
      await ok(await post('place/place/edit', { id: 0, number: 'M1', typeId: s.site.mobileHomeId, capacity: 6 }))
    ).id;
    const { occupancyId } = await bookPitch(s, 0);
    const preview = await ok(
      await post(`booking/occupancy/${occupancyId}/move-preview`, {
        placeId: home,
        startDate: '2026-07-10',
        endDate: '2026-07-14',
      }),
    );
    expect(preview.prices).toEqual([
      // A week at 840,00 € (a shorter stay pays one week), fees 15,00 €, electricity at its catalogue 4 × 5,00 €
      { choice: 'updateFromGrid', totalCents: 84000 + 1500 + 2000, error: null },
      {
        choice: 'keepExistingGrid',
        totalCents: null,
        error: { code: 'NO_PRICE_GRID_FOR_PLACE_TYPE', message: expect.any(String) },
      },
      { choice: 'updateFromExistingDetail', totalCents: 15800, error: null },
      { choice: 'keepExistingDetail', totalCents: 15800, error: null },
    ]);
  });

  it('the choice is validated: an unknown one is refused (INVALID_TYPE)', async () => {
    const s = await scene();
    const { occupancyId } = await bookPitch(s, 0);
    const res = await post(`booking/occupancy/${occupancyId}/move`, toComfort(s, 0, 'cheapest'));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ priceUpdateChoice: 'INVALID_TYPE' });
  });
});

describe('an option the grid includes in the place type is not billed twice, and says so', () => {
  /** An electrified pitch type priced by its own grid: 25,00 € low, 42,00 € high, electricity included. */
  async function electrified(s: Scene) {
    const typeId = (
      await ok(
        await post('place/place-type/edit', {
          id: 0,
          ...placeTypeBody('Emplacement électrifié', { shortCode: 'ELEC', tvaId: s.site.tva10 }),
        }),
      )
    ).id;
    const grid = seasonGrid(s.site);
    await saveGrid(ctx.admin, {
      ...grid,
      label: 'Électrifiés 2026',
      periods: grid.periods.map((p, i) => ({
        ...p,
        prices: [{ placeTypeId: typeId, nightCents: i === 0 ? 2500 : 4200 }],
      })),
      options: [{ ...grid.options[0], cents: 0, isIncluded: true }],
    });
    return (await ok(await post('place/place/edit', { id: 0, number: 'E1', typeId, capacity: 6 }))).id as number;
  }
  const electricityLine = (item: { lines: { kind: number; label: string; amountCents: number }[] }) =>
    item.lines.filter((l) => l.kind === 7).map((l) => [l.label, l.amountCents]);

  it('a stay booked on it with electricity pays the place only: 4 × 42,00 € = 168,00 €', async () => {
    const s = await scene();
    const placeId = await electrified(s);
    const body = bookingBody(s.site, { placeId, extras: [{ extraId: s.site.electricityId, quantity: 1 }] });
    const { item } = await ok(await post('booking/booking/edit', body));
    expect(item.totalCents).toBe(16800);
    expect(electricityLine(item)).toEqual([["Électricité (inclus dans le type d'emplacement) (Haute saison)", 0]]);
  });

  it('the quote of the type says so too', async () => {
    const s = await scene();
    const placeId = await electrified(s);
    const q = await ok(
      await post('price/quote', {
        placeId,
        arrival: '2026-07-10',
        departure: '2026-07-14',
        occupants: [{ ageCategoryId: s.site.adultId, count: 2 }],
        extras: [{ extraId: s.site.electricityId, quantity: 1 }],
      }),
    );
    expect(q.totals.totalCents).toBe(16800);
  });

  it('a pitch stay paying electricity (158,00 €) moved there by the grid in force: 168,00 €, electricity not billed again', async () => {
    const s = await scene();
    const placeId = await electrified(s);
    const { occupancyId } = await bookPitch(s, 0);
    const to = { placeId, startDate: '2026-07-10', endDate: '2026-07-14', priceUpdateChoice: 'updateFromGrid' };
    const { item } = await ok(await post(`booking/occupancy/${occupancyId}/move`, to));
    expect(item.totalCents).toBe(16800);
    expect(electricityLine(item)).toEqual([["Électricité (inclus dans le type d'emplacement) (Haute saison)", 0]]);
  });
});
