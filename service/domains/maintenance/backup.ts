// Online backup of the live database into BIVOUAC_DATA_DIR/backups. better-sqlite3 copies the
// pages in small steps between event-loop turns, so requests (the barrier's included) go on.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { toParisText } from '../../validation';

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** `bivouac-YYYYMMDD-HHMMSS.sqlite`, in Paris time. */
export function backupFileName(instant: Date): string {
  const paris = toParisText(instant) ?? instant.toISOString();
  return `bivouac-${paris.slice(0, 10).replaceAll('-', '')}-${paris.slice(11, 19).replaceAll(':', '')}.sqlite`;
}

export async function backupDatabase(db: Db, dataDir: string, clock: Clock): Promise<string> {
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(clock.now()));
  await db.$client.backup(file);
  // The copy inherits WAL mode; a backup must be one self-contained file to carry away.
  const copy = new Database(file);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  return path.basename(file);
}
