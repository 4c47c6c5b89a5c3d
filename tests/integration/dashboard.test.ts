// Home's dashboard of the day over real HTTP on a real SQLite, business date pinned to 2026-11-22:
// two of everything it lists, rows that must not show beside them, the sections following the
// user's rights and modules, and each query a seek on an index.
import { beforeEach, describe, expect, it } from 'vitest';
import { type DashboardPayload, dashboardSql } from '../../service/domains/booking/dashboard';
import { bookingRows } from '../support/booking-rows';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const stamp = '2026-01-01T00:00:00Z';

function scene() {
  const rows = bookingRows(ctx.t.db);
  const sql = ctx.t.db.$client;
  const pitch = rows.type('Emplacement', rows.family('Emplacements'));
  const place = (number: string) => rows.place({ number, typeId: pitch });
  const [a2, a10, b1, b2, c1, c2, d1, d2] = ['2', '10', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2'].map(place);
  const martin = rows.customer('Martin', 'Paul');
  const durand = rows.customer('Durand', 'Léa');
  const option = (placeId: number, startDate: string, endDate: string, validUntil: string) => {
    const stay = rows.stay({ placeId, startDate, endDate, customerId: durand, kind: 2 });
    sql.prepare('UPDATE bookings SET option_valid_until = ? WHERE id = ?').run(validUntil, stay.bookingId);
    return stay.bookingId;
  };
  const task = (placeId: number, day: string) =>
    sql
      .prepare(
        `INSERT INTO cleaning_tasks (place_id, day, kind, state, created_at, updated_at) VALUES (?, ?, 'CLEANING', 'TODO', ?, ?)`,
      )
      .run(placeId, day, stamp, stamp).lastInsertRowid;
  return {
    arrivals: {
      owing: rows.stay({
        placeId: a10,
        startDate: '2026-11-22',
        endDate: '2026-11-25',
        customerId: martin,
        balanceCents: 12_345,
      }),
      paid: rows.stay({ placeId: a2, startDate: '2026-11-22', endDate: '2026-11-29', customerId: durand }),
    },
    notShown: {
      tomorrow: rows.stay({ placeId: b1, startDate: '2026-11-23', endDate: '2026-11-26', customerId: martin }),
      cancelled: rows.stay({
        placeId: b2,
        startDate: '2026-11-22',
        endDate: '2026-11-24',
        customerId: martin,
        isCancelled: true,
      }),
      quote: rows.stay({ placeId: c1, startDate: '2026-11-22', endDate: '2026-11-24', customerId: martin, kind: 1 }),
    },
    departures: [
      rows.stay({ placeId: c2, startDate: '2026-11-15', endDate: '2026-11-22', customerId: martin }),
      rows.stay({ placeId: b1, startDate: '2026-11-18', endDate: '2026-11-22', customerId: durand }),
    ],
    options: [
      option(d1, '2026-12-01', '2026-12-05', '2026-11-22'),
      option(d1, '2026-12-10', '2026-12-15', '2026-11-24'),
      // Outside the relaunch window (2 days by default): later.
      option(d2, '2026-12-01', '2026-12-05', '2026-11-25'),
      // Already expired yesterday, still holding its pitch: to chase first.
      option(d2, '2026-12-10', '2026-12-15', '2026-11-21'),
      // Its stay began yesterday: an arrival matter, not an option to chase.
      option(c1, '2026-11-21', '2026-11-26', '2026-11-22'),
    ],
    cleaning: [task(c2, '2026-11-22'), task(b1, '2026-11-23')],
    unavailable: [
      rows.unavailability(d2, '2026-11-20', '2026-11-23', 'Raccordement eau'),
      rows.unavailability(d1, '2026-11-01', '2026-11-22', 'Hivernage'),
      rows.unavailability(d1, '2026-11-23', '2026-11-30', 'Élagage'),
    ],
    places: { a2, a10, c2, d2 },
  };
}

let s: ReturnType<typeof scene>;
beforeEach(() => {
  s = scene();
});

const dashboard = async (client = ctx.admin) => {
  const res = await client.get('/rest/home/dashboard');
  expect(res.status).toBe(200);
  return (await res.json()) as DashboardPayload;
};

describe('GET home/dashboard', () => {
  it('answers the business date, not the machine date', async () => {
    expect((await dashboard()).today).toBe('2026-11-22');
  });

  it("lists today's two arrivals in place order, not tomorrow's, not a cancelled stay, not a quote", async () => {
    const { arrivals } = await dashboard();
    expect(arrivals?.map((a) => [a.placeNumber, a.customerName, a.bookingId])).toEqual([
      ['2', 'Durand Léa', s.arrivals.paid.bookingId],
      ['10', 'Martin Paul', s.arrivals.owing.bookingId],
    ]);
  });

  it("lists today's two departures", async () => {
    const { departures } = await dashboard();
    expect(departures?.map((d) => d.occupancyId).sort()).toEqual(s.departures.map((d) => d.occupancyId).sort());
  });

  it("balances due at arrival: today's arrival still owing, not the paid one", async () => {
    const { balancesDue } = await dashboard();
    expect(balancesDue?.map((b) => [b.bookingId, b.remainingCents])).toEqual([[s.arrivals.owing.bookingId, 12_345]]);
  });

  it('options to chase: « an option past its validity is expired » first, then those expiring by today + 2; not later, nor of a stay begun', async () => {
    const { expiringOptions } = await dashboard();
    expect(expiringOptions?.until).toBe('2026-11-24');
    expect(expiringOptions?.items.map((o) => [o.bookingId, o.optionValidUntil, o.isExpired])).toEqual([
      [s.options[3], '2026-11-21', true],
      [s.options[0], '2026-11-22', false],
      [s.options[1], '2026-11-24', false],
    ]);
  });

  it("the relaunch window follows the option preference's relaunch days", async () => {
    await ctx.admin.post('/rest/preference/booking/option', { relaunchDaysBeforeExpiry: 3 });
    const { expiringOptions } = await dashboard();
    expect(expiringOptions?.items.map((o) => o.bookingId)).toEqual([s.options[3], ...s.options.slice(0, 3)]);
  });

  it("today's cleaning task, not tomorrow's", async () => {
    const { cleaningTasks } = await dashboard();
    expect(cleaningTasks?.map((t) => [t.id, t.placeNumber, t.state])).toEqual([[s.cleaning[0], 'C2', 'TODO']]);
  });

  it('the place out of use today, not one whose unavailability ended today or starts tomorrow', async () => {
    const { unavailablePlaces } = await dashboard();
    expect(unavailablePlaces).toEqual([
      {
        placeId: s.places.d2,
        placeNumber: 'D2',
        startDate: '2026-11-20',
        endDate: '2026-11-23',
        reason: 'Raccordement eau',
      },
    ]);
  });
});

describe('sections follow the rights, on the server', () => {
  const right = (code: string) => ({ code, canSelect: true, canWrite: false, canDelete: false, canExport: false });

  it('a user without any right gets the date alone; with the arrivals list, arrivals and balances only', async () => {
    const { id } = await ctx.t.addUser({ login: 'lea', password: 'lea-pass' });
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-pass' });
    expect(await dashboard(lea)).toEqual({ today: '2026-11-22' });
    await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights: [right('booking_arrival_list')] });
    expect(Object.keys(await dashboard(lea)).sort()).toEqual(['arrivals', 'balancesDue', 'today']);
    await ctx.admin.post(`/rest/security/user/set_right/${id}`, {
      rights: [right('booking_departure_list'), right('booking_booking_list'), right('camping_unavailability_list')],
    });
    expect(Object.keys(await dashboard(lea)).sort()).toEqual([
      'departures',
      'expiringOptions',
      'today',
      'unavailablePlaces',
    ]);
  });

  it('with the housekeeping module switched off, the cleaning section is left out even for the administrator', async () => {
    expect((await dashboard()).cleaningTasks).toBeDefined();
    await ctx.admin.get('/rest/module/module/active/cleaning/0');
    expect((await dashboard()).cleaningTasks).toBeUndefined();
  });

  it('without a session: 403 NOT_CONNECTED', async () => {
    expect((await ctx.t.anonymous.get('/rest/home/dashboard')).status).toBe(403);
  });
});

describe('query plans', () => {
  it.each(Object.entries(dashboardSql))('%s seeks an index, scanning no table but the places', (_name, text) => {
    const plan = ctx.t.db.$client
      .prepare(`EXPLAIN QUERY PLAN ${text}`)
      .all({ day: '2026-11-22', until: '2026-11-24' }) as {
      detail: string;
    }[];
    const details = plan.map((p) => p.detail);
    expect(details.some((d) => / USING (COVERING )?INDEX /.test(d))).toBe(true);
    expect(details.filter((d) => d.startsWith('SCAN') && !/^SCAN p\b/.test(d))).toEqual([]);
  });
});
