// What a new form starts from after « Enregistrer et nouveau » (the fields the screen keeps) or
// « Dupliquer » (the record without its id, its unique fields and its rows' ids). Carried in the
// navigation's history state, so a reload of the new form keeps it.

/** Fields every duplicate empties: what the catalogue keeps unique (a number, a code, a login). */
const uniqueFields = ['code', 'number', 'login'];
/** Not the record's own values: the server sends them again with the new form. */
const isServerOwned = (key: string) => ['id', 'createdAt', 'updatedAt'].includes(key) || key.startsWith('available');

/** The fields « Enregistrer et nouveau » carries to the next record. */
export function keptValues(values: Record<string, unknown>, keep: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(keep.filter((k) => k in values).map((k) => [k, values[k]]));
}

/** A row of a child list, new again: without its id. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'id')
        .map(([k, v]) => [k, withoutIds(v)]),
    );
  }
  return value;
}

/** A record as a new one: no id, unique fields emptied (and the screen's own), child rows without ids. */
export function duplicateValues(
  record: Record<string, unknown>,
  clear: readonly string[] = [],
): Record<string, unknown> {
  const emptied = new Set([...uniqueFields, ...clear]);
  return Object.fromEntries(
    Object.entries(record)
      .filter(([k]) => !isServerOwned(k))
      .map(([k, v]) => [k, emptied.has(k) ? null : withoutIds(v)]),
  );
}

/** The values a new form starts from, read from the navigation's history state. */
export function prefillOf(state: unknown): Record<string, unknown> | undefined {
  const prefill: unknown = state && typeof state === 'object' ? Reflect.get(state, 'prefill') : undefined;
  return prefill && typeof prefill === 'object' && !Array.isArray(prefill)
    ? Object.fromEntries(Object.entries(prefill))
    : undefined;
}
