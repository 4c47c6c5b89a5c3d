// /printing/:mailingConfigurationId/:entityType/:entityId/:languageId: the model's kind printed for
// the record in the language asked (0: the customer's), else French.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { composeBookingDocument } from './compose';
import { bookingInvoicePdf } from './invoice-document';
import { findModelById } from './store';

export interface PrintRequest {
  readonly modelId: number;
  readonly entityType: string;
  readonly entityId: number;
  readonly languageId: number;
}

/** Only bookings have documents so far; another record type is not found. */
export function printDocument(db: Db, clock: Clock, r: PrintRequest): { pdf: Buffer; fileName: string } {
  const model = findModelById(db, r.modelId);
  if (!model || r.entityType !== 'booking') throw new AppError('NOT_FOUND');
  const doc = composeBookingDocument(db, clock, {
    kind: model.kind,
    bookingId: r.entityId,
    ...(r.languageId > 0 ? { languageId: r.languageId } : {}),
  });
  return { pdf: doc.pdf, fileName: doc.fileName };
}

/** What « Imprimer » opens: the model's print, or for the invoice kind the booking's issued invoice. */
export async function printForRecord(
  db: Db,
  clock: Clock,
  r: PrintRequest,
): Promise<{ pdf: Buffer; fileName: string }> {
  if (findModelById(db, r.modelId)?.kind === 'invoice' && r.entityType === 'booking') {
    const invoice = await bookingInvoicePdf(db, r.entityId);
    return { pdf: invoice.content, fileName: invoice.fileName };
  }
  return printDocument(db, clock, r);
}
