// Housekeeping tasks ("Cleaning tasks: taken, to do, in progress, done; kinds: cleaning,
// control, inter") through the real HTTP calls on a real SQLite; stays are inserted with drizzle.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { occupancies } from '../../service/db/schema';
import { generateCleaningTasks } from '../../service/domains/booking/cleaning';
import type {
  CleaningPlanningAnswer,
  CleaningTaskDto,
  DeparturesAnswer,
} from '../../service/domains/booking/cleaning/contract';
import { bookingBody, bookingSite, ok } from '../support/booking-site';
import { insertPlaces, insertStay } from '../support/cleaning-stays';
import type { Client } from '../support/client';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const day = '2026-07-14';

interface Scene {
  pitch: number;
  otherPitch: number;
  mobileHome: number;
  chalet: number;
  /** Occupancies leaving on `day`: a pitch with nobody after, a pitch with an arrival, a mobile home. */
  leaving: { pitch: number; turnover: number; mobileHome: number };
}

let scene: Scene;

beforeEach(() => {
  const db = ctx.t.db;
  const [pitch, otherPitch] = insertPlaces(db, 'PITCH', 'Emplacement', ['A01', 'A02']);
  const [mobileHome, chalet] = [
    ...insertPlaces(db, 'MOBILE_HOME', 'Mobil-home', ['M01']),
    ...insertPlaces(db, 'CHALET', 'Chalet', ['C01']),
  ];
  scene = {
    pitch,
    otherPitch,
    mobileHome,
    chalet,
    leaving: {
      pitch: insertStay(db, pitch, '2026-07-07', day, { lastName: 'Martin' }),
      turnover: insertStay(db, otherPitch, '2026-07-10', day, { lastName: 'Durand' }),
      mobileHome: insertStay(db, mobileHome, '2026-07-07', day, { lastName: 'Bernard', kind: 2 }),
    },
  };
  insertStay(db, otherPitch, day, '2026-07-21', { lastName: 'Petit' });
  insertStay(db, chalet, '2026-07-07', day, { kind: 1 });
  insertStay(db, chalet, '2026-07-08', day, { isCancelled: true });
});

const departures = async (client: Client = ctx.admin) =>
  (await (await client.get(`/rest/booking/cleaning/departures?day=${day}`)).json()) as DeparturesAnswer;
const generate = (client: Client = ctx.admin, on = day) => client.post('/rest/booking/cleaning/generate', { day: on });
const search = (body: Record<string, unknown>, client: Client = ctx.admin) =>
  client.post('/rest/booking/cleaning/search', body);
const tasks = async (body: Record<string, unknown> = { from: day }) =>
  ((await (await search(body)).json()) as CleaningPlanningAnswer).items;
const taskOf = async (occupancyId: number) =>
  (await tasks()).find((t) => t.occupancyId === occupancyId) as CleaningTaskDto;
const move = (id: number, state: string, client: Client = ctx.admin) =>
  client.post(`/rest/booking/cleaning/task/${id}/state`, { state });

describe('departures of the day', () => {
  it('lists the stays leaving that day that hold their place (not a quote, not a cancelled stay), before any task', async () => {
    const answer = await departures();
    expect(answer.departures.map((d) => [d.placeNumber, d.customerName, d.hasArrivalSameDay, d.task])).toEqual([
      ['A01', 'MARTIN Anne', false, null],
      ['A02', 'DURAND Anne', true, null],
      ['M01', 'BERNARD Anne', false, null],
    ]);
    expect(answer.housekeepers.map((h) => h.name)).toEqual(['Admin']);
  });

  it('refuses a day that is not YYYY-MM-DD with INVALID_DATE', async () => {
    const res = await ctx.admin.get('/rest/booking/cleaning/departures?day=14-07-2026');
    expect((await res.json()).fields).toEqual({ day: 'INVALID_DATE' });
  });
});

describe('generation from departures', () => {
  it('gives "inter" when another stay arrives on the place that day, "cleaning" for a rental, "control" for a bare pitch', async () => {
    expect(await (await generate()).json()).toEqual({ status: 'SAVED', created: 3, updated: 0, removed: 0 });
    const answer = await departures();
    expect(answer.departures.map((d) => [d.placeNumber, d.task?.kind, d.task?.state])).toEqual([
      ['A01', 'CONTROL', 'TODO'],
      ['A02', 'INTER', 'TODO'],
      ['M01', 'CLEANING', 'TODO'],
    ]);
  });

  it('is idempotent: running again creates nothing, and a task already taken keeps its state', async () => {
    await generate();
    const taken = await taskOf(scene.leaving.mobileHome);
    await move(taken.id, 'TAKEN');
    expect(await (await generate()).json()).toEqual({ status: 'SAVED', created: 0, updated: 0, removed: 0 });
    expect(await tasks()).toHaveLength(3);
    expect((await taskOf(scene.leaving.mobileHome)).state).toBe('TAKEN');
  });

  it('is a plain function a daily job can call, with the same result', async () => {
    expect(generateCleaningTasks(ctx.t.db, ctx.t.clock, day)).toMatchObject({ created: 3 });
    expect(generateCleaningTasks(ctx.t.db, ctx.t.clock, day)).toMatchObject({ created: 0 });
  });

  it('a task to do follows its stay: an arrival booked later makes it an inter, a kind chosen by hand stays', async () => {
    await generate();
    const pitchTask = await taskOf(scene.leaving.pitch);
    const mobileHomeTask = await taskOf(scene.leaving.mobileHome);
    await ctx.admin.post(`/rest/booking/cleaning/task/${pitchTask.id}/edit`, { assigneeId: null, kind: 'CLEANING' });
    insertStay(ctx.t.db, scene.pitch, day, '2026-07-20');
    insertStay(ctx.t.db, scene.mobileHome, day, '2026-07-20');
    expect(await (await generate()).json()).toMatchObject({ created: 0, updated: 1 });
    expect((await taskOf(scene.leaving.pitch)).kind).toBe('CLEANING');
    expect((await taskOf(scene.leaving.mobileHome)).kind).toBe('INTER');
    expect(mobileHomeTask.kind).toBe('CLEANING');
  });

  it('a task to do whose stay no longer leaves that day is moved with an early departure, or removed when cancelled', async () => {
    await generate();
    const db = ctx.t.db;
    db.update(occupancies).set({ endDate: '2026-07-12' }).where(eq(occupancies.id, scene.leaving.pitch)).run();
    db.update(occupancies)
      .set({ holdsPlace: false, isCancelled: true })
      .where(eq(occupancies.id, scene.leaving.turnover))
      .run();
    expect(await (await generate()).json()).toMatchObject({ created: 0, removed: 2 });
    expect(await (await generate(ctx.admin, '2026-07-12')).json()).toMatchObject({ created: 1 });
    expect((await tasks({ from: '2026-07-12' })).map((t) => t.placeNumber)).toEqual(['A01']);
  });
});

describe('state changes (to do → taken → in progress → done)', () => {
  beforeEach(async () => {
    await generate();
  });

  it('a housekeeper takes an unassigned task (it becomes theirs), starts it and marks it done, each step stamped', async () => {
    const task = await taskOf(scene.leaving.mobileHome);
    expect((await (await move(task.id, 'TAKEN')).json()).item).toMatchObject({
      state: 'TAKEN',
      assigneeName: 'Admin',
      takenByName: 'Admin',
      takenAt: '2026-11-22T09:00:00.000Z',
    });
    await move(task.id, 'IN_PROGRESS');
    const done = (await (await move(task.id, 'DONE')).json()).item;
    expect(done).toMatchObject({ state: 'DONE', doneByName: 'Admin', startedAt: '2026-11-22T09:00:00.000Z' });
  });

  it('back to to do is allowed from taken, and forgets who took it', async () => {
    const task = await taskOf(scene.leaving.pitch);
    await move(task.id, 'TAKEN');
    const back = (await (await move(task.id, 'TODO')).json()).item;
    expect(back).toMatchObject({ state: 'TODO', takenAt: null, takenByName: null });
  });

  it.each([
    [[], 'DONE'],
    [[], 'IN_PROGRESS'],
    [['TAKEN', 'IN_PROGRESS'], 'TODO'],
    [['TAKEN', 'IN_PROGRESS', 'DONE'], 'TODO'],
    [['TAKEN', 'IN_PROGRESS', 'DONE'], 'IN_PROGRESS'],
  ])('after %j, a move to %s is refused with MODIFICATION_NOT_AUTHORISED', async (path, to) => {
    const task = await taskOf(scene.leaving.pitch);
    for (const state of path) await move(task.id, state);
    const res = await move(task.id, to);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('MODIFICATION_NOT_AUTHORISED');
  });

  it('done is final except reopening from the departures screen; reopening a task not done is refused', async () => {
    const task = await taskOf(scene.leaving.pitch);
    const refused = await ctx.admin.post(`/rest/booking/cleaning/task/${task.id}/reopen`);
    expect((await refused.json()).serverMessage).toBe('MODIFICATION_NOT_AUTHORISED');
    for (const state of ['TAKEN', 'IN_PROGRESS', 'DONE']) await move(task.id, state);
    const reopened = await ctx.admin.post(`/rest/booking/cleaning/task/${task.id}/reopen`);
    expect((await reopened.json()).item).toMatchObject({ state: 'TODO', doneAt: null, doneByName: null });
  });

  it('refuses an unknown state with STATUS_REQUIRED and an unknown task with 404', async () => {
    const task = await taskOf(scene.leaving.pitch);
    expect((await (await move(task.id, 'FINI')).json()).fields).toEqual({ state: 'STATUS_REQUIRED' });
    expect((await move(9999, 'TAKEN')).status).toBe(404);
  });
});

describe('assignment, kind and note', () => {
  let housekeeperId: number;
  beforeEach(async () => {
    await generate();
    housekeeperId = (await ctx.t.addUser({ login: 'lea', password: 'lea-menage', name: 'Léa Ménage' })).id;
  });

  it('assigns a task to a housekeeper and changes its kind; the planning filters by assignee, kind and state', async () => {
    const task = await taskOf(scene.leaving.pitch);
    const res = await ctx.admin.post(`/rest/booking/cleaning/task/${task.id}/edit`, {
      assigneeId: housekeeperId,
      kind: 'CLEANING',
    });
    expect((await res.json()).item).toMatchObject({ assigneeName: 'Léa Ménage', kind: 'CLEANING', isKindForced: true });
    expect((await tasks({ from: day, assigneeId: housekeeperId })).map((t) => t.placeNumber)).toEqual(['A01']);
    expect((await tasks({ from: day, assigneeId: 0 })).map((t) => t.placeNumber)).toEqual(['A02', 'M01']);
    expect((await tasks({ from: day, kind: 'INTER' })).map((t) => t.placeNumber)).toEqual(['A02']);
    await move(task.id, 'TAKEN');
    expect((await tasks({ from: day, state: 'TAKEN' })).map((t) => t.assigneeName)).toEqual(['Léa Ménage']);
  });

  it('refuses an assignee who is not an active user with ITEM_REQUIRED, and the edit of a done task', async () => {
    const task = await taskOf(scene.leaving.pitch);
    const unknown = await ctx.admin.post(`/rest/booking/cleaning/task/${task.id}/edit`, {
      assigneeId: 999,
      kind: 'CONTROL',
    });
    expect((await unknown.json()).fields).toEqual({ assigneeId: 'ITEM_REQUIRED' });
    for (const state of ['TAKEN', 'IN_PROGRESS', 'DONE']) await move(task.id, state);
    const done = await ctx.admin.post(`/rest/booking/cleaning/task/${task.id}/edit`, {
      assigneeId: null,
      kind: 'CONTROL',
    });
    expect((await done.json()).serverMessage).toBe('MODIFICATION_NOT_AUTHORISED');
  });

  it('keeps a note (trimmed, blank is none) and refuses one over 500 characters with TOO_LONG', async () => {
    const task = await taskOf(scene.leaving.mobileHome);
    const note = (text: string) => ctx.admin.post(`/rest/booking/cleaning/task/${task.id}/note`, { note: text });
    expect((await (await note('  Four à détartrer ')).json()).item.note).toBe('Four à détartrer');
    expect((await (await note('x'.repeat(501))).json()).fields).toEqual({ note: 'TOO_LONG' });
    expect((await (await note('')).json()).item.note).toBeNull();
  });
});

describe('the planning range', () => {
  it('opens on the business day when no day is given', async () => {
    const answer = (await (await search({})).json()) as CleaningPlanningAnswer;
    expect([answer.from, answer.to]).toEqual(['2026-11-22', '2026-11-22']);
    expect((await (await ctx.admin.get('/rest/booking/cleaning/departures')).json()).day).toBe('2026-11-22');
  });

  it('lists tasks of several days in day then place order', async () => {
    await generate();
    insertStay(ctx.t.db, scene.chalet, '2026-07-10', '2026-07-15');
    await generate(ctx.admin, '2026-07-15');
    const range = await tasks({ from: day, to: '2026-07-15' });
    expect(range.map((t) => [t.day, t.placeNumber])).toEqual([
      [day, 'A01'],
      [day, 'A02'],
      [day, 'M01'],
      ['2026-07-15', 'C01'],
    ]);
  });

  it.each([
    ['2026-07-14', '2026-07-13', 'START_AFTER_END'],
    ['2026-07-01', '2026-09-01', 'INVALID_DATES'],
  ])('%s to %s is refused with %s', async (from, to, code) => {
    expect((await (await search({ from, to })).json()).fields).toEqual({ to: code });
  });
});

describe('deletion blockers', () => {
  it('Place in use: a place with housekeeping tasks is refused deletion with DELETE_BLOCKED_PLACE_IN_USE', async () => {
    await generate();
    // The stay is gone (its booking deleted): the task stays, without its occupancy.
    ctx.t.db.delete(occupancies).where(eq(occupancies.id, scene.leaving.mobileHome)).run();
    expect((await tasks()).find((t) => t.placeNumber === 'M01')).toMatchObject({ occupancyId: null });
    const res = await ctx.admin.post(`/rest/place/place/delete/${scene.mobileHome}`);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_PLACE_IN_USE');
  });
});

describe('rights are checked on the server', () => {
  const housekeeper = async (rights: { code: string; r: string }[]) => {
    const { id } = await ctx.t.addUser({ login: 'menage', password: 'menage-1' });
    const body = rights.map(({ code, r }) => ({
      code,
      canSelect: r !== '000',
      canWrite: r === '011',
      canDelete: false,
      canExport: false,
    }));
    expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights: body })).status).toBe(200);
    return ctx.t.signIn({ login: 'menage', password: 'menage-1' });
  };

  it('a housekeeper writing the planning only moves tasks; generating and reopening need the departures screen', async () => {
    await generate();
    const task = await taskOf(scene.leaving.pitch);
    const client = await housekeeper([{ code: 'booking_cleaning_planning', r: '011' }]);
    expect((await search({ from: day }, client)).status).toBe(200);
    for (const state of ['TAKEN', 'IN_PROGRESS', 'DONE']) expect((await move(task.id, state, client)).status).toBe(200);
    expect((await generate(client)).status).toBe(401);
    expect((await client.post(`/rest/booking/cleaning/task/${task.id}/reopen`)).status).toBe(401);
    expect((await client.get(`/rest/booking/cleaning/departures?day=${day}`)).status).toBe(401);
  });

  it('a reader of the planning cannot move a task (401 INSUFFICIENT_RIGHT)', async () => {
    await generate();
    const task = await taskOf(scene.leaving.pitch);
    const client = await housekeeper([{ code: 'booking_cleaning_planning', r: '001' }]);
    const res = await move(task.id, 'TAKEN', client);
    expect(res.status).toBe(401);
    expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
  });
});

describe('with bookings written by the booking core', () => {
  const on = '2026-07-20';

  it('generates from real reservations, and a cancelled booking’s task to do goes away', async () => {
    const site = await bookingSite(ctx.admin);
    const book = async (placeId: number, startDate: string, endDate: string) =>
      (await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, { placeId, startDate, endDate }))))
        .item.id as number;
    await book(site.places[0], '2026-07-16', on);
    await book(site.places[0], on, '2026-07-24');
    const leavingAlone = await book(site.places[1], '2026-07-17', on);
    expect(await (await generate(ctx.admin, on)).json()).toMatchObject({ created: 2 });
    expect((await tasks({ from: on })).map((t) => [t.placeNumber, t.kind, t.customerName])).toEqual([
      ['1', 'INTER', 'LALANNE Paul'],
      ['2', 'CONTROL', 'LALANNE Paul'],
    ]);
    await ok(await ctx.admin.post(`/rest/booking/booking/${leavingAlone}/cancel`, { reason: 'Météo' }));
    expect(await (await generate(ctx.admin, on)).json()).toMatchObject({ created: 0, removed: 1 });
    expect((await tasks({ from: on })).map((t) => t.placeNumber)).toEqual(['1']);
  });
});
