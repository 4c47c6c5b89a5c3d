// The invoice kind is the issued invoice itself: its legal PDF (numbered, frozen, with the French
// mentions) is what the guest receives or the desk prints, never the model's text printed under
// the title « Facture ». The model still writes the e-mail's subject and body.
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { invoicePdf, liveBookingInvoice } from '../billing';

export interface DocumentPdf {
  readonly fileName: string;
  readonly content: Buffer;
}

/** The booking's live invoice as a PDF, or the catalogue's refusal while the stay is not billed. */
export async function bookingInvoicePdf(db: Db, bookingId: number): Promise<DocumentPdf> {
  const invoice = liveBookingInvoice(db, bookingId);
  if (!invoice) throw new AppError('DOCUMENT_INVOICE_MISSING');
  const { number, pdf } = await invoicePdf(db, invoice.id);
  return { fileName: `facture-${number}.pdf`, content: pdf };
}
