// A registry entity's row version: the edit answer carries it, a save names the version it was
// opened at and is refused over a newer one (no last-writer-wins), and every write moves it on.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { type Stamp, staleVersion } from '../stale-version';
import type { EntityContext } from './descriptor';

export interface RowStamp extends Stamp {
  readonly version: number;
}

/** How the generic calls read and move an entity's version: one member of every descriptor. */
export interface Versioning {
  /** The row's version and last writer; undefined when there is no such row. */
  stampOf(ctx: EntityContext, id: number): RowStamp | undefined;
  /**
   * The row was just written by the signed-in user: an existing row moves to its next version, a
   * created one keeps version 1; both name the user as their last writer.
   */
  bump(ctx: EntityContext, id: number, isCreated: boolean): void;
}

/** A table with the columns of `audit()` and an integer id. */
export type AuditedTable = SQLiteTable & {
  id: SQLiteColumn;
  version: SQLiteColumn;
  updatedBy: SQLiteColumn;
  updatedAt: SQLiteColumn;
};

/** The versioning of an entity whose row lives in `table` (the row named by the entity's id). */
export function rowVersioning(table: AuditedTable): Versioning {
  return {
    stampOf: ({ db }, id) =>
      db
        .select({ version: table.version, updatedBy: table.updatedBy, updatedAt: table.updatedAt })
        .from(table)
        .where(eq(table.id, id))
        .get() as RowStamp | undefined,
    bump: (ctx, id, isCreated) => bumpRows(ctx, table, eq(table.id, id), isCreated),
  };
}

/** Moves the rows `where` selects to their next version, written by the signed-in user now. */
export function bumpRows(ctx: EntityContext, table: AuditedTable, where: SQL, isCreated = false): void {
  const next = isCreated ? sql`${table.version}` : sql`${table.version} + 1`;
  ctx.db.run(
    sql`UPDATE ${table} SET version = ${next}, updated_by = ${ctx.user.id}, updated_at = ${ctx.clock.now().toISOString()} WHERE ${where}`,
  );
}

/**
 * The version a save says it was opened at, read from the raw body beside the entity's own input
 * (whose schema may drop unknown keys). Absent: the save is not checked (API clients of the fixed
 * contract); every screen sends it. 0 is a new record's.
 */
export const openedVersionSchema = z.looseObject({
  version: z.number().int('REQUIRED_INTEGER').min(0, 'INVALID_NUMBER').nullish(),
});

/** Refuses, naming who and when, a save of row `id` opened at `opened` when the row is now newer. */
export function assertCurrent(v: Versioning, ctx: EntityContext, id: number, opened: number | null | undefined): void {
  if (id <= 0 || opened === null || opened === undefined) return;
  const stamp = v.stampOf(ctx, id);
  if (stamp && stamp.version !== opened) throw staleVersion(ctx.db, stamp);
}

/** A single record's version and writer for its edit answer (version 0 before its first save). */
export function stampOf(v: Versioning, ctx: EntityContext, id: number) {
  const stamp = v.stampOf(ctx, id);
  return { version: stamp?.version ?? 0, updatedBy: stamp?.updatedBy ?? null };
}

/**
 * The save of a single record by its own route (the establishment, a setting row): refused over a
 * newer version than `opened`, then written and moved on, in one transaction.
 */
export function saveVersioned<T>(
  ctx: EntityContext,
  v: Versioning,
  id: number,
  opened: number | null | undefined,
  write: () => T,
): T {
  return inTransaction(ctx.db, () => {
    assertCurrent(v, ctx, id, opened);
    const isCreated = v.stampOf(ctx, id) === undefined;
    const result = write();
    v.bump(ctx, id, isCreated);
    return result;
  });
}
