// Puts a backup back in place of the site's data: the file is checked first, the current data is
// kept as a backup, the service must be stopped (or is stopped when asked), and the swap happens
// under the data-directory lock, database last, then the database is migrated to this version.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Clock } from '../../clock';
import { databaseFile, openDatabase } from '../../db/connection';
import { dataDirHolder, lockDataDir } from '../../db/data-dir-lock';
import { migrationsFolder } from '../../db/migrate';
import { prepareDatabase } from '../../db/prepare';
import { AppError } from '../../errors/app-error';
import { uploadsDir } from '../establishment/logo';
import { takeBackup } from './backup';
import { uploadsCopyOf } from './backup-files';
import { putDatabaseInPlace } from './put-in-place';

export interface RestoreRequest {
  readonly dataDir: string;
  readonly clock: Clock;
  readonly file: string;
  /** Stop the running service (SIGTERM) instead of refusing. */
  readonly stopService?: boolean;
  readonly say?: (line: string) => void;
  readonly stopWaitMs?: number;
}

export interface Restored {
  /** Where the data replaced went: a backup's name, or a folder of raw copies when it was damaged. */
  readonly previous: string | null;
  readonly uploadedFiles: number;
}

function unreadableReason(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'SQLITE_NOTADB') return 'ce n’est pas une base SQLite';
  if (code === 'SQLITE_CANTOPEN') return 'fichier absent ou illisible';
  if (code === 'SQLITE_CORRUPT') return 'fichier endommagé';
  return (error as Error).message;
}

/** Throws the catalogue's refusal when `file` is not a sound backup this version can take. */
export function checkBackupFile(file: string): void {
  let copy: Database.Database;
  try {
    copy = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new AppError('RESTORE_FILE_UNREADABLE', { params: { file, reason: unreadableReason(error) } });
  }
  try {
    let check: string;
    try {
      check = String(copy.pragma('integrity_check', { simple: true }));
    } catch (error) {
      throw new AppError('RESTORE_FILE_UNREADABLE', { params: { file, reason: unreadableReason(error) } });
    }
    if (check !== 'ok')
      throw new AppError('RESTORE_FILE_UNREADABLE', { params: { file, reason: check.slice(0, 200) } });
    const tables = new Set(
      (copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    if (!tables.has('__drizzle_migrations') || !tables.has('users')) {
      throw new AppError('RESTORE_NOT_BIVOUAC', { params: { file } });
    }
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const known = new Set(journal.entries.map((e) => e.when));
    const unknown = (
      copy.prepare('SELECT created_at AS at FROM __drizzle_migrations').all() as { at: number }[]
    ).filter((m) => !known.has(Number(m.at))).length;
    if (unknown > 0) throw new AppError('RESTORE_NEWER_VERSION', { params: { file, migrations: unknown } });
  } finally {
    copy.close();
  }
}

async function stopHolder(dataDir: string, request: RestoreRequest): Promise<void> {
  const holder = dataDirHolder(dataDir);
  if (!holder) return;
  if (!request.stopService || holder.pid <= 0) {
    throw new AppError('RESTORE_SERVICE_RUNNING', { params: { pid: holder.pid, role: holder.role } });
  }
  request.say?.(`Arrêt du service (processus ${holder.pid})…`);
  process.kill(holder.pid, 'SIGTERM');
  const waitMs = request.stopWaitMs ?? 30_000;
  const until = Date.now() + waitMs;
  while (dataDirHolder(dataDir)) {
    if (Date.now() > until) {
      throw new AppError('RESTORE_SERVICE_STILL_RUNNING', { params: { pid: holder.pid, seconds: waitMs / 1000 } });
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The data replaced, kept: a checked backup, or raw copies of the files when it cannot be read whole. */
async function keepCurrent(request: RestoreRequest): Promise<string | null> {
  const db = databaseFile(request.dataDir);
  if (!fs.existsSync(db)) return null;
  try {
    return (await takeBackup({ dataDir: request.dataDir, clock: request.clock })).name;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BACKUP_NO_SPACE') throw error;
    const stamp = request.clock.now().toISOString().replaceAll(/[:.]/g, '-');
    const dir = path.join(request.dataDir, 'backups', `avant-restauration-${stamp}`);
    fs.mkdirSync(dir, { recursive: true });
    for (const suffix of ['', '-wal', '-shm'])
      if (fs.existsSync(db + suffix)) fs.copyFileSync(db + suffix, path.join(dir, path.basename(db) + suffix));
    return dir;
  }
}

export async function restoreBackup(request: RestoreRequest): Promise<Restored> {
  const file = path.resolve(request.file);
  checkBackupFile(file);
  await stopHolder(request.dataDir, request);
  const lock = lockDataDir(request.dataDir, 'restore');
  if (!lock) {
    const holder = dataDirHolder(request.dataDir);
    throw new AppError('RESTORE_SERVICE_RUNNING', { params: { pid: holder?.pid ?? 0, role: holder?.role ?? '?' } });
  }
  try {
    const previous = await keepCurrent(request);
    request.say?.(previous ? `Données actuelles gardées : ${previous}` : 'Aucune donnée actuelle à garder.');
    putDatabaseInPlace(request.dataDir, file);

    let uploadedFiles = 0;
    const savedUploads = uploadsCopyOf(file);
    if (fs.existsSync(savedUploads)) {
      fs.rmSync(uploadsDir(request.dataDir), { recursive: true, force: true });
      fs.cpSync(savedUploads, uploadsDir(request.dataDir), { recursive: true });
      uploadedFiles = fs.readdirSync(uploadsDir(request.dataDir), { recursive: true }).length;
    }
    const restored = openDatabase(databaseFile(request.dataDir));
    try {
      prepareDatabase(restored, request.clock);
    } finally {
      restored.$client.close();
    }
    return { previous, uploadedFiles };
  } finally {
    lock.release();
  }
}
