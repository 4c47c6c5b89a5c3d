// Two desks on one booking: each draft keeps the version its user opened; the second save over a
// newer version is refused with STALE_VERSION naming who saved and when, nothing of it written; a
// reload gives a fresh draft of the booking as it is now, the user's own edits listed beside.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: BookingSite;

const rights = {
  rights: [
    { code: 'booking_booking_list', canSelect: true, canWrite: true, canDelete: false, canExport: false },
    { code: 'booking_search_availability', canSelect: true, canWrite: false, canDelete: false, canExport: false },
  ],
};

async function marie(): Promise<Client> {
  const { id } = await ctx.t.addUser({ login: 'marie', password: 'marie-pass', name: 'Marie Dupuis' });
  expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, rights)).status).toBe(200);
  return ctx.t.signIn({ login: 'marie', password: 'marie-pass' });
}

/** A booking on pitch 1 from 10 to 14 July 2026 for two adults, saved by the admin. */
async function booked() {
  site = await bookingSite(ctx.admin);
  return (await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, {})))).item;
}

const open = async (client: Client, bookingId: number) =>
  ok(await client.post('/rest/booking/booking/temporary', { bookingId }));
const send = async (client: Client, draftId: number, body: unknown) =>
  ok(await client.post(`/rest/booking/booking/temporary/${draftId}`, body));
const commit = (client: Client, draftId: number) => client.post(`/rest/booking/booking/temporary/${draftId}/commit`);

type Body = { occupancies: Record<string, unknown>[] } & Record<string, unknown>;
const withStay = (body: Body, change: Record<string, unknown>): Body => ({
  ...body,
  occupancies: [{ ...body.occupancies[0], ...change }],
});
const withElectricity = (body: Body) => withStay(body, { extras: [{ extraId: site.electricityId, quantity: 1 }] });

const storedStay = (bookingId: number) =>
  ctx.t.db.$client
    .prepare(
      `SELECT o.place_id AS placeId, o.start_date AS startDate, o.end_date AS endDate,
              (SELECT count(*) FROM booking_extras e WHERE e.occupancy_id = o.id) AS extras
         FROM occupancies o WHERE o.booking_id = ?`,
    )
    .get(bookingId);

describe('no change lost between two desks on one booking', () => {
  it('« a save over a newer version is refused »: the second commit answers STALE_VERSION naming the first user and time; the first change is kept', async () => {
    const booking = await booked();
    const other = await marie();
    const mine = await open(ctx.admin, booking.id);
    // Both desks may open it: the first desk's locks on the booking's own place do not refuse the second.
    const hers = await open(other, booking.id);

    ctx.t.clock.advance(5 * 60_000);
    await send(ctx.admin, mine.draftId, withStay(mine.body, { endDate: '2026-07-12' }));
    expect((await ok(await commit(ctx.admin, mine.draftId))).status).toBe('SAVED');

    await send(other, hers.draftId, withElectricity(hers.body));
    const res = await commit(other, hers.draftId);
    const refusal = await res.json();
    expect(res.status).toBe(400);
    expect(refusal.serverMessage).toBe('STALE_VERSION');
    // 09:05 UTC is 10:05 in Paris.
    expect(refusal.message).toBe(errorMessage('STALE_VERSION', { who: 'Admin', when: '22/11/2026 à 10:05' }));
    expect(storedStay(booking.id)).toEqual({
      placeId: site.places[0],
      startDate: '2026-07-10',
      endDate: '2026-07-12',
      extras: 0,
    });
    // Her draft is kept, and says who moved the booking on since she opened it.
    const again = await ok(await other.get(`/rest/booking/booking/temporary/${hers.draftId}`));
    expect(again.staleSince).toEqual({ who: 'Admin', when: '22/11/2026 à 10:05' });
  });

  it('a draft opened after the first save commits fine, and is not stale', async () => {
    const booking = await booked();
    const other = await marie();
    const mine = await open(ctx.admin, booking.id);
    await send(ctx.admin, mine.draftId, withStay(mine.body, { endDate: '2026-07-12' }));
    await ok(await commit(ctx.admin, mine.draftId));

    const hers = await open(other, booking.id);
    expect(hers.staleSince).toBeNull();
    await send(other, hers.draftId, withElectricity(hers.body));
    const saved = (await ok(await commit(other, hers.draftId))).item;
    expect(saved.occupancies[0].endDate).toBe('2026-07-12');
    expect(storedStay(booking.id)).toMatchObject({ endDate: '2026-07-12', extras: 1 });
  });

  it("a planning move between the draft's opening and its save also makes the save stale", async () => {
    const booking = await booked();
    const other = await marie();
    const hers = await open(other, booking.id);
    expect(hers.staleSince).toBeNull();
    const occupancyId = booking.occupancies[0].id;
    await ok(
      await ctx.admin.post(`/rest/booking/occupancy/${occupancyId}/move`, {
        placeId: site.places[1],
        startDate: '2026-07-10',
        endDate: '2026-07-14',
      }),
    );
    const sent = await send(other, hers.draftId, withElectricity(hers.body));
    expect(sent.staleSince).toEqual({ who: 'Admin', when: '22/11/2026 à 10:00' });
    // Refused as stale once the cancellation moves the version on, else as a change of a cancelled stay.
    expect((await commit(other, hers.draftId)).status).toBe(400);
    expect(storedStay(booking.id)).toMatchObject({ placeId: site.places[1], extras: 0 });
  });

  it('« Recharger »: a fresh draft of the booking as it is now, listing the edits the user had made; they survive reopening it and can be saved', async () => {
    const booking = await booked();
    const other = await marie();
    const mine = await open(ctx.admin, booking.id);
    const hers = await open(other, booking.id);
    await send(ctx.admin, mine.draftId, withStay(mine.body, { endDate: '2026-07-12' }));
    await ok(await commit(ctx.admin, mine.draftId));
    await send(other, hers.draftId, { ...withElectricity(hers.body), notes: 'Arrivée tardive' });
    expect((await commit(other, hers.draftId)).status).toBe(400);

    const fresh = await ok(await other.post(`/rest/booking/booking/temporary/${hers.draftId}/reload`));
    expect(fresh.draftId).not.toBe(hers.draftId);
    expect((await other.get(`/rest/booking/booking/temporary/${hers.draftId}`)).status).toBe(404);
    expect(fresh.staleSince).toBeNull();
    expect(fresh.hasChanges).toBe(false);
    expect(fresh.body.occupancies[0].endDate).toBe('2026-07-12');
    expect(fresh.body.occupancies[0].extras).toEqual([]);
    const listed = [
      { where: '', text: 'Notes : (vide) → « Arrivée tardive »' },
      { where: '', text: 'Ajout : Électricité × 1' },
    ];
    expect(fresh.setAside).toEqual(listed);
    // Reopened (a browser reload), the draft still lists them.
    expect((await ok(await other.get(`/rest/booking/booking/temporary/${fresh.draftId}`))).setAside).toEqual(listed);

    await send(other, fresh.draftId, withElectricity(fresh.body));
    const saved = (await ok(await commit(other, fresh.draftId))).item;
    expect(saved.occupancies[0]).toMatchObject({ endDate: '2026-07-12' });
    expect(storedStay(booking.id)).toMatchObject({ endDate: '2026-07-12', extras: 1 });
  });

  it('the list set aside goes once the user dismisses it; a reload keeps an earlier list', async () => {
    const booking = await booked();
    const other = await marie();
    const mine = await open(ctx.admin, booking.id);
    const hers = await open(other, booking.id);
    await send(ctx.admin, mine.draftId, withStay(mine.body, { endDate: '2026-07-12' }));
    await ok(await commit(ctx.admin, mine.draftId));
    await send(other, hers.draftId, withElectricity(hers.body));
    const fresh = await ok(await other.post(`/rest/booking/booking/temporary/${hers.draftId}/reload`));

    // Stale again before she applied anything: the first list is kept at the next reload.
    const third = await open(ctx.admin, booking.id);
    await send(ctx.admin, third.draftId, { ...third.body, reference: 'TEL-12' });
    await ok(await commit(ctx.admin, third.draftId));
    const again = await ok(await other.post(`/rest/booking/booking/temporary/${fresh.draftId}/reload`));
    expect(again.setAside).toEqual([{ where: '', text: 'Ajout : Électricité × 1' }]);
    expect(again.body.reference).toBe('TEL-12');

    const dismissed = await ok(
      await other.request(`/rest/booking/booking/temporary/${again.draftId}/set-aside`, { method: 'DELETE' }),
    );
    expect(dismissed.setAside).toEqual([]);
  });

  it('« a save over a newer version is refused » on the direct save too, when it names the version it read', async () => {
    const booking = await booked();
    const read = booking.version;
    const moved = await ok(
      await ctx.admin.post(`/rest/booking/booking/edit`, {
        ...bookingBody(site, { id: booking.occupancies[0].id, endDate: '2026-07-12' }),
        id: booking.id,
        version: read,
      }),
    );
    expect(moved.item.version).toBe(read + 1);
    const res = await ctx.admin.post(`/rest/booking/booking/edit`, {
      ...bookingBody(site, { id: booking.occupancies[0].id, endDate: '2026-07-16' }),
      id: booking.id,
      version: read,
    });
    expect((await res.json()).serverMessage).toBe('STALE_VERSION');
    expect(storedStay(booking.id)).toMatchObject({ endDate: '2026-07-12' });
  });

  it('a booking cancelled at the other desk: the save is refused, the reload refused too (the sheet then reads it), the draft kept', async () => {
    const booking = await booked();
    const other = await marie();
    const hers = await open(other, booking.id);
    await ok(await ctx.admin.post(`/rest/booking/booking/${booking.id}/cancel`, { reason: 'Météo' }));
    await send(other, hers.draftId, withElectricity(hers.body));
    // Refused as stale once the cancellation moves the version on, else as a change of a cancelled stay.
    expect((await commit(other, hers.draftId)).status).toBe(400);
    expect((await other.post(`/rest/booking/booking/temporary/${hers.draftId}/reload`)).status).toBe(400);
    expect((await other.get(`/rest/booking/booking/temporary/${hers.draftId}`)).status).toBe(200);
    expect(storedStay(booking.id)).toMatchObject({ extras: 0 });
  });
});
