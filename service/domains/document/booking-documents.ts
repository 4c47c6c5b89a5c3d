// The documents a booking sheet offers: for each kind, the model that would be used for this
// booking's customer (their language, else French), which « Imprimer » opens and « Envoyer » mails.
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { loadBooking } from '../booking';
import { customerOfBooking } from '../customer';
import { modelFor } from './compose';
import type { BookingDocumentChoice } from './contract';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from './kinds';

export function bookingDocumentChoices(db: Db, bookingId: number): BookingDocumentChoice[] {
  const booking = loadBooking(db, bookingId);
  if (!booking) throw new AppError('NOT_FOUND');
  const languageId = customerOfBooking(db, booking.customerId)?.languageId ?? null;
  return DOCUMENT_KINDS.flatMap((kind) => {
    try {
      const model = modelFor(db, kind, languageId);
      return [{ kind, label: DOCUMENT_KIND_LABELS[kind], modelId: model.id, languageId: model.languageId }];
    } catch {
      // A kind whose models were all removed is not offered.
      return [];
    }
  });
}
