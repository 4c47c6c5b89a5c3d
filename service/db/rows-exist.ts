// Existence checks of chosen references (a form's ids), answered before a write so a missing row
// gives the field its catalogue code rather than a foreign-key failure.
import { getTableName } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './connection';
import { statement } from './statements';

type WithId = SQLiteTable & { id: SQLiteColumn };

/** Whether every id (repeats allowed) names a row of the table. */
export function rowsExist(db: Db, table: WithId, ids: readonly number[]): boolean {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return true;
  const found = statement(
    db,
    `SELECT count(*) FROM "${getTableName(table)}" WHERE "${table.id.name}" IN (SELECT value FROM json_each(?))`,
  )
    .pluck()
    .get(JSON.stringify(wanted)) as number;
  return found === wanted.length;
}

export const rowExists = (db: Db, table: WithId, id: number): boolean => rowsExist(db, table, [id]);
