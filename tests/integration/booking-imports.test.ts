// Internet bookings: a channel posts with its API
// key, staff accept or refuse (forced too), an accepted import integrates once. Today is 2026-11-22.
import { describe, expect, it } from 'vitest';
import type { BookingDto } from '../../service/domains/booking';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { clientFor } from '../support/client';
import { createPlaces } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

interface Site {
  key: string;
  channelId: number;
  placeIds: number[];
}

async function site(admin: Client): Promise<Site> {
  const channels: { id: number; code: string }[] = await (await admin.get('/rest/place/access-channel')).json();
  const channelId = channels.find((c) => c.code === 'WEB')?.id ?? 0;
  const placeIds = await createPlaces(admin, 2);
  const res = await admin.post('/rest/booking/booking-import/key/edit', { channelId, label: 'Site du camping' });
  expect(res.status).toBe(200);
  return { key: (await res.json()).item.key, channelId, placeIds };
}

const booking = (placeId: number, change: Record<string, unknown> = {}) => ({
  reference: 'WEB-0001',
  customer: {
    civility: 'MME',
    firstName: 'Anne',
    lastName: 'Durand',
    address1: '3 rue des Lilas',
    postalCode: '44000',
    town: 'Nantes',
    country: 'FR',
    email: 'anne.durand@example.fr',
    phone: '06 12 34 56 78',
    language: 'fr',
  },
  stay: { placeId, arrival: '2027-07-10', departure: '2027-07-17' },
  occupants: [{ category: 'adult' }, { category: 'adult' }, { category: 'child', firstName: 'Léo' }],
  amountCents: 45000,
  paidCents: 13500,
  comment: 'Arrivée vers 20 h',
  ...change,
});

/** A channel's call: no session, no anti-forgery token, its key in X-Api-Key. */
function post(key: string | null, body: unknown) {
  const headers: Record<string, string> = key === null ? {} : { 'X-Api-Key': key };
  return clientFor(ctx.t.app).post('/rest/booking/import', body, headers);
}

const detail = async (id: number) => (await ctx.admin.get(`/rest/booking/booking-import/edit/${id}`)).json();

describe('POST /rest/booking/import: the channel door', () => {
  it('pitch-listing site and API key not found: no key, an unknown key or a revoked key', async () => {
    const s = await site(ctx.admin);
    for (const key of [null, 'bvk_nope']) {
      const res = await post(key, booking(s.placeIds[0]));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        serverMessage: 'LISTING_SITE_OR_API_KEY_NOT_FOUND',
        message: "Site de réservation d'emplacements et clé API introuvables",
      });
    }
    const [row] = await (await ctx.admin.get('/rest/booking/booking-import/key')).json();
    expect((await ctx.admin.post(`/rest/booking/booking-import/key/${row.id}/revoke`)).status).toBe(200);
    expect((await (await post(s.key, booking(s.placeIds[0]))).json()).serverMessage).toBe(
      'LISTING_SITE_OR_API_KEY_NOT_FOUND',
    );
  });

  it('stores a posted booking as pending with its summary, and shows the key only once (hash kept)', async () => {
    const s = await site(ctx.admin);
    const res = await post(s.key, booking(s.placeIds[0]));
    expect(res.status).toBe(200);
    const { status, id } = await res.json();
    expect(status).toBe('SAVED');
    const d = await detail(id);
    expect(d).toMatchObject({
      externalReference: 'WEB-0001',
      channelLabel: 'Site internet',
      customerName: 'Durand Anne',
      customerEmail: 'anne.durand@example.fr',
      arrivalDate: '2027-07-10',
      departureDate: '2027-07-17',
      placeNumber: '1',
      personsCount: 3,
      amountCents: 45000,
      paidCents: 13500,
      decision: 'PENDING',
      integrationFlag: 'BLANK',
      bookingId: null,
    });
    expect(d.payload.customer.phone).toBe('0612345678');
    const keys = await (await ctx.admin.get('/rest/booking/booking-import/key')).json();
    expect(keys[0]).not.toHaveProperty('key');
    expect(keys[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(ctx.t.db.$client.prepare('select * from channel_api_keys').all())).not.toContain(s.key);
  });

  it('refuses a malformed booking field by field with the catalogue codes and a French message', async () => {
    const s = await site(ctx.admin);
    const res = await post(s.key, {
      ...booking(s.placeIds[0]),
      reference: '',
      customer: { lastName: '', email: 'pas-un-mail', country: 'France' },
      stay: { placeId: s.placeIds[0], arrival: '2027-07-17', departure: '2027-07-10' },
      occupants: [{ category: 'senior' }],
      amountCents: -1,
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Formulaire incorrect');
    expect(body.fields).toEqual({
      reference: 'REQUIRED',
      'customer.lastName': 'REQUIRED',
      'customer.email': 'INVALID_EMAIL',
      'customer.country': 'INVALID_TYPE',
      'stay.departure': 'START_AFTER_END',
      'occupants.0.category': 'INVALID_TYPE',
      amountCents: 'INVALID_NUMBER',
    });
  });

  it('refuses a body that is not JSON, and an unknown place', async () => {
    const s = await site(ctx.admin);
    const raw = await clientFor(ctx.t.app).request('/rest/booking/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Api-Key': s.key },
      body: '{"reference":',
    });
    expect((await raw.json()).serverMessage).toBe('MALFORMED_JSON');
    const res = await post(s.key, booking(999));
    expect((await res.json()).fields).toEqual({ 'stay.placeId': 'PLACE_REQUIRED' });
  });

  it('refuses a body above 64 KB with 413 PAYLOAD_TOO_LARGE', async () => {
    const s = await site(ctx.admin);
    const res = await post(s.key, booking(s.placeIds[0], { comment: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect((await res.json()).serverMessage).toBe('PAYLOAD_TOO_LARGE');
  });

  it('missing adult, child or baby age categories: MISSING_AGE_CATEGORIES when no category holds a baby', async () => {
    const s = await site(ctx.admin);
    const categories: { id: number; label: string }[] = await (
      await ctx.admin.get('/rest/reference/age-category')
    ).json();
    const baby = categories.find((c) => c.label === 'Bébé');
    ctx.t.db.$client.prepare('update age_categories set is_active = 0 where id = ?').run(baby?.id);
    const res = await post(s.key, booking(s.placeIds[0], { occupants: [{ category: 'adult' }, { category: 'baby' }] }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.serverMessage).toBe('MISSING_AGE_CATEGORIES');
    expect(body.message).toContain("Catégories d'âge");
  });

  it('the same reference posted again updates the import and asks for a fresh decision', async () => {
    const s = await site(ctx.admin);
    const { id } = await (await post(s.key, booking(s.placeIds[0]))).json();
    await ctx.admin.post(`/rest/booking/booking-import/${id}/accept`, {});
    const again = await post(s.key, booking(s.placeIds[1], { amountCents: 50000 }));
    expect((await again.json()).id).toBe(id);
    expect(await detail(id)).toMatchObject({ placeNumber: '2', amountCents: 50000, decision: 'PENDING' });
    const page = await (await ctx.admin.post('/rest/booking/booking-import/search', {})).json();
    expect(page.total).toBe(1);
  });
});

describe('staff decisions (acceptance or refusal of an imported booking; forced validation or refusal)', () => {
  async function pendingImport() {
    const s = await site(ctx.admin);
    const { id } = await (await post(s.key, booking(s.placeIds[0]))).json();
    return id as number;
  }

  it('accepts: the integration flag becomes "to integrate", the decision names its author', async () => {
    const id = await pendingImport();
    const res = await ctx.admin.post(`/rest/booking/booking-import/${id}/accept`, {});
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item).toMatchObject({ decision: 'ACCEPTED', integrationFlag: 'TO_INTEGRATE', isForced: false });
    expect(item.decidedByName).toBe('Admin');
  });

  it('refuses with a reason (required); a plain decision does not overturn another, a forced one does', async () => {
    const id = await pendingImport();
    const noReason = await ctx.admin.post(`/rest/booking/booking-import/${id}/refuse`, { reason: ' ' });
    expect((await noReason.json()).fields).toEqual({ reason: 'REASON_REQUIRED' });
    const refused = await ctx.admin.post(`/rest/booking/booking-import/${id}/refuse`, { reason: 'Camping complet' });
    expect((await refused.json()).item).toMatchObject({ decision: 'REFUSED', refusalReason: 'Camping complet' });
    const plain = await ctx.admin.post(`/rest/booking/booking-import/${id}/accept`, {});
    expect((await plain.json()).serverMessage).toBe('INTERNET_BOOKING_ALREADY_DECIDED');
    const forced = await ctx.admin.post(`/rest/booking/booking-import/${id}/accept`, { forced: true });
    expect((await forced.json()).item).toMatchObject({ decision: 'ACCEPTED', isForced: true, refusalReason: null });
  });

  it('accept the stay before integrating: a pending or refused import is not integrated', async () => {
    const id = await pendingImport();
    const res = await ctx.admin.post(`/rest/booking/booking-import/${id}/integrate`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      serverMessage: 'ACCEPT_STAY_BEFORE_INTEGRATING',
      message: "Veuillez accepter le séjour avant de l'intégrer",
    });
  });

  it('lists with filters: decision, integration flag, arrival dates', async () => {
    const s = await site(ctx.admin);
    const a = (await (await post(s.key, booking(s.placeIds[0]))).json()).id;
    await post(
      s.key,
      booking(s.placeIds[1], {
        reference: 'WEB-0002',
        stay: { placeId: s.placeIds[1], arrival: '2027-08-01', departure: '2027-08-08' },
      }),
    );
    await ctx.admin.post(`/rest/booking/booking-import/${a}/accept`, {});
    const search = async (criteria: Record<string, unknown>) =>
      (await (await ctx.admin.post('/rest/booking/booking-import/search', criteria)).json()).items.map(
        (r: { externalReference: string }) => r.externalReference,
      );
    expect(await search({})).toEqual(['WEB-0002', 'WEB-0001']);
    expect(await search({ decision: 'ACCEPTED' })).toEqual(['WEB-0001']);
    expect(await search({ integrationFlag: 'BLANK' })).toEqual(['WEB-0002']);
    expect(await search({ arrivalFrom: '2027-07-20', arrivalTo: '2027-08-31' })).toEqual(['WEB-0002']);
  });

  it('only an administrator hands out channel keys', async () => {
    await ctx.t.addUser({ login: 'clerk', password: 'clerk-pass', name: 'Clerk', isAdmin: false });
    const clerk = await ctx.t.signIn({ login: 'clerk', password: 'clerk-pass' });
    const res = await clerk.post('/rest/booking/booking-import/key/edit', { channelId: 1, label: 'x' });
    expect(res.status).toBe(401);
  });
});

describe('integration (an internet booking must be accepted before integration; integration happens once only)', () => {
  let s: BookingSite & { key: string };

  /** The site, a channel key, and the price the site's grid gives the stay of `booking()` (read from a real booking on the last pitch). */
  async function setup() {
    const bs = await bookingSite(ctx.admin, 3);
    const channels: { id: number; code: string }[] = await (await ctx.admin.get('/rest/place/access-channel')).json();
    const channelId = channels.find((c) => c.code === 'WEB')?.id ?? 0;
    const keyRes = await ctx.admin.post('/rest/booking/booking-import/key/edit', { channelId, label: 'Site' });
    s = { ...bs, key: (await keyRes.json()).item.key };
  }

  const stay = (placeId: number | null, placeTypeId: number | null = null) => ({
    placeId,
    placeTypeId,
    arrival: '2026-07-10',
    departure: '2026-07-14',
  });
  const twoAdults = [{ category: 'adult' }, { category: 'adult' }];

  async function sitePrice(): Promise<number> {
    const body = bookingBody(s, { placeId: s.places[2] });
    const { item } = await ok(await ctx.admin.post('/rest/booking/booking/edit', body));
    await ok(await ctx.admin.post(`/rest/booking/booking/${item.id}/delete`, { reason: 'prix de référence' }));
    return item.totalCents;
  }

  async function acceptedImport(change: Record<string, unknown>, forced = false) {
    const res = await post(s.key, booking(s.places[0], { stay: stay(s.places[0]), occupants: twoAdults, ...change }));
    const { id } = await ok(res);
    await ok(await ctx.admin.post(`/rest/booking/booking-import/${id}/accept`, { forced }));
    return id as number;
  }

  const integrate = (id: number) => ctx.admin.post(`/rest/booking/booking-import/${id}/integrate`);
  const count = (table: string) =>
    (ctx.t.db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

  it('integrates once: new customer from the channel, a reservation with the internet reference, flag "already processed"', async () => {
    await setup();
    const id = await acceptedImport({ amountCents: await sitePrice() });
    const customersBefore = count('customers');
    const { item } = await ok(await integrate(id));
    expect(item).toMatchObject({ integrationFlag: 'PROCESSED', integrationError: null, bookingKind: 3 });
    expect(item.bookingCode).toMatch(/^R26-\d{5}$/);
    expect(count('customers')).toBe(customersBefore + 1);
    const created = (await ok(await ctx.admin.get(`/rest/booking/booking/edit/${item.bookingId}`))) as BookingDto;
    expect(created).toMatchObject({
      customerId: item.customerId,
      kind: 3,
      internetReference: 'WEB-0001',
      channelId: item.channelId,
      notes: 'Arrivée vers 20 h',
    });
    expect(created.occupancies[0]).toMatchObject({ placeId: s.places[0], startDate: '2026-07-10', isLocked: true });
    expect(created.occupancies[0].occupants.map((o) => o.ageCategoryId)).toEqual([s.adultId, s.adultId]);
    const customer = await ok(await ctx.admin.get(`/rest/customer/customer/edit/${item.customerId}`));
    expect(customer).toMatchObject({ lastName: 'Durand', email: 'anne.durand@example.fr', phone: '0612345678' });
    // In the booking's history the integration is its creation, by the user who integrated it.
    const history = await ok(await ctx.admin.get(`/rest/booking/booking/history/${item.bookingId}`));
    expect(history.map((e: { event: string; userName: string }) => [e.event, e.userName])).toEqual([
      ['CREATED', 'Admin'],
    ]);

    const again = await integrate(id);
    expect(await again.json()).toEqual({
      serverMessage: 'BOOKING_ALREADY_INTEGRATED',
      message: 'Cette réservation a déjà été intégrée',
    });
    const repost = await post(s.key, booking(s.places[0], { stay: stay(s.places[0]), occupants: twoAdults }));
    expect((await repost.json()).serverMessage).toBe('INTERNET_BOOKING_ALREADY_INTEGRATED');
    const refuse = await ctx.admin.post(`/rest/booking/booking-import/${id}/refuse`, { reason: 'x', forced: true });
    expect((await refuse.json()).serverMessage).toBe('INTERNET_BOOKING_ALREADY_INTEGRATED');
  });

  it('finds the customer by e-mail (case ignored) rather than creating a twin', async () => {
    await setup();
    const { id: customerId } = await ok(
      await ctx.admin.post('/rest/customer/customer/edit', {
        id: 0,
        lastName: 'Durand',
        email: 'Anne.Durand@Example.fr',
      }),
    );
    const id = await acceptedImport({ amountCents: await sitePrice() });
    const { item } = await ok(await integrate(id));
    expect(item.customerId).toBe(customerId);
  });

  it('a plain acceptance needs the site price: the mismatch is an integration error, stored, and nothing else is written', async () => {
    await setup();
    const price = await sitePrice();
    const id = await acceptedImport({ amountCents: price + 100 });
    const [customers, bookings] = [count('customers'), count('bookings')];
    const res = await integrate(id);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.serverMessage).toBe('INTERNET_BOOKING_INTEGRATION_ERROR');
    expect(body.message).toMatch(/^Erreur lors de l'intégration de la réservation internet : le montant vendu/);
    expect([count('customers'), count('bookings')]).toEqual([customers, bookings]);
    expect(await detail(id)).toMatchObject({ integrationFlag: 'TO_INTEGRATE', bookingId: null });
    expect((await detail(id)).integrationError).toContain('diffère du tarif du camping');

    // Forced validation: the site's price is taken whatever the channel sold.
    await ok(await ctx.admin.post(`/rest/booking/booking-import/${id}/accept`, { forced: true }));
    const { item } = await ok(await integrate(id));
    expect(item).toMatchObject({ integrationFlag: 'PROCESSED', isForced: true, integrationError: null });
  });

  it('forcing never double-books: a taken place fails the integration with its cause', async () => {
    await setup();
    await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(s, { placeId: s.places[0] })));
    const id = await acceptedImport({ amountCents: 1 }, true);
    const bookings = count('bookings');
    const res = await integrate(id);
    const body = await res.json();
    expect(body.serverMessage).toBe('INTERNET_BOOKING_INTEGRATION_ERROR');
    expect(body.message).toContain("La place n'est plus disponible sur la période");
    expect(count('bookings')).toBe(bookings);
    expect((await detail(id)).integrationError).toContain("La place n'est plus disponible");
  });

  it('a place type only: the first free place of the type is booked', async () => {
    await setup();
    await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(s, { placeId: s.places[0] })));
    const id = await acceptedImport({ stay: stay(null, s.pitchId), amountCents: 1 }, true);
    const { item } = await ok(await integrate(id));
    const created = (await ok(await ctx.admin.get(`/rest/booking/booking/edit/${item.bookingId}`))) as BookingDto;
    expect(created.occupancies[0].placeId).toBe(s.places[1]);
    expect(created.occupancies[0].isLocked).toBe(false);
  });
});
