// Opens the one SQLite file with the pragmas Bivouac relies on.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { registerNaturalKey } from './natural-order';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'bivouac.sqlite');
}

export function openSqlite(file: string): Database.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // The CLI and backups open the same file while the service runs: wait for a writer
  // rather than failing at once.
  sqlite.pragma('busy_timeout = 5000');
  // FULL, not WAL's usual NORMAL: invoices, payments and closures live here, and NORMAL may lose
  // the last committed transactions on a power cut, which a campsite mini-PC does see.
  // The cost is one fsync per commit, small next to an HTTP round trip.
  sqlite.pragma('synchronous = FULL');
  // Place numbers sort naturally in SQL (17 before 104): see natural-order.ts.
  registerNaturalKey(sqlite);
  return sqlite;
}

export function openDatabase(file: string): Db {
  return drizzle(openSqlite(file), { schema }) as Db;
}
