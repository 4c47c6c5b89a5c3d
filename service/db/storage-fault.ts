// A write the storage refused, told apart from a bug: the disk is full (SQLite's SQLITE_FULL, or
// ENOSPC from a file written beside the database) or the database is read-only (a damaged database
// served on opt-in, or a file whose rights changed). Both answer a catalogue code, never a 500.
import type Database from 'better-sqlite3';
import { AppError } from '../errors/app-error';
import { markDiskFull } from './database-state';

const diskFullCodes = new Set(['SQLITE_FULL', 'ENOSPC']);

/** The error's own code or that of what it wraps (drizzle wraps SQLite's errors in its own). */
export function storageErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (diskFullCodes.has(code) || code.startsWith('SQLITE_READONLY'))) return code;
  }
  return undefined;
}

/** The catalogue error a storage failure answers (noting a full disk in the health state), or null. */
export function storageFault(error: unknown, sqlite: Database.Database | undefined, at: Date): AppError | null {
  const code = storageErrorCode(error);
  if (!code) return null;
  if (!diskFullCodes.has(code)) return new AppError('DATABASE_READ_ONLY');
  if (sqlite?.open) markDiskFull(sqlite, at);
  return new AppError('DISK_FULL');
}
