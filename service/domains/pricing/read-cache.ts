// The reference data a quote reads (grids, offers, tax, catalogue, preferences). Read on every
// booking save, it weighed more than the rest of the save together, and it changes a few times a
// year: it is kept per connection between requests and dropped on any change that may touch it.
// - A write through this connection: temporary triggers (this connection's only) on every table
//   but the bookings' own and the journals call back into the process and drop what is kept.
// - A commit by another connection (the CLI, an import process): `PRAGMA data_version` moves.
// - A read inside a transaction that itself wrote reference rows is not kept: a rollback would
//   leave the cache holding rows that never were; what is kept is dropped once it is over
//   (seen at the end of inTransaction, or at the next read outside any transaction).
// A bulk write (the demo's season) still scopes its reads with withPricingCache.
// The triggers are set up outside any transaction (a rollback would drop them): until then, and
// on a connection never prepared, every quote reads afresh.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { onTransactionEnd } from '../../db/transaction';

const scopes = new WeakMap<Db, Map<string, unknown>>();

/** Tables a quote never reads and every booking write changes: their writes keep the cache. */
const UNRELATED_TABLES = new Set([
  'bookings',
  'occupancies',
  'occupants',
  'booking_animals',
  'booking_vehicles',
  'booking_extras',
  'booking_lines',
  'booking_drafts',
  'booking_history',
  'place_locks',
  'sessions',
  'tech_events',
]);
const CHANGED = 'bivouac_pricing_reference_changed';

interface Kept {
  dataVersion: number;
  /** A reference row was written inside the transaction under way: nothing read now is kept. */
  isWrittenInTransaction: boolean;
  reads: Map<string, unknown>;
}

const kept = new WeakMap<Db, Kept>();

/**
 * Sets up the kept reads of the connection (the app's, once migrated). Outside a transaction only:
 * a rollback would drop the triggers with it. A connection without them reads afresh every time.
 */
export function keepPricingReads(db: Db): void {
  if (!kept.has(db) && !db.$client.inTransaction) install(db);
}

function install(db: Db): Kept {
  const state: Kept = { dataVersion: -1, isWrittenInTransaction: false, reads: new Map() };
  const client = db.$client;
  client.function(CHANGED, { varargs: false, deterministic: false }, () => {
    state.reads.clear();
    if (client.inTransaction) state.isWrittenInTransaction = true;
    return null;
  });
  const tables = client
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%drizzle%'",
    )
    .pluck()
    .all() as string[];
  for (const table of tables.filter((t) => !UNRELATED_TABLES.has(t))) {
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      client.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS "pricing_cache_${table}_${op.toLowerCase()}" AFTER ${op} ON main."${table}"
         BEGIN SELECT ${CHANGED}(); END`,
      );
    }
  }
  kept.set(db, state);
  return state;
}

// The end of the transaction that wrote reference rows: what it read may be kept again.
onTransactionEnd((db) => {
  const state = kept.get(db);
  if (!state?.isWrittenInTransaction) return;
  state.isWrittenInTransaction = false;
  state.reads.clear();
});

/** The kept reads, emptied when another connection committed or this one's write is over. */
function keptReads(db: Db): Map<string, unknown> | null {
  keepPricingReads(db);
  const state = kept.get(db);
  if (!state) return null;
  if (state.isWrittenInTransaction) {
    if (db.$client.inTransaction) return null;
    state.isWrittenInTransaction = false;
    state.reads.clear();
  }
  const dataVersion = statement(db, 'PRAGMA data_version').pluck().get() as number;
  if (dataVersion !== state.dataVersion) {
    state.dataVersion = dataVersion;
    state.reads.clear();
  }
  return state.reads;
}

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

/**
 * The kept reads first (they outlive the request); a scope only where nothing may be kept (a
 * transaction that wrote reference rows, a connection without the triggers).
 */
export function cachedRead<T>(db: Db, key: string, read: () => T): T {
  const scope = keptReads(db) ?? scopes.get(db);
  if (!scope) return read();
  if (!scope.has(key)) scope.set(key, read());
  return scope.get(key) as T;
}
