// What a demo step is, and the one way most steps write: rows made sure of through a registry
// entity (its zod input and its `save`, so the demo obeys the rules the screens obey). A row the
// site already holds under the same key (a seeded payment method, a town typed by hand) is used as
// it is; the rows a run creates are recorded in the marker, and `--force` removes exactly those.
import type { DeleteBlocker, EntityContext, SaveResult } from '../../http/entity/descriptor';
import type { Rng } from './rng';

export interface StepResult {
  readonly count: number;
  /** Rows this run created, recorded in the marker so `--force` can take them away again. */
  readonly createdIds?: readonly number[];
}

/** The ids the steps already run created this run, by step key ('customers'). */
export type CreatedSoFar = (key: string) => readonly number[];

export interface DemoStep {
  readonly key: string;
  /** French label of the count shown after the run. */
  readonly label: string;
  run(ctx: EntityContext, rng: Rng, created: CreatedSoFar): StepResult;
  /** Removes the rows an earlier run created, before `--force` runs the step again. */
  remove?(ctx: EntityContext, ids: readonly number[]): void;
}

/** A row the demo wants: its natural key (label, code, number...) and what its form would send. */
export interface Wanted {
  readonly key: string;
  readonly input: Record<string, unknown>;
}

/**
 * What the demo uses of a registry entity. Methods (not function properties) so that any
 * descriptor fits, whatever its input type: the input is always what its own schema parsed.
 */
export interface Writable<T extends { id: number }> {
  readonly base: string;
  readonly input: { parse(data: unknown): unknown };
  readonly blockers: readonly DeleteBlocker[];
  list(ctx: EntityContext): T[];
  get(ctx: EntityContext, id: number): unknown;
  save(ctx: EntityContext, input: unknown): SaveResult;
  remove(ctx: EntityContext, id: number): void;
}

const normalized = (key: string) => key.trim().toLowerCase();

/** The id of each row by its key ('Les Pins', 'MH2'...); an unknown key is a bug of the demo's data. */
export function idsByKey<T extends { id: number }>(ctx: EntityContext, entity: Writable<T>, keyOf: (row: T) => string) {
  const ids = new Map(entity.list(ctx).map((row) => [normalized(keyOf(row)), row.id]));
  return (key: string): number => {
    const id = ids.get(normalized(key));
    if (id === undefined) throw new Error(`demo: no ${entity.base} "${key}"`);
    return id;
  };
}

/** Saves the wanted rows the site lacks (compared by key, whatever the case); answers the new ids. */
export function ensureRows<T extends { id: number }>(
  ctx: EntityContext,
  entity: Writable<T>,
  keyOf: (row: T) => string,
  wanted: readonly Wanted[],
): number[] {
  const known = new Set(entity.list(ctx).map((row) => normalized(keyOf(row))));
  const created: number[] = [];
  for (const { key, input } of wanted) {
    if (known.has(normalized(key))) continue;
    created.push(entity.save(ctx, entity.input.parse({ id: 0, ...input })).id);
    known.add(normalized(key));
  }
  return created;
}

/**
 * Deletes the rows an earlier run created that are still there, newest first. A row the staff's
 * own rows now use (a place typed by hand on a demo type) stays, as its deletion blockers say:
 * the next run finds it by its key and uses it again.
 */
export function removeRows<T extends { id: number }>(ctx: EntityContext, entity: Writable<T>, ids: readonly number[]) {
  for (const id of [...ids].reverse()) {
    if (!entity.get(ctx, id) || entity.blockers.some((blocker) => blocker.isBlocked(ctx, id))) continue;
    entity.remove(ctx, id);
  }
}

/** A step that makes sure of the wanted rows of one entity; `--force` removes those it created. */
export function ensureStep<T extends { id: number }>(o: {
  key: string;
  label: string;
  entity: Writable<T>;
  keyOf: (row: T) => string;
  wanted: (ctx: EntityContext) => readonly Wanted[];
  /** Replaces the plain removal (an extra is first unlinked from its place types). */
  remove?: (ctx: EntityContext, ids: readonly number[]) => void;
}): DemoStep {
  return {
    key: o.key,
    label: o.label,
    run(ctx) {
      const wanted = o.wanted(ctx);
      return { count: wanted.length, createdIds: ensureRows(ctx, o.entity, o.keyOf, wanted) };
    },
    remove: o.remove ?? ((ctx, ids) => removeRows(ctx, o.entity, ids)),
  };
}
