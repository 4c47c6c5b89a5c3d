// WHERE fragments shared by the registry's searches. LIKE wildcards typed by the user are escaped.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function startsWith(column: SQLiteColumn, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  return sql`lower(${column}) LIKE ${`${escapeLike(value.toLowerCase())}%`} ESCAPE '\\'`;
}

export function contains(column: SQLiteColumn, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  return sql`lower(${column}) LIKE ${`%${escapeLike(value.toLowerCase())}%`} ESCAPE '\\'`;
}

/** The column's own mapping binds the value (a boolean becomes 0 or 1 for SQLite). */
export function equals<T>(column: SQLiteColumn, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}
