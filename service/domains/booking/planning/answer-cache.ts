// The planning of a large window costs tens of milliseconds of SQLite reads and serialisation,
// and the desks open the same few windows far more often than anything drawn on them changes.
// So the answer of a window is kept, per database, as the UTF-8 bytes sent (encoding hundreds of
// kilobytes again on every answer cost as much as sending them) until the file changes
// (db/until-write.ts: any write of this process or commit of another drops them all).
import type { Db } from '../../../db/connection';
import { type UntilWrite, untilWrite } from '../../../db/until-write';

/** Windows kept at once: a few desks on a few windows each. */
const MAX_WINDOWS = 32;

const kept = new WeakMap<Db, UntilWrite<string, Uint8Array<ArrayBuffer>>>();
const encoder = new TextEncoder();

/**
 * The JSON `build` gives for `key`, as UTF-8 bytes, from the kept answers while the database is unchanged.
 * `key` names everything the answer depends on besides the database (the window asked, today).
 */
export function keptAnswer(db: Db, key: string, build: () => unknown): Uint8Array<ArrayBuffer> {
  let answers = kept.get(db);
  if (!answers) {
    answers = untilWrite(db, MAX_WINDOWS);
    kept.set(db, answers);
  }
  return answers.get(key, () => encoder.encode(JSON.stringify(build())));
}
