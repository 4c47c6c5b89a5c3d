// The reads and writes of the reminders: live bookings with what they owe and what was sent, and
// the stamps set as each e-mail is written. Plain prepared SQL over indexed columns.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { BOOKING_KIND } from '../booking/contract';
import type { NoticeFlags } from './rules';

/** A live booking as the reminders see it. balanceCents: what is still owed (total − VACAF aid − paid). */
export interface ReminderBooking {
  bookingId: number;
  bookingCode: string;
  customerId: number;
  customerName: string;
  startDate: string;
  endDate: string;
  statusId: number;
  suretyCents: number;
  balanceCents: number;
  balanceDueDate: string | null;
  optionValidUntil: string | null;
  /** A guarantee is held (a standing guarantee payment), whoever recorded it. */
  hasGuarantee: boolean;
  /** Why the surety screen's last send wrote nothing for it. */
  lastError: string | null;
  flags: NoticeFlags;
  balanceD10Sent: boolean;
  balanceD5Sent: boolean;
  optionRelaunchSent: boolean;
  preStaySent: boolean;
}

const customerNameSql = `CASE WHEN c.is_legal_entity = 1 AND c.company_name IS NOT NULL THEN c.company_name
  ELSE trim(coalesce(c.last_name, '') || ' ' || coalesce(c.first_name, '')) END`;

const selectSql = `
SELECT b.id AS bookingId, coalesce(b.code, '') AS bookingCode, b.customer_id AS customerId,
  coalesce(${customerNameSql}, '') AS customerName, b.start_date AS startDate, b.end_date AS endDate,
  b.kind AS statusId, b.surety_cents AS suretyCents,
  max(b.total_cents - b.vacaf_aid_cents - b.paid_cents, 0) AS balanceCents,
  b.balance_due_date AS balanceDueDate, b.option_valid_until AS optionValidUntil,
  EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.is_guarantee = 1 AND p.cancels_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM payments x WHERE x.cancels_id = p.id)) AS hasGuarantee,
  r.surety_sent_at IS NOT NULL AS isSuretySend, r.balance_sent_at IS NOT NULL AS isBalanceSend,
  r.surety_reminder_sent_at IS NOT NULL AS isSuretyReminderSend,
  r.balance_reminder_sent_at IS NOT NULL AS isBalanceSendReminder,
  r.balance_d10_sent_at IS NOT NULL AS balanceD10Sent, r.balance_d5_sent_at IS NOT NULL AS balanceD5Sent,
  r.option_relaunch_sent_at IS NOT NULL AS optionRelaunchSent, r.pre_stay_sent_at IS NOT NULL AS preStaySent,
  r.last_error AS lastError
FROM bookings b
JOIN customers c ON c.id = b.customer_id
LEFT JOIN booking_reminders r ON r.booking_id = b.id`;

type Bits =
  | keyof NoticeFlags
  | 'hasGuarantee'
  | 'balanceD10Sent'
  | 'balanceD5Sent'
  | 'optionRelaunchSent'
  | 'preStaySent';
type RawRow = Omit<ReminderBooking, Bits | 'flags'> & Record<Bits, number>;

function toBooking(r: RawRow): ReminderBooking {
  return {
    ...r,
    hasGuarantee: r.hasGuarantee === 1,
    flags: {
      isSuretySend: r.isSuretySend === 1,
      isBalanceSend: r.isBalanceSend === 1,
      isSuretyReminderSend: r.isSuretyReminderSend === 1,
      isBalanceSendReminder: r.isBalanceSendReminder === 1,
    },
    balanceD10Sent: r.balanceD10Sent === 1,
    balanceD5Sent: r.balanceD5Sent === 1,
    optionRelaunchSent: r.optionRelaunchSent === 1,
    preStaySent: r.preStaySent === 1,
  };
}

const live = `b.state = 'NORMAL'`;

/** Live reservations arriving from `from` to `to` (no end when null), in arrival order. */
export function reservationsArriving(db: Db, from: string, to: string | null): ReminderBooking[] {
  const rows = statement(
    db,
    `${selectSql} WHERE ${live} AND b.kind = ${BOOKING_KIND.reservation}
       AND b.start_date >= ? AND (? IS NULL OR b.start_date <= ?)
     ORDER BY b.start_date, b.code`,
  ).all(from, to, to) as RawRow[];
  return rows.map(toBooking);
}

/** One live reservation, or none (cancelled, deleted, not a reservation). */
export function liveReservation(db: Db, bookingId: number): ReminderBooking | undefined {
  const row = statement(db, `${selectSql} WHERE ${live} AND b.kind = ${BOOKING_KIND.reservation} AND b.id = ?`).get(
    bookingId,
  ) as RawRow | undefined;
  return row && toBooking(row);
}

/** Live reservations with a balance still owed whose due day (else arrival) is from `from` to `to`. */
export function reservationsWithBalanceDue(db: Db, from: string, to: string): ReminderBooking[] {
  const rows = statement(
    db,
    `${selectSql} WHERE ${live} AND b.kind = ${BOOKING_KIND.reservation}
       AND coalesce(b.balance_due_date, b.start_date) BETWEEN ? AND ?
       AND b.total_cents - b.vacaf_aid_cents - b.paid_cents > 0
     ORDER BY b.start_date, b.code`,
  ).all(from, to) as RawRow[];
  return rows.map(toBooking);
}

/** Live options lapsing from `from` to `to`. */
export function optionsLapsing(db: Db, from: string, to: string): ReminderBooking[] {
  const rows = statement(
    db,
    `${selectSql} WHERE ${live} AND b.kind = ${BOOKING_KIND.option} AND b.option_valid_until BETWEEN ? AND ?
     ORDER BY b.option_valid_until, b.code`,
  ).all(from, to) as RawRow[];
  return rows.map(toBooking);
}

/** The reminder stamps, by column. */
export const STAMPS = {
  surety: 'surety_sent_at',
  suretyReminder: 'surety_reminder_sent_at',
  balance: 'balance_sent_at',
  balanceReminder: 'balance_reminder_sent_at',
  d10: 'balance_d10_sent_at',
  d5: 'balance_d5_sent_at',
  optionRelaunch: 'option_relaunch_sent_at',
  preStay: 'pre_stay_sent_at',
} as const;
export type Stamp = keyof typeof STAMPS;

/**
 * Stamps an e-mail as written, in the caller's transaction. Answers false when it was already
 * stamped: the caller then rolls its outbox row back, so a race never sends twice.
 */
export function stampSent(db: Db, bookingId: number, stamp: Stamp, at: string): boolean {
  const column = STAMPS[stamp];
  statement(db, 'INSERT INTO booking_reminders (booking_id) VALUES (?) ON CONFLICT (booking_id) DO NOTHING').run(
    bookingId,
  );
  const changed = statement(
    db,
    `UPDATE booking_reminders SET ${column} = ? WHERE booking_id = ? AND ${column} IS NULL`,
  ).run(at, bookingId);
  return changed.changes === 1;
}

/** Keeps why the last send wrote nothing for the booking (null clears it). */
export function keepSendError(db: Db, bookingId: number, error: string | null): void {
  statement(
    db,
    `INSERT INTO booking_reminders (booking_id, last_error) VALUES (?, ?)
     ON CONFLICT (booking_id) DO UPDATE SET last_error = excluded.last_error`,
  ).run(bookingId, error);
}

/** Fixes the surety a booking is asked for (written with its first notice). */
export function setSuretyAmount(db: Db, bookingId: number, suretyCents: number): void {
  statement(db, 'UPDATE bookings SET surety_cents = ? WHERE id = ?').run(suretyCents, bookingId);
}
