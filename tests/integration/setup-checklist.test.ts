// Home's setup checklist over real HTTP on a real SQLite, business date pinned to 2026-11-22: a
// fresh site (only the seeds) lists what is missing; the rows read from the tables make each step
// done or say why not; the checklist's rule flips once the site can take a booking; each step's
// link follows the user's rights.
import { describe, expect, it } from 'vitest';
import type { SetupChecklist, SetupStep } from '../../service/domains/setup';
import { bookingRows } from '../support/booking-rows';
import type { Client } from '../support/client';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const stamp = '2026-01-01T00:00:00Z';

async function checklist(client: Client = ctx.admin): Promise<SetupChecklist> {
  const res = await client.get('/rest/home/setup');
  expect(res.status).toBe(200);
  return res.json();
}

const byKey = (list: SetupChecklist) =>
  Object.fromEntries(list.steps.map((s) => [s.key, s])) as Record<string, SetupStep>;

/** Plain inserts: the checklist only reads these tables. */
function site() {
  const sql = ctx.t.db.$client;
  const run = (text: string, ...params: unknown[]) => Number(sql.prepare(text).run(...params).lastInsertRowid);
  const rows = bookingRows(ctx.t.db);
  return {
    rows,
    sql,
    financialYear: (start: string, end: string, closed = 0) =>
      run(
        `INSERT INTO financial_years (label, start_date, end_date, is_closed, created_at, updated_at) VALUES ('E', ?, ?, ?, '${stamp}', '${stamp}')`,
        start,
        end,
        closed,
      ),
    activityPeriod: (start: string, end: string) =>
      run(
        `INSERT INTO activity_periods (label, start_date, end_date, created_at, updated_at) VALUES ('Saison', ?, ?, '${stamp}', '${stamp}')`,
        start,
        end,
      ),
    /** An active grid with one period pricing `typeId` at `nightCents`; answers the grid id. */
    grid: (typeId: number, start: string, end: string, nightCents: number | null = 2000) => {
      const grid = run(
        `INSERT INTO price_grids (label, price_model, created_at, updated_at) VALUES ('Grille', 1, '${stamp}', '${stamp}')`,
      );
      const period = run(
        'INSERT INTO price_grid_periods (grid_id, label, start_date, end_date) VALUES (?, ?, ?, ?)',
        grid,
        'P',
        start,
        end,
      );
      run(
        'INSERT INTO price_grid_prices (period_id, place_type_id, night_cents) VALUES (?, ?, ?)',
        period,
        typeId,
        nightCents,
      );
      return grid;
    },
  };
}

describe('the setup checklist of a fresh site', () => {
  it('cannot take a booking; the seeded VAT rates, age categories and payment methods are done, the rest missing', async () => {
    const list = await checklist();
    expect(list.canTakeBookings).toBe(false);
    const steps = byKey(list);
    expect(steps.vatRate.state).toBe('DONE');
    expect(steps.ageCategory.state).toBe('DONE');
    expect(steps.paymentMethod.state).toBe('DONE');
    for (const key of [
      'establishment',
      'financialYear',
      'activityPeriod',
      'placeType',
      'place',
      'extra',
      'touristTax',
      'priceGrid',
    ]) {
      expect(steps[key].state, key).toBe('MISSING');
    }
    expect(steps.place.path).toBe('/place-list');
  });

  it('takes bookings once a place, its type priced ahead, an open financial year and an activity period exist', async () => {
    const s = site();
    const pitch = s.rows.type('Emplacement', null);
    s.rows.type('Mobil-home', null);
    s.rows.place({ number: '1', typeId: pitch });
    s.financialYear('2026-01-01', '2026-12-31');
    s.activityPeriod('2026-04-01', '2026-12-15');
    // A grid whose only period is past prices nothing ahead.
    s.grid(pitch, '2026-07-01', '2026-08-31');
    let steps = byKey(await checklist());
    expect(steps.priceGrid).toMatchObject({
      state: 'INCOMPLETE',
      why: [
        'Aucune grille active ne tarife Emplacement après le 22/11/2026',
        'Aucune grille active ne tarife Mobil-home après le 22/11/2026',
      ],
    });
    expect(steps.place).toMatchObject({ state: 'INCOMPLETE', why: ['Aucun emplacement de type Mobil-home'] });
    expect((await checklist()).canTakeBookings).toBe(false);

    // A partner's grid does not price the desk's bookings; nor does an empty cell or an inactive grid.
    const partner = s.rows.partner('Agence', '#123456');
    const partnerGrid = s.grid(pitch, '2026-11-01', '2026-12-15');
    s.sql.prepare('INSERT INTO price_grid_partners (grid_id, partner_id) VALUES (?, ?)').run(partnerGrid, partner);
    s.grid(pitch, '2026-11-01', '2026-12-15', null);
    const inactive = s.grid(pitch, '2026-11-01', '2026-12-15');
    s.sql.prepare('UPDATE price_grids SET is_active = 0 WHERE id = ?').run(inactive);
    expect((await checklist()).canTakeBookings).toBe(false);

    s.grid(pitch, '2026-11-01', '2026-12-15');
    const list = await checklist();
    expect(list.canTakeBookings).toBe(true);
    steps = byKey(list);
    expect(steps.priceGrid.why).toEqual(['Aucune grille active ne tarife Mobil-home après le 22/11/2026']);
    expect(steps.financialYear.state).toBe('DONE');
    expect(steps.activityPeriod.state).toBe('DONE');
  });

  it('an ended or closed financial year leaves the step incomplete, saying so', async () => {
    const s = site();
    s.financialYear('2025-01-01', '2025-12-31');
    s.financialYear('2026-01-01', '2026-12-31', 1);
    expect(byKey(await checklist()).financialYear).toMatchObject({
      state: 'INCOMPLETE',
      why: ['Aucun exercice ouvert au-delà du 22/11/2026'],
    });
  });

  it('the establishment step links to the classification once the name is typed', async () => {
    ctx.t.db.$client.prepare("UPDATE establishments SET corporate_name = 'Camping des Dunes'").run();
    const rows = ctx.t.db.$client.prepare('SELECT count(*) AS n FROM establishments').get() as { n: number };
    if (rows.n === 0) {
      ctx.t.db.$client
        .prepare(
          `INSERT INTO establishments (corporate_name, created_at, updated_at) VALUES ('Camping des Dunes', '${stamp}', '${stamp}')`,
        )
        .run();
    }
    expect(byKey(await checklist()).establishment).toMatchObject({
      state: 'INCOMPLETE',
      why: ['Classement (étoiles) non renseigné'],
      path: '/place-ranking-informations',
    });
  });
});

describe('rights', () => {
  const right = (code: string) => ({ code, canSelect: true, canWrite: false, canDelete: false, canExport: false });

  it('any signed-in user reads the checklist; a step links to its screen only when the user may read it', async () => {
    const { id } = await ctx.t.addUser({ login: 'lea', password: 'lea-pass' });
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-pass' });
    const before = await checklist(lea);
    expect(before.steps.every((s) => s.path === null)).toBe(true);
    await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights: [right('camping_place_list')] });
    const steps = byKey(await checklist(lea));
    expect(steps.place.path).toBe('/place-list');
    expect(steps.placeType.path).toBeNull();
  });

  it('without a session: 403 NOT_CONNECTED', async () => {
    const res = await ctx.t.anonymous.get('/rest/home/setup');
    expect(res.status).toBe(403);
    expect((await res.json()).serverMessage).toBe('NOT_CONNECTED');
  });
});
