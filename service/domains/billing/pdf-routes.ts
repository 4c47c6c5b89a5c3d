// The printed invoice: GET /rest/billing/invoice/:id/pdf, read with the bill list's right, shown
// inline under the invoice's number.
import { Hono } from 'hono';
import { idParam } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { invoicePdf } from './invoice-pdf';

/** A file name made of the number's own characters (prefixes are letters, digits and dashes). */
const fileName = (number: string) => `${number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;

export function invoicePdfRoutes() {
  return new Hono<AppEnv>().get(
    '/billing/invoice/:id/pdf',
    allow.to('payment_invoice_bill_list', 'read'),
    async (c) => {
      const { number, pdf } = await invoicePdf(c.get('deps').db, idParam(c));
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${fileName(number)}"`,
      });
    },
  );
}
