// Bookings removed for good, with everything that hangs on them (occupancies, occupants,
// animals, vehicles, extras, lines and drafts go by cascade). Not a use case of the sheet, which
// deletes with a reason and keeps the booking for history: only what a tool created and takes
// back, like the demo's `--force`. A booking that money rows name (payments, invoices, credit
// notes: append-only, never deleted) or an import names stays.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { bookings } from './schema';

/** The tables whose rows name a booking without going with it. */
const HOLDERS = ['payments', 'invoices', 'credit_notes', 'booking_imports'] as const;

/** Which of these bookings a money row or an import names. */
function heldBookings(db: Db, slice: readonly number[]): Set<number> {
  const marks = slice.map(() => '?').join(',');
  const query = HOLDERS.map((t) => `SELECT booking_id AS id FROM ${t} WHERE booking_id IN (${marks})`).join(' UNION ');
  const rows = db.$client.prepare(query).all(...HOLDERS.flatMap(() => slice)) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/** Deletes the bookings no money row nor import names; answers those kept. */
export function purgeBookings(db: Db, ids: readonly number[]): { kept: number[] } {
  const kept: number[] = [];
  // SQLite caps the bound parameters of one statement: a season is purged by slices.
  for (let i = 0; i < ids.length; i += 200) {
    const slice = ids.slice(i, i + 200);
    const held = heldBookings(db, slice);
    kept.push(...slice.filter((id) => held.has(id)));
    const gone = slice.filter((id) => !held.has(id));
    if (gone.length) db.delete(bookings).where(inArray(bookings.id, gone)).run();
  }
  return { kept };
}

/**
 * For a tool that records a past season at once (the demo): the held stays of these bookings
 * begun by `today` are marked arrived, those ended by then gone too (arrived before gone),
 * at 15:00 and 11:00 UTC of their days.
 */
export function settlePastStays(db: Db, ids: readonly number[], today: string): void {
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    const marks = slice.map(() => '?').join(',');
    db.$client
      .prepare(
        `UPDATE occupancies SET is_arrived = 1, arrived_at = start_date || 'T15:00:00.000Z'
          WHERE holds_place = 1 AND start_date <= ? AND booking_id IN (${marks})`,
      )
      .run(today, ...slice);
    db.$client
      .prepare(
        `UPDATE occupancies SET is_gone = 1, gone_at = end_date || 'T11:00:00.000Z'
          WHERE holds_place = 1 AND is_arrived = 1 AND end_date <= ? AND booking_id IN (${marks})`,
      )
      .run(today, ...slice);
  }
}
