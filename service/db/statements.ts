// Hot read paths run hand-written SQL through a per-connection statement cache: building a query
// with drizzle on every request cost more than running it. Rows come back in the drizzle
// table's own shape, converted by its column definitions.
import type Database from 'better-sqlite3';
import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './connection';

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function statement(db: Db, text: string): Database.Statement {
  let cache = caches.get(db.$client);
  if (!cache) {
    cache = new Map();
    caches.set(db.$client, cache);
  }
  let prepared = cache.get(text);
  if (!prepared) {
    prepared = db.$client.prepare(text);
    cache.set(text, prepared);
  }
  return prepared;
}

/** A raw `SELECT *` row -> the table's select model (camelCase keys, booleans as booleans). */
export function rowMapper<T extends SQLiteTable>(table: T): (raw: unknown) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table));
  return (raw) => {
    const source = raw as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = source[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
}
