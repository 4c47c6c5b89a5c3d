// A test site's database copied from a prepared one: migrating and seeding a SQLite file with
// synchronous = FULL costs one to two seconds (an fsync per migration), building the demo tens of
// seconds, a file copy a few milliseconds. Each prepared file is built once per test run (the run's
// global setup provides the folder; a process without one keeps its own) and keyed by what shapes
// its rows: the clock's instant or business day, and whether the demo is installed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Clock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { initDemo } from '../../service/domains/demo';
import { createAccount } from '../../service/domains/security';

export const adminLogin = { login: 'admin', password: 'admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the run's prepared databases, removed by the global setup's teardown. */
    preparedDatabases: string;
  }
}

let ownFolder: string | undefined;

function folder(): string {
  const provided = inject('preparedDatabases');
  if (provided) return provided;
  if (!ownFolder) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-prepared-'));
    ownFolder = made;
    process.once('exit', () => fs.rmSync(made, { recursive: true, force: true }));
  }
  return ownFolder;
}

export interface Preparation {
  /** What makes two preparations give the same rows (the clock's instant, the pinned day…). */
  key: string;
  clock: Clock;
  /** The demo site installed (as `bivouac init-demo` does) on top of the admin. */
  demo?: boolean;
}

async function build(file: string, { clock, demo }: Preparation): Promise<void> {
  const db = openDatabase(file);
  prepareDatabase(db, clock);
  await createAccount(db, clock, { ...adminLogin, name: 'Admin', isAdmin: true, isSysteme: true });
  if (demo) initDemo(db, clock);
  // Everything in the main file, so a plain copy of it is the whole database.
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
}

/**
 * Writes at `file` a migrated, seeded database holding the admin (and the demo when asked), as
 * a new site's first start would: the prepared one is built on first use, then copied.
 */
export async function copyPreparedDatabase(file: string, preparation: Preparation): Promise<void> {
  const name = `${preparation.demo ? 'demo-' : ''}${preparation.key.replace(/[^\w-]+/g, '_')}.sqlite`;
  const prepared = path.join(folder(), name);
  if (!fs.existsSync(prepared)) {
    // Built aside then renamed: a worker running beside this one never copies a half-built file.
    const building = fs.mkdtempSync(path.join(folder(), 'building-'));
    await build(databaseFile(building), preparation);
    fs.renameSync(databaseFile(building), prepared);
    fs.rmSync(building, { recursive: true, force: true });
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(prepared, file);
}
