// How every reminder job walks its bookings: one short transaction per booking (its e-mails and
// their stamps), the event loop handed back between bookings, and a booking that cannot be
// written to (no e-mail address…) counted and named rather than stopping the run.
import type { Db } from '../../db/connection';
import type { Step } from '../../db/steps';
import { AppError } from '../../errors/app-error';
import { errorMessage } from '../../errors/catalogue';
import type { JobOutcome } from '../../jobs/job';
import { effectiveTransport } from '../mail/transport';
import type { ReminderBooking } from './store';

export interface RemindOutcome {
  sent: number;
  failed: { bookingCode: string; reason: string }[];
}

/** Calls `send` for each booking (it answers how many e-mails it wrote), one step each. */
export function* remindEach(
  bookings: readonly ReminderBooking[],
  send: (booking: ReminderBooking) => number,
): Generator<Step, RemindOutcome> {
  const outcome: RemindOutcome = { sent: 0, failed: [] };
  for (const [i, booking] of bookings.entries()) {
    try {
      outcome.sent += send(booking);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.failed.push({ bookingCode: booking.bookingCode, reason: errorMessage(error.code) });
    }
    yield { done: i + 1, total: bookings.length };
  }
  return outcome;
}

/** « 3 e-mail(s) écrit(s) », and the bookings left out, which make the run a warning. */
export function jobOutcomeOf(outcome: RemindOutcome): JobOutcome {
  const failed = outcome.failed.length;
  const left = failed ? `, ${failed} séjour(s) en erreur (${outcome.failed.map((f) => f.bookingCode).join(', ')})` : '';
  return { summary: `${outcome.sent} e-mail(s) écrit(s)${left}`, detail: { ...outcome }, isWarning: failed > 0 };
}

/**
 * Why a reminder job writes nothing today: no mail server named (reminders written now would all
 * leave, stale, the day one is set), or its switch (a preference, the module) off. Null when it may write.
 */
export function reminderHold(
  db: Db,
  smtpUrl: string | undefined,
  preference?: { label: string; isOn: boolean },
): JobOutcome | null {
  if (!effectiveTransport(db, smtpUrl))
    return { summary: 'aucun serveur e-mail configuré : aucune relance écrite', isWarning: true };
  if (preference && !preference.isOn) return { summary: `« ${preference.label} » désactivé : aucun e-mail écrit` };
  return null;
}
