// The backups of a data directory, found by their names (`bivouac-YYYYMMDD-HHMMSS.sqlite`, Paris
// time): a name only exists once its backup is complete and checked (backup.ts writes under a
// temporary name first), so a listed file is always a whole backup.
import fs from 'node:fs';
import path from 'node:path';
import { toParisText } from '../../validation';

export interface BackupFile {
  readonly name: string;
  readonly file: string;
  /** The Paris day it was taken, `YYYY-MM-DD`. */
  readonly day: string;
  readonly takenAt: Date;
  readonly bytes: number;
  /** The uploads copied with it, when the data directory had any. */
  readonly uploadsDir: string | null;
}

const backupName = /^bivouac-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.sqlite$/;

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** `bivouac-YYYYMMDD-HHMMSS.sqlite`, in Paris time. */
export function backupFileName(instant: Date): string {
  const paris = toParisText(instant) ?? instant.toISOString();
  return `bivouac-${paris.slice(0, 10).replaceAll('-', '')}-${paris.slice(11, 19).replaceAll(':', '')}.sqlite`;
}

/** The folder of uploaded files kept beside a backup. */
export function uploadsCopyOf(backupFile: string): string {
  return backupFile.replace(/\.sqlite$/, '.uploads');
}

/** The instant a Paris wall-clock time names (the offset is the one Paris had then). */
function parisInstant(y: number, mo: number, d: number, h: number, mi: number, s: number): Date {
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const shown = toParisText(new Date(asUtc)) ?? '';
  const shownUtc = Date.UTC(
    Number(shown.slice(0, 4)),
    Number(shown.slice(5, 7)) - 1,
    Number(shown.slice(8, 10)),
    Number(shown.slice(11, 13)),
    Number(shown.slice(14, 16)),
    Number(shown.slice(17, 19)),
  );
  return new Date(asUtc - (shownUtc - asUtc));
}

export function readBackupName(name: string): { day: string; takenAt: Date } | null {
  const m = backupName.exec(name);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  return { day: `${m[1]}-${m[2]}-${m[3]}`, takenAt: parisInstant(y, mo, d, h, mi, s) };
}

/** Every backup of a folder, oldest first. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const read = readBackupName(name);
    if (!read) return [];
    const file = path.join(dir, name);
    const uploads = uploadsCopyOf(file);
    return [
      {
        name,
        file,
        ...read,
        bytes: fs.statSync(file).size,
        uploadsDir: fs.existsSync(uploads) ? uploads : null,
      },
    ];
  });
}
