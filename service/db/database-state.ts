// What the health report says of the database: ok, damaged (found by the start's quick_check and
// served read-only on the technician's opt-in) or disk full (a write failed for want of space).
// Disk full heals by itself: once any later write of the same connection succeeds, space was freed.
import type Database from 'better-sqlite3';

export type DatabaseStateName = 'ok' | 'damaged' | 'disk-full';

export interface DatabaseHealth {
  readonly ok: boolean;
  readonly state: DatabaseStateName;
  readonly reason?: string;
}

type State =
  | { readonly name: 'ok' }
  | { readonly name: 'damaged'; readonly reason: string }
  | {
      readonly name: 'disk-full';
      readonly reason: string;
      readonly sqlite: Database.Database;
      /** total_changes() once the failed write was rolled back: any rise is a write that went through. */
      readonly changesAtFailure: number;
    };

let state: State = { name: 'ok' };

const totalChanges = (sqlite: Database.Database) =>
  sqlite.prepare<[], number>('SELECT total_changes()').pluck().get() as number;

/** The start found the database damaged: it stays so until the service is restarted on a sound file. */
export function markDamaged(reason: string): void {
  state = { name: 'damaged', reason };
}

/** A write on `sqlite` failed for want of space (nothing of it was kept: SQLite rolled it back). */
export function markDiskFull(sqlite: Database.Database, at: Date): void {
  if (state.name === 'damaged') return;
  state = {
    name: 'disk-full',
    reason: `une écriture a échoué faute de place sur le disque (${at.toISOString()})`,
    sqlite,
    changesAtFailure: totalChanges(sqlite),
  };
}

/** The database's state now; `ok` false means writes are refused (damaged) or failing (disk full). */
export function databaseHealth(): DatabaseHealth {
  if (state.name === 'disk-full' && state.sqlite.open && totalChanges(state.sqlite) > state.changesAtFailure) {
    state = { name: 'ok' };
  }
  if (state.name === 'ok') return { ok: true, state: 'ok' };
  return { ok: false, state: state.name, reason: state.reason };
}
