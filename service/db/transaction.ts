import type { Db } from './connection';

const endListeners = new Set<(db: Db) => void>();

/** Calls `listener` each time an outermost inTransaction is over, committed or rolled back. */
export function onTransactionEnd(listener: (db: Db) => void): void {
  endListeners.add(listener);
}

/**
 * Runs fn in one IMMEDIATE transaction: the write lock is taken at BEGIN, so a check made inside
 * (availability, uniqueness, last user) still holds at COMMIT. Nested calls become savepoints.
 */
export function inTransaction<T>(db: Db, fn: () => T): T {
  try {
    return db.$client.transaction(fn).immediate();
  } finally {
    if (!db.$client.inTransaction) for (const listener of endListeners) listener(db);
  }
}
