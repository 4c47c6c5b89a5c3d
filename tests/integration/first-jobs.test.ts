// The site box's first scheduled jobs, each run through the runner on a real SQLite file on
// 22 November 2026: the nightly clean-up of idle sessions and abandoned drafts, the nightly expiry
// of options, the morning's housekeeping tasks.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingDrafts, cleaningTasks, placeLocks, sessions, users } from '../../service/db/schema';
import { expireOptionsJob } from '../../service/domains/booking';
import { cleaningTasksJob } from '../../service/domains/booking/cleaning';
import { removeIdleSessionsInSteps } from '../../service/domains/security';
import { runJob } from '../../service/jobs/runner';
import { serviceContext } from '../../service/jobs/scheduler';
import { sessionsDraftsCleanupJob } from '../../service/jobs/sessions-drafts-cleanup';
import { bookingBody, bookingSite, ok } from '../support/booking-site';
import { insertPlaces, insertStay } from '../support/cleaning-stays';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const hoursAgo = (hours: number) => new Date(ctx.t.clock.now().getTime() - hours * 3_600_000).toISOString();
const run = (job: Parameters<typeof runJob>[0]) => runJob(job, serviceContext(ctx.t), 'service');
const adminId = () => ctx.t.db.select().from(users).where(eq(users.login, 'admin')).get()?.id ?? 0;

function insertSession(tokenHash: string, lastSeenAt: string) {
  ctx.t.db.insert(sessions).values({ tokenHash, userId: adminId(), createdAt: lastSeenAt, lastSeenAt }).run();
}

function insertDraft(expiresAt: string): number {
  const at = hoursAgo(8);
  const id = ctx.t.db
    .insert(bookingDrafts)
    .values({ userId: adminId(), body: '{}', expiresAt, createdAt: at, updatedAt: at })
    .returning()
    .get().id;
  ctx.t.db
    .insert(placeLocks)
    .values({ draftId: id, userId: adminId(), placeId: 1, startDate: '2026-12-01', endDate: '2026-12-03', expiresAt })
    .run();
  return id;
}

describe('sessions-drafts-cleanup: idle sessions and abandoned booking drafts removed', () => {
  it('removes the sessions idle past 4 hours and the drafts whose locks lapsed (with their locks); live ones stay', async () => {
    insertSession('idle-1', hoursAgo(5));
    insertSession('idle-2', hoursAgo(30));
    insertSession('live', hoursAgo(1));
    const lapsed = insertDraft(hoursAgo(2));
    const open = insertDraft(new Date(ctx.t.clock.now().getTime() + 600_000).toISOString());
    const result = await run(sessionsDraftsCleanupJob);
    expect(result).toMatchObject({ status: 'ok', detail: { sessions: 2, drafts: 1 } });
    expect(result.summary).toBe('2 session(s) expirée(s) et 1 brouillon(s) de réservation abandonné(s) supprimé(s)');
    const hashes = ctx.t.db
      .select()
      .from(sessions)
      .all()
      .map((s) => s.tokenHash);
    expect(hashes).toContain('live');
    expect(hashes).not.toContain('idle-1');
    expect(
      ctx.t.db
        .select()
        .from(bookingDrafts)
        .all()
        .map((d) => d.id),
    ).toEqual([open]);
    expect(ctx.t.db.select().from(placeLocks).where(eq(placeLocks.draftId, lapsed)).all()).toEqual([]);
    // The admin signed in for this test keeps a working session.
    expect((await ctx.admin.get('/rest/security/user/current')).status).toBe(200);
  });

  it('works in batches: five idle sessions, two per batch, are removed in three steps', () => {
    for (const n of [1, 2, 3, 4, 5]) insertSession(`idle-${n}`, hoursAgo(5 + n));
    const steps = removeIdleSessionsInSteps(ctx.t.db, ctx.t.clock, 2);
    const seen: number[] = [];
    for (let step = steps.next(); !step.done; step = steps.next()) seen.push(step.value.done);
    expect(seen).toEqual([2, 4, 5]);
  });
});

describe('expire-options: the nightly cancellation of expired options', () => {
  async function expiredOption() {
    const site = await bookingSite(ctx.admin, 1);
    const body = bookingBody(site, { placeId: site.places[0] }, { kind: 2, optionValidUntil: '2026-11-21' });
    return (await ok(await ctx.admin.post('/rest/booking/booking/edit', body))).item as { id: number; code: string };
  }
  const stateOf = async (id: number) => (await ok(await ctx.admin.get(`/rest/booking/booking/edit/${id}`))).state;

  it('with « Annuler les options échues » on, the option valid until yesterday is cancelled and the run says so', async () => {
    const option = await expiredOption();
    await ok(await ctx.admin.post('/rest/preference/booking/option', { cancelExpiredOptions: true }));
    const result = await run(expireOptionsJob);
    expect(result).toMatchObject({ status: 'ok', summary: '1 option(s) échue(s) annulée(s)' });
    expect(result.detail).toMatchObject({ codes: [option.code] });
    expect(await stateOf(option.id)).toBe('CANCELLED');
  });

  it('with the preference off, the run cancels nothing and says the preference is off', async () => {
    const option = await expiredOption();
    const result = await run(expireOptionsJob);
    expect(result.status).toBe('ok');
    expect(result.summary).toContain('décochée');
    expect(await stateOf(option.id)).toBe('NORMAL');
  });
});

describe('cleaning-tasks: each morning, the tasks of the day’s departures', () => {
  it('creates a task for each stay leaving today, and nothing twice when run again', async () => {
    const [pitch, other] = insertPlaces(ctx.t.db, 'PITCH', 'Emplacement', ['A01', 'A02']);
    const leaving = insertStay(ctx.t.db, pitch as number, '2026-11-15', '2026-11-22');
    insertStay(ctx.t.db, other as number, '2026-11-20', '2026-11-25');
    const first = await run(cleaningTasksJob);
    expect(first).toMatchObject({ status: 'ok', detail: { day: '2026-11-22', created: 1 } });
    expect(first.summary).toContain('pour le 22/11/2026');
    const tasks = ctx.t.db.select().from(cleaningTasks).all();
    expect(tasks.map((task) => [task.occupancyId, task.day])).toEqual([[leaving, '2026-11-22']]);
    expect((await run(cleaningTasksJob)).detail).toMatchObject({ created: 0 });
    expect(ctx.t.db.select().from(cleaningTasks).all()).toHaveLength(1);
  });
});
