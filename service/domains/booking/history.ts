// A booking's history and version: every write of a booking goes through recordChange, which
// moves the booking to its next version (who and when) and appends what happened. The sheet's save
// names the version it was opened at, so a save over a newer one is refused (no last-writer-wins).
import { eq, sql } from 'drizzle-orm';
import type { HistoryEvent } from './contract';
import type { Writer } from './save';
import { bookingHistory, bookings } from './schema';

export interface HistoryEntry {
  event: HistoryEvent;
  /** One French line, as the history tab lists it. */
  summary: string;
  /** Fields before and after, prices before and after, the price choice taken… */
  detail?: Record<string, unknown>;
}

/** Bumps the booking's version (stamped with the writer and the time) and appends the entry. */
export function recordChange(w: Writer, bookingId: number, entry: HistoryEntry): number {
  const at = w.clock.now().toISOString();
  const row = w.db
    .update(bookings)
    .set({ version: sql`${bookings.version} + 1`, updatedBy: w.userId, updatedAt: at })
    .where(eq(bookings.id, bookingId))
    .returning({ version: bookings.version })
    .get();
  if (!row) return 0;
  w.db
    .insert(bookingHistory)
    .values({
      bookingId,
      at,
      userId: w.userId,
      event: entry.event,
      summary: entry.summary,
      detail: JSON.stringify(entry.detail ?? {}),
      version: row.version,
    })
    .run();
  return row.version;
}
