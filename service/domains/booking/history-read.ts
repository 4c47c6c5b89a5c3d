// A booking's history as the sheet's tab and the technical events journal read it: its entries
// newest first, each with its user's name (« Système » for a job, an import or the demo).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { users } from '../security';
import type { HistoryEvent } from './contract';
import type { HistoryDetail, HistoryEntryDto } from './history-contract';
import { bookingHistory } from './schema';
import { findBooking } from './store';

export const SYSTEM_USER_NAME = 'Système';

export function readHistory(db: Db, bookingId: number): HistoryEntryDto[] {
  if (!findBooking(db, bookingId)) throw new AppError('NOT_FOUND');
  return db
    .select({
      id: bookingHistory.id,
      at: bookingHistory.at,
      userId: bookingHistory.userId,
      userName: users.name,
      event: bookingHistory.event,
      summary: bookingHistory.summary,
      detail: bookingHistory.detail,
      version: bookingHistory.version,
    })
    .from(bookingHistory)
    .leftJoin(users, eq(users.id, bookingHistory.userId))
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(desc(bookingHistory.id))
    .all()
    .map((r) => ({
      ...r,
      userName: r.userId === null ? SYSTEM_USER_NAME : (r.userName ?? `Utilisateur n° ${r.userId}`),
      // Written by recordChange from the contract's events and a JSON object, never by hand.
      event: r.event as HistoryEvent,
      detail: JSON.parse(r.detail) as HistoryDetail,
    }));
}
