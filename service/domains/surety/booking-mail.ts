// The one door the reminders write their e-mails through. Until the document models arrive it
// writes a plain e-mail naming the document; then it hands over to the models' composer.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { AppError } from '../../errors/app-error';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../document/kinds';
import { enqueueMail } from '../mail/outbox';
import { escapeHtml } from './html-text';

export interface BookingMail {
  readonly kind: DocumentKind;
  readonly bookingId: number;
  /** The user who asked; null for a job. */
  readonly createdBy: number | null;
  /** Merge values the caller adds (the guarantee link, which reminder it is). */
  readonly fields?: Record<string, string>;
}

/** Writes the booking's e-mail of that kind to the outbox (inside the caller's transaction): its id. */
export function mailBookingEmail(db: Db, clock: Clock, mail: BookingMail): number {
  const booking = statement(
    db,
    `SELECT b.code AS code, b.customer_id AS customerId, c.email AS email
     FROM bookings b JOIN customers c ON c.id = b.customer_id WHERE b.id = ?`,
  ).get(mail.bookingId) as { code: string | null; customerId: number; email: string | null } | undefined;
  if (!booking) throw new AppError('NOT_FOUND');
  if (!booking.email) throw new AppError('RECIPIENT_EMAIL_REQUIRED');
  const lines = Object.entries(mail.fields ?? {}).map(([k, v]) => `<p>${escapeHtml(k)} : ${escapeHtml(v)}</p>`);
  return enqueueMail(db, clock.now().toISOString(), {
    kind: mail.kind,
    to: [booking.email],
    subject: `${DOCUMENT_KIND_LABELS[mail.kind]} — séjour ${booking.code ?? ''}`.trim(),
    html: `<p>${escapeHtml(DOCUMENT_KIND_LABELS[mail.kind])}</p>${lines.join('')}`,
    entityType: 'booking',
    entityId: mail.bookingId,
    customerId: booking.customerId,
    createdBy: mail.createdBy,
  });
}
