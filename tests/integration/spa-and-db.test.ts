import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { migrationStatus } from '../../service/db/migrate';
import { prepareDatabase } from '../../service/db/prepare';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let uiDir: string;
beforeAll(async () => {
  uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-ui-'));
  fs.mkdirSync(path.join(uiDir, 'assets'));
  fs.writeFileSync(
    path.join(uiDir, 'index.html'),
    '<html><meta name="robots" content="noindex"><body>app</body></html>',
  );
  fs.writeFileSync(path.join(uiDir, 'assets/app-1234.js'), 'console.log(1)');
  t = await makeTestApp({ uiDir });
});
afterAll(() => {
  t.close();
  fs.rmSync(uiDir, { recursive: true, force: true });
});

describe('single-page UI', () => {
  it('serves index.html for every non-/rest/ GET, so /booking-list/3 reloads fine', async () => {
    const res = await t.app.request('/booking-list/3');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('noindex');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('serves built assets with a long cache', async () => {
    const res = await t.app.request('/assets/app-1234.js');
    expect(await res.text()).toBe('console.log(1)');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('never serves files outside ui/dist', async () => {
    const res = await t.app.request('/..%2f..%2fetc%2fpasswd');
    expect(await res.text()).toContain('app');
  });
});

describe('database', () => {
  it('sets WAL, foreign keys, busy timeout and synchronous FULL', () => {
    const sqlite = t.db.$client;
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('applying the migrations twice is a no-op', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-db-'));
    const db = openDatabase(databaseFile(dir));
    const clock = fixedClock('2026-11-22T09:00:00Z');
    prepareDatabase(db, clock);
    const schema = () => db.$client.prepare('SELECT sql FROM sqlite_master ORDER BY name').all();
    const before = schema();
    const countries = db.$client.prepare('SELECT count(*) AS n FROM countries').get();
    prepareDatabase(db, clock);
    expect(schema()).toEqual(before);
    expect(db.$client.prepare('SELECT count(*) AS n FROM countries').get()).toEqual(countries);
    expect((await migrationStatus(db)).every((m) => m.applied)).toBe(true);
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
