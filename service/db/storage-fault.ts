// What the storage refused, told apart from a bug: the disk is full (SQLite's SQLITE_FULL, or ENOSPC
// from a file written beside the database), the database is read-only (a damaged database served
// on opt-in, or a file whose rights changed) or a page read is damaged (SQLITE_CORRUPT: the disk
// failing under a running service). Each answers a catalogue code and is noted in the health state.
import type Database from 'better-sqlite3';
import { AppError } from '../errors/app-error';
import { markDamaged, markDiskFull } from './database-state';

const diskFullCodes = new Set(['SQLITE_FULL', 'ENOSPC']);

/** The storage's own error: this one or the one it wraps (drizzle wraps SQLite's in its own). */
export function storageError(error: unknown): { code: string; message: string } | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (diskFullCodes.has(code) || /^SQLITE_(READONLY|CORRUPT)/.test(code))) {
      return { code, message: e.message };
    }
  }
  return undefined;
}

/** The catalogue error a storage failure answers (noting it in the health state), or null. */
export function storageFault(error: unknown, sqlite: Database.Database | undefined, at: Date): AppError | null {
  const found = storageError(error);
  if (!found) return null;
  if (found.code.startsWith('SQLITE_CORRUPT')) {
    markDamaged(`page endommagée lue le ${at.toISOString()} : ${found.message}`);
    return new AppError('DATABASE_DAMAGED');
  }
  if (!diskFullCodes.has(found.code)) return new AppError('DATABASE_READ_ONLY');
  if (sqlite?.open) markDiskFull(sqlite, at);
  return new AppError('DISK_FULL');
}
