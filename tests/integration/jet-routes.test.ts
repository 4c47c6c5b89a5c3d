// The /jet screen's calls on the real HTTP stack: the technical events journal searched by period
// (Paris days), kind or family, user and text, newest first, a page at a time; the scheduled jobs;
// « Lancer maintenant ». Rights (functionality « Historique ») are checked on the server.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobRuns } from '../../service/domains/jobs/schema';
import { recordTechEvent } from '../../service/domains/ledger';
import { userRights, users } from '../../service/domains/security/schema';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
beforeEach(async () => {
  t = await makeTestApp();
  admin = await t.signIn();
});
afterEach(() => t.close());

const search = (client: Client, criteria: Record<string, unknown> = {}) =>
  client.post('/rest/system/tech-events/search', criteria);
const page = async (criteria: Record<string, unknown> = {}) => {
  const res = await search(admin, criteria);
  expect(res.status).toBe(200);
  return (await res.json()) as { total: number; items: { kind: string; summary: string; userName: string | null }[] };
};

async function userWith(login: string, code?: '001' | '011') {
  const id = (await t.addUser({ login, password: 'secret-1', name: login })).id;
  if (code) {
    t.db.insert(userRights).values({ userId: id, functionality: 'system_history', code, canExport: false }).run();
    t.db.update(users).set({ hasSpecificRights: true }).where(eq(users.id, id)).run();
  }
  return { id, client: await t.signIn({ login, password: 'secret-1' }) };
}

describe('rights: « Historique » checked on the server', () => {
  it('a user without the right gets 401 on the journal, the jobs and a run', async () => {
    const { client } = await userWith('nobody');
    for (const res of [
      await search(client),
      await client.get('/rest/system/jobs'),
      await client.post('/rest/system/jobs/cleaning-tasks/run'),
      await client.get('/rest/system/tech-events/users'),
    ]) {
      expect(res.status).toBe(401);
      expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
  });

  it('a reader (001) reads the journal and the jobs but gets 401 on « Lancer maintenant » (write right)', async () => {
    const { client } = await userWith('reader', '001');
    expect((await search(client)).status).toBe(200);
    expect((await client.get('/rest/system/jobs')).status).toBe(200);
    expect(await (await client.get('/rest/system/tech-events/users')).json()).toContainEqual({ id: 1, name: 'Admin' });
    expect((await client.post('/rest/system/jobs/cleaning-tasks/run')).status).toBe(401);
    expect(t.db.select().from(jobRuns).all()).toEqual([]);
  });
});

describe('the journal search', () => {
  beforeEach(() => {
    recordTechEvent(t.db, '2026-11-21T22:30:00.000Z', { kind: 'payment.created', summary: 'Paiement de 50 €' });
    recordTechEvent(t.db, '2026-11-21T23:30:00.000Z', { kind: 'job.ok', summary: 'Options échues : 2 annulées' });
    recordTechEvent(t.db, '2026-11-22T08:00:00.000Z', {
      kind: 'job.failed',
      summary: 'Nettoyage : disque plein',
      userId: 1,
      detail: { job: 'sessions-drafts-cleanup' },
    });
  });

  it('answers newest first, a page at a time, with the total', async () => {
    const first = await page({ page: 1, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((e) => e.kind)).toEqual(['job.failed', 'job.ok']);
    expect((await page({ page: 2, pageSize: 2 })).items.map((e) => e.kind)).toEqual(['payment.created']);
  });

  it('a period is of Paris days: 23:30 UTC on the 21st is the 22nd in Paris, 22:30 UTC is still the 21st', async () => {
    const day = await page({ from: '2026-11-22', to: '2026-11-22' });
    expect(day.items.map((e) => e.kind)).toEqual(['job.failed', 'job.ok']);
    expect((await page({ to: '2026-11-21' })).items.map((e) => e.kind)).toEqual(['payment.created']);
  });

  it('a kind finds itself, a family (`job`) every kind of it; text is searched in summary and detail; user filters', async () => {
    expect((await page({ kind: 'job.ok' })).items.map((e) => e.kind)).toEqual(['job.ok']);
    expect((await page({ kind: 'job' })).total).toBe(2);
    expect((await page({ text: 'DISQUE' })).items.map((e) => e.kind)).toEqual(['job.failed']);
    expect((await page({ text: 'drafts-cleanup' })).total).toBe(1);
    expect((await page({ text: '%' })).total).toBe(0);
    const mine = await page({ userId: 1 });
    expect(mine.items).toMatchObject([{ kind: 'job.failed', userName: 'Admin' }]);
  });

  it('a bad criterion is a 400 with its field', async () => {
    const res = await search(admin, { from: '22/11/2026' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty('from');
  });
});

describe('the scheduled jobs and « Lancer maintenant »', () => {
  it('lists each job with its schedule in words, its next run and its last runs', async () => {
    const jobs = (await (await admin.get('/rest/system/jobs')).json()) as {
      name: string;
      scheduleText: string;
      nextRunAt: string;
      lastRuns: unknown[];
    }[];
    expect(jobs.map((j) => j.name)).toEqual([
      'sessions-drafts-cleanup',
      'expire-options',
      'backup',
      'cleaning-tasks',
      'mail-outbox',
      'surety-notices',
      'balance-reminders',
      'option-relaunch',
      'pre-stay',
    ]);
    const cleaning = jobs.find((j) => j.name === 'cleaning-tasks');
    expect(cleaning).toMatchObject({ scheduleText: 'chaque jour à 06:00', lastRuns: [] });
    expect(Date.parse(cleaning?.nextRunAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('runs a job now and answers its outcome; the run is recorded (origin service, the user journaled)', async () => {
    const res = await admin.post('/rest/system/jobs/cleaning-tasks/run');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ job: 'cleaning-tasks', origin: 'service', status: 'ok' });
    const jobs = (await (await admin.get('/rest/system/jobs')).json()) as {
      name: string;
      lastRuns: { status: string }[];
    }[];
    expect(jobs.find((j) => j.name === 'cleaning-tasks')?.lastRuns).toMatchObject([{ status: 'ok' }]);
    expect((await page({ kind: 'job' })).items).toMatchObject([{ kind: 'job.ok', userName: 'Admin' }]);
  });

  it('refuses a run while the job runs elsewhere (the CLI), with JOB_ALREADY_RUNNING', async () => {
    t.db
      .insert(jobRuns)
      .values({
        job: 'cleaning-tasks',
        origin: 'cli',
        pid: process.ppid,
        startedAt: '2026-11-22T08:59:00Z',
        status: 'running',
      })
      .run();
    const res = await admin.post('/rest/system/jobs/cleaning-tasks/run');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.serverMessage).toBe('JOB_ALREADY_RUNNING');
    expect(body.message).toContain('déjà en cours');
  });

  it('an unknown job is a 400 JOB_UNKNOWN listing the names', async () => {
    const res = await admin.post('/rest/system/jobs/nope/run');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('cleaning-tasks');
  });
});
