// Which reminder a booking is due, as pure functions of the day, the configuration and what was
// already sent (docs/surety.md states the rules in words). No I/O: the store reads, the send writes.
import { daysBetween } from '../pricing/days';
import { CALCUL, type Calcul } from './contract';

/** What the surety screen's e-mails asked so far. */
export interface NoticeFlags {
  readonly isSuretySend: boolean;
  readonly isBalanceSend: boolean;
  readonly isSuretyReminderSend: boolean;
  readonly isBalanceSendReminder: boolean;
}

export interface NoticeSettings {
  readonly calcul: Calcul;
  /** First notice: this many days before arrival. */
  readonly nbdaySurety: number;
  /** Reminder: this many days before arrival. */
  readonly nbdaySuretyReminder: number;
}

/** The parts a booking's notices ask for: a surety in modes 1 and 3, a balance in 2 and 3 while one is owed. */
export function partsOf(calcul: Calcul, balanceCents: number): { surety: boolean; balance: boolean } {
  return {
    surety: calcul === CALCUL.surety || calcul === CALCUL.both,
    balance: (calcul === CALCUL.balance || calcul === CALCUL.both) && balanceCents > 0,
  };
}

export type NoticeList = 'notice' | 'reminder';

/**
 * The list a live reservation arriving on `arrival` falls in: none once arrived or when it owes
 * nothing the mode asks for; the reminder once the reminder offset is reached and every first
 * notice it needs is sent; otherwise the first notice (late ones included, so none is skipped).
 */
export function listOf(
  booking: { arrival: string; balanceCents: number; flags: NoticeFlags },
  settings: NoticeSettings,
  today: string,
): NoticeList | null {
  const parts = partsOf(settings.calcul, booking.balanceCents);
  if (!parts.surety && !parts.balance) return null;
  const daysLeft = daysBetween(today, booking.arrival);
  if (daysLeft < 0) return null;
  const isNoticeSent = (!parts.surety || booking.flags.isSuretySend) && (!parts.balance || booking.flags.isBalanceSend);
  return daysLeft <= settings.nbdaySuretyReminder && isNoticeSent ? 'reminder' : 'notice';
}

/** One e-mail of the surety screen, named by the flag it sets. */
export type NoticeMail = 'surety' | 'balance' | 'suretyReminder' | 'balanceReminder';

/**
 * The e-mails a send writes for a booking of that list: the parts asked and not sent yet; no
 * surety e-mail once a guarantee is held.
 */
export function mailsDue(
  list: NoticeList,
  booking: { balanceCents: number; hasGuarantee: boolean; flags: NoticeFlags },
  calcul: Calcul,
): NoticeMail[] {
  const parts = partsOf(calcul, booking.balanceCents);
  const isSuretyAsked = parts.surety && !booking.hasGuarantee;
  const f = booking.flags;
  const due: [boolean, NoticeMail][] =
    list === 'notice'
      ? [
          [isSuretyAsked && !f.isSuretySend, 'surety'],
          [parts.balance && !f.isBalanceSend, 'balance'],
        ]
      : [
          [isSuretyAsked && !f.isSuretyReminderSend, 'suretyReminder'],
          [parts.balance && !f.isBalanceSendReminder, 'balanceReminder'],
        ];
  return due.filter(([isDue]) => isDue).map(([, mail]) => mail);
}

/** The balance reminders before the balance's due date: at 10 days, at 5 days. */
export const BALANCE_REMINDER_DAYS = { d10: 10, d5: 5 } as const;
export type BalanceReminder = keyof typeof BALANCE_REMINDER_DAYS;

/**
 * The balance reminder due today, while a balance is owed and its due day (else the arrival) has
 * not passed: D-5 from 5 days before, D-10 from 10 days before until D-5 takes over. A booking
 * made after D-10 gets only the reminders still ahead of it.
 */
export function balanceReminderDue(
  booking: { dueDate: string; balanceCents: number; d10Sent: boolean; d5Sent: boolean },
  today: string,
): BalanceReminder | null {
  const daysLeft = daysBetween(today, booking.dueDate);
  if (booking.balanceCents <= 0 || daysLeft < 0) return null;
  if (daysLeft <= BALANCE_REMINDER_DAYS.d5) return booking.d5Sent ? null : 'd5';
  if (daysLeft <= BALANCE_REMINDER_DAYS.d10) return booking.d10Sent ? null : 'd10';
  return null;
}

/** The pre-stay e-mail goes this many days before arrival (the spec's pre-stay mode). */
export const PRE_STAY_DAYS = 10;

/** Whether a day-bound e-mail is due: from `daysBefore` days ahead of `day` until that day, once. */
export function isDueBefore(day: string, daysBefore: number, isSent: boolean, today: string): boolean {
  const daysLeft = daysBetween(today, day);
  return !isSent && daysLeft >= 0 && daysLeft <= daysBefore;
}
