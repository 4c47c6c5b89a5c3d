import { describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: BookingSite;

const bookingRights = (canWrite: boolean, canDelete = false) => ({
  rights: [
    { code: 'booking_booking_list', canSelect: true, canWrite, canDelete, canExport: false },
    { code: 'booking_search_availability', canSelect: true, canWrite: false, canDelete: false, canExport: false },
  ],
});

async function secondUser(login: string, canWrite = true): Promise<Client> {
  const { id } = await ctx.t.addUser({ login, password: `${login}-pass` });
  expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, bookingRights(canWrite))).status).toBe(200);
  return ctx.t.signIn({ login, password: `${login}-pass` });
}

/** A new draft's start: the customer on pitch 1 for four July nights. */
const firstPitch = () => ({
  customerId: site.customerId,
  placeId: site.places[0],
  startDate: '2026-07-10',
  endDate: '2026-07-14',
});

const draft = (client: Client, body: Record<string, unknown>) => client.post('/rest/booking/booking/temporary', body);

describe("the booking sheet's temporary booking (create temporary booking, create true booking, merge)", () => {
  it('a new draft from the planning holds its place for the user; another user gets "place locked by customer"', async () => {
    site = await bookingSite(ctx.admin);
    const mine = await ok(
      await draft(ctx.admin, {
        bookingId: 0,
        customerId: site.customerId,
        kind: 3,
        placeId: site.places[0],
        startDate: '2026-07-10',
        endDate: '2026-07-14',
      }),
    );
    expect(mine.body.occupancies[0].placeId).toBe(site.places[0]);
    // No party yet: the engine answers why it cannot price (below the grid's minimum persons).
    expect(mine.quote.occupancies[0].error).toBe('CONFIGURATION_NOT_POSSIBLE');
    const other = await secondUser('marie');
    const res = await draft(other, {
      bookingId: 0,
      customerId: site.customerId,
      kind: 3,
      placeId: site.places[0],
      startDate: '2026-07-12',
      endDate: '2026-07-20',
    });
    const refused = await res.json();
    expect(refused.serverMessage).toBe('PLACE_LOCKED_BY_CUSTOMER');
    expect(refused.message).toBe('Cette place est verrouillée par le client');
    await expect(other.post('/rest/booking/booking/edit', bookingBody(site, {}))).resolves.toHaveProperty(
      'status',
      400,
    );
    await ok(
      await draft(other, {
        bookingId: 0,
        customerId: site.customerId,
        kind: 3,
        placeId: site.places[0],
        startDate: '2026-07-14',
        endDate: '2026-07-20',
      }),
    );
  });

  it('locks expire: 20 minutes after the draft was last touched the place is free again', async () => {
    site = await bookingSite(ctx.admin);
    await ok(await draft(ctx.admin, firstPitch()));
    const other = await secondUser('marie');
    const body = firstPitch();
    expect((await (await draft(other, body)).json()).serverMessage).toBe('PLACE_LOCKED_BY_CUSTOMER');
    ctx.t.clock.advance(21 * 60_000);
    await ok(await draft(other, body));
  });

  it('create true booking: the draft becomes the booking; its locks go with it', async () => {
    site = await bookingSite(ctx.admin);
    const d = await ok(await draft(ctx.admin, firstPitch()));
    const body = {
      ...d.body,
      occupancies: [{ ...d.body.occupancies[0], occupants: [{ ageCategoryId: site.adultId }] }],
    };
    const updated = await ok(await ctx.admin.post(`/rest/booking/booking/temporary/${d.draftId}`, body));
    expect(updated.body.occupancies[0].occupants).toHaveLength(1);
    const { status, item } = await ok(await ctx.admin.post(`/rest/booking/booking/temporary/${d.draftId}/commit`));
    expect(status).toBe('SAVED');
    expect(item.occupancies[0].personsCount).toBe(1);
    const locks = ctx.t.db.$client.prepare('SELECT count(*) AS n FROM place_locks').get() as { n: number };
    expect(locks.n).toBe(0);
    expect((await ctx.admin.get(`/rest/booking/booking/temporary/${d.draftId}`)).status).toBe(404);
  });

  it('merge: a draft of an existing booking edits it; until merged the booking is unchanged', async () => {
    site = await bookingSite(ctx.admin);
    const booked = (await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, {})))).item;
    const d = await ok(await draft(ctx.admin, { bookingId: booked.id }));
    expect(d.bookingId).toBe(booked.id);
    const moved = { ...d.body, occupancies: [{ ...d.body.occupancies[0], placeId: site.places[1] }] };
    await ok(await ctx.admin.post(`/rest/booking/booking/temporary/${d.draftId}`, moved));
    expect((await (await ctx.admin.get(`/rest/booking/booking/edit/${booked.id}`)).json()).occupancies[0].placeId).toBe(
      site.places[0],
    );
    const merged = (await ok(await ctx.admin.post(`/rest/booking/booking/temporary/${d.draftId}/commit`))).item;
    expect(merged.id).toBe(booked.id);
    expect(merged.occupancies[0].placeId).toBe(site.places[1]);
    expect(merged.occupancies[0].id).toBe(booked.occupancies[0].id);
  });

  it('a draft without customer cannot become a booking: the customer is required', async () => {
    site = await bookingSite(ctx.admin);
    const d = await ok(
      await draft(ctx.admin, { placeId: site.places[0], startDate: '2026-07-10', endDate: '2026-07-14' }),
    );
    const res = await ctx.admin.post(`/rest/booking/booking/temporary/${d.draftId}/commit`);
    expect((await res.json()).fields.customerId).toBe('REQUIRED');
  });

  it("leaving without saving releases the locks; another user's draft is not theirs to touch", async () => {
    site = await bookingSite(ctx.admin);
    const d = await ok(await draft(ctx.admin, firstPitch()));
    const other = await secondUser('marie');
    expect((await other.get(`/rest/booking/booking/temporary/${d.draftId}`)).status).toBe(400);
    expect((await ctx.admin.request(`/rest/booking/booking/temporary/${d.draftId}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    await ok(await draft(other, firstPitch()));
  });

  it('a draft moved onto a place another stay holds answers the message that reloads the sheet', async () => {
    site = await bookingSite(ctx.admin);
    await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, { placeId: site.places[1] })));
    const d = await ok(await draft(ctx.admin, firstPitch()));
    const res = await ctx.admin.post(`/rest/booking/booking/temporary/${d.draftId}`, {
      ...d.body,
      occupancies: [{ ...d.body.occupancies[0], placeId: site.places[1] }],
    });
    expect((await res.json()).serverMessage).toBe('BOOKING_PLACE_NOT_AVAILABLE');
  });
});

describe('the state of a reopened draft', () => {
  it('a saved booking is in state 3 until edited: its untouched draft reopens without changes, an edited one with them', async () => {
    site = await bookingSite(ctx.admin);
    const booked = (await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, {})))).item;
    const d = await ok(await draft(ctx.admin, { bookingId: booked.id }));
    expect(d.hasChanges).toBe(false);
    expect((await ok(await ctx.admin.get(`/rest/booking/booking/temporary/${d.draftId}`))).hasChanges).toBe(false);
    await ok(await ctx.admin.post(`/rest/booking/booking/temporary/${d.draftId}`, { ...d.body, notes: 'Chien' }));
    expect((await ok(await ctx.admin.get(`/rest/booking/booking/temporary/${d.draftId}`))).hasChanges).toBe(true);
  });

  it('a new booking has changes once it holds more than its customer and kind', async () => {
    site = await bookingSite(ctx.admin);
    const empty = await ok(await draft(ctx.admin, { customerId: site.customerId, kind: 2 }));
    expect(empty.hasChanges).toBe(false);
    expect((await ok(await draft(ctx.admin, firstPitch()))).hasChanges).toBe(true);
  });
});

describe('a stay that may no longer change is read, not edited', () => {
  it('a cancelled stay opens no draft (nothing locked) and is read with its price', async () => {
    site = await bookingSite(ctx.admin);
    const booked = (await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, {})))).item;
    await ok(await ctx.admin.post(`/rest/booking/booking/${booked.id}/cancel`, { reason: 'Météo' }));
    const refused = await (await draft(ctx.admin, { bookingId: booked.id })).json();
    expect(refused.serverMessage).toBe('MODIFICATION_NOT_AUTHORISED');
    const reading = await ok(await ctx.admin.get(`/rest/booking/booking/reading/${booked.id}`));
    expect(reading.body.occupancies[0].placeId).toBe(site.places[0]);
    const locks = ctx.t.db.$client.prepare('SELECT count(*) AS n FROM place_locks').get() as { n: number };
    expect(locks.n).toBe(0);
  });
});

describe('/search-availability', () => {
  it('answers the free places with their price, without a held, unavailable or locked place', async () => {
    site = await bookingSite(ctx.admin, 4);
    await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, {})));
    await ok(
      await ctx.admin.post('/rest/place/unavailability/edit', {
        id: 0,
        placeId: site.places[1],
        startDate: '2026-07-01',
        endDate: '2026-07-31',
        reason: 'Travaux',
      }),
    );
    const other = await secondUser('marie');
    await ok(
      await draft(other, {
        customerId: site.customerId,
        placeId: site.places[2],
        startDate: '2026-07-12',
        endDate: '2026-07-13',
      }),
    );
    const search = { startDate: '2026-07-11', endDate: '2026-07-13', persons: 2 };
    const { places } = await ok(await ctx.admin.post('/rest/booking/availability/search', search));
    expect(places.map((p: { placeId: number }) => p.placeId)).toEqual([site.places[3]]);
    expect(places[0].totalCents).toBe(7000);
    const { places: crowd } = await ok(
      await ctx.admin.post('/rest/booking/availability/search', { ...search, persons: 7 }),
    );
    expect(crowd).toEqual([]);
    const { places: after } = await ok(
      await ctx.admin.post('/rest/booking/availability/search', {
        startDate: '2026-07-14',
        endDate: '2026-07-15',
        withPrice: false,
      }),
    );
    expect(after.map((p: { placeId: number }) => p.placeId)).toEqual([site.places[0], site.places[2], site.places[3]]);
  });
});

describe('booking/booking/choices', () => {
  it('a receptionist with only the booking rights gets what the sheet and the search choose from', async () => {
    site = await bookingSite(ctx.admin);
    const reception = await secondUser('accueil');
    expect((await reception.get('/rest/reference/civility')).status).toBe(401);
    const choices = await ok(await reception.get('/rest/booking/booking/choices'));
    expect(choices.ageCategories.map((c: { label: string }) => c.label)).toContain('Adulte');
    expect(choices.places.map((c: { value: number }) => c.value)).toEqual(site.places);
    expect(choices.civilities.length).toBeGreaterThan(0);
    expect(choices.cancellationReasons).toContain('Météo');
    expect(choices.defaultStayDays).toBe(7);
    const search = await ok(await reception.get('/rest/booking/availability/choices'));
    expect(search.placeTypes.map((c: { value: number }) => c.value)).toContain(site.pitchId);
  });
});

describe('rights are checked on the server', () => {
  it('a reader (001) reads a booking whole, without a draft or a lock, but cannot save, change, move, cancel or delete it', async () => {
    site = await bookingSite(ctx.admin);
    const b = (await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, {})))).item;
    const reader = await secondUser('lecteur', false);
    expect((await reader.get(`/rest/booking/booking/edit/${b.id}`)).status).toBe(200);
    // The sheet reads it whole (every tab, the live price) without a draft or a lock.
    const reading = await ok(await reader.get(`/rest/booking/booking/reading/${b.id}`));
    expect(reading.body.occupancies[0].occupants).toHaveLength(2);
    expect(reading.quote.totalCents).toBe(b.totalCents);
    const locks = ctx.t.db.$client.prepare('SELECT count(*) AS n FROM place_locks').get() as { n: number };
    expect(locks.n).toBe(0);
    for (const res of [
      await reader.post('/rest/booking/booking/edit', bookingBody(site, { placeId: site.places[1] })),
      await reader.post(`/rest/booking/booking/${b.id}/cancel`, { reason: 'Météo' }),
      await reader.post(`/rest/booking/occupancy/${b.occupancies[0].id}/arrived`, { value: true }),
      await reader.post('/rest/booking/booking/temporary', { bookingId: b.id }),
      await reader.post(`/rest/booking/booking/${b.id}/delete`, { reason: 'Doublon' }),
      await reader.post(`/rest/booking/occupancy/${b.occupancies[0].id}/move`, {
        placeId: site.places[1],
        startDate: '2026-07-10',
        endDate: '2026-07-14',
      }),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});
