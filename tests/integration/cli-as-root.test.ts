// « A command run with sudo leaves the data directory owned by the service's account »: the lock
// file, a backup and its folder, written by root, go back to the directory's owner, so the service
// can still take its lock and write its nightly backups.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { giveBackToOwner } from '../../service/db/data-dir-owner';
import { prepareDatabase } from '../../service/db/prepare';
import { runBivouac } from '../support/cli-run';

const isRoot = process.getuid?.() === 0;
const service = { uid: 12345, gid: 12345 };
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-root-'));
  const db = openDatabase(databaseFile(dataDir));
  prepareDatabase(db, fixedClock('2026-11-27T02:00:00Z'));
  db.$client.close();
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function rootOwned(): string[] {
  return fs
    .readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.lstatSync(path.join(dataDir, entry)).uid === 0);
}

describe.skipIf(!isRoot)('the data directory after a command run as root', () => {
  it('gives the lock file, the backups, the restored database back to the service account', () => {
    for (const entry of ['', ...fs.readdirSync(dataDir)])
      fs.chownSync(path.join(dataDir, entry), service.uid, service.gid);
    const backup = runBivouac(dataDir, ['backup']);
    expect(backup.code, backup.err).toBe(0);
    const [file = ''] = fs.readdirSync(path.join(dataDir, 'backups'));
    const restore = runBivouac(dataDir, ['restore', path.join(dataDir, 'backups', file)], {
      BIVOUAC_TODAY: '2026-11-28',
    });
    expect(restore.code, restore.err).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'bivouac.lock'))).toBe(true);
    expect(rootOwned()).toEqual([]);
  });

  it('leaves a data directory owned by root as it is', () => {
    fs.writeFileSync(path.join(dataDir, 'note.txt'), 'x');
    expect(giveBackToOwner(dataDir)).toBe(0);
    expect(rootOwned()).toContain('note.txt');
  });
});
