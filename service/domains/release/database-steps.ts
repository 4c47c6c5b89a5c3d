// What an update does to the database, with the service stopped: a backup first, put back as it
// was if any later step fails, and the outcome written to the technical journal.
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../clock';
import { databaseFile, openDatabase } from '../../db/connection';
import { recordTechEvent, type TechEvent } from '../ledger/journal';
import { takeBackup } from '../maintenance/backup';
import { backupsDir } from '../maintenance/backup-files';
import { putDatabaseInPlace } from '../maintenance/put-in-place';

/**
 * The update runs as root (it drives systemd), the service as its own account: a file the update
 * writes in the data directory is given the owner and mode of the one it stands beside, or the
 * service could no longer write its own database.
 */
function ownLike(file: string, model: string): void {
  const stat = fs.statSync(model);
  fs.chmodSync(file, stat.mode & 0o777);
  if (process.getuid?.() === 0) fs.chownSync(file, stat.uid, stat.gid);
}

/** The backup's file name in backups/, or null on a box with no database yet. */
export async function backupBeforeUpdate(dataDir: string, clock: Clock): Promise<string | null> {
  const live = databaseFile(dataDir);
  if (!fs.existsSync(live)) return null;
  const backup = (await takeBackup({ dataDir, clock })).name;
  ownLike(path.join(backupsDir(dataDir), backup), live);
  // backups/ may have been created just now, by root.
  ownLike(backupsDir(dataDir), dataDir);
  return backup;
}

/** Puts the backup back in place of the live database (no process has it open). */
export function restoreBackup(dataDir: string, backup: string): void {
  putDatabaseInPlace(dataDir, path.join(backupsDir(dataDir), backup), (copy) => ownLike(copy, databaseFile(dataDir)));
}

export function journalUpdate(dataDir: string, clock: Clock, event: TechEvent): void {
  const db = openDatabase(databaseFile(dataDir));
  try {
    recordTechEvent(db, clock.now().toISOString(), event);
  } finally {
    db.$client.close();
  }
}
