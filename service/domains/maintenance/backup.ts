// An online backup of the site: the database copied while the service goes on (copy-worker.ts),
// checked, and the uploaded files copied beside it. Everything is written under temporary names and
// renamed once complete, the database last: a file named like a backup is always a whole one.
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../clock';
import { databaseFile } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { uploadsDir } from '../establishment/logo';
import { backupFileName, backupsDir, listBackups, uploadsCopyOf } from './backup-files';
import { type CopyProgress, copyDatabase } from './copy-worker';
import { backupsToDelete } from './retention';
import { megabytes } from './sizes';

export interface BackupRequest {
  readonly dataDir: string;
  readonly clock: Clock;
  /** Another folder than the data directory's backups/ (a USB key, a network share). */
  readonly to?: string;
  readonly onProgress?: (progress: CopyProgress) => void;
  /** Free bytes in a folder: the file system's, unless a test says otherwise. */
  readonly freeBytes?: (dir: string) => number;
}

export interface Backup {
  readonly name: string;
  readonly file: string;
  readonly bytes: number;
  readonly uploadedFiles: number;
  readonly ms: number;
}

const systemFreeBytes = (dir: string) => {
  const stats = fs.statfsSync(dir);
  return stats.bavail * stats.bsize;
};

function sizeOf(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

function countFiles(dir: string): number {
  return fs.readdirSync(dir, { recursive: true }).filter((n) => fs.statSync(path.join(dir, String(n))).isFile()).length;
}

/** The room a backup needs: the database with its WAL and the uploads, plus a margin of 10 % and 50 MB. */
export function bytesNeeded(dataDir: string): number {
  const db = databaseFile(dataDir);
  const raw = sizeOf(db) + sizeOf(`${db}-wal`) + sizeOf(uploadsDir(dataDir));
  return Math.ceil(raw * 1.1) + 50e6;
}

export async function takeBackup(request: BackupRequest): Promise<Backup> {
  const started = Date.now();
  const dir = request.to ? path.resolve(request.to) : backupsDir(request.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const needed = bytesNeeded(request.dataDir);
  const free = (request.freeBytes ?? systemFreeBytes)(dir);
  if (free < needed) {
    throw new AppError('BACKUP_NO_SPACE', { params: { free: megabytes(free), needed: megabytes(needed), dir } });
  }
  const name = backupFileName(request.clock.now());
  const file = path.join(dir, name);
  if (fs.existsSync(file)) throw new AppError('BACKUP_NAME_TAKEN', { params: { name } });

  const partial = `${file}.partial`;
  const partialUploads = `${uploadsCopyOf(file)}.partial`;
  try {
    const check = await copyDatabase(databaseFile(request.dataDir), partial, request.onProgress);
    if (check !== 'ok') throw new AppError('BACKUP_COPY_DAMAGED', { params: { check: check.slice(0, 200) } });
    let uploadedFiles = 0;
    const uploads = uploadsDir(request.dataDir);
    if (fs.existsSync(uploads)) {
      await fs.promises.cp(uploads, partialUploads, { recursive: true });
      uploadedFiles = countFiles(partialUploads);
      fs.renameSync(partialUploads, uploadsCopyOf(file));
    }
    // On disk before it takes its name: a power cut never leaves a named backup half-written.
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
    return { name, file, bytes: fs.statSync(file).size, uploadedFiles, ms: Date.now() - started };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(`${partial}-journal`, { force: true });
    fs.rmSync(partialUploads, { recursive: true, force: true });
  }
}

/** Deletes the backups of backups/ the retention rule no longer keeps; answers their names. */
export function pruneBackups(dataDir: string, today: string): string[] {
  const all = listBackups(backupsDir(dataDir));
  const doomed = new Set(backupsToDelete(all, today));
  for (const b of all.filter((b) => doomed.has(b.name))) {
    fs.rmSync(b.file, { force: true });
    if (b.uploadsDir) fs.rmSync(b.uploadsDir, { recursive: true, force: true });
  }
  return [...doomed];
}
