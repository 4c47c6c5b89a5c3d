// A booking's history and version: every write of a booking goes through recordChange, which
// moves the booking to its next version (who and when) and appends what happened. The sheet's save
// names the version it was opened at, so a save over a newer one is refused (no last-writer-wins).
import { insertRow, statement } from '../../db/statements';
import type { HistoryEvent } from './contract';
import type { Writer } from './save';
import { bookingHistory } from './schema';

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
  // On the statement cache: every write of a booking passes here.
  const version = statement(
    w.db,
    'UPDATE bookings SET version = version + 1, updated_by = ?, updated_at = ? WHERE id = ? RETURNING version',
  )
    .pluck()
    .get(w.userId, at, bookingId) as number | undefined;
  if (version === undefined) return 0;
  insertRow(w.db, bookingHistory, {
    bookingId,
    at,
    userId: w.userId,
    event: entry.event,
    summary: entry.summary,
    detail: JSON.stringify(entry.detail ?? {}),
    version,
  });
  return version;
}
