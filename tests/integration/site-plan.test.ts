// The site plan over real HTTP: each place's area and the plan's bounds in the map's answer, and
// placing a place on the plan — a write of the plan functionality, kept inside the bounds.
import { beforeEach, describe, expect, it } from 'vitest';
import { PLAN_BOUNDS, PLAN_MARKER, type PlanPayload } from '../../service/domains/booking/planning/contract';
import { bookingRows } from '../support/booking-rows';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const scene = { placed: 0, unplaced: 0 };

beforeEach(() => {
  const rows = bookingRows(ctx.t.db);
  const pitch = rows.type('Emplacement', rows.family('Emplacements'));
  scene.placed = rows.place({ number: '1', typeId: pitch, planX: 60, planY: 80 });
  scene.unplaced = rows.place({ number: '2', typeId: pitch });
  const layout = ctx.t.db.$client
    .prepare(
      `INSERT INTO layouts (label, created_at, updated_at) VALUES ('Les Pins', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
    )
    .run().lastInsertRowid;
  ctx.t.db.$client.prepare('UPDATE places SET layout_id = ? WHERE id = ?').run(layout, scene.placed);
});

const plan = async () => (await (await ctx.admin.get('/rest/booking/plan')).json()) as PlanPayload;
const placeOf = async (id: number) => (await plan()).places.find((p) => p.id === id);
const put = (id: number, body: unknown, client = ctx.admin) => client.post(`/rest/booking/plan/position/${id}`, body);

describe('GET booking/plan', () => {
  it("gives the plan's bounds and each place's area, the blocks of the drawing", async () => {
    const payload = await plan();
    expect(payload.bounds).toEqual(PLAN_BOUNDS);
    expect(await placeOf(scene.placed)).toMatchObject({ layoutLabel: 'Les Pins', planX: 60, planY: 80 });
    expect(await placeOf(scene.unplaced)).toMatchObject({ layoutId: null, planX: null, planY: null });
  });
});

describe('POST booking/plan/position/:placeId', () => {
  it('places a place without a position where it was dropped, and moves a placed one', async () => {
    expect((await put(scene.unplaced, { planX: 300, planY: 120 })).status).toBe(200);
    expect(await placeOf(scene.unplaced)).toMatchObject({ planX: 300, planY: 120 });
    expect((await put(scene.placed, { planX: 0, planY: 0 })).status).toBe(200);
    expect(await placeOf(scene.placed)).toMatchObject({ planX: 0, planY: 0 });
  });

  it('the whole marker lies inside the plan: the last corner is accepted, one unit beyond is refused', async () => {
    const corner = { planX: PLAN_BOUNDS.width - PLAN_MARKER.width, planY: PLAN_BOUNDS.height - PLAN_MARKER.height };
    expect((await put(scene.placed, corner)).status).toBe(200);
    const beyond = await put(scene.placed, { planX: corner.planX + 1, planY: -1 });
    expect(beyond.status).toBe(400);
    expect(await beyond.json()).toMatchObject({
      serverMessage: 'VALIDATION',
      fields: { planX: 'INVALID_NUMBER', planY: 'INVALID_NUMBER' },
    });
    expect(await placeOf(scene.placed)).toMatchObject(corner);
  });

  it('coordinates are required whole numbers', async () => {
    const res = await put(scene.placed, { planX: 10.5 });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ planX: 'REQUIRED_INTEGER', planY: 'REQUIRED_INTEGER' });
  });

  it('an unknown place answers 404 NOT_FOUND', async () => {
    const res = await put(9999, { planX: 10, planY: 10 });
    expect(res.status).toBe(404);
  });

  it('a reader of the plan (001) is refused with 401 and the place stays put; 011 may place', async () => {
    const { id } = await ctx.t.addUser({ login: 'lea', password: 'lea-pass' });
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-pass' });
    const rights = (canWrite: boolean) => ({
      rights: [{ code: 'camping_plan', canSelect: true, canWrite, canDelete: false, canExport: false }],
    });
    await ctx.admin.post(`/rest/security/user/set_right/${id}`, rights(false));
    expect((await lea.get('/rest/booking/plan')).status).toBe(200);
    const refused = await put(scene.placed, { planX: 500, planY: 500 }, lea);
    expect(refused.status).toBe(401);
    expect(await placeOf(scene.placed)).toMatchObject({ planX: 60, planY: 80 });
    await ctx.admin.post(`/rest/security/user/set_right/${id}`, rights(true));
    expect((await put(scene.placed, { planX: 500, planY: 500 }, lea)).status).toBe(200);
    expect(await placeOf(scene.placed)).toMatchObject({ planX: 500, planY: 500 });
  });
});
