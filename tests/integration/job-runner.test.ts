// The jobs runner and scheduler on a real SQLite file: one run of a job at a time (service and CLI
// alike), each run recorded with its outcome and journaled, a run whose process died seen as failed
// and free to run again, the scheduler planning the registry's jobs and stopping.
import { spawnSync } from 'node:child_process';
import { desc, eq } from 'drizzle-orm';
import { getTasks } from 'node-cron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobRuns } from '../../service/domains/jobs/schema';
import { techEvents } from '../../service/domains/ledger/schema';
import { AppError } from '../../service/errors/app-error';
import type { Job, JobContext, JobOutcome } from '../../service/jobs/job';
import { runJob } from '../../service/jobs/runner';
import { runScheduled, serviceContext, startScheduler } from '../../service/jobs/scheduler';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let context: JobContext;
beforeEach(async () => {
  t = await makeTestApp();
  context = serviceContext(t);
});
afterEach(() => t.close());

const job = (run: Job['run'], name = 'test-job'): Job => ({ name, label: 'Tâche d’essai', schedule: '0 3 * * *', run });
const done = (summary: string, more: Partial<JobOutcome> = {}) => job(async () => ({ summary, ...more }));

/** A job that runs until `finish` is called. */
function heldJob() {
  let finish: () => void = () => undefined;
  const isFinished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let isStarted = false;
  const held = job(async () => {
    isStarted = true;
    await isFinished;
    return { summary: 'fini' };
  });
  return { held, finish, started: () => isStarted };
}

const runsOf = (name = 'test-job') =>
  t.db.select().from(jobRuns).where(eq(jobRuns.job, name)).orderBy(jobRuns.id).all();
const events = () => t.db.select().from(techEvents).orderBy(desc(techEvents.id)).all();
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;
const openRow = (pid: number, origin: 'service' | 'cli' = 'cli') =>
  t.db
    .insert(jobRuns)
    .values({ job: 'test-job', origin, pid, startedAt: '2026-11-22T01:00:00.000Z', status: 'running' })
    .run();

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the job lock: one run of a job at a time, service and CLI alike', () => {
  it('of two runs at once, the second is refused with JOB_ALREADY_RUNNING and leaves no record', async () => {
    const { held, finish, started } = heldJob();
    const first = runJob(held, context, 'service');
    await vi.waitFor(() => expect(started()).toBe(true));
    const error = await refusal(runJob(held, context, 'cli'));
    expect(error.code).toBe('JOB_ALREADY_RUNNING');
    finish();
    expect((await first).status).toBe('ok');
    expect(runsOf().map((r) => r.status)).toEqual(['ok']);
  });

  it('a running row of another live process (the CLI) refuses the run and names it', async () => {
    openRow(process.ppid, 'cli');
    const error = await refusal(runJob(done('rien'), context, 'service'));
    expect(error.code).toBe('JOB_ALREADY_RUNNING');
    expect(error.params).toMatchObject({ origin: 'la ligne de commande', pid: process.ppid });
  });

  it('a running row whose process is dead is closed as failed « interrompue », journaled, and the job runs again', async () => {
    const pid = deadPid();
    openRow(pid);
    const run = await runJob(done('refait'), context, 'service');
    expect(run.status).toBe('ok');
    const [dead, fresh] = runsOf();
    expect(dead).toMatchObject({ pid, status: 'failed' });
    expect(dead?.summary).toContain('interrompue');
    expect(dead?.endedAt).not.toBeNull();
    expect(fresh).toMatchObject({ status: 'ok', summary: 'refait', pid: process.pid, origin: 'service' });
    expect(events().map((e) => e.kind)).toEqual(['job.ok', 'job.failed']);
  });

  it('the job can run again once the previous run has ended', async () => {
    await runJob(done('un'), context, 'cli');
    await runJob(done('deux'), context, 'cli');
    expect(runsOf().map((r) => r.summary)).toEqual(['un', 'deux']);
  });
});

describe('run records: each run closed with its outcome, and journaled', () => {
  it('an outcome is recorded ok with its summary and detail, and journaled job.ok', async () => {
    const run = await runJob(done('3 option(s) échue(s) annulée(s)', { detail: { count: 3 } }), context, 'cli');
    expect(run).toMatchObject({ status: 'ok', origin: 'cli', summary: '3 option(s) échue(s) annulée(s)' });
    const [row] = runsOf();
    expect(row).toMatchObject({ status: 'ok', detail: '{"count":3}' });
    expect(row?.endedAt).not.toBeNull();
    const [event] = events();
    expect(event).toMatchObject({ kind: 'job.ok', entity: 'job_runs', entityId: row?.id });
    expect(event?.summary).toBe('Tâche d’essai : 3 option(s) échue(s) annulée(s)');
  });

  it('an outcome marked as a warning is recorded warning and journaled job.warning', async () => {
    await runJob(done('sauvegarde sautée', { isWarning: true }), context, 'service');
    expect(runsOf()[0]?.status).toBe('warning');
    expect(events()[0]?.kind).toBe('job.warning');
  });

  it('a job that throws is a failed run with the error message, journaled job.failed; the caller is not thrown at', async () => {
    const failing = job(async () => {
      throw new Error('disque plein');
    });
    const run = await runJob(failing, context, 'service');
    expect(run).toMatchObject({ status: 'failed', summary: 'disque plein' });
    expect(runsOf()[0]).toMatchObject({ status: 'failed', summary: 'disque plein' });
    expect(events()[0]).toMatchObject({ kind: 'job.failed', summary: 'Tâche d’essai : disque plein' });
  });

  it('a user who launches a run from a screen is named in its journal row', async () => {
    await runJob(done('ok'), context, 'service', 1);
    expect(events()[0]?.userId).toBe(1);
  });
});

describe('the scheduler', () => {
  it('a scheduled run refused because the CLI holds the lock is journaled job.refused, not thrown', async () => {
    openRow(process.ppid, 'cli');
    await runScheduled(done('rien'), context);
    expect(runsOf().map((r) => r.status)).toEqual(['running']);
    const [event] = events();
    expect(event?.kind).toBe('job.refused');
    expect(event?.summary).toContain('déjà en cours');
  });

  it('at start, every running row whose process is gone is closed as failed (journaled); a live one is left', async () => {
    openRow(deadPid());
    t.db
      .insert(jobRuns)
      .values({ job: 'other', origin: 'cli', pid: process.ppid, startedAt: '2026-11-22T01:00:00Z', status: 'running' })
      .run();
    const scheduler = startScheduler(t, []);
    await scheduler.stop();
    expect(runsOf()[0]?.status).toBe('failed');
    expect(runsOf('other')[0]?.status).toBe('running');
    expect(events().map((e) => e.kind)).toEqual(['job.failed']);
  });

  it('« wake the delivery right after a commit »: a wake during a run makes one more run after it, never a refusal', async () => {
    let wake: () => void = () => undefined;
    let release: () => void = () => undefined;
    let count = 0;
    const waking: Job = {
      ...job(async () => {
        count += 1;
        if (count === 1) await new Promise<void>((resolve) => (release = resolve));
        return { summary: `passage ${count}` };
      }),
      wakeOn: (_db, w) => {
        wake = w;
        return () => undefined;
      },
    };
    const scheduler = startScheduler(t, [waking]);
    wake();
    await vi.waitFor(() => expect(count).toBe(1));
    wake();
    wake();
    release();
    await vi.waitFor(() => expect(runsOf().map((r) => r.summary)).toEqual(['passage 1', 'passage 2']));
    expect(events().map((e) => e.kind)).not.toContain('job.refused');
    await scheduler.stop();
  });

  it('runs each planned job on its schedule through the runner (origin service); stopped, its task is gone', async () => {
    const everySecond = { ...done('planifiée'), schedule: '* * * * * *' };
    const scheduler = startScheduler(t, [everySecond]);
    const planned = () => [...getTasks().values()].filter((task) => task.name === 'test-job');
    expect(planned().map((task) => task.getStatus())).not.toContain('stopped');
    await vi.waitFor(() => expect(runsOf().some((r) => r.status === 'ok')).toBe(true), { timeout: 5000 });
    expect(runsOf()[0]).toMatchObject({ origin: 'service', summary: 'planifiée' });
    await scheduler.stop();
    expect(planned()).toEqual([]);
  });
});
