// A booking's history: every write of a booking appends one entry with its user and time (what a
// save changed, fields and price before and after with the price choice; each action its own
// event, once), the table refuses any rewrite, and the route reads it with the booking's read right.
import { describe, expect, it } from 'vitest';
import { bookingInputSchema, saveBooking } from '../../service/domains/booking';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: BookingSite;
const NOW = '2026-11-22T09:00:00.000Z';

interface Entry {
  id: number;
  at: string;
  userId: number | null;
  userName: string;
  event: string;
  summary: string;
  detail: Record<string, unknown>;
  version: number;
}

const history = async (id: number, client: Client = ctx.admin): Promise<Entry[]> =>
  ok(await client.get(`/rest/booking/booking/history/${id}`));
const save = async (body: unknown) => (await ok(await ctx.admin.post('/rest/booking/booking/edit', body))).item;
const post = async (path: string, body: unknown = {}) => (await ok(await ctx.admin.post(`/rest/${path}`, body))).item;
const adminId = () =>
  (ctx.t.db.$client.prepare("SELECT id FROM users WHERE login = 'admin'").get() as { id: number }).id;

/** The stored booking as the sheet sends it back: its occupancies with their ids. */
function edited(item: { id: number; occupancies: Record<string, unknown>[] }, change: Record<string, unknown>) {
  return bookingBody(site, { ...item.occupancies[0], ...change }, { id: item.id });
}

async function reader(login: string, rights: { code: string; canSelect: boolean }[]) {
  const { id } = await ctx.t.addUser({ login, password: `${login}-pass` });
  const body = { rights: rights.map((r) => ({ ...r, canWrite: false, canDelete: false, canExport: false })) };
  expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, body)).status).toBe(200);
  return ctx.t.signIn({ login, password: `${login}-pass` });
}

describe("a booking's history records each change with its user and time", () => {
  it('creation, then a change with its fields, its price before and after (computed by hand) and the choice taken', async () => {
    site = await bookingSite(ctx.admin);
    const created = await save(bookingBody(site, {}));
    // 4 high-season nights of a pitch for two: 4 × 35 € = 140 €.
    const [creation] = await history(created.id);
    expect(creation).toMatchObject({
      at: NOW,
      userId: adminId(),
      userName: 'Admin',
      event: 'CREATED',
      summary: 'Réservation : emplacement 1 du 10/07/2026 au 14/07/2026, 2 × Adulte ; prix 140,00 €',
      version: 2,
    });

    // Two nights more and electricity: 6 × 35 € + 6 × 4,50 € = 237 €.
    await save({
      ...edited(created, { endDate: '2026-07-16', extras: [{ extraId: site.electricityId, quantity: 1 }] }),
      priceUpdateChoice: 'updateFromGrid',
    });
    const entries = await history(created.id);
    expect(entries.map((e) => e.event)).toEqual(['CHANGED', 'CREATED']);
    const change = entries[0] as Entry;
    expect(change).toMatchObject({ at: NOW, userId: adminId(), userName: 'Admin', version: 3 });
    expect(change.summary).toBe(
      'Départ 14/07 → 16/07 ; + 1 × Électricité ; prix 140,00 → 237,00 € (Recalculer avec la grille en vigueur)',
    );
    expect(change.detail.fields).toEqual([
      { field: 'Départ', before: '14/07/2026', after: '16/07/2026' },
      { field: 'Extras', before: null, after: '1 × Électricité' },
    ]);
    expect(change.detail.price).toMatchObject({ beforeCents: 14000, afterCents: 23700 });
    expect(change.detail.choice).toEqual({ code: 'updateFromGrid', label: 'Recalculer avec la grille en vigueur' });
  });

  it('a save that changed nothing records nothing', async () => {
    site = await bookingSite(ctx.admin);
    const created = await save(bookingBody(site, {}));
    await save(edited(created, {}));
    expect((await history(created.id)).map((e) => e.event)).toEqual(['CREATED']);
  });

  it('an option confirmed into a reservation records one KIND_CHANGED, not a CHANGED too', async () => {
    site = await bookingSite(ctx.admin);
    const option = await save(bookingBody(site, {}, { kind: 2 }));
    await post(`booking/booking/${option.id}/to-reservation`);
    const entries = await history(option.id);
    expect(entries.map((e) => e.event)).toEqual(['KIND_CHANGED', 'CREATED']);
    expect(entries[0]).toMatchObject({ summary: 'Option → Réservation', userName: 'Admin', at: NOW });
    expect(entries[0]?.detail.fields).toContainEqual({ field: 'Type', before: 'Option', after: 'Réservation' });
  });

  it('validation, presence (arrived, gone, gone undone) and deletion each record their event once', async () => {
    site = await bookingSite(ctx.admin);
    const b = await save(bookingBody(site, {}));
    const occupancyId = b.occupancies[0].id;
    await post(`booking/booking/${b.id}/validate`);
    await post(`booking/occupancy/${occupancyId}/arrived`, { value: true });
    await post(`booking/occupancy/${occupancyId}/gone`, { value: true });
    await post(`booking/occupancy/${occupancyId}/gone`, { value: false });
    const entries = await history(b.id);
    expect(entries.map((e) => [e.event, e.summary, e.version])).toEqual([
      ['PRESENCE', 'Départ annulé : emplacement 1 du 10/07/2026 au 14/07/2026', 6],
      ['PRESENCE', 'Départ enregistré : emplacement 1 du 10/07/2026 au 14/07/2026', 5],
      ['PRESENCE', 'Arrivée enregistrée : emplacement 1 du 10/07/2026 au 14/07/2026', 4],
      ['VALIDATED', 'Séjour validé', 3],
      ['CREATED', expect.any(String), 2],
    ]);
    expect(entries.every((e) => e.userId === adminId() && e.at === NOW)).toBe(true);

    // A stay not arrived may be deleted (with its reason).
    const other = await save(bookingBody(site, { placeId: site.places[1] }));
    await post(`booking/booking/${other.id}/delete`, { reason: 'Doublon' });
    expect((await history(other.id))[0]).toMatchObject({
      event: 'DELETED',
      summary: 'Suppression : motif « Doublon »',
      detail: { reason: 'Doublon' },
      userId: adminId(),
      at: NOW,
    });
  });

  it('an occupancy cancelled records OCCUPANCY_CANCELLED once, with the price before and after', async () => {
    site = await bookingSite(ctx.admin);
    const body = bookingBody(site, {});
    const first = body.occupancies[0] as Record<string, unknown>;
    const b = await save({ ...body, occupancies: [first, { ...first, placeId: site.places[1] }] });
    await post(`booking/occupancy/${b.occupancies[1].id}/cancel`);
    const entries = await history(b.id);
    expect(entries.map((e) => e.event)).toEqual(['OCCUPANCY_CANCELLED', 'CREATED']);
    expect(entries[0]?.summary).toBe("Annulation de l'occupation emplacement 2 du 10/07/2026 au 14/07/2026");
    // Two pitches of 140 € each, then one.
    expect(entries[0]?.detail.price).toMatchObject({ beforeCents: 28000, afterCents: 14000 });
  });

  it('locking a place records a change', async () => {
    site = await bookingSite(ctx.admin);
    const b = await save(bookingBody(site, {}));
    await post(`booking/occupancy/${b.occupancies[0].id}/lock`, { value: true });
    expect((await history(b.id))[0]).toMatchObject({
      event: 'CHANGED',
      summary: 'Occupation emplacement 1 du 10/07/2026 au 14/07/2026 verrouillée',
    });
  });

  it('the history is append-only: a row cannot be updated', async () => {
    site = await bookingSite(ctx.admin);
    const b = await save(bookingBody(site, {}));
    expect(() =>
      ctx.t.db.$client.prepare("UPDATE booking_history SET summary = 'réécrit' WHERE booking_id = ?").run(b.id),
    ).toThrow();
    expect((await history(b.id))[0]?.summary).not.toBe('réécrit');
  });
});

describe('GET booking/booking/history/:id', () => {
  it('a reader of bookings (001) reads it; a user without the booking read right gets 401; an unknown booking 404', async () => {
    site = await bookingSite(ctx.admin);
    const b = await save(bookingBody(site, {}));
    const bookingReader = await reader('lecteur', [{ code: 'booking_booking_list', canSelect: true }]);
    expect((await history(b.id, bookingReader)).map((e) => e.event)).toEqual(['CREATED']);
    const stranger = await reader('compta', [{ code: 'customer_partner_customer_list', canSelect: true }]);
    const refused = await stranger.get(`/rest/booking/booking/history/${b.id}`);
    expect(refused.status).toBe(401);
    expect((await refused.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    const unknown = await ctx.admin.get('/rest/booking/booking/history/999999');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).serverMessage).toBe('NOT_FOUND');
  });

  it('a write of the system reads as « Système »', async () => {
    site = await bookingSite(ctx.admin);
    const system = { db: ctx.t.db, clock: ctx.t.clock, userId: null };
    const b = saveBooking(system, bookingInputSchema.parse(bookingBody(site, {})));
    expect((await history(b.id))[0]).toMatchObject({ event: 'CREATED', userId: null, userName: 'Système' });
  });
});
