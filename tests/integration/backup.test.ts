import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName } from '../../service/domains/maintenance/backup-files';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

describe('GET /rest/backup', () => {
  it('names backups bivouac-YYYYMMDD-HHMMSS.sqlite in Paris time', () => {
    expect(backupFileName(new Date('2026-07-14T08:30:05Z'))).toBe('bivouac-20260714-103005.sqlite');
  });

  it('logs the user out, then writes a consistent copy of the database into backups/', async () => {
    const admin = await t.signIn();
    const res = await admin.get('/rest/backup');
    const { status, file } = await res.json();
    expect(status).toBe('SAVED');
    expect((await admin.get('/rest/security/user/current')).status).toBe(403);
    const copy = new Database(path.join(t.dataDir, 'backups', file), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('SELECT login FROM users').all()).toEqual([{ login: 'admin' }]);
    copy.close();
    expect(fs.readdirSync(path.join(t.dataDir, 'backups'))).toEqual([file]);
  });

  it('is for system users only, whatever their other rights', async () => {
    await t.addUser({ login: 'boss', password: 'boss-pass', isAdmin: true });
    const boss = await t.signIn({ login: 'boss', password: 'boss-pass' });
    expect((await boss.get('/rest/backup')).status).toBe(401);
  });
});
