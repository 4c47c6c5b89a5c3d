// GET /rest/health through the real HTTP stack on a real database file.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markDiskFull } from '../../service/db/database-state';
import { takeBackup } from '../../service/domains/maintenance/backup';
import { makeTestApp, type TestApp } from '../support/test-app';

const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version: string };
let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

async function health() {
  const res = await t.anonymous.get('/rest/health');
  return { status: res.status, body: await res.json() };
}

describe('GET /rest/health', () => {
  it('answers without a session: the version, the database and the last backup', async () => {
    await takeBackup({ dataDir: t.dataDir, clock: t.clock });
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.version).toMatchObject({ number: pkg.version, stamp: null });
    expect(body.database).toMatchObject({ ok: true, state: 'ok' });
    expect(body.database.migrations).toBeGreaterThan(0);
    expect(body.lastBackup).toEqual({ file: expect.stringMatching(/^bivouac-\d{8}-\d{6}\.sqlite$/), ageHours: 0 });
  });

  it('a box without any backup is degraded but still serving (200)', async () => {
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.lastBackup).toBeNull();
  });

  it('a last backup older than 48 hours is degraded', async () => {
    const file = (await takeBackup({ dataDir: t.dataDir, clock: t.clock })).name;
    const threeDaysAgo = new Date(t.clock.now().getTime() - 72 * 3_600_000);
    fs.utimesSync(path.join(t.dataDir, 'backups', file), threeDaysAgo, threeDaysAgo);
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.lastBackup).toEqual({ file, ageHours: 72 });
  });

  it('answers 503 when the database is not usable', async () => {
    t.db.$client.close();
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.database).toMatchObject({ ok: false, state: 'unusable' });
  });

  it('answers 503 while writes fail for want of disk space, and 200 again once a write goes through', async () => {
    markDiskFull(t.db.$client, t.clock.now());
    const full = await health();
    expect(full.status).toBe(503);
    expect(full.body.database).toMatchObject({ ok: false, state: 'disk-full' });
    t.db.$client.exec('CREATE TEMP TABLE probe (id integer); INSERT INTO probe VALUES (1);');
    const healed = await health();
    expect(healed.status).toBe(200);
    expect(healed.body.database).toMatchObject({ ok: true, state: 'ok' });
  });
});
