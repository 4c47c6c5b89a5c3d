// The newest backup of a data directory, found by its CONTRACT name
// (backups/bivouac-YYYYMMDD-HHMMSS.sqlite): what a restore hint names and the doctor dates.
import { type BackupFile, backupsDir, listBackups } from '../domains/maintenance/backup-files';

export function latestBackup(dataDir: string): BackupFile | null {
  return listBackups(backupsDir(dataDir)).at(-1) ?? null;
}

/** What to do with a database that cannot be served: the command restoring the newest backup. */
export function restoreHint(dataDir: string): string {
  const newest = latestBackup(dataDir);
  return newest
    ? `restaurez la dernière sauvegarde : bivouac restore ${newest.file}`
    : `restaurez la dernière sauvegarde : bivouac restore <fichier>, la plus récente copiée ailleurs (aucune dans ${backupsDir(dataDir)})`;
}
