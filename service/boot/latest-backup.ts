// The newest backup of a data directory, found by its CONTRACT name
// (backups/bivouac-YYYYMMDD-HHMMSS.sqlite): what a restore hint names and the doctor dates.
import fs from 'node:fs';
import path from 'node:path';

export interface BackupFile {
  readonly file: string;
  /** The instant its name carries, read as UTC. */
  readonly takenAt: Date;
}

const backupName = /^bivouac-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.sqlite$/;

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

export function latestBackup(dataDir: string): BackupFile | null {
  let names: string[];
  try {
    names = fs.readdirSync(backupsDir(dataDir));
  } catch {
    return null;
  }
  // The names sort as their instants do.
  const newest = names
    .filter((name) => backupName.test(name))
    .sort()
    .at(-1);
  if (!newest) return null;
  const [, y, mo, d, h, mi, s] = backupName.exec(newest) ?? [];
  return { file: path.join(backupsDir(dataDir), newest), takenAt: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`) };
}

/** What to do with a database that cannot be served: the command restoring the newest backup. */
export function restoreHint(dataDir: string): string {
  const newest = latestBackup(dataDir);
  return newest
    ? `restaurez la dernière sauvegarde : bivouac restore ${newest.file}`
    : `restaurez la dernière sauvegarde : bivouac restore <fichier>, la plus récente copiée ailleurs (aucune dans ${backupsDir(dataDir)})`;
}
