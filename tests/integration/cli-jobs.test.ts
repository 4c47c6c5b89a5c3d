// `bivouac job list` and `bivouac job run NAME` run as the technician runs them, as child processes
// on a temp data folder: the same runner as the service (origin `cli`), exit 1 with one French line
// when refused, failed or unknown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { jobRuns } from '../../service/domains/jobs/schema';
import { runBivouac } from '../support/cli-run';

/** Each CLI start costs a few seconds on a busy machine. */
const slow = { timeout: 60_000 };
let dataDir: string;

function bivouac(...args: string[]) {
  return runBivouac(dataDir, args, { BIVOUAC_TODAY: '2026-11-22' });
}

function withDb<T>(fn: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(databaseFile(dataDir));
  try {
    return fn(db);
  } finally {
    db.$client.close();
  }
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-jobs-'));
  withDb((db) => prepareDatabase(db, fixedClock('2026-11-22T09:00:00Z')));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('bivouac job', () => {
  it(
    'job run NAME runs the job through the runner (origin cli) and prints its outcome; job list shows it',
    slow,
    () => {
      const run = bivouac('job', 'run', 'cleaning-tasks');
      expect(run.err).toBe('');
      expect(run.code).toBe(0);
      expect(run.out).toContain('Tâches de ménage du jour : 0 tâche(s) créée(s)');
      expect(withDb((db) => db.select().from(jobRuns).all())).toMatchObject([
        { job: 'cleaning-tasks', origin: 'cli', status: 'ok' },
      ]);
      const list = bivouac('job', 'list');
      expect(list.code).toBe(0);
      const line = list.out.split('\n').find((l) => l.includes('cleaning-tasks')) ?? '';
      expect(line).toContain('chaque jour à 06:00');
      expect(line).toContain('réussie');
      expect(list.out.split('\n').find((l) => l.includes('expire-options'))).toContain('jamais');
    },
  );

  it('job run is refused with exit 1 and one French line while the job runs elsewhere', slow, () => {
    withDb((db) =>
      db
        .insert(jobRuns)
        .values({
          job: 'expire-options',
          origin: 'service',
          pid: process.pid,
          startedAt: '2026-11-22T08:00:00Z',
          status: 'running',
        })
        .run(),
    );
    const run = bivouac('job', 'run', 'expire-options');
    expect(run.code).toBe(1);
    expect(run.err.trim()).toBe(
      `Erreur : La tâche « Options échues » est déjà en cours (lancée par le service, processus ${process.pid}) : attendez qu’elle se termine`,
    );
  });

  it('an unknown name exits 1 with a French line listing the names', slow, () => {
    const run = bivouac('job', 'run', 'nope');
    expect(run.code).toBe(1);
    expect(run.err.trim()).toBe(
      'Erreur : Tâche inconnue « nope » ; tâches existantes : sessions-drafts-cleanup, expire-options, backup, cleaning-tasks, mail-outbox, surety-notices, balance-reminders, option-relaunch, pre-stay',
    );
  });

  it('a failed run exits 1 with one French line naming the job and why; recorded failed', slow, () => {
    // The housekeeping table gone behind the application's back: the job throws half-way.
    withDb((db) => db.$client.exec('DROP TABLE cleaning_tasks'));
    const run = bivouac('job', 'run', 'cleaning-tasks');
    expect(run.code).toBe(1);
    expect(run.err.trim()).toMatch(/^Erreur : La tâche « Tâches de ménage du jour » a échoué : .*cleaning_tasks/);
    const last = withDb((db) => db.select().from(jobRuns).all()).at(-1);
    expect(last).toMatchObject({ job: 'cleaning-tasks', origin: 'cli', status: 'failed' });
  });

  it('--help is in French', slow, () => {
    expect(bivouac('job', 'run', '--help').out).toContain('lance une tâche maintenant');
  });
});
