// The planning of a large window costs tens of milliseconds of SQLite reads and serialisation,
// and the desks open the same few windows far more often than anything drawn on them changes.
// So the answer of a window is kept, per database, as the UTF-8 bytes sent (encoding hundreds of
// kilobytes again on every answer cost as much as sending them), and all of them are dropped as
// soon as the database changes: this connection's writes move total_changes() (every INSERT,
// UPDATE and DELETE it ran, triggers included), another connection's commits (the CLI on the
// same file) move PRAGMA data_version. Both are read on every call, so no write path has to
// remember it.
import type { Db } from '../../../db/connection';
import { statement } from '../../../db/statements';

/** Windows kept at once: a few desks on a few windows each; a new window past it evicts the oldest. */
const MAX_WINDOWS = 32;

interface KeptAnswers {
  version: string;
  readonly answers: Map<string, Uint8Array<ArrayBuffer>>;
}

const kept = new WeakMap<Db, KeptAnswers>();
const encoder = new TextEncoder();

function versionOf(db: Db): string {
  const changes = statement(db, 'SELECT total_changes()').pluck().get() as number; // one integer column
  return `${changes}:${db.$client.pragma('data_version', { simple: true })}`;
}

/**
 * The JSON `build` gives for `key`, as UTF-8 bytes,, from the kept answers while the database is unchanged.
 * `key` names everything the answer depends on besides the database (the window asked, today).
 */
export function keptAnswer(db: Db, key: string, build: () => unknown): Uint8Array<ArrayBuffer> {
  const version = versionOf(db);
  let entry = kept.get(db);
  if (!entry || entry.version !== version) {
    entry = { version, answers: new Map() };
    kept.set(db, entry);
  }
  const answer = entry.answers.get(key);
  if (answer !== undefined) return answer;
  const bytes = encoder.encode(JSON.stringify(build()));
  if (entry.answers.size >= MAX_WINDOWS) entry.answers.delete(entry.answers.keys().next().value as string);
  entry.answers.set(key, bytes);
  return bytes;
}
