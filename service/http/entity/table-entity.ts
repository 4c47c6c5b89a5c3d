// A registry descriptor for an entity that is one flat table: most reference data of the spec.
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { FunctionalityCode } from '../../domains/security/functionalities';
import { AppError } from '../../errors/app-error';
import type { CsvColumn, DeleteBlocker, EntityContext, EntityDescriptor, SearchQuery } from './descriptor';
import { type AuditedTable, bumpRows, rowVersioning } from './versioning';

/** What every audited row carries (the columns of `audit()`). */
export interface Stamped {
  id: number;
  createdAt: string;
  updatedAt: string;
  version: number;
  updatedBy: number | null;
}

type Columns<R> = { [K in keyof R]: SQLiteColumn };

/** A new item's fields: a required choice (a VAT rate) may still be empty, for the user to make. */
type Blank<R> = { [K in keyof R]: R[K] | null };

export interface TableEntityOptions<R extends Stamped, I extends { id: number }, C> {
  readonly base: string;
  readonly functionality: FunctionalityCode;
  readonly label: string;
  readonly table: SQLiteTable;
  readonly input: z.ZodType<I>;
  readonly criteria: z.ZodType<C>;
  /** WHERE conditions for a search's criteria. */
  readonly filter?: (criteria: C, columns: Columns<R>) => (SQL | undefined)[];
  readonly sortable: readonly (keyof R & string)[];
  readonly defaultSort: keyof R & string;
  /** Defaults of a new item (id 0). */
  readonly defaults: (ctx: EntityContext) => Blank<Omit<R, keyof Stamped>>;
  readonly choices?: (ctx: EntityContext) => Record<string, unknown[]>;
  /** Business checks run inside the save transaction, before the write. */
  readonly check?: (ctx: EntityContext, input: I) => void;
  readonly blockers?: DeleteBlocker[];
  readonly csv: readonly CsvColumn<R>[];
  /** What document_info and logs call a row. */
  readonly labelOf: (row: R) => string;
  /** Keeps a single row with isDefault = true. */
  readonly singleDefault?: boolean;
  readonly hasOrder?: boolean;
  readonly hasActive?: boolean;
}

export function tableEntity<R extends Stamped, I extends { id: number }, C>(
  o: TableEntityOptions<R, I, C>,
): EntityDescriptor<R, I, C> {
  // drizzle types a table's columns by its own generic; the options tie R to this table.
  const cols = getTableColumns(o.table) as unknown as Columns<R>;
  // Every table of an entity carries `audit()`: Stamped ties R to its columns.
  const table = o.table as AuditedTable;
  const idCol = cols.id;
  const rows = (ctx: EntityContext) =>
    ctx.db.select().from(table) as unknown as { all(): R[] } & {
      where(w: SQL | undefined): { get(): R | undefined; all(): R[] };
    };
  // Own properties only: a sort field such as `constructor` must not find the prototype's members.
  const column = (name: string): SQLiteColumn | undefined =>
    Object.hasOwn(cols, name) ? (cols as Record<string, SQLiteColumn>)[name] : undefined;
  const ordering = (sort: SearchQuery<C>['sort']): SQL[] => {
    const field = sort?.field ?? o.defaultSort;
    const col = column(field);
    if (!col || !o.sortable.includes(field as keyof R & string)) {
      throw new AppError('VALIDATION', { fields: { sort: 'INVALID_TYPE' } });
    }
    const dir = sort?.order === 'descend' ? desc : asc;
    return [dir(col), dir(idCol)];
  };

  return {
    base: o.base,
    functionality: o.functionality,
    label: o.label,
    input: o.input,
    criteria: o.criteria,
    sortable: o.sortable,
    blockers: o.blockers ?? [],
    csv: o.csv,
    choices: o.choices,
    versioning: rowVersioning(table),

    list: (ctx) =>
      ctx.db
        .select()
        .from(table)
        .orderBy(...ordering(undefined))
        .all() as unknown as R[],

    get: (ctx, id) => rows(ctx).where(eq(idCol, id)).get(),

    blank: (ctx) => ({ id: 0, createdAt: '', updatedAt: '', version: 0, updatedBy: null, ...o.defaults(ctx) }) as R,

    search(ctx, query) {
      const conditions = (o.filter?.(query.criteria, cols) ?? []).filter((c): c is SQL => c !== undefined);
      const where = conditions.length ? sql.join(conditions, sql` AND `) : undefined;
      const items = ctx.db
        .select()
        .from(table)
        .where(where)
        .orderBy(...ordering(query.sort))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .all() as unknown as R[];
      const total = ctx.db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
      return { items, total };
    },

    save(ctx, input) {
      o.check?.(ctx, input);
      const now = ctx.clock.now().toISOString();
      // The version and last writer are the router's to move, whatever an input carries.
      const { id: _ignored, version: _v, updatedBy: _by, ...values } = input as I & Partial<Stamped>;
      let id = input.id;
      if (id === 0) {
        const inserted = ctx.db
          .insert(table)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning({ id: idCol })
          .get() as { id: number };
        id = inserted.id;
      } else {
        const changed = ctx.db
          .update(table)
          .set({ ...values, updatedAt: now })
          .where(eq(idCol, id))
          .run();
        if (changed.changes === 0) throw new AppError('NOT_FOUND');
      }
      const flags = values as { isDefault?: boolean };
      const isDefaultCol = column('isDefault');
      if (o.singleDefault && flags.isDefault && isDefaultCol) {
        ctx.db.update(table).set({ isDefault: false }).where(ne(idCol, id)).run();
      }
      return { id };
    },

    remove(ctx, id) {
      const removed = ctx.db.delete(table).where(eq(idCol, id)).run();
      if (removed.changes === 0) throw new AppError('NOT_FOUND');
    },

    info(ctx, id) {
      const row = rows(ctx).where(eq(idCol, id)).get();
      return (
        row && {
          id: row.id,
          entity: o.base,
          label: o.labelOf(row),
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        }
      );
    },

    order: o.hasOrder
      ? (ctx, ids) => {
          const orderCol = column('order');
          if (!orderCol) return;
          const known = ctx.db
            .select({ id: idCol })
            .from(table)
            .where(inArray(idCol, [...ids]))
            .all();
          if (known.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
          // A row whose place changes is a new version of it: a form opened before must not put the old one back.
          ids.forEach((id, position) => {
            const moved = ctx.db
              .update(table)
              .set({ order: position + 1 })
              .where(and(eq(idCol, id), ne(orderCol, position + 1)))
              .run();
            if (moved.changes > 0) bumpRows(ctx, table, eq(idCol, id));
          });
        }
      : undefined,

    setActive: o.hasActive
      ? (ctx, id, isActive) => {
          const changed = ctx.db
            .update(table)
            .set({ isActive, updatedAt: ctx.clock.now().toISOString() })
            .where(eq(idCol, id))
            .run();
          if (changed.changes === 0) throw new AppError('NOT_FOUND');
        }
      : undefined,
  };
}
