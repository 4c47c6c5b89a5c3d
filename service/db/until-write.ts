// In-memory copies of database content that stay valid until the file changes. What changes it:
// this connection's own writes (total_changes() counts every row it inserted, updated or deleted,
// in any table, triggers and cascades included) and the commits of any other connection to the
// same file, the CLI's included (PRAGMA data_version moves then). Both are read on each use: the
// first costs a fraction of a microsecond, the second a few, far below the queries they replace.
// Any write empties the copy, even one to an unrelated table: coarse, but no write path can forget
// to invalidate it.
import type Database from 'better-sqlite3';
import type { Db } from './connection';

interface ChangeCounters {
  readonly changes: Database.Statement<[], number>;
  readonly version: Database.Statement<[], number>;
}

const counters = new WeakMap<Database.Database, ChangeCounters>();

function countersOf(sqlite: Database.Database): ChangeCounters {
  let found = counters.get(sqlite);
  if (!found) {
    found = {
      changes: sqlite.prepare<[], number>('SELECT total_changes()').pluck(),
      version: sqlite.prepare<[], number>('PRAGMA data_version').pluck(),
    };
    counters.set(sqlite, found);
  }
  return found;
}

export interface UntilWrite<K, V> {
  /** The kept value, or `load()`'s, kept until the next write to the file. */
  get(key: K, load: () => V): V;
}

/** A map of values read from `db`, emptied whenever the file changed; at most `maxEntries` kept. */
export function untilWrite<K, V>(db: Db, maxEntries: number): UntilWrite<K, V> {
  const { changes, version } = countersOf(db.$client);
  const kept = new Map<K, V>();
  let keptChanges = -1;
  let keptVersion = -1;
  return {
    get(key, load) {
      const nowChanges = changes.get() as number;
      const nowVersion = version.get() as number;
      if (nowChanges !== keptChanges || nowVersion !== keptVersion) {
        kept.clear();
        keptChanges = nowChanges;
        keptVersion = nowVersion;
      }
      const found = kept.get(key);
      if (found !== undefined) return found;
      // Counters read before the load: a load that writes (a session closed on the way) moves
      // them, so its value is dropped at the next use rather than kept on a stale stamp.
      const loaded = load();
      if (kept.size >= maxEntries) kept.clear();
      kept.set(key, loaded);
      return loaded;
    },
  };
}
