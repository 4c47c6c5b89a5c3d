import type { Db } from './connection';

/**
 * Runs fn in one IMMEDIATE transaction: the write lock is taken at BEGIN, so a check made inside
 * (availability, uniqueness, last user) still holds at COMMIT. Nested calls become savepoints.
 */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}
