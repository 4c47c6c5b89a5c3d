// One registry entity per module grid, all in the module_providers table keyed by kind: the
// common columns flat, the kind's typed settings as JSON, served flat side by side.
import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { EntityContext, EntityDescriptor } from '../../http/entity/descriptor';
import { sortColumn, sortColumns } from '../../http/entity/sort';
import { rowVersioning } from '../../http/entity/versioning';
import { choiceListName } from '../../settings/definition';
import { parseStored, withoutNotBuilt } from '../../settings/store';
import { functionalityForPath } from '../security/functionalities';
import { type ProviderKind, providerBaseSchema, providerCriteriaSchema, providerInputSchema } from './provider-kind';
import { moduleProviders } from './schema';

type Row = typeof moduleProviders.$inferSelect;
export type ProviderItem = Omit<Row, 'kind' | 'settingsJson'> & Record<string, unknown>;
type Criteria = z.infer<typeof providerCriteriaSchema>;

const columns = sortColumns({
  id: moduleProviders.id,
  label: moduleProviders.label,
  provider: moduleProviders.provider,
  isActive: moduleProviders.isActive,
});

export function providerEntity(k: ProviderKind): EntityDescriptor<ProviderItem, Record<string, unknown>, Criteria> {
  const functionality = functionalityForPath(`/admin/module/${k.kind}-grid`);
  if (!functionality) throw new Error(`no functionality for the ${k.kind} grid`);
  const input = providerInputSchema(k);
  const base = providerBaseSchema(k);
  const toItem = ({ kind: _kind, settingsJson, ...row }: Row): ProviderItem => ({
    ...withoutNotBuilt(k, parseStored(k.schema, settingsJson)),
    ...row,
  });
  const ofKind = (...more: (SQL | undefined)[]) => and(eq(moduleProviders.kind, k.kind), ...more);
  const where = (c: Criteria) =>
    ofKind(
      c.label ? like(moduleProviders.label, `%${c.label}%`) : undefined,
      c.isActive === undefined ? undefined : eq(moduleProviders.isActive, c.isActive),
    );
  const rows = (ctx: EntityContext, w: SQL | undefined) => ctx.db.select().from(moduleProviders).where(w);
  const get = (ctx: EntityContext, id: number) => {
    const row = rows(ctx, ofKind(eq(moduleProviders.id, id))).get();
    return row && toItem(row);
  };

  return {
    base: `module/${k.kind}`,
    functionality: functionality.code,
    label: k.title,
    input,
    criteria: providerCriteriaSchema,
    sortable: [...columns.keys()],
    blockers: [],
    versioning: rowVersioning(moduleProviders),
    csv: [
      { header: 'Libellé', value: (i) => i.label },
      { header: 'Prestataire', value: (i) => k.providers.find((p) => p.id === i.provider)?.label },
      { header: 'Actif', value: (i) => i.isActive, format: 'bool' },
    ],
    choices: () => ({
      availableProvider: [...k.providers],
      ...Object.fromEntries(k.fields.flatMap((f) => (f.options ? [[choiceListName(f.name), [...f.options]]] : []))),
    }),

    list: (ctx) => rows(ctx, ofKind()).orderBy(asc(moduleProviders.id)).all().map(toItem),
    get,
    blank: () => ({
      ...k.schema.parse({}),
      id: 0,
      provider: k.providers[0]?.id ?? 1,
      label: k.providers.length === 1 ? (k.providers[0]?.label ?? '') : '',
      isActive: true,
      createdAt: '',
      updatedAt: '',
      version: 0,
      updatedBy: null,
    }),

    search(ctx, q) {
      const column = sortColumn(columns, q.sort?.field ?? 'id');
      const dir = q.sort?.order === 'descend' ? desc : asc;
      const items = rows(ctx, where(q.criteria))
        .orderBy(dir(column), dir(moduleProviders.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .all()
        .map(toItem);
      const total = ctx.db.select({ n: count() }).from(moduleProviders).where(where(q.criteria)).get()?.n ?? 0;
      return { items, total };
    },

    save(ctx, raw) {
      // The router has validated the whole input; each part is read back by its own schema.
      const { id, provider, label, isActive } = base.parse(raw);
      const settings = withoutNotBuilt(k, k.schema.parse(raw));
      const now = ctx.clock.now().toISOString();
      const values = { provider, label, isActive, settingsJson: JSON.stringify(settings), updatedAt: now };
      if (id === 0) {
        const row = ctx.db
          .insert(moduleProviders)
          .values({ ...values, kind: k.kind, createdAt: now })
          .returning({ id: moduleProviders.id })
          .get();
        return { id: row.id };
      }
      const changed = ctx.db
        .update(moduleProviders)
        .set(values)
        .where(ofKind(eq(moduleProviders.id, id)))
        .run();
      if (changed.changes === 0) throw new AppError('NOT_FOUND');
      return { id };
    },

    remove(ctx, id) {
      const removed = ctx.db
        .delete(moduleProviders)
        .where(ofKind(eq(moduleProviders.id, id)))
        .run();
      if (removed.changes === 0) throw new AppError('NOT_FOUND');
    },

    info(ctx, id) {
      const item = get(ctx, id);
      return (
        item && {
          id,
          entity: `module/${k.kind}`,
          label: item.label,
          createdAt: item.createdAt,
          updatedAt: item.updatedAt,
        }
      );
    },

    setActive(ctx, id, isActive) {
      const set = { isActive, updatedAt: ctx.clock.now().toISOString() };
      const changed = ctx.db
        .update(moduleProviders)
        .set(set)
        .where(ofKind(eq(moduleProviders.id, id)))
        .run();
      if (changed.changes === 0) throw new AppError('NOT_FOUND');
    },
  };
}
