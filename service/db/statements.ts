// Hot read paths run hand-written SQL through a per-connection statement cache: building a query
// with drizzle on every request cost more than running it. Rows come back in the drizzle
// table's own shape, converted by its column definitions.
import type Database from 'better-sqlite3';
import { getTableColumns, getTableName, type InferInsertModel, type InferSelectModel, is, SQL } from 'drizzle-orm';
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

type Columns = [key: string, column: ReturnType<typeof getTableColumns>[string]][];
const tableColumns = new WeakMap<SQLiteTable, { name: string; columns: Columns }>();

function columnsOf(table: SQLiteTable) {
  let known = tableColumns.get(table);
  if (!known) {
    known = { name: getTableName(table), columns: Object.entries(getTableColumns(table)) };
    tableColumns.set(table, known);
  }
  return known;
}

/**
 * `db.insert(table).values(row)` on the statement cache, answering the new rowid: the row's keys
 * (camelCase) converted by their column definitions, an absent key filled as drizzle fills it (its
 * default function, else the column's SQL default). Saves the query building on write paths that
 * insert a handful of rows per request.
 */
export function insertRow<T extends SQLiteTable>(db: Db, table: T, row: InferInsertModel<T>): number {
  const { name, columns } = columnsOf(table);
  const source = row as Record<string, unknown>;
  const names: string[] = [];
  const values: unknown[] = [];
  for (const [key, column] of columns) {
    let value = source[key];
    if (value === undefined) {
      if (column.defaultFn) value = column.defaultFn();
      else if (!column.default && column.onUpdateFn) value = column.onUpdateFn();
      if (value === undefined) continue;
    }
    names.push(`"${column.name}"`);
    // Only an object can be an SQL expression: the check (drizzle's `is`) is skipped for plain values.
    if (typeof value === 'object' && value !== null && is(value, SQL))
      throw new Error(`insertRow: ${name}.${key} takes a value, not an SQL expression`);
    values.push(value === null ? null : column.mapToDriverValue(value));
  }
  const text = `INSERT INTO "${name}" (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`;
  return Number(statement(db, text).run(...values).lastInsertRowid);
}
