// The plannings over real HTTP: the booking planning's rows, stays,
// unavailabilities and window, the extras planning against stock, the site map, and rights.
// Today is 2026-11-22; the planning module's defaults show 3 days before today and 30 days.
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../../service/db/connection';
import type {
  ExtraPlanningPayload,
  PlanningPayload,
  PlanPayload,
} from '../../service/domains/booking/planning/contract';
import { STAY_FLAGS } from '../../service/domains/booking/planning/contract';
import { bookingRows } from '../support/booking-rows';
import { bookingBody, bookingSite, ok } from '../support/booking-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

function scene() {
  const rows = bookingRows(ctx.t.db);
  const rentals = rows.family('Locatifs', '#aa3300', 1);
  const pitches = rows.family('Emplacements', '#228833', 0);
  const pitch = rows.type('Emplacement', pitches);
  const mobile = rows.type('Mobil-home', rentals, 0, 'MOBILE_HOME');
  const tent = rows.type('Tente équipée', null, 0, 'TENT');
  const place = {
    p10: rows.place({ number: '10', typeId: pitch, planX: 100, planY: 40 }),
    pA1: rows.place({ number: 'A1', typeId: pitch, name: 'Allée des pins' }),
    p2: rows.place({ number: '2', typeId: pitch, name: 'Zèbre', planX: 20, planY: 40 }),
    m1: rows.place({ number: 'M1', typeId: mobile, capacity: 4 }),
    t1: rows.place({ number: 'T1', typeId: tent }),
    off: rows.place({ number: '99', typeId: pitch }),
  };
  ctx.t.db.$client.prepare('UPDATE places SET is_active = 0 WHERE id = ?').run(place.off);
  const martin = rows.customer('Martin', 'Paul');
  const durand = rows.customer('Durand', 'Léa');
  const tour = rows.partner('Voyages Soleil', '#ff8800');
  const stays = {
    acrossStart: rows.stay({
      placeId: place.p2,
      startDate: '2026-11-10',
      endDate: '2026-11-20',
      customerId: martin,
      partnerId: tour,
      balanceCents: 12345,
      persons: 4,
      isLocked: true,
      isArrived: true,
    }),
    option: rows.stay({
      placeId: place.p2,
      startDate: '2026-11-20',
      endDate: '2026-11-25',
      customerId: durand,
      kind: 2,
    }),
    endsOnStart: rows.stay({ placeId: place.p2, startDate: '2026-11-01', endDate: '2026-11-19', customerId: martin }),
    startsOnEnd: rows.stay({ placeId: place.p2, startDate: '2026-12-19', endDate: '2026-12-22', customerId: martin }),
    quote: rows.stay({
      placeId: place.p10,
      startDate: '2026-11-21',
      endDate: '2026-11-23',
      customerId: durand,
      kind: 1,
    }),
    cancelled: rows.stay({
      placeId: place.p10,
      startDate: '2026-11-22',
      endDate: '2026-11-24',
      customerId: durand,
      isCancelled: true,
    }),
    resident: rows.stay({
      placeId: place.m1,
      startDate: '2026-01-01',
      endDate: '2027-01-01',
      customerId: durand,
      stayKind: 'RESIDENTIAL',
    }),
    arriving: rows.stay({ placeId: place.t1, startDate: '2026-11-22', endDate: '2026-11-29', customerId: martin }),
    onInactive: rows.stay({ placeId: place.off, startDate: '2026-11-20', endDate: '2026-11-25', customerId: martin }),
  };
  const works = rows.unavailability(place.p10, '2026-12-18', '2026-12-25', 'Raccordement eau');
  rows.unavailability(place.p10, '2026-11-01', '2026-11-19', 'Hivernage');
  return { rows, place, stays, works, martin, durand };
}

let s: ReturnType<typeof scene>;
beforeEach(() => {
  s = scene();
});

const planning = async (query = '') => {
  const res = await ctx.admin.get(`/rest/booking/planning${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PlanningPayload;
};

describe('GET booking/planning', () => {
  it('Planning default days and days before today configurable: a blank window is today - 3 for 30 days, with the settings', async () => {
    const payload = await planning();
    expect(payload).toMatchObject({ start: '2026-11-19', days: 30, today: '2026-11-22' });
    expect(payload.settings).toEqual({
      defaultDays: 30,
      daysBeforeToday: 3,
      colorBy: 'status',
      showCustomerName: true,
      showUnavailabilities: true,
    });
    await ctx.admin.post('/rest/module/setting/planning', { defaultDays: 60, daysBeforeToday: 0, colorBy: 'partner' });
    expect(await planning()).toMatchObject({ start: '2026-11-22', days: 60, settings: { colorBy: 'partner' } });
  });

  it('rows are the active places grouped by family in the families order, numbers in number order, no family last', async () => {
    const payload = await planning();
    expect(payload.families).toEqual([
      [expect.any(Number), 'Emplacements', '#228833'],
      [expect.any(Number), 'Locatifs', '#aa3300'],
    ]);
    expect(payload.places.map((p) => p[1])).toEqual(['2', '10', 'A1', 'M1', 'T1']);
    expect(payload.places[0]).toEqual([s.place.p2, '2', 'Zèbre', 'Emplacement', payload.families[0][0], 6]);
    expect(payload.places[4][4]).toBeNull();
  });

  it('Place ordering by name (the planning module setting) orders each family by name, then number', async () => {
    await ctx.admin.post('/rest/module/setting/planning', { placeOrder: 'name' });
    expect((await planning()).places.map((p) => p[1])).toEqual(['10', 'A1', '2', 'M1', 'T1']);
  });

  it('stays holding their place that share a night with the window: one ending on its first day or starting on the day after its last is left out', async () => {
    const payload = await planning();
    const ids = payload.stays.map((r) => r[0]).sort((a, b) => a - b);
    expect(ids).toEqual(
      [s.stays.acrossStart, s.stays.option, s.stays.resident, s.stays.arriving]
        .map((x) => x.occupancyId)
        .sort((a, b) => a - b),
    );
  });

  it('a stay row carries its booking, dates, kind, customer, party, balance, partner colour and flags', async () => {
    const payload = await planning();
    const row = payload.stays.find((r) => r[0] === s.stays.acrossStart.occupancyId);
    expect(row).toEqual([
      s.stays.acrossStart.occupancyId,
      s.stays.acrossStart.bookingId,
      s.place.p2,
      '2026-11-10',
      '2026-11-20',
      3,
      'Martin Paul',
      4,
      12345,
      '#ff8800',
      STAY_FLAGS.locked | STAY_FLAGS.arrived,
    ]);
    const option = payload.stays.find((r) => r[0] === s.stays.option.occupancyId);
    expect(option?.[5]).toBe(2);
    expect(option?.[9]).toBeNull();
  });

  it('a residential assignment is drawn as resident across the whole window', async () => {
    const payload = await planning();
    const row = payload.stays.find((r) => r[0] === s.stays.resident.occupancyId);
    expect(row?.[10]).toBe(STAY_FLAGS.resident);
  });

  it('unavailabilities sharing a night with the window are drawn; hidden when the setting says so', async () => {
    expect((await planning()).unavailabilities).toEqual([
      [s.place.p10, '2026-12-18', '2026-12-25', 'Raccordement eau'],
    ]);
    await ctx.admin.post('/rest/module/setting/planning', { showUnavailabilities: false });
    expect((await planning()).unavailabilities).toEqual([]);
  });

  it('a given start and number of days: the window edges follow them', async () => {
    const payload = await planning('?start=2026-11-20&days=1');
    expect(payload).toMatchObject({ start: '2026-11-20', days: 1 });
    expect(payload.stays.map((r) => r[0]).sort()).toEqual(
      [s.stays.option.occupancyId, s.stays.resident.occupancyId].sort(),
    );
  });

  it.each([
    ['?start=20/11/2026', { start: 'INVALID_DATE' }],
    ['?days=0', { days: 'INVALID_NUMBER' }],
    ['?days=367', { days: 'INVALID_NUMBER' }],
    ['?days=trois', { days: 'REQUIRED_INTEGER' }],
  ])('a bad window %s is refused per field', async (query, fields) => {
    const res = await ctx.admin.get(`/rest/booking/planning${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual(fields);
  });
});

describe('GET booking/extra-planning', () => {
  it('counts, per day, the stock-managed extras booked on stays holding their place, against the stock', async () => {
    const bikes = s.rows.extra('Vélo', 3, '#0055aa');
    s.rows.extra('Électricité', null);
    s.rows.bookingExtra(s.stays.option.occupancyId, bikes, 2, '2026-11-20', '2026-11-25');
    s.rows.bookingExtra(s.stays.arriving.occupancyId, bikes, 2, '2026-11-22', '2026-11-24');
    s.rows.bookingExtra(s.stays.quote.occupancyId, bikes, 5, '2026-11-21', '2026-11-23');
    const res = await ctx.admin.get('/rest/booking/extra-planning?start=2026-11-20&days=6');
    const payload = (await res.json()) as ExtraPlanningPayload;
    expect(payload).toMatchObject({ start: '2026-11-20', days: 6, today: '2026-11-22' });
    expect(payload.extras).toEqual([
      { id: bikes, label: 'Vélo', color: '#0055aa', stock: 3, used: [2, 2, 4, 4, 2, 0] },
    ]);
  });
});

describe('GET booking/plan', () => {
  it("gives each active place its coordinates and today's state, with the stays of the day", async () => {
    const payload = (await (await ctx.admin.get('/rest/booking/plan')).json()) as PlanPayload;
    expect(payload).toMatchObject({ date: '2026-11-22', today: '2026-11-22' });
    expect(payload.settings).toEqual({
      showPlaceNumbers: true,
      showCustomerName: false,
      defaultZoomPercent: 100,
      refreshSeconds: 60,
    });
    const byNumber = new Map(payload.places.map((p) => [p.number, p]));
    expect(byNumber.get('2')).toMatchObject({ planX: 20, planY: 40, state: 'occupied' });
    expect(byNumber.get('2')?.stays.map((x) => x.occupancyId)).toEqual([s.stays.option.occupancyId]);
    expect(byNumber.get('10')?.state).toBe('free');
    expect(byNumber.get('M1')?.state).toBe('resident');
    expect(byNumber.get('T1')).toMatchObject({ state: 'arriving', stays: [{ customerName: 'Martin Paul' }] });
    expect(byNumber.has('99')).toBe(false);
  });

  it('on another date: leaving, and unavailable', async () => {
    const leaving = (await (await ctx.admin.get('/rest/booking/plan?date=2026-11-25')).json()) as PlanPayload;
    expect(leaving.places.find((p) => p.number === '2')?.state).toBe('leaving');
    const works = (await (await ctx.admin.get('/rest/booking/plan?date=2026-12-20')).json()) as PlanPayload;
    expect(works.places.find((p) => p.number === '10')?.state).toBe('unavailable');
  });
});

describe('rights', () => {
  const paths = ['/rest/booking/planning', '/rest/booking/extra-planning', '/rest/booking/plan'];
  const codes = ['booking_planning', 'booking_extra_planning', 'camping_plan'];

  it('a user with 000 is refused each planning (401); read-only opens exactly the one it was given', async () => {
    const { id } = await ctx.t.addUser({ login: 'lea', password: 'lea-pass' });
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-pass' });
    for (const path of paths) expect((await lea.get(path)).status).toBe(401);
    for (const [i, code] of codes.entries()) {
      const right = { code, canSelect: true, canWrite: false, canDelete: false, canExport: false };
      await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights: [right] });
      const statuses = await Promise.all(paths.map(async (p) => (await lea.get(p)).status));
      expect(statuses).toEqual(paths.map((_p, j) => (j === i ? 200 : 401)));
    }
  });

  it('with the planning module switched off, the plannings answer 401 even to the administrator', async () => {
    await ctx.admin.get('/rest/module/module/active/planning/0');
    expect((await ctx.admin.get('/rest/booking/planning')).status).toBe(401);
    expect((await ctx.admin.get('/rest/booking/extra-planning')).status).toBe(401);
  });

  it('without a session: 403 NOT_CONNECTED', async () => {
    const res = await ctx.t.anonymous.get('/rest/booking/planning');
    expect(res.status).toBe(403);
  });
});

describe('with the booking core', () => {
  it('a booking saved through the sheet is drawn, its quote is not, and a move redraws it on its new place', async () => {
    const site = await bookingSite(ctx.admin, 0);
    const c1 = s.rows.place({ number: 'C1', typeId: site.pitchId });
    const c2 = s.rows.place({ number: 'C2', typeId: site.pitchId });
    const save = async (placeId: number, kind: number) =>
      (
        await ok(
          await ctx.admin.post('/rest/booking/booking/edit', bookingBody({ ...site, places: [placeId] }, {}, { kind })),
        )
      ).item.occupancies[0].id as number;
    const reservation = await save(c1, 3);
    const quote = await save(c2, 1);
    const july = async () =>
      (await planning('?start=2026-07-01&days=31')).stays.filter((r) => r[2] === c1 || r[2] === c2);

    const before = await july();
    expect(before.map((r) => [r[0], r[2], r[3], r[4], r[5], r[6], r[7]])).toEqual([
      [reservation, c1, '2026-07-10', '2026-07-14', 3, 'Lalanne Paul', 2],
    ]);
    expect(before.some((r) => r[0] === quote)).toBe(false);

    await ok(
      await ctx.admin.post(`/rest/booking/occupancy/${reservation}/move`, {
        placeId: c2,
        startDate: '2026-07-20',
        endDate: '2026-07-24',
      }),
    );
    expect((await july()).map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      [reservation, c2, '2026-07-20', '2026-07-24'],
    ]);
  });
});

describe('a window asked again', () => {
  const names = async () => (await planning()).stays.map((r) => r[6]).sort();

  it('shows what this process wrote since: a renamed customer, a new stay, a removed one', async () => {
    expect(await names()).toEqual(['Durand Léa', 'Durand Léa', 'Martin Paul', 'Martin Paul']);
    ctx.t.db.$client.prepare("UPDATE customers SET last_name = 'Martinez' WHERE id = ?").run(s.martin);
    expect(await names()).toEqual(['Durand Léa', 'Durand Léa', 'Martinez Paul', 'Martinez Paul']);
    s.rows.stay({ placeId: s.place.pA1, startDate: '2026-11-25', endDate: '2026-11-27', customerId: s.durand });
    expect(await names()).toHaveLength(5);
    ctx.t.db.$client.prepare('DELETE FROM occupancies WHERE place_id = ?').run(s.place.pA1);
    expect(await names()).toHaveLength(4);
  });

  it('shows what another connection to the same file (the CLI) committed since', async () => {
    expect(await names()).toHaveLength(4);
    const other = openDatabase(databaseFile(ctx.t.dataDir));
    try {
      other.$client.prepare("UPDATE customers SET last_name = 'Dupont' WHERE id = ?").run(s.durand);
    } finally {
      other.$client.close();
    }
    expect(await names()).toEqual(['Dupont Léa', 'Dupont Léa', 'Martin Paul', 'Martin Paul']);
  });
});
