// Online backup and restore on real files: a backup taken while another connection writes holds
// every write acknowledged before it began; a restore checks its file, keeps the data it replaces,
// refuses while the service holds the data directory, and brings back the uploads.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile } from '../../service/db/connection';
import { dataDirHolder, lockDataDir } from '../../service/db/data-dir-lock';
import { takeBackup } from '../../service/domains/maintenance/backup';
import { backupsDir, listBackups } from '../../service/domains/maintenance/backup-files';
import { makeBackupJob } from '../../service/domains/maintenance/backup-job';
import { restoreBackup } from '../../service/domains/maintenance/restore';
import { AppError } from '../../service/errors/app-error';
import { memoryLogger } from '../../service/logger';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const others: string[] = [];
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
  for (const d of others.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function otherDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-restore-'));
  others.push(dir);
  return dir;
}

const clockAt = (iso: string) => fixedClock(iso);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('an online backup is consistent while the service writes', () => {
  it('restores to a database holding every write acknowledged before the backup began, integrity ok', async () => {
    const file = databaseFile(t.dataDir);
    // Pages enough for the copy to take many steps while the writer goes on.
    t.db.$client.exec('CREATE TABLE ballast (b BLOB); CREATE TABLE acknowledged (id INTEGER PRIMARY KEY, at TEXT)');
    const ballast = t.db.$client.prepare('INSERT INTO ballast (b) VALUES (randomblob(4000))');
    t.db.$client.transaction(() => {
      for (let i = 0; i < 12_000; i++) ballast.run();
    })();
    // Another connection, in another thread, commits one row at a time until told to stop.
    const writer = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const Database = require(workerData.driver);
       const db = new Database(workerData.file);
       db.pragma('busy_timeout = 5000');
       const insert = db.prepare("INSERT INTO acknowledged (at) VALUES ('x')");
       let stop = false;
       parentPort.on('message', () => { stop = true; });
       (function loop() {
         for (let i = 0; i < 20; i++) insert.run();
         parentPort.postMessage('written');
         if (stop) { db.close(); parentPort.postMessage('stopped'); } else setImmediate(loop);
       })();`,
      { eval: true, workerData: { driver: require.resolve('better-sqlite3'), file } },
    );
    const stopped = new Promise<void>((done) => writer.on('message', (m) => m === 'stopped' && done()));
    await new Promise<void>((done) => writer.once('message', () => done()));
    const count = () => (t.db.$client.prepare('SELECT count(*) AS n FROM acknowledged').get() as { n: number }).n;
    const acknowledgedBefore = count();
    const backup = await takeBackup({ dataDir: t.dataDir, clock: t.clock });
    const acknowledgedAfter = count();
    writer.postMessage('stop');
    await stopped;
    await writer.terminate();
    expect(acknowledgedAfter).toBeGreaterThan(acknowledgedBefore);

    const copy = new Database(backup.file, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    const copied = (copy.prepare('SELECT count(*) AS n, max(id) AS top FROM acknowledged').get() as {
      n: number;
      top: number;
    }) ?? { n: 0, top: 0 };
    copy.close();
    // Every acknowledged row up to the newest copied one, without a gap: one consistent instant.
    expect(copied.n).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(copied.top).toBe(copied.n);

    const target = otherDataDir();
    await restoreBackup({ dataDir: target, clock: t.clock, file: backup.file });
    const restored = new Database(databaseFile(target), { readonly: true });
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    expect((restored.prepare('SELECT count(*) AS n FROM acknowledged').get() as { n: number }).n).toBe(copied.n);
    restored.close();
  });

  it('copies the uploads beside the database, and a backup name appears only once it is complete', async () => {
    fs.mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'logo-1.png'), 'logo');
    const backup = await takeBackup({ dataDir: t.dataDir, clock: clockAt('2026-07-14T08:30:05Z') });
    expect(backup.name).toBe('bivouac-20260714-103005.sqlite');
    expect(backup.uploadedFiles).toBe(1);
    expect(fs.readdirSync(backupsDir(t.dataDir)).sort()).toEqual([
      'bivouac-20260714-103005.sqlite',
      'bivouac-20260714-103005.uploads',
    ]);
    const listed = listBackups(backupsDir(t.dataDir));
    expect(listed.map((b) => [b.day, b.takenAt.toISOString()])).toEqual([['2026-07-14', '2026-07-14T08:30:05.000Z']]);
  });

  it('a disk without room for it: no backup, BACKUP_NO_SPACE; the nightly job skips it with a warning, journaled', async () => {
    const noRoom = () => 1_000_000;
    expect((await refusal(takeBackup({ dataDir: t.dataDir, clock: t.clock, freeBytes: noRoom }))).code).toBe(
      'BACKUP_NO_SPACE',
    );
    expect(listBackups(backupsDir(t.dataDir))).toEqual([]);
    const outcome = await makeBackupJob(noRoom).run({
      db: t.db,
      clock: t.clock,
      dataDir: t.dataDir,
      logger: memoryLogger(),
      progress: () => undefined,
    });
    expect(outcome.isWarning).toBe(true);
    expect(outcome.summary).toMatch(/^Sauvegarde non faite/);
    const event = t.db.$client.prepare("SELECT summary FROM tech_events WHERE kind = 'backup.skipped'").get();
    expect(event).toBeDefined();
  });

  it('the nightly job backs up, then deletes what the retention rule no longer keeps', async () => {
    const dir = backupsDir(t.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    // Ten nightly backups of last week and the week before…
    for (let day = 1; day <= 10; day++)
      fs.writeFileSync(path.join(dir, `bivouac-202611${String(day).padStart(2, '0')}-023000.sqlite`), 'old');
    const outcome = await makeBackupJob().run({
      db: t.db,
      clock: clockAt('2026-11-11T01:30:00Z'),
      dataDir: t.dataDir,
      logger: memoryLogger(),
      progress: () => undefined,
    });
    expect(outcome.isWarning).toBeUndefined();
    const days = listBackups(dir).map((b) => b.day);
    // …the last 7 days with a backup stay, with the newest of the week and month before.
    expect(days).toEqual([
      '2026-11-01',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
    ]);
  });
});

describe('bivouac restore', () => {
  it('refuses a file that is not a database, a damaged one, and a database that is not Bivouac’s, with French reasons', async () => {
    const target = otherDataDir();
    const text = path.join(target, 'texte.sqlite');
    fs.writeFileSync(text, 'pas une base');
    const notDb = await refusal(restoreBackup({ dataDir: target, clock: t.clock, file: text }));
    expect(notDb.code).toBe('RESTORE_FILE_UNREADABLE');
    expect(notDb.params?.reason).toBe('ce n’est pas une base SQLite');

    const other = path.join(target, 'autre.sqlite');
    const foreign = new Database(other);
    foreign.exec('CREATE TABLE notes (x)');
    foreign.close();
    expect((await refusal(restoreBackup({ dataDir: target, clock: t.clock, file: other }))).code).toBe(
      'RESTORE_NOT_BIVOUAC',
    );

    const backup = await takeBackup({ dataDir: t.dataDir, clock: t.clock });
    const damaged = path.join(target, 'abimee.sqlite');
    const bytes = fs.readFileSync(backup.file);
    // Garbage over the pages past the header: the schema and tables no longer read.
    bytes.fill(0x5a, 4096 * 2, 4096 * 6);
    fs.writeFileSync(damaged, bytes);
    expect((await refusal(restoreBackup({ dataDir: target, clock: t.clock, file: damaged }))).code).toBe(
      'RESTORE_FILE_UNREADABLE',
    );
    expect(fs.existsSync(databaseFile(target))).toBe(false);
  });

  it('refuses while the service holds the data directory, naming its process; nothing changes', async () => {
    const backup = await takeBackup({ dataDir: t.dataDir, clock: t.clock });
    const target = otherDataDir();
    const service = lockDataDir(target, 'service');
    try {
      const refused = await refusal(restoreBackup({ dataDir: target, clock: t.clock, file: backup.file }));
      expect(refused.code).toBe('RESTORE_SERVICE_RUNNING');
      expect(refused.params?.pid).toBe(process.pid);
      expect(fs.existsSync(databaseFile(target))).toBe(false);
    } finally {
      service?.release();
    }
  });

  it('with --stop-service, stops the service holding the data directory, then restores', async () => {
    const backup = await takeBackup({ dataDir: t.dataDir, clock: t.clock });
    const target = otherDataDir();
    const lockModule = path.resolve('service/db/data-dir-lock.ts');
    // A stand-in for the service: holds the data directory and lets it go on SIGTERM.
    const service = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import(${JSON.stringify(lockModule)}).then((m) => {
           const lock = m.lockDataDir(${JSON.stringify(target)}, 'service');
           process.on('SIGTERM', () => { lock.release(); process.exit(0); });
           console.log('held');
           setInterval(() => undefined, 1000);
         })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((done) => service.stdout.once('data', () => done()));
    expect(dataDirHolder(target)?.pid).toBe(service.pid);
    const exited = new Promise<number | null>((done) => service.once('exit', (code) => done(code)));
    await restoreBackup({ dataDir: target, clock: t.clock, file: backup.file, stopService: true });
    expect(await exited).toBe(0);
    expect(dataDirHolder(target)).toBeNull();
    const restored = new Database(databaseFile(target), { readonly: true });
    expect(restored.prepare('SELECT login FROM users').all()).toEqual([{ login: 'admin' }]);
    restored.close();
  });

  it('keeps the data it replaces as a backup, brings back the uploads of the backup, and migrates', async () => {
    fs.mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'logo-old.png'), 'old logo');
    const before = await takeBackup({ dataDir: t.dataDir, clock: clockAt('2026-07-14T08:30:05Z') });
    // Life goes on after the backup: a user added, the logo replaced.
    await t.addUser({ login: 'apres', password: 'apres-pass' });
    fs.rmSync(path.join(t.dataDir, 'uploads', 'logo-old.png'));
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'logo-new.png'), 'new logo');
    const after = await takeBackup({ dataDir: t.dataDir, clock: clockAt('2026-07-14T09:00:00Z') });
    // The site as it is now, in a data directory of its own…
    const site = otherDataDir();
    await restoreBackup({ dataDir: site, clock: t.clock, file: after.file });
    // …put back to the morning's backup.
    const restored = await restoreBackup({ dataDir: site, clock: clockAt('2026-07-15T08:00:00Z'), file: before.file });
    expect(restored.previous).toBe('bivouac-20260715-100000.sqlite');
    expect(restored.uploadedFiles).toBe(1);
    expect(fs.readdirSync(path.join(site, 'uploads'))).toEqual(['logo-old.png']);
    const db = new Database(databaseFile(site), { readonly: true });
    expect(db.prepare('SELECT login FROM users ORDER BY login').all()).toEqual([{ login: 'admin' }]);
    db.close();
    // What was replaced is a whole backup of its own: the user added after the morning is in it.
    const kept = new Database(path.join(backupsDir(site), 'bivouac-20260715-100000.sqlite'), { readonly: true });
    expect(kept.prepare('SELECT login FROM users ORDER BY login').all()).toEqual([
      { login: 'admin' },
      { login: 'apres' },
    ]);
    kept.close();
    expect(fs.readdirSync(path.join(backupsDir(site), 'bivouac-20260715-100000.uploads'))).toEqual(['logo-new.png']);
  });
});
