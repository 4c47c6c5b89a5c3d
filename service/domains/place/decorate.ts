// Small wrappers over a registry descriptor, for what the flat-table builder does not do alone:
// labels of referenced rows in the list, and warnings answered with a successful save.

import type { ErrorCode } from '../../errors/catalogue';
import type { EntityContext, EntityDescriptor } from '../../http/entity/descriptor';

/** Adds fields (the label of a referenced row...) to the rows of the list and the search. */
export function withListFields<T extends { id: number }, I, C, X extends object>(
  entity: EntityDescriptor<T, I, C>,
  decorate: (ctx: EntityContext, rows: T[]) => (T & X)[],
): EntityDescriptor<T, I, C> {
  return {
    ...entity,
    list: (ctx) => decorate(ctx, entity.list(ctx)),
    search(ctx, query) {
      const page = entity.search(ctx, query);
      return { items: decorate(ctx, page.items), total: page.total };
    },
  };
}

/** A save that goes through but tells the user something (capacity 0...). */
export function withSaveWarnings<T extends { id: number }, I, C>(
  entity: EntityDescriptor<T, I, C>,
  warnings: (input: I) => ErrorCode[],
): EntityDescriptor<T, I, C> {
  return {
    ...entity,
    save(ctx, input) {
      const result = entity.save(ctx, input);
      const found = [...(result.warnings ?? []), ...warnings(input)];
      return found.length ? { ...result, warnings: found } : result;
    },
  };
}

/** `{id: label}` of the rows a list refers to, for `withListFields`. */
export function labelsById(rows: readonly { id: number; label: string }[]): Map<number, string> {
  return new Map(rows.map((r) => [r.id, r.label]));
}
