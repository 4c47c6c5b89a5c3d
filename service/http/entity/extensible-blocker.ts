// A deletion blocker other domains can extend: the domain that owns the entity knows its own
// references; later domains (bookings, billing) register theirs through its index.ts.
import type { Db } from '../../db/connection';
import type { ErrorCode } from '../../errors/catalogue';
import type { DeleteBlocker } from './descriptor';

/** Answers whether the row of this id is still referenced. */
export type UseCheck = (db: Db, id: number) => boolean;

export interface ExtensibleBlocker extends DeleteBlocker {
  /** Adds a check (any check answering true blocks the deletion); answers how to remove it. */
  register(check: UseCheck): () => void;
}

export function extensibleBlocker(code: ErrorCode, initial: readonly UseCheck[]): ExtensibleBlocker {
  const checks = [...initial];
  return {
    code,
    isBlocked: ({ db }, id) => checks.some((check) => check(db, id)),
    register(check) {
      checks.push(check);
      return () => {
        const at = checks.indexOf(check);
        if (at >= 0) checks.splice(at, 1);
      };
    },
  };
}
