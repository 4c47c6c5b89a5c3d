// The invoice writes under /rest/billing/: invoice a booking (customer or partner bill), a
// down-payment invoice, the cancellation of an invoice. The reads are the bill screens' routes.
import { type Context, Hono } from 'hono';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { downPaymentInvoiceSchema, invoiceCancelSchema, invoiceFromBookingSchema } from './invoice-contract';
import { cancelInvoice, type InvoiceWriter, invoiceBooking, invoiceDownPayment } from './invoice-service';

const BILLS = 'payment_invoice_bill_list';
const writer = (c: Context<AppEnv>): InvoiceWriter => {
  const { db, clock } = c.get('deps');
  return { db, clock, userId: c.get('session')?.id ?? null };
};

export function invoiceRoutes() {
  return new Hono<AppEnv>()
    .post('/billing/invoice/from-booking/:bookingId', allow.to(BILLS, 'write'), async (c) =>
      c.json(invoiceBooking(writer(c), idParam(c, 'bookingId'), await readJson(c, invoiceFromBookingSchema))),
    )
    .post('/billing/invoice/down-payment/:bookingId', allow.to(BILLS, 'write'), async (c) =>
      c.json(invoiceDownPayment(writer(c), idParam(c, 'bookingId'), await readJson(c, downPaymentInvoiceSchema))),
    )
    .post('/billing/invoice/:id/cancel', allow.to(BILLS, 'write'), async (c) => {
      const { reason } = await readJson(c, invoiceCancelSchema);
      return c.json(cancelInvoice(writer(c), idParam(c), reason));
    });
}
