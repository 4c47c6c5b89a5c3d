// A table's columns selected under their camelCase keys, in the table's order: rows come out of
// SQLite in the shape the answer sends, and only booleans (stored as 0/1) need a touch per row.
import { getTableColumns } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

export interface SelectList {
  /** `name AS "key", …` for a SELECT. */
  readonly sql: string;
  /** Turns the row's 0/1 booleans into booleans, in place. */
  fix(row: Record<string, unknown>): void;
}

export function selectList(table: SQLiteTable, omit: readonly string[] = []): SelectList {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !omit.includes(key));
  const sql = columns.map(([key, column]) => `${column.name} AS "${key}"`).join(', ');
  const booleans = columns.filter(([, column]) => column.columnType === 'SQLiteBoolean').map(([key]) => key);
  return {
    sql,
    fix(row) {
      for (const key of booleans) if (row[key] !== null) row[key] = row[key] === 1;
    },
  };
}
