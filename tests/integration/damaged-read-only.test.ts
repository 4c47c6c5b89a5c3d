// A database with damaged pages, started with the technician's opt-in (BIVOUAC_DAMAGED_READ_ONLY):
// reception can still sign in and read, every write answers DATABASE_READ_ONLY and changes nothing,
// and the health state says the database is damaged and why.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../service/app';
import { type OpenedDataDir, openDataDir } from '../../service/boot/open-data-dir';
import { StartFault } from '../../service/boot/start-fault';
import { fixedClock } from '../../service/clock';
import { databaseFile } from '../../service/db/connection';
import { dataDirHolder } from '../../service/db/data-dir-lock';
import { databaseHealth } from '../../service/db/database-state';
import { memoryLogger } from '../../service/logger';
import { type Client, clientFor } from '../support/client';
import { damagePages } from '../support/damaged-database';
import { adminLogin, copyPreparedDatabase } from '../support/prepared-database';

const clock = fixedClock('2026-11-22T09:00:00Z');
let dataDir: string;
let opened: OpenedDataDir;
let admin: Client;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-damaged-'));
  await copyPreparedDatabase(databaseFile(dataDir), { key: clock.now().toISOString(), clock });
  damagePages(databaseFile(dataDir));
});
afterAll(() => {
  opened?.db.$client.close();
  opened?.lock.release();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a damaged database', () => {
  it('is refused by default, and the data directory is left free', async () => {
    await expect(openDataDir({ dataDir, isDamagedServedReadOnly: false }, clock)).rejects.toThrow(StartFault);
    expect(dataDirHolder(dataDir)).toBeNull();
    expect(databaseHealth()).toEqual({ ok: true, state: 'ok' });
  });

  it('with the opt-in, is served read-only and the health state says damaged with the quick check’s finding', async () => {
    opened = await openDataDir({ dataDir, isDamagedServedReadOnly: true }, clock);
    expect(opened.damage).toBeTruthy();
    expect(databaseHealth()).toEqual({ ok: false, state: 'damaged', reason: opened.damage });
    expect(opened.db.$client.pragma('query_only', { simple: true })).toBe(1);
  });

  it('lets reception sign in and read', async () => {
    const app = createApp({ db: opened.db, clock, logger: memoryLogger(), dataDir });
    admin = clientFor(app);
    expect((await admin.post('/rest/login', adminLogin)).status).toBe(200);
    const res = await admin.post('/rest/customer/customer/search', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ total: 0 });
  });

  it('answers DATABASE_READ_ONLY to a write, and writes nothing', async () => {
    const res = await admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Dupont' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      serverMessage: 'DATABASE_READ_ONLY',
      message:
        'La base de données est en lecture seule (endommagée) : rien n’a été enregistré. Prévenez le technicien.',
    });
    expect(opened.db.$client.prepare('SELECT count(*) FROM customers').pluck().get()).toBe(0);
  });

  it('answers DATABASE_DAMAGED to a read of the damaged pages themselves, not a 500', async () => {
    const res = await admin.get('/rest/reference/department');
    expect(res.status).toBe(503);
    expect((await res.json()).serverMessage).toBe('DATABASE_DAMAGED');
    expect(databaseHealth()).toMatchObject({ ok: false, state: 'damaged' });
  });
});
