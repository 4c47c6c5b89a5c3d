// A flat-table descriptor whose item also carries a list saved with it: the rows of a child table
// (a partner's commission periods) or the ids of a link table (an extra's place types).
// The list is replaced whole on each save, inside the same transaction as the parent row.
import type { Db } from '../../db/connection';
import type { EntityDescriptor } from './descriptor';

export interface ChildList<K extends string, V> {
  /** Field of the item and of the input holding the list. */
  readonly key: K;
  load(db: Db, parentId: number): V[];
  /** Replaces every child of the parent by `values`. Children go with their parent (ON DELETE CASCADE). */
  replace(db: Db, parentId: number, values: readonly V[]): void;
}

export function withChildren<
  T extends { id: number },
  I extends { id: number } & Record<K, V[]>,
  C,
  K extends string,
  V,
>(d: EntityDescriptor<T, I, C>, child: ChildList<K, V>): EntityDescriptor<T, I, C> {
  return {
    ...d,
    // Lists and searches stay flat: only the detail (and its blank) carry the children.
    get: (ctx, id) => {
      const item = d.get(ctx, id);
      return item && { ...item, [child.key]: child.load(ctx.db, item.id) };
    },
    blank: (ctx) => ({ ...d.blank(ctx), [child.key]: [] }),
    save(ctx, input) {
      const result = d.save(ctx, input);
      child.replace(ctx.db, result.id, input[child.key]);
      return result;
    },
  };
}
