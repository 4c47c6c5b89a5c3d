// Serves the generic entity calls for every descriptor of the registry.
import { Hono } from 'hono';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../errors/app-error';
import { idParam, parse, readJson } from '../body';
import type { AppEnv } from '../env';
import { allow } from '../guard';
import { changesState } from '../session';
import { csvFile, toCsv } from './csv';
import type { EntityContext, EntityDescriptor, SearchQuery, SortSpec } from './descriptor';
import { fromSqliteError } from './sqlite-errors';
import { assertCurrent, openedVersionSchema } from './versioning';

export const maxPageSize = 500;
const exportLimit = 100_000;

const pagingSchema = z.object({
  page: z.coerce.number().int('REQUIRED_INTEGER').min(1, 'INVALID_NUMBER').default(1),
  pageSize: z.coerce
    .number()
    .int('REQUIRED_INTEGER')
    .min(1, 'INVALID_NUMBER')
    .max(maxPageSize, 'INVALID_NUMBER')
    .default(20),
  sort: z
    .object({ field: z.string().min(1, 'REQUIRED'), order: z.enum(['ascend', 'descend']).default('ascend') })
    .optional(),
  /** An item to show: the answer is the page holding it (a saved row the list returns to). */
  around: z.coerce.number().int('REQUIRED_INTEGER').positive('INVALID_NUMBER').optional(),
});

const orderSchema = z.object({ ids: z.array(z.number().int().positive()).min(1, 'REQUIRED').max(10_000) });
const filtersSchema = z.object({ filters: z.record(z.string(), z.unknown()).default({}) });

/** The signed-in writer of a call: what descriptors (and a single-record route's versioning) work with. */
export function entityContext(c: {
  get(key: 'deps'): AppEnv['Variables']['deps'];
  get(key: 'session'): AppEnv['Variables']['session'];
}): EntityContext {
  const deps = c.get('deps');
  const user = c.get('session');
  if (!user) throw new AppError('NOT_CONNECTED');
  return { db: deps.db, clock: deps.clock, user };
}

/** Refused here for every entity, whatever its own search does with the field. */
function assertSortable(d: EntityDescriptor, sort: SortSpec | undefined): void {
  if (sort && !d.sortable.includes(sort.field)) throw fieldError('sort', 'INVALID_TYPE');
}

function write<T>(ctx: EntityContext, operation: 'save' | 'delete', fn: () => T): T {
  try {
    return inTransaction(ctx.db, fn);
  } catch (error) {
    throw fromSqliteError(error, operation);
  }
}

/**
 * The page of the search holding item `id`, with its number; the asked page when the criteria
 * exclude it. Runs the whole search once: asked only when a list comes back from a save.
 */
function pageAround(d: EntityDescriptor, ctx: EntityContext, query: SearchQuery<unknown>, id: number) {
  const all = d.search(ctx, { ...query, page: 1, pageSize: exportLimit });
  const at = all.items.findIndex((item) => item.id === id);
  if (at < 0) return { ...d.search(ctx, query), page: query.page };
  const page = Math.floor(at / query.pageSize) + 1;
  const start = (page - 1) * query.pageSize;
  return { items: all.items.slice(start, start + query.pageSize), total: all.total, page };
}

/** The id an entity's input or raw body names (0 for a new record or none readable). */
function idOf(input: unknown): number {
  const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : 0;
}

/** An item with its row's version and last writer (a new item's version is 0). */
function stamped(d: EntityDescriptor, ctx: EntityContext, item: { id: number }) {
  const stamp = item.id === 0 ? undefined : d.versioning.stampOf(ctx, item.id);
  return { ...item, version: stamp?.version ?? 0, updatedBy: stamp?.updatedBy ?? null };
}

export function entityRoutes(descriptors: readonly EntityDescriptor[]) {
  const app = new Hono<AppEnv>();
  for (const d of descriptors) mountEntity(app, d);
  return app;
}

function mountEntity(app: Hono<AppEnv>, d: EntityDescriptor) {
  const base = `/${d.base}`;
  const fn = d.functionality;
  const withChoices = (ctx: EntityContext, item: { id: number }) => ({ ...stamped(d, ctx, item), ...d.choices?.(ctx) });
  const searchAll = (ctx: EntityContext, criteria: unknown, sort?: SortSpec) =>
    d.search(ctx, { criteria, sort, page: 1, pageSize: exportLimit }).items;

  app.get(base, allow.to(fn, 'read'), (c) => c.json(d.list(entityContext(c))));

  app.get(`${base}/edit/:id`, allow.to(fn, 'read'), (c) => {
    const ctx = entityContext(c);
    const id = idParam(c);
    const item = id === 0 ? d.blank(ctx) : d.get(ctx, id);
    if (!item) throw new AppError('NOT_FOUND');
    return c.json(withChoices(ctx, item));
  });

  app.post(`${base}/search`, allow.to(fn, 'read'), async (c) => {
    const ctx = entityContext(c);
    const body = await readJson(c, z.record(z.string(), z.unknown()));
    const { page, pageSize, sort, around } = parse(pagingSchema, body);
    assertSortable(d, sort);
    const criteria = parse(d.criteria, body);
    if (around !== undefined) return c.json(pageAround(d, ctx, { criteria, page, pageSize, sort }, around));
    return c.json(d.search(ctx, { criteria, page, pageSize, sort }));
  });

  app.post(`${base}/edit`, allow.to(fn, 'write'), async (c) => {
    const ctx = entityContext(c);
    const body = await readJson(c, z.unknown());
    const { version: opened } = parse(openedVersionSchema, body);
    // A stale form hears it before any field error: those may come from the other desk's change.
    assertCurrent(d.versioning, ctx, idOf(body), opened);
    const parsed = parse(d.input, body);
    const input = d.prepare ? await d.prepare(ctx, parsed) : parsed;
    const id = idOf(input);
    const result = write(ctx, 'save', () => {
      // Checked and moved on in the save's own transaction: no other save can come between.
      assertCurrent(d.versioning, ctx, id, opened);
      const saved = d.save(ctx, input);
      d.versioning.bump(ctx, saved.id, id === 0);
      return saved;
    });
    // The fixed answer: the new version comes with the item (returnEditItem), as every screen asks.
    const answer: Record<string, unknown> = { status: 'SAVED', id: result.id };
    if (result.warnings?.length) answer.warnings = result.warnings;
    if (c.req.header('returnEditItem') === 'true') {
      const item = d.get(ctx, result.id);
      answer.item = item && withChoices(ctx, item);
    }
    return c.json(answer);
  });

  app.post(`${base}/delete/:id`, allow.to(fn, 'delete'), (c) => {
    const ctx = entityContext(c);
    const id = idParam(c);
    write(ctx, 'delete', () => {
      if (!d.get(ctx, id)) throw new AppError('NOT_FOUND');
      const blocker = d.blockers.find((b) => b.isBlocked(ctx, id));
      if (blocker) throw new AppError(blocker.code);
      d.remove(ctx, id);
    });
    return c.json({ status: 'DELETED' });
  });

  app.get(`${base}/document`, allow.to(fn, 'export'), (c) => {
    const ctx = entityContext(c);
    return csvFile(d.label, toCsv(searchAll(ctx, parse(d.criteria, {})), d.csv));
  });

  app.post(`${base}/document`, allow.to(fn, 'export'), async (c) => {
    const ctx = entityContext(c);
    const { filters } = await readJson(c, filtersSchema);
    const { sort } = parse(pagingSchema, filters);
    assertSortable(d, sort);
    return csvFile(d.label, toCsv(searchAll(ctx, parse(d.criteria, filters), sort), d.csv));
  });

  app.get(`${base}/document_info/:id`, allow.to(fn, 'read'), (c) => {
    const info = d.info(entityContext(c), idParam(c));
    if (!info) throw new AppError('NOT_FOUND');
    return c.json(info);
  });

  const { order, setActive } = d;
  if (order) {
    app.post(`${base}/order`, allow.to(fn, 'write'), async (c) => {
      const ctx = entityContext(c);
      const { ids } = await readJson(c, orderSchema);
      write(ctx, 'save', () => order(ctx, ids));
      return c.json({ status: 'SAVED' });
    });
  }
  if (setActive) {
    app.get(`${base}/active/:id/:flag{[01]}`, allow.to(fn, 'write'), changesState(), (c) => {
      const ctx = entityContext(c);
      const id = idParam(c);
      write(ctx, 'save', () => {
        setActive(ctx, id, c.req.param('flag') === '1');
        d.versioning.bump(ctx, id, false);
      });
      return c.json({ status: 'SAVED' });
    });
  }
}
