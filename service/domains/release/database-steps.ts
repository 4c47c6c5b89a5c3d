// What an update does to the database, with the service stopped: a backup first, put back as it
// was if any later step fails, and the outcome written to the technical journal.
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../clock';
import { databaseFile, openDatabase } from '../../db/connection';
import { recordTechEvent, type TechEvent } from '../ledger/journal';
import { backupDatabase, backupsDir } from '../maintenance/backup';

/** The backup's file name in backups/, or null on a box with no database yet. */
export async function backupBeforeUpdate(dataDir: string, clock: Clock): Promise<string | null> {
  if (!fs.existsSync(databaseFile(dataDir))) return null;
  const db = openDatabase(databaseFile(dataDir));
  try {
    return await backupDatabase(db, dataDir, clock);
  } finally {
    db.$client.close();
  }
}

/**
 * Puts the backup back in place of the live database (no process has it open): copied under a
 * temporary name, flushed to disk, the old WAL files removed, then renamed over in one step.
 */
export function restoreBackup(dataDir: string, backup: string): void {
  const live = databaseFile(dataDir);
  const temporary = `${live}.restoring`;
  fs.copyFileSync(path.join(backupsDir(dataDir), backup), temporary);
  const fd = fs.openSync(temporary, 'r+');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  // A WAL left beside the restored file would be replayed onto it.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${live}${suffix}`, { force: true });
  fs.renameSync(temporary, live);
}

export function journalUpdate(dataDir: string, clock: Clock, event: TechEvent): void {
  const db = openDatabase(databaseFile(dataDir));
  try {
    recordTechEvent(db, clock.now().toISOString(), event);
  } finally {
    db.$client.close();
  }
}
