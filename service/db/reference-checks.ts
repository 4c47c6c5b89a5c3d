// A registrable list of "is this still referenced?" checks: the domain that owns a row asks
// every registered check before deleting it; domains built later register their own, by name
// (registering a name again replaces its check, so building several apps stays harmless).
import { eq, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from './connection';

export type ReferenceCheck<K> = (db: Db, key: K) => boolean;

export interface ReferenceChecks<K> {
  /** Adds the check under its name (replacing one of the same name); answers how to remove it. */
  register(name: string, check: ReferenceCheck<K>): () => void;
  isReferenced(db: Db, key: K): boolean;
  names(): string[];
}

export function referenceChecks<K>(): ReferenceChecks<K> {
  const checks = new Map<string, ReferenceCheck<K>>();
  return {
    register(name, check) {
      checks.set(name, check);
      return () => {
        if (checks.get(name) === check) checks.delete(name);
      };
    },
    isReferenced: (db, key) => [...checks.values()].some((check) => check(db, key)),
    names: () => [...checks.keys()],
  };
}

/** The check "some row of the column's table holds this value" (an accounting code held as text...). */
export function heldIn<K extends string | number>(column: SQLiteColumn): ReferenceCheck<K> {
  return (db, key) => db.select({ held: sql`1` }).from(column.table).where(eq(column, key)).get() !== undefined;
}
