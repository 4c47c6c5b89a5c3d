// An entity that is one flat table plus rows that belong to it (price periods, link rows): the
// flat part stays a `tableEntity`; this adds the children to the edit answer and saves them in
// the same transaction. Children are removed with their parent by ON DELETE CASCADE.
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { EntityContext, EntityDescriptor } from './descriptor';

export interface ChildrenOptions<Row extends { id: number }, I extends { id: number }, K> {
  /** The whole input: the row's fields and the children. */
  readonly input: z.ZodType<I>;
  /** Splits a parsed input into the row the flat entity saves and the children. */
  readonly split: (input: I) => { row: Row; children: K };
  /** Business checks on the whole input, inside the save transaction. */
  readonly check?: (ctx: EntityContext, input: I) => void;
  /** The children of a row as fields of the edit answer (empty for id 0). */
  readonly load: (ctx: EntityContext, id: number) => Record<string, unknown>;
  /** Replaces the children of a saved row. */
  readonly store: (ctx: EntityContext, id: number, children: K) => void;
}

export function withChildren<T extends { id: number }, Row extends { id: number }, C, I extends { id: number }, K>(
  flat: EntityDescriptor<T, Row, C>,
  o: ChildrenOptions<Row, I, K>,
): EntityDescriptor<T, I, C> {
  // A flat `prepare` works on the row only: the children entity has none.
  const { prepare: _flatOnly, ...rest } = flat;
  return {
    ...rest,
    input: o.input,
    get(ctx, id) {
      const row = flat.get(ctx, id);
      return row && { ...row, ...o.load(ctx, id) };
    },
    blank: (ctx) => ({ ...flat.blank(ctx), ...o.load(ctx, 0) }),
    save(ctx, input) {
      o.check?.(ctx, input);
      const { row, children } = o.split(input);
      const result = flat.save(ctx, row);
      o.store(ctx, result.id, children);
      return result;
    },
  };
}

/** A list kept under one field of the item (a partner's periods, an extra's place types). */
export interface ChildList<K extends string, V> {
  readonly key: K;
  load(db: Db, parentId: number): V[];
  /** Replaces every child of the parent by `values`. */
  replace(db: Db, parentId: number, values: readonly V[]): void;
}

/** `withChildren` for one list under one field, the input carrying it beside the row's fields. */
export function withChildList<
  T extends { id: number },
  I extends { id: number } & Record<K, V[]>,
  C,
  K extends string,
  V,
>(flat: EntityDescriptor<T, I, C>, child: ChildList<K, V>): EntityDescriptor<T, I, C> {
  return withChildren<T, I, C, I, V[]>(flat, {
    input: flat.input,
    split: (input) => ({ row: input, children: input[child.key] }),
    check: undefined,
    load: (ctx, id) => ({ [child.key]: id === 0 ? [] : child.load(ctx.db, id) }),
    store: (ctx, id, children) => child.replace(ctx.db, id, children),
  });
}
