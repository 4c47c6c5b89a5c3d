// A damaged database served on the technician's opt-in: the connection refuses every write
// (query_only), so the damage cannot spread and each write answers DATABASE_READ_ONLY. One
// exception: the sign-in's own rows (sessions, and the anti-forgery secret when it is missing),
// or reception could not even sign in to read.
import type Database from 'better-sqlite3';

const signInWrites = [
  /^\s*(insert into|update|delete from) "sessions"/i,
  // Inserted only when absent: an existing setting is never changed by it.
  /^\s*insert into "app_settings" .* on conflict do nothing\s*$/i,
];

export function serveReadOnly(sqlite: Database.Database): void {
  sqlite.pragma('query_only = ON');
  const prepare = sqlite.prepare.bind(sqlite);
  // Every statement is prepared through here (drizzle included), so a sign-in write is recognised
  // once, by its SQL, and given a run() that lifts query_only for itself alone. run() is
  // synchronous: no other request's statement can slip in while it is lifted.
  const readOnlyPrepare = (source: string) => {
    const statement = prepare(source);
    if (!signInWrites.some((write) => write.test(source))) return statement;
    const run = statement.run.bind(statement);
    statement.run = (...params: unknown[]) => {
      sqlite.pragma('query_only = OFF');
      try {
        return run(...params);
      } finally {
        sqlite.pragma('query_only = ON');
      }
    };
    return statement;
  };
  // Same signature as the method it replaces; TypeScript cannot see through the bind.
  sqlite.prepare = readOnlyPrepare as Database.Database['prepare'];
}
