// Writing the surety screen's e-mails (first notice and reminder, surety and balance) for one
// booking: each e-mail (the booking's document model of its kind, filled by the composer) and its
// stamp in one transaction, so it is written once or not at all.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { mailBookingDocument } from '../document';
import type { SuretyConfiguration } from '../module';
import { suretyProvider } from './provider';
import { mailsDue, type NoticeList, type NoticeMail } from './rules';
import { type ReminderBooking, setSuretyAmount, stampSent } from './store';

export interface NoticeContext {
  readonly db: Db;
  readonly clock: Clock;
  /** Who asked; null for a job. */
  readonly userId: number | null;
  readonly config: SuretyConfiguration;
}

/** The surety a booking is asked for: its own once set, else the configuration's. */
export const suretyAmountOf = (booking: ReminderBooking, config: SuretyConfiguration) =>
  booking.suretyCents > 0 ? booking.suretyCents : config.suretyAmountCents;

/** The merge values of a surety e-mail: a fresh link from the provider, the amount fixed on the booking. */
function suretyFields(ctx: NoticeContext, booking: ReminderBooking): Record<string, string> {
  const amountCents = suretyAmountOf(booking, ctx.config);
  const answer = suretyProvider(ctx.config.provider).requestGuarantee(
    ctx.db,
    ctx.clock,
    { bookingId: booking.bookingId, amountCents },
    { publicUrl: ctx.config.publicUrl || null, validityDays: ctx.config.linkValidityDays },
  );
  if ('refusal' in answer) throw new AppError(answer.refusal);
  setSuretyAmount(ctx.db, booking.bookingId, amountCents);
  return { suretyLink: answer.link };
}

function writeNotice(ctx: NoticeContext, booking: ReminderBooking, mail: NoticeMail): void {
  // Stamped first: a concurrent send that stamped it already rolls this whole booking back.
  if (!stampSent(ctx.db, booking.bookingId, mail, ctx.clock.now().toISOString()))
    throw new AppError('SURETY_NOTHING_TO_SEND');
  const isSurety = mail === 'surety' || mail === 'suretyReminder';
  mailBookingDocument(ctx.db, ctx.clock, {
    kind: isSurety ? 'surety' : 'balance',
    bookingId: booking.bookingId,
    createdBy: ctx.userId,
    fields: isSurety ? suretyFields(ctx, booking) : {},
  });
}

/**
 * Writes the booking's e-mails due on that list (the parts not sent yet), all or none: answers
 * how many. Refused with the reason when there is none to write or one cannot be written.
 */
export function sendNotices(ctx: NoticeContext, booking: ReminderBooking, list: NoticeList): number {
  const mails = mailsDue(list, booking, ctx.config.calcul);
  if (mails.length === 0) throw new AppError('SURETY_NOTHING_TO_SEND');
  return inTransaction(ctx.db, () => {
    for (const mail of mails) writeNotice(ctx, booking, mail);
    return mails.length;
  });
}
