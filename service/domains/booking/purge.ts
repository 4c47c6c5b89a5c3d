// Bookings removed for good, with everything that hangs on them (occupancies, occupants,
// animals, vehicles, extras, lines and drafts go by cascade). Not a use case of the sheet, which
// deletes with a reason and keeps the booking for history: only what a tool created and takes
// back, like the demo's `--force`.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { bookings } from './schema';

export function purgeBookings(db: Db, ids: readonly number[]): void {
  // SQLite caps the bound parameters of one statement: a season is purged by slices.
  for (let i = 0; i < ids.length; i += 500) {
    db.delete(bookings)
      .where(inArray(bookings.id, ids.slice(i, i + 500)))
      .run();
  }
}
