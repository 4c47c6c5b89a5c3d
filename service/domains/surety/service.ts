// The surety reminder screen's use cases: the two lists of a window of arrivals, the send of the
// e-mails due for chosen bookings, and the recomputation of the amounts they ask.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { type ErrorCode, errorMessage } from '../../errors/catalogue';
import { transportOrFail } from '../mail/transport';
import { activeSuretyConfiguration, type SuretyConfiguration } from '../module';
import type { SuretyCalculAnswer, SuretyLists, SuretyRow, SuretySearch, SuretySendAnswer } from './contract';
import { sendNotices, suretyAmountOf } from './notices';
import { suretyProvider } from './provider';
import { listOf, partsOf } from './rules';
import * as store from './store';

function rowOf(db: Db, clock: Clock, b: store.ReminderBooking, config: SuretyConfiguration): SuretyRow {
  return {
    bookingId: b.bookingId,
    bookingCode: b.bookingCode,
    customerId: b.customerId,
    customerName: b.customerName,
    startDate: b.startDate,
    endDate: b.endDate,
    statusId: b.statusId,
    suretyAmount: suretyAmountOf(b, config),
    balanceAmount: b.balanceCents,
    ...b.flags,
    error: b.lastError,
    guaranteeStatus: suretyProvider(config.provider).statusOf(db, clock, b.bookingId),
  };
}

/** The live reservations arriving in the window, split into first notices and reminders. */
export function searchSuretyLists(db: Db, clock: Clock, window: SuretySearch): SuretyLists {
  const config = activeSuretyConfiguration(db);
  const lists: SuretyLists = { suretyList: [], suretyReminderList: [] };
  for (const booking of store.reservationsArriving(db, window.startDate, window.endDate)) {
    const list = listOf({ arrival: booking.startDate, ...booking }, config, clock.today());
    if (list === 'notice') lists.suretyList.push(rowOf(db, clock, booking, config));
    if (list === 'reminder') lists.suretyReminderList.push(rowOf(db, clock, booking, config));
  }
  return lists;
}

const codeOf = (error: unknown): ErrorCode => {
  if (error instanceof AppError) return error.code;
  throw error;
};

/** Writes one booking's e-mails due today; answers how many, or the reason none was written. */
function sendOne(
  db: Db,
  clock: Clock,
  userId: number | null,
  config: SuretyConfiguration,
  bookingId: number,
): { sent: number; code: ErrorCode | null } {
  const booking = store.liveReservation(db, bookingId);
  const list = booking && listOf({ arrival: booking.startDate, ...booking }, config, clock.today());
  if (!booking) return { sent: 0, code: 'SURETY_NOT_A_RESERVATION' };
  if (!list) return { sent: 0, code: 'SURETY_NOTHING_TO_SEND' };
  try {
    const sent = sendNotices({ db, clock, userId, config }, booking, list);
    store.keepSendError(db, bookingId, null);
    return { sent, code: null };
  } catch (error) {
    const code = codeOf(error);
    store.keepSendError(db, bookingId, errorMessage(code));
    return { sent: 0, code };
  }
}

/**
 * « Envoyer l'e-mail »: for each booking, its e-mails due written to the outbox with their
 * stamps (each booking on its own: one failing leaves the others sent). Refused with the reason
 * when none was written (each row keeps its own), and at once when no mail server is named.
 */
export function sendSuretyNotices(
  db: Db,
  clock: Clock,
  sender: { userId: number | null; smtpUrl: string | undefined },
  bookingIds: number[],
): SuretySendAnswer {
  // With no mail server named, « E-mail envoyé » would be untrue: the e-mails would wait, going stale.
  transportOrFail(db, sender.smtpUrl);
  const userId = sender.userId;
  const config = activeSuretyConfiguration(db);
  const outcomes = [...new Set(bookingIds)].map((id) => sendOne(db, clock, userId, config, id));
  const sentCount = outcomes.reduce((sum, o) => sum + o.sent, 0);
  if (sentCount === 0) {
    const codes = new Set(outcomes.map((o) => o.code ?? 'EMAILS_NOT_SENT'));
    const [only] = codes;
    throw new AppError(codes.size === 1 && only ? only : 'EMAILS_NOT_SENT');
  }
  const rows = bookingIds.flatMap((id) => {
    const booking = store.liveReservation(db, id);
    return booking ? [rowOf(db, clock, booking, config)] : [];
  });
  return { status: 'SENT', sentCount, rows };
}

/**
 * Recomputes what the upcoming live reservations ask: the surety (the configuration's amount, none
 * in balance mode) of those whose surety e-mail has not gone yet (a sent one keeps the amount it
 * announced). The balance still owed is read afresh wherever it is shown: the booking's
 * `balance_cents` is its payment schedule's, written by its save, and stays so.
 */
export function recomputeAmounts(db: Db, clock: Clock): SuretyCalculAnswer {
  const config = activeSuretyConfiguration(db);
  const upcoming = store.reservationsArriving(db, clock.today(), null);
  return inTransaction(db, () => {
    for (const b of upcoming) {
      const isAsked = partsOf(config.calcul, b.balanceCents).surety;
      if (!b.flags.isSuretySend) store.setSuretyAmount(db, b.bookingId, isAsked ? config.suretyAmountCents : 0);
    }
    return { status: 'SAVED', count: upcoming.length };
  });
}
