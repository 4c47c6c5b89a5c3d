// The online backup of a 1 GB database, beside a plain copy of the same file (the disk's own pace),
// and the p99 of a light signed-in GET while backups run, beside its idle p99: the copy runs in a
// worker thread, so requests should hardly notice it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createApp } from '../../service/app';
import { systemClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { takeBackup } from '../../service/domains/maintenance/backup';
import { createAccount } from '../../service/domains/security';
import type { Logger } from '../../service/logger';
import { listen, runLoad, warmUp } from './http-load';
import { type BenchResult, round } from './report';
import { accessGetPath } from './session-get';
import { signInHeaders } from './sign-in-client';

const targetBytes = 1024 ** 3;
const blobBytes = 8000;

/** Ballast written without journal or sync: a fixture, not a measure. */
function fillTo(file: string, bytes: number): void {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = DELETE');
  sqlite.pragma('synchronous = OFF');
  sqlite.exec('CREATE TABLE IF NOT EXISTS bench_ballast (b BLOB)');
  const insert = sqlite.prepare('INSERT INTO bench_ballast (b) VALUES (randomblob(?))');
  const rows = Math.ceil((bytes - fs.statSync(file).size) / blobBytes);
  sqlite.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run(blobBytes);
  })();
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
}

export async function benchBackup(o: { logger: Logger; connections: number; seconds: number }): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-backup-'));
  const copies = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-copies-'));
  const clock = systemClock();
  const file = databaseFile(dataDir);
  try {
    const setup = openDatabase(file);
    prepareDatabase(setup, clock);
    const admin = { login: 'backup-admin', password: 'backup-admin-password' };
    await createAccount(setup, clock, { ...admin, name: 'Bench', isAdmin: true });
    setup.$client.close();
    fillTo(file, targetBytes);
    const mb = fs.statSync(file).size / 1e6;

    const copyStart = performance.now();
    fs.copyFileSync(file, path.join(copies, 'plain-copy.sqlite'));
    const copyMs = performance.now() - copyStart;
    fs.rmSync(path.join(copies, 'plain-copy.sqlite'));

    const db = openDatabase(file);
    const server = await listen(createApp({ db, clock, logger: o.logger, dataDir }).fetch);
    let taken = 0;
    const backupOnce = async () => {
      const to = path.join(copies, String(taken++));
      const backup = await takeBackup({ dataDir, clock, to });
      fs.rmSync(to, { recursive: true, force: true });
      return backup.ms;
    };
    try {
      const backupMs = await backupOnce();
      const headers: Record<string, string> = { ...(await signInHeaders(server.url, admin)) };
      const first = await fetch(`${server.url}${accessGetPath}`, { headers });
      const { version } = (await first.json()) as { version: string }; // our own API's contract
      const load = {
        url: `${server.url}${accessGetPath}?version=${encodeURIComponent(version)}`,
        connections: o.connections,
        seconds: o.seconds,
        headers,
      };
      await warmUp(load);
      const idle = await runLoad(load);
      // Backups one after the other for as long as the load runs.
      let isLoading = true;
      let backups = 0;
      const during = runLoad(load).finally(() => {
        isLoading = false;
      });
      const backingUp = (async () => {
        while (isLoading) {
          await backupOnce();
          backups++;
        }
      })();
      const busy = await during;
      await backingUp;
      return [
        {
          name: 'backup',
          unit: 'MB/s',
          median: round(mb / (backupMs / 1000)),
          p99: null,
          note: `${round(mb)} MB database (WAL), worker thread, checked copy; ${round(backupMs)} ms; ref:file-copy ${round(mb / (copyMs / 1000))} MB/s`,
        },
        {
          name: 'ref:file-copy',
          unit: 'MB/s',
          median: round(mb / (copyMs / 1000)),
          p99: null,
          note: 'fs.copyFileSync of the same file',
        },
        {
          name: 'access-during-backup',
          unit: 'ms',
          median: busy.p50Ms,
          p99: busy.p99Ms,
          note: `GET security/user/current/access signed in, ${o.connections} conn, ${o.seconds} s, ${backups} backup(s) running meanwhile; idle p50 ${idle.p50Ms} ms, p99 ${idle.p99Ms} ms`,
        },
      ];
    } finally {
      await server.close();
      db.$client.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(copies, { recursive: true, force: true });
  }
}
