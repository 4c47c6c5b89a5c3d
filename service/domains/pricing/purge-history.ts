// /purge-grid-history: removes the saved versions of grids that no booking refers to. A grid's
// current version always stays; bookings register what they refer to through `gridVersionInUse`.
import type { Db } from '../../db/connection';
import { referenceChecks } from '../../db/reference-checks';
import { inTransaction } from '../../db/transaction';
import { deleteVersion, oldVersions } from './grid-store';

export interface GridVersion {
  readonly gridId: number;
  readonly version: number;
}

/** What still refers to a saved version (a booking priced with it): bookings register here. */
export const gridVersionInUse = referenceChecks<GridVersion>();

/** The old versions that may go. */
export function purgeableVersions(db: Db) {
  return oldVersions(db).filter((v) => !gridVersionInUse.isReferenced(db, v));
}

/** Removes them, one short transaction per version (each re-checked inside it); answers how many. */
export function purgeGridHistory(db: Db): number {
  let removed = 0;
  for (const v of oldVersions(db)) {
    inTransaction(db, () => {
      if (gridVersionInUse.isReferenced(db, v)) return;
      deleteVersion(db, v.gridId, v.version);
      removed += 1;
    });
  }
  return removed;
}
