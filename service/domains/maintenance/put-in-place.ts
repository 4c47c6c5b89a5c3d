// Puts a database file in place of the live one, with no process holding it open: copied under a
// temporary name, flushed to disk, the old WAL folded in or removed, then renamed over in one step,
// so the data directory holds either the old database or the new one, never half of each.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { databaseFile } from '../../db/connection';

/** Folds the WAL into a sound database, so none is left to be replayed onto the new file. */
function closeCleanly(db: string): void {
  if (!fs.existsSync(db)) return;
  try {
    const sqlite = new Database(db, { fileMustExist: true });
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
  } catch {
    // A damaged database: it was kept elsewhere as raw copies and is simply replaced.
  }
}

/** `prepare` may adjust the copy (owner, mode) before it takes the live name. */
export function putDatabaseInPlace(dataDir: string, source: string, prepare: (copy: string) => void = () => undefined) {
  const live = databaseFile(dataDir);
  const incoming = `${live}.restoring`;
  fs.copyFileSync(source, incoming);
  prepare(incoming);
  const fd = fs.openSync(incoming, 'r+');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  closeCleanly(live);
  // A WAL left beside the new file would be replayed onto it.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${live}${suffix}`, { force: true });
  fs.renameSync(incoming, live);
}
