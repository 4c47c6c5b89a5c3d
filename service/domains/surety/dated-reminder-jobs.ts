// The reminders sent on a day counted from a date of the booking, each once and each switched by
// its booking preference: the balance at D-10 and D-5 before its due day (the arrival when it has
// none), the option relaunch before the option lapses, the pre-stay e-mail before arrival. The
// stamp and the outbox row (the composer's e-mail of the kind) are written in one transaction.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { runInSteps } from '../../db/steps';
import { inTransaction } from '../../db/transaction';
import type { Job } from '../../jobs/job';
import { type DocumentKind, mailBookingDocument } from '../document';
import { readPreference } from '../preference';
import { addDays } from '../pricing/days';
import { jobOutcomeOf, remindEach, reminderHold } from './reminder-steps';
import { BALANCE_REMINDER_DAYS, balanceReminderDue, isDueBefore, PRE_STAY_DAYS } from './rules';
import * as store from './store';

/** One run's plan: whether its preference is on, the bookings that may be due, the stamp due for each. */
interface DatedPlan {
  readonly preference: { label: string; isOn: boolean };
  readonly bookings: () => store.ReminderBooking[];
  readonly due: (booking: store.ReminderBooking) => store.Stamp | null;
}

/** Writes the booking's reminder with its stamp, once: 0 when another run stamped it first. */
function sendDated(db: Db, clock: Clock, kind: DocumentKind, stamp: store.Stamp, bookingId: number): number {
  return inTransaction(db, () => {
    if (!store.stampSent(db, bookingId, stamp, clock.now().toISOString())) return 0;
    mailBookingDocument(db, clock, { kind, bookingId, createdBy: null });
    return 1;
  });
}

function datedReminderJob(job: Omit<Job, 'run'>, kind: DocumentKind, plan: (db: Db, today: string) => DatedPlan): Job {
  return {
    ...job,
    async run({ db, clock, smtpUrl, progress }) {
      const { preference, bookings, due } = plan(db, clock.today());
      const hold = reminderHold(db, smtpUrl, preference);
      if (hold) return hold;
      const send = (booking: store.ReminderBooking) => {
        const stamp = due(booking);
        return stamp ? sendDated(db, clock, kind, stamp, booking.bookingId) : 0;
      };
      return jobOutcomeOf(await runInSteps(remindEach(bookings(), send), progress));
    },
  };
}

export const balanceRemindersJob = datedReminderJob(
  { name: 'balance-reminders', label: 'Rappels de solde (J-10 et J-5)', schedule: '0 8 * * *' },
  'balance',
  (db, today) => ({
    preference: { label: 'Rappels de solde par e-mail', isOn: readPreference(db, 'booking').balanceReminders },
    bookings: () => store.reservationsWithBalanceDue(db, today, addDays(today, BALANCE_REMINDER_DAYS.d10)),
    due: (b) =>
      balanceReminderDue(
        {
          dueDate: b.balanceDueDate ?? b.startDate,
          balanceCents: b.balanceCents,
          d10Sent: b.balanceD10Sent,
          d5Sent: b.balanceD5Sent,
        },
        today,
      ),
  }),
);

export const optionRelaunchJob = datedReminderJob(
  { name: 'option-relaunch', label: 'Relance des options', schedule: '5 8 * * *' },
  'option_relaunch',
  (db, today) => {
    const options = readPreference(db, 'booking/option');
    const days = options.relaunchDaysBeforeExpiry;
    return {
      preference: { label: "Relancer l'option par e-mail", isOn: options.relaunchByEmail },
      bookings: () => store.optionsLapsing(db, today, addDays(today, days)),
      due: (b) =>
        b.optionValidUntil && isDueBefore(b.optionValidUntil, days, b.optionRelaunchSent, today)
          ? 'optionRelaunch'
          : null,
    };
  },
);

export const preStayJob = datedReminderJob(
  { name: 'pre-stay', label: 'E-mails avant le séjour', schedule: '10 8 * * *' },
  'pre_stay',
  (db, today) => ({
    preference: { label: 'E-mail avant le séjour (J-10)', isOn: readPreference(db, 'booking').preStayEmail },
    bookings: () => store.reservationsArriving(db, today, addDays(today, PRE_STAY_DAYS)),
    due: (b) => (isDueBefore(b.startDate, PRE_STAY_DAYS, b.preStaySent, today) ? 'preStay' : null),
  }),
);
