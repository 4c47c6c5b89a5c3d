// The local access API over the real HTTP stack: a device asks with its own API key (no session),
// the box answers allow or deny with the reason and logs every decision; the desk makes devices and
// issues the credentials of a stay. Business time: 5 July 2026, 12:00 in Paris.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, moduleProviders, occupancies } from '../../service/db/schema';
import { ageCategoryId, insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
beforeEach(async () => {
  t = await makeTestApp({ now: '2026-07-05T10:00:00Z' });
  admin = await t.signIn();
  expect((await admin.get('/rest/module/module/active/access_control/1')).status).toBe(200);
});
afterEach(() => t.close());

function stay(change: { startDate?: string; endDate?: string; persons?: number; paidCents?: number } = {}) {
  const customerId = insertCustomer(t.db, { lastName: 'Martin', firstName: 'Anne' });
  const typeId = insertPlaceType(t.db, 'Emplacement');
  const [placeId = 0] = insertPlaces(t.db, typeId, [String(10 + Math.floor(Math.random() * 1e6))]);
  const adult = ageCategoryId(t.db);
  const { id } = insertBooking(t.db, {
    customerId,
    startDate: change.startDate ?? '2026-07-04',
    endDate: change.endDate ?? '2026-07-08',
    totalCents: 60_000,
    paidCents: change.paidCents ?? 60_000,
    occupancies: [
      {
        placeId,
        occupants: Array.from({ length: change.persons ?? 2 }, (_, i) => ({
          firstName: `P${i}`,
          lastName: 'Martin',
          ageCategoryId: adult,
        })),
      },
    ],
  });
  const occupancy = t.db.select().from(occupancies).where(eq(occupancies.bookingId, id)).get();
  return { bookingId: id, occupancyId: occupancy?.id ?? 0 };
}

async function device(kind: 'barrier' | 'shower' = 'barrier'): Promise<string> {
  const res = await admin.post('/rest/access/device', { label: `Lecteur ${kind}`, kind });
  expect(res.status).toBe(200);
  return (await res.json()).key;
}

async function issue(s: { bookingId: number; occupancyId: number }, kind: string, value?: string) {
  return admin.post(`/rest/access/booking/${s.bookingId}`, { occupancyId: s.occupancyId, kind, value });
}

async function codeOf(s: { bookingId: number; occupancyId: number }): Promise<string> {
  expect((await issue(s, 'code')).status).toBe(200);
  const [credential] = await (await admin.get(`/rest/access/booking/${s.bookingId}`)).json();
  return credential.value;
}

const ask = (key: string | null, kind: string, value: string) =>
  t.app.request('/rest/access/check', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ kind, value }),
  });

async function decision(key: string, kind: string, value: string) {
  const res = await ask(key, kind, value);
  expect(res.status).toBe(200);
  return res.json();
}

function configure(settings: Record<string, unknown>) {
  const stamp = '2026-07-01T00:00:00.000Z';
  t.db
    .insert(moduleProviders)
    .values({
      kind: 'access-control',
      label: 'Barrière',
      provider: 1,
      isActive: true,
      settingsJson: JSON.stringify(settings),
      createdAt: stamp,
      updatedAt: stamp,
    })
    .run();
}

describe('POST /rest/access/check', () => {
  it('« a per-device API key, not a user session »: none, unknown or revoked is refused with 403', async () => {
    const key = await device();
    expect((await ask(null, 'code', '123456')).status).toBe(403);
    expect(await (await ask('bvk_nope', 'code', '123456')).json()).toMatchObject({
      serverMessage: 'ACCESS_DEVICE_KEY_INVALID',
    });
    const [listed] = await (await admin.get('/rest/access/device')).json();
    expect(listed).toMatchObject({ kind: 'barrier', keyHint: key.slice(0, 8), revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(key);
    expect((await admin.post(`/rest/access/device/${listed.id}/revoke`, {})).status).toBe(200);
    expect((await ask(key, 'code', '123456')).status).toBe(403);
  });

  it('the code of a stay under way opens, with its booking and pitch; every decision is logged', async () => {
    const key = await device();
    const s = stay();
    const code = await codeOf(s);
    expect(code).toMatch(/^\d{6}$/);
    expect(await decision(key, 'code', code)).toMatchObject({ allow: true, reason: 'allowed', message: 'Autorisé' });
    expect(await decision(key, 'code', '000000')).toMatchObject({ allow: false, reason: 'unknown' });
    const log = await (await admin.post('/rest/access/log/search', {})).json();
    expect(log.total).toBe(2);
    expect(log.items.map((r: { reason: string }) => r.reason)).toEqual(['unknown', 'allowed']);
    expect(log.items[1]).toMatchObject({ customerName: 'Martin Anne', device: 'Lecteur barrier', isAllowed: true });
  });

  it('« revoked at cancellation »: a cancelled stay, and a revoked badge, no longer open', async () => {
    const key = await device();
    const s = stay();
    expect((await issue(s, 'badge', '04 a3 ff 12')).status).toBe(200);
    expect(await decision(key, 'badge', '04A3FF12')).toMatchObject({ allow: true });
    const [badge] = await (await admin.get(`/rest/access/booking/${s.bookingId}`)).json();
    expect((await admin.post(`/rest/access/credential/${badge.id}/revoke`, {})).status).toBe(200);
    expect(await decision(key, 'badge', '04A3FF12')).toMatchObject({ allow: false, reason: 'revoked' });
    const other = stay();
    await issue(other, 'plate', 'ab-123-cd');
    t.db.update(bookings).set({ state: 'CANCELLED' }).where(eq(bookings.id, other.bookingId)).run();
    expect(await decision(key, 'plate', 'AB123CD')).toMatchObject({ allow: false, reason: 'not-a-stay' });
  });

  it('« valid from arrival to departure »: a stay not yet arrived and one already gone are refused', async () => {
    const key = await device();
    const early = await codeOf(stay({ startDate: '2026-07-06', endDate: '2026-07-10' }));
    const gone = await codeOf(stay({ startDate: '2026-07-01', endDate: '2026-07-05' }));
    expect(await decision(key, 'code', early)).toMatchObject({ allow: false, reason: 'before-arrival' });
    // Departure day at 12:00, access kept 2 h after departure hour by default: still open.
    expect(await decision(key, 'code', gone)).toMatchObject({ allow: true });
    t.clock.advance(2 * 3_600_000);
    expect(await decision(key, 'code', gone)).toMatchObject({ allow: false, reason: 'after-departure' });
  });

  it('« tokens per day per person and shower minutes »: one token each for two, the third shower refused', async () => {
    configure({ showerTokensPerPersonPerDay: 1, showerMinutes: 8 });
    const [shower, barrier] = [await device('shower'), await device('barrier')];
    const code = await codeOf(stay({ persons: 2 }));
    expect(await decision(barrier, 'code', code)).toMatchObject({ allow: true, showerMinutes: null });
    expect(await decision(shower, 'code', code)).toMatchObject({ allow: true, showerMinutes: 8 });
    expect(await decision(shower, 'code', code)).toMatchObject({ allow: true });
    expect(await decision(shower, 'code', code)).toMatchObject({ allow: false, reason: 'no-tokens-left' });
    t.clock.advance(24 * 3_600_000);
    expect(await decision(shower, 'code', code)).toMatchObject({ allow: true });
  });

  it('« optionally refused while a balance is due », and refused while the module is switched off', async () => {
    configure({ refuseWhileBalanceDue: true });
    const key = await device();
    const owing = await codeOf(stay({ paidCents: 10_000 }));
    expect(await decision(key, 'code', owing)).toMatchObject({ allow: false, reason: 'balance-due' });
    const paid = await codeOf(stay());
    expect(await decision(key, 'code', paid)).toMatchObject({ allow: true });
    expect((await admin.get('/rest/module/module/active/access_control/0')).status).toBe(200);
    expect(await decision(key, 'code', paid)).toMatchObject({ allow: false, reason: 'module-off' });
  });
});

describe('the credentials of a stay', () => {
  it('refuses a wrong value, a value already given, more badges than the setting, an unconfirmed stay', async () => {
    const s = stay();
    expect(await (await issue(s, 'badge', 'zz-not-hex')).json()).toMatchObject({
      serverMessage: 'ACCESS_VALUE_INVALID',
    });
    expect((await issue(s, 'badge', 'AA01')).status).toBe(200);
    expect((await issue(s, 'badge', 'AA02')).status).toBe(200);
    expect(await (await issue(s, 'badge', 'AA03')).json()).toMatchObject({ serverMessage: 'ACCESS_BADGES_FULL' });
    expect(await (await issue(stay(), 'badge', 'aa01')).json()).toMatchObject({ serverMessage: 'ACCESS_VALUE_TAKEN' });
    const option = stay();
    t.db.update(bookings).set({ kind: 2 }).where(eq(bookings.id, option.bookingId)).run();
    expect(await (await issue(option, 'code')).json()).toMatchObject({ serverMessage: 'ACCESS_NOT_A_STAY' });
  });

  it('needs the access-control module right: 401 without it, for devices, credentials and the log', async () => {
    await t.addUser({ login: 'lea', password: 'lea-password', name: 'Léa' });
    const lea = await t.signIn({ login: 'lea', password: 'lea-password' });
    const s = stay();
    expect((await lea.get('/rest/access/device')).status).toBe(401);
    expect((await lea.post('/rest/access/device', { label: 'x', kind: 'barrier' })).status).toBe(401);
    expect(
      (await lea.post(`/rest/access/booking/${s.bookingId}`, { occupancyId: s.occupancyId, kind: 'code' })).status,
    ).toBe(401);
    expect((await lea.post('/rest/access/log/search', {})).status).toBe(401);
  });
});
