// Online backup of the live database into BIVOUAC_DATA_DIR/backups. better-sqlite3 copies the
// pages in small steps between event-loop turns, so requests (the barrier's included) go on.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';

const stampFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** `bivouac-YYYYMMDD-HHMMSS.sqlite`, in Paris time. */
export function backupFileName(instant: Date): string {
  const [day, time] = stampFormat.format(instant).split(' ');
  return `bivouac-${day.replaceAll('-', '')}-${time.replaceAll(':', '')}.sqlite`;
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
