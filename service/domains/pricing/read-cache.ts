// The reference data a quote reads (grids, offers, tax, catalogue, preferences), read once for a
// whole bulk write: the demo's season saves thousands of bookings in one transaction in which none
// of it changes. Outside such a scope every quote reads afresh (a grid saved a second ago counts).
import type { Db } from '../../db/connection';

const scopes = new WeakMap<Db, Map<string, unknown>>();

/** Runs `fn` with the quote's reads cached for `db` until it returns. */
export function withPricingCache<T>(db: Db, fn: () => T): T {
  if (scopes.has(db)) return fn();
  scopes.set(db, new Map());
  try {
    return fn();
  } finally {
    scopes.delete(db);
  }
}

export function cachedRead<T>(db: Db, key: string, read: () => T): T {
  const scope = scopes.get(db);
  if (!scope) return read();
  if (!scope.has(key)) scope.set(key, read());
  return scope.get(key) as T;
}
