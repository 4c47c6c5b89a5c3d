// The reminders sent on a day counted from a date of the booking, each once: the balance at D-10
// and D-5 before its due day, the option relaunch before the option lapses, the pre-stay e-mail
// before arrival. The stamp and the outbox row are written in one transaction.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { runInSteps } from '../../db/steps';
import { inTransaction } from '../../db/transaction';
import type { Job } from '../../jobs/job';
import { eurosText } from '../booking/cancellation-rules';
import type { DocumentKind } from '../document/kinds';
import { addDays } from '../pricing/days';
import { mailBookingEmail } from './booking-mail';
import { jobOutcomeOf, remindEach } from './reminder-steps';
import { BALANCE_REMINDER_DAYS, balanceReminderDue, isDueBefore, OPTION_RELAUNCH_DAYS, PRE_STAY_DAYS } from './rules';
import * as store from './store';

interface DatedReminder {
  readonly kind: DocumentKind;
  /** The bookings that may be due today. */
  candidates(db: Db, today: string): store.ReminderBooking[];
  /** The stamp due today for that booking, if any. */
  due(booking: store.ReminderBooking, today: string): store.Stamp | null;
  fields(booking: store.ReminderBooking, stamp: store.Stamp): Record<string, string>;
}

/** Writes the booking's reminder with its stamp, once: 0 when another run stamped it first. */
function sendDated(db: Db, clock: Clock, reminder: DatedReminder, booking: store.ReminderBooking): number {
  const stamp = reminder.due(booking, clock.today());
  if (!stamp) return 0;
  return inTransaction(db, () => {
    if (!store.stampSent(db, booking.bookingId, stamp, clock.now().toISOString())) return 0;
    mailBookingEmail(db, clock, {
      kind: reminder.kind,
      bookingId: booking.bookingId,
      createdBy: null,
      fields: reminder.fields(booking, stamp),
    });
    return 1;
  });
}

function datedReminderJob(job: Omit<Job, 'run'>, reminder: DatedReminder): Job {
  return {
    ...job,
    async run({ db, clock, progress }) {
      const bookings = reminder.candidates(db, clock.today());
      const send = (booking: store.ReminderBooking) => sendDated(db, clock, reminder, booking);
      return jobOutcomeOf(await runInSteps(remindEach(bookings, send), progress));
    },
  };
}

const balanceDueDay = (b: store.ReminderBooking) => b.balanceDueDate ?? b.startDate;

export const balanceRemindersJob = datedReminderJob(
  { name: 'balance-reminders', label: 'Rappels de solde (J-10 et J-5)', schedule: '0 8 * * *' },
  {
    kind: 'balance',
    candidates: (db, today) => store.reservationsWithBalanceDue(db, today, addDays(today, BALANCE_REMINDER_DAYS.d10)),
    due: (b, today) =>
      balanceReminderDue(
        { dueDate: balanceDueDay(b), balanceCents: b.balanceCents, d10Sent: b.balanceD10Sent, d5Sent: b.balanceD5Sent },
        today,
      ),
    fields: (b, stamp) => ({
      balanceAmount: eurosText(b.balanceCents),
      balanceDueDate: balanceDueDay(b),
      reminder: stamp === 'd5' ? 'J-5' : 'J-10',
    }),
  },
);

export const optionRelaunchJob = datedReminderJob(
  { name: 'option-relaunch', label: 'Relance des options', schedule: '5 8 * * *' },
  {
    kind: 'option_relaunch',
    candidates: (db, today) => store.optionsLapsing(db, today, addDays(today, OPTION_RELAUNCH_DAYS)),
    due: (b, today) =>
      b.optionValidUntil && isDueBefore(b.optionValidUntil, OPTION_RELAUNCH_DAYS, b.optionRelaunchSent, today)
        ? 'optionRelaunch'
        : null,
    fields: (b) => ({ optionValidUntil: b.optionValidUntil ?? '' }),
  },
);

export const preStayJob = datedReminderJob(
  { name: 'pre-stay', label: 'E-mails avant le séjour', schedule: '10 8 * * *' },
  {
    kind: 'pre_stay',
    candidates: (db, today) => store.reservationsArriving(db, today, addDays(today, PRE_STAY_DAYS)),
    due: (b, today) => (isDueBefore(b.startDate, PRE_STAY_DAYS, b.preStaySent, today) ? 'preStay' : null),
    fields: () => ({}),
  },
);
