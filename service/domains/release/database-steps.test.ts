import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { databaseFile, openDatabase } from '../../db/connection';
import { backupBeforeUpdate, restoreBackup } from './database-steps';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-update-db-'));
  const db = openDatabase(databaseFile(dataDir));
  db.$client.exec("CREATE TABLE note (text TEXT); INSERT INTO note VALUES ('avant');");
  db.$client.close();
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const notes = () => {
  const db = openDatabase(databaseFile(dataDir));
  try {
    return db.$client.prepare('SELECT text FROM note').all();
  } finally {
    db.$client.close();
  }
};

describe('the database an update backs up and puts back', () => {
  it('is restored as it was at the backup, whatever was written after', async () => {
    const backup = await backupBeforeUpdate(dataDir, fixedClock('2026-11-27T01:00:00Z'));
    const db = openDatabase(databaseFile(dataDir));
    db.$client.exec("INSERT INTO note VALUES ('après')");
    db.$client.close();
    restoreBackup(dataDir, backup ?? '');
    expect(notes()).toEqual([{ text: 'avant' }]);
  });

  it('keeps the owner and mode of the live database, so the service can still write it', async () => {
    const live = databaseFile(dataDir);
    fs.chmodSync(live, 0o640);
    const isRoot = process.getuid?.() === 0;
    if (isRoot) fs.chownSync(live, 12345, 12345);
    const backup = await backupBeforeUpdate(dataDir, fixedClock('2026-11-27T01:00:00Z'));
    restoreBackup(dataDir, backup ?? '');
    const restored = fs.statSync(live);
    expect(restored.mode & 0o777).toBe(0o640);
    if (isRoot) expect([restored.uid, restored.gid]).toEqual([12345, 12345]);
  });

  it('takes no backup on a box without a database yet', async () => {
    fs.rmSync(databaseFile(dataDir));
    expect(await backupBeforeUpdate(dataDir, fixedClock('2026-11-27T01:00:00Z'))).toBeNull();
  });
});
