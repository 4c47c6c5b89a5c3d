// /purge-grid-history: removes the saved versions of grids that no booking refers to. A grid's
// current version always stays; bookings register what they refer to through `gridVersionInUse`.
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { deleteVersion, oldVersions } from './grid-store';

export type VersionCheck = (db: Db, gridId: number, version: number) => boolean;

const checks: VersionCheck[] = [];

/** Registers a check answering whether a version is still referred to (a booking priced with it). */
export const gridVersionInUse = {
  register(check: VersionCheck): () => void {
    checks.push(check);
    return () => {
      const at = checks.indexOf(check);
      if (at >= 0) checks.splice(at, 1);
    };
  },
};

const isInUse = (db: Db, gridId: number, version: number) => checks.some((check) => check(db, gridId, version));

/** The old versions that may go. */
export function purgeableVersions(db: Db) {
  return oldVersions(db).filter((v) => !isInUse(db, v.gridId, v.version));
}

/** Removes them, one short transaction per version (each re-checked inside it); answers how many. */
export function purgeGridHistory(db: Db): number {
  let removed = 0;
  for (const v of oldVersions(db)) {
    inTransaction(db, () => {
      if (isInUse(db, v.gridId, v.version)) return;
      deleteVersion(db, v.gridId, v.version);
      removed += 1;
    });
  }
  return removed;
}
