// The reminders sent for a booking (one row per booking, a column per e-mail, stamped when it was
// written to the outbox) and the guarantee links e-mailed to guests. A stamp is set in the same
// transaction as its outbox row: a reminder is written once, whoever or whatever asked for it.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, instant } from '../../db/columns';
import { bookings } from '../booking/schema';
import { payments } from '../payment/schema';

export const bookingReminders = sqliteTable('booking_reminders', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** The surety screen's four e-mails (first notice and reminder, surety and balance). */
  suretySentAt: instant('surety_sent_at'),
  suretyReminderSentAt: instant('surety_reminder_sent_at'),
  balanceSentAt: instant('balance_sent_at'),
  balanceReminderSentAt: instant('balance_reminder_sent_at'),
  /** The jobs' own: the balance reminders at D-10 and D-5, the option relaunch, the pre-stay e-mail. */
  balanceD10SentAt: instant('balance_d10_sent_at'),
  balanceD5SentAt: instant('balance_d5_sent_at'),
  optionRelaunchSentAt: instant('option_relaunch_sent_at'),
  preStaySentAt: instant('pre_stay_sent_at'),
  /** Why the last send from the surety screen wrote nothing for it (the row's error); null once one went. */
  lastError: text('last_error'),
});

/** A guarantee asked of a guest through a link: the link's token names this row and is signed. */
export const suretyRequests = sqliteTable(
  'surety_requests',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The last day the link opens. */
    validUntil: text('valid_until').notNull(),
    createdAt: instant('created_at').notNull(),
    /** When the guest recorded the guarantee, and the guarantee payment it made: the link is spent. */
    recordedAt: instant('recorded_at'),
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [index('surety_requests_booking_idx').on(t.bookingId)],
);
