// Options expire, on a real SQLite through HTTP on 22 November 2026: an option past its validity
// shows as expired (sheet, lists, planning), and expireOptions — the nightly job's function, run
// now by its route and the `bivouac booking expire-options` command — cancels the expired options
// when the option preference says so, freeing their places, and does nothing more the second time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingHistory } from '../../service/domains/booking/schema';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const today = '2026-11-22';
const yesterday = '2026-11-21';

interface Scene {
  site: BookingSite;
  expired: { id: number; code: string }[];
  validToday: { id: number; code: string };
  reservation: { id: number; code: string };
}

const save = async (site: BookingSite, occupancy: Record<string, unknown>, change: Record<string, unknown>) =>
  (await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, occupancy, change)))).item as {
    id: number;
    code: string;
  };

/** Two options expired (yesterday, and since 28/02), one valid through today, one reservation. */
async function scene(): Promise<Scene> {
  const site = await bookingSite(ctx.admin, 4);
  const [p1, p2, p3, p4] = site.places;
  const expired = [
    await save(site, { placeId: p1 }, { kind: 2, optionValidUntil: yesterday }),
    await save(site, { placeId: p2 }, { kind: 2, optionValidUntil: '2026-02-28' }),
  ];
  const validToday = await save(site, { placeId: p3 }, { kind: 2, optionValidUntil: today });
  const reservation = await save(site, { placeId: p4 }, { kind: 3 });
  return { site, expired, validToday, reservation };
}

const load = async (id: number) => ok(await ctx.admin.get(`/rest/booking/booking/edit/${id}`));
const expireNow = () => ctx.admin.post('/rest/booking/booking/expire-options');
const turnOn = async (value = true) =>
  ok(await ctx.admin.post('/rest/preference/booking/option', { cancelExpiredOptions: value }));
const historyOf = (id: number) => ctx.t.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, id)).all();
const optionList = async (criteria: Record<string, unknown> = {}) =>
  ok(await ctx.admin.post('/rest/booking/list/booking/2', criteria));

describe('« an option past its validity is expired »: shown, never stored', () => {
  it('the sheet answers isExpired for an option valid until yesterday, not for one valid through today, nor a reservation', async () => {
    const s = await scene();
    expect(await load(s.expired[0].id)).toMatchObject({
      optionValidUntil: yesterday,
      isExpired: true,
      state: 'NORMAL',
    });
    expect(await load(s.validToday.id)).toMatchObject({ optionValidUntil: today, isExpired: false });
    expect(await load(s.reservation.id)).toMatchObject({ optionValidUntil: null, isExpired: false });
  });

  it('the option list shows each validity and the expired tag, sorts by validity, and filters the expired options', async () => {
    const s = await scene();
    const all = await optionList({ sort: { field: 'optionValidUntil', order: 'ascend' } });
    expect(
      all.items.map((r: { id: number; optionValidUntil: string; isExpired: boolean }) => [
        r.id,
        r.optionValidUntil,
        r.isExpired,
      ]),
    ).toEqual([
      [s.expired[1].id, '2026-02-28', true],
      [s.expired[0].id, yesterday, true],
      [s.validToday.id, today, false],
    ]);
    const expired = await optionList({ isExpired: true });
    expect(expired.total).toBe(2);
    expect(expired.items.map((r: { id: number }) => r.id).sort()).toEqual(s.expired.map((e) => e.id).sort());
    // The same filter on the list of every kind: a reservation never expires.
    const every = await ok(await ctx.admin.post('/rest/booking/list/booking/0', { isExpired: true }));
    expect(every.total).toBe(2);
  });

  it('the CSV export of the lists has a « Validité » column with the French date and the expired flag', async () => {
    const s = await scene();
    const res = await ctx.admin.post('/rest/booking/list/booking/2/document', { filters: { isExpired: true } });
    expect(res.status).toBe(200);
    const csv = await res.text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Validité;Échue');
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.includes(s.expired[1].code))).toContain('28/02/2026;Oui');
  });

  it('the planning marks the expired option bars (STAY_FLAGS.expired), not the valid option', async () => {
    const s = await scene();
    const planning = await ok(await ctx.admin.get('/rest/booking/planning?start=2026-07-01&days=31'));
    const flagsOf = (bookingId: number) =>
      (planning.stays as [number, number, ...unknown[]][]).find((r) => r[1] === bookingId)?.[10] as number;
    expect(flagsOf(s.expired[0].id) & 16).toBe(16);
    expect(flagsOf(s.validToday.id) & 16).toBe(0);
    expect(flagsOf(s.reservation.id) & 16).toBe(0);
  });
});

describe('expireOptions: « Annuler les options échues »', () => {
  it('preference off (the default): the run cancels nothing and says the preference is off', async () => {
    const s = await scene();
    const run = await ok(await expireNow());
    expect(run).toEqual({ today, isEnabled: false, count: 0, codes: [], skipped: [] });
    expect(await load(s.expired[0].id)).toMatchObject({ state: 'NORMAL', isExpired: true });
  });

  it('preference on: each expired option is cancelled with « Option échue le JJ/MM/AAAA », nothing kept (the cancellation rule of an option), its place freed; the valid option and the reservation stay', async () => {
    const s = await scene();
    await turnOn();
    const run = await ok(await expireNow());
    expect(run).toMatchObject({ today, isEnabled: true, count: 2 });
    expect([...run.codes].sort()).toEqual(s.expired.map((e) => e.code).sort());
    const first = await load(s.expired[0].id);
    expect(first).toMatchObject({
      state: 'CANCELLED',
      cancellationReason: 'Option échue le 21/11/2026',
      isExpired: false,
    });
    expect(first.occupancies[0].holdsPlace).toBe(false);
    // The cancellation rule for an option: nothing kept, one cancellation line of 0 €, nothing owed.
    expect(first.lines.map((l: { kind: number; amountCents: number }) => [l.kind, l.amountCents])).toEqual([[20, 0]]);
    expect(first.totalCents).toBe(0);
    expect((await load(s.expired[1].id)).cancellationReason).toBe('Option échue le 28/02/2026');
    expect(await load(s.validToday.id)).toMatchObject({ state: 'NORMAL', kind: 2 });
    expect(await load(s.reservation.id)).toMatchObject({ state: 'NORMAL', kind: 3 });
    // The place is bookable again on the same nights.
    await save(s.site, { placeId: s.site.places[0] }, { kind: 3 });
  });

  it('each cancelled option gets one EXPIRED history row, the valid one none', async () => {
    const s = await scene();
    await turnOn();
    await ok(await expireNow());
    const rows = historyOf(s.expired[1].id).filter((h) => h.event === 'EXPIRED');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.summary).toContain('Option échue le 28/02/2026');
    expect(historyOf(s.validToday.id).some((h) => h.event === 'EXPIRED')).toBe(false);
  });

  it('is idempotent: a second run cancels nothing more and adds no history', async () => {
    const s = await scene();
    await turnOn();
    await ok(await expireNow());
    const before = await load(s.expired[0].id);
    const again = await ok(await expireNow());
    expect(again).toMatchObject({ isEnabled: true, count: 0, codes: [] });
    expect(await load(s.expired[0].id)).toEqual(before);
    expect(historyOf(s.expired[0].id).filter((h) => h.event === 'EXPIRED')).toHaveLength(1);
  });

  it('an expired option whose guests have arrived is left as it is, and said so', async () => {
    const s = await scene();
    await turnOn();
    const occupancyId = (await load(s.expired[0].id)).occupancies[0].id;
    await ok(await ctx.admin.post(`/rest/booking/occupancy/${occupancyId}/arrived`, { value: true }));
    const run = await ok(await expireNow());
    expect(run.codes).toEqual([s.expired[1].code]);
    expect(run.skipped).toEqual([{ code: s.expired[0].code, reason: expect.stringContaining('arrivés') }]);
    expect((await load(s.expired[0].id)).state).toBe('NORMAL');
  });

  it('the route needs the booking write right: a reader gets 401 INSUFFICIENT_RIGHT and nothing is cancelled', async () => {
    const s = await scene();
    await turnOn();
    const { id } = await ctx.t.addUser({ login: 'lecteur', password: 'lecteur-1' });
    const rights = [
      { code: 'booking_booking_list', canSelect: true, canWrite: false, canDelete: false, canExport: false },
    ];
    await ok(await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights }));
    const reader = await ctx.t.signIn({ login: 'lecteur', password: 'lecteur-1' });
    const res = await reader.post('/rest/booking/booking/expire-options');
    expect(res.status).toBe(401);
    expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    expect((await load(s.expired[0].id)).state).toBe('NORMAL');
  });

  it('`bivouac booking expire-options` runs it now on the site database, by the business date', async () => {
    const s = await scene();
    const run = () =>
      spawnSync(process.execPath, [path.resolve('cli/bivouac.mjs'), 'booking', 'expire-options'], {
        env: { ...process.env, BIVOUAC_DATA_DIR: ctx.t.dataDir, BIVOUAC_TODAY: today },
        encoding: 'utf8',
      });
    const off = run();
    expect(off.status, off.stderr).toBe(0);
    expect(off.stdout).toContain('décochée');
    await turnOn();
    const on = run();
    expect(on.status, on.stderr).toBe(0);
    expect(on.stdout).toContain('2 option(s) échue(s) annulée(s)');
    expect((await load(s.expired[0].id)).state).toBe('CANCELLED');
    expect(run().stdout).toContain('0 option(s) échue(s) annulée(s)');
  }, 120_000); // four runs of the real binary, each compiling the CLI through tsx
});
