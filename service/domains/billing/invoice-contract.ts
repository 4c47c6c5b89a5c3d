// What crosses the wire when an invoice is issued or cancelled: the bodies and the answer.
import { z } from 'zod';
import { zOptionalIsoDay } from '../../validation';

/** POST billing/invoice/from-booking/:bookingId: the customer bill, or the partner bill (`partner`). */
export const invoiceFromBookingSchema = z.object({
  /** The issue day; the business day when not given. */
  issuedOn: zOptionalIsoDay(),
  /** The due date; else the booking's balance due date, else the issue day. */
  dueDate: zOptionalIsoDay(),
  partner: z.boolean({ error: 'INVALID_TYPE' }).default(false),
});
export type InvoiceFromBooking = z.infer<typeof invoiceFromBookingSchema>;

/** POST billing/invoice/down-payment/:bookingId: the payments of the booking it bills. */
export const downPaymentInvoiceSchema = z.object({
  paymentIds: z
    .array(z.int({ error: 'INVALID_TYPE' }).positive({ error: 'INVALID_TYPE' }), { error: 'REQUIRED' })
    .min(1, { error: 'REQUIRED' })
    .max(50, { error: 'TOO_LONG' }),
  issuedOn: zOptionalIsoDay(),
});
export type DownPaymentInvoice = z.infer<typeof downPaymentInvoiceSchema>;

/** POST billing/invoice/:id/cancel. */
export const invoiceCancelSchema = z.object({
  reason: z
    .string({ error: 'REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'REASON_REQUIRED' })
    .max(200, { error: 'TOO_LONG' }),
});

/** The answer of every invoice write: the invoice written and its number. */
export interface InvoiceIssued {
  id: number;
  number: string;
}
