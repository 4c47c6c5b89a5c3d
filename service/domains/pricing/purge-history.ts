// /purge-grid-history: removes the saved versions of grids that no booking refers to. A grid's
// current version always stays; bookings register what they refer to through `gridVersionInUse`.
import type { Db } from '../../db/connection';
import { referenceChecks } from '../../db/reference-checks';
import { inTransaction } from '../../db/transaction';
import { deleteVersion, oldVersions } from './grid-store';
import type { GridVersion } from './grid-version-contract';

/** What still refers to a saved version (a booking priced with it): bookings register here. */
export const gridVersionInUse = referenceChecks<GridVersion>();

/** Saved before `before` (an ISO instant or a day), or at any time when not given. */
function savedBefore(db: Db, before?: string) {
  return oldVersions(db).filter((v) => before === undefined || v.savedAt < before);
}

/** The old versions that may go (saved before `before`, when given). */
export function purgeableVersions(db: Db, before?: string) {
  return savedBefore(db, before).filter((v) => !gridVersionInUse.isReferenced(db, v));
}

/** Removes them, one short transaction per version (each re-checked inside it); answers how many. */
export function purgeGridHistory(db: Db, before?: string): number {
  let removed = 0;
  for (const v of savedBefore(db, before)) {
    inTransaction(db, () => {
      if (gridVersionInUse.isReferenced(db, v)) return;
      deleteVersion(db, v.gridId, v.version);
      removed += 1;
    });
  }
  return removed;
}
