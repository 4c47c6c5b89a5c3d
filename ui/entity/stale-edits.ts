// After a save refused because another desk changed the record (STALE_VERSION): which values the
// user had changed since opening it, beside what the record holds now, to re-apply on the fresh one.

export type FieldPath = (string | number)[];

export interface UnsavedEdit {
  readonly path: FieldPath;
  readonly label: string;
  /** What the user typed and did not get saved. */
  readonly mine: string;
  /** What the reloaded record holds. */
  readonly now: string;
  /** The raw value to put back in the form. */
  readonly value: unknown;
}

/** How a screen names a field and shows its value (a choice's label rather than its id). */
export type FieldNamer = (path: FieldPath) => { label: string; format?: (value: unknown) => string } | undefined;

type Bag = Record<string, unknown>;

/** Not the user's: the record's stamps, choice lists and what the service computes. */
const isOwnKey = (key: string) =>
  !key.startsWith('available') &&
  !['id', 'version', 'updatedBy', 'updatedAt', 'createdAt', 'versions', 'overlapWarnings'].includes(key);

const isPlainObject = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every leaf of a form's values by path: objects and arrays of objects open up, a list of ids is one value. */
export function leaves(value: unknown, path: FieldPath = []): Map<string, { path: FieldPath; value: unknown }> {
  const found = new Map<string, { path: FieldPath; value: unknown }>();
  const walk = (v: unknown, at: FieldPath) => {
    if (isPlainObject(v)) {
      for (const [k, child] of Object.entries(v)) if (at.length > 0 || isOwnKey(k)) walk(child, [...at, k]);
    } else if (Array.isArray(v) && v.some((x) => isPlainObject(x) || Array.isArray(x))) {
      for (const [i, child] of v.entries()) walk(child, [...at, i]);
    } else if (at.length > 0) {
      found.set(JSON.stringify(at), { path: at, value: v });
    }
  };
  walk(value, path);
  return found;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vide)';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) return value.length === 0 ? '(vide)' : value.map(shownValue).join(', ');
  return String(value);
}

/** The values the user changed between `opened` and `mine`, with what `fresh` now holds there. */
export function unsavedEdits(opened: Bag, mine: Bag, fresh: Bag, name: FieldNamer): UnsavedEdit[] {
  const before = leaves(opened);
  const now = leaves(fresh);
  const edits: UnsavedEdit[] = [];
  for (const [key, { path, value }] of leaves(mine)) {
    if (same(value, before.get(key)?.value)) continue;
    const named = name(path);
    const format = named?.format ?? shownValue;
    const current = now.get(key)?.value;
    edits.push({ path, label: named?.label ?? path.join('.'), mine: format(value), now: format(current), value });
  }
  return edits;
}

/** `fresh` with the user's edits put back: what « Reprendre mes saisies » starts the form from. */
export function withEdits<T extends Bag>(fresh: T, edits: readonly UnsavedEdit[]): T {
  const copy = structuredClone(fresh) as Bag;
  for (const { path, value } of edits) {
    let at: Bag | unknown[] = copy;
    path.slice(0, -1).forEach((step, i) => {
      const holder = at as Record<string | number, unknown>;
      if (typeof holder[step] !== 'object' || holder[step] === null)
        holder[step] = typeof path[i + 1] === 'number' ? [] : {};
      at = holder[step] as Bag | unknown[];
    });
    (at as Record<string | number, unknown>)[path[path.length - 1] as string | number] = value;
  }
  return copy as T;
}
