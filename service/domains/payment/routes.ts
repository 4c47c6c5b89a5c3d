// The payment calls under /rest/payment/: the stay's till, « Encaisser », cancel, edit, refund, and
// a customer's usable credit notes. Read with the booking right, written with its write flag.
import { type Context, Hono } from 'hono';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { paymentCreateSchema, paymentEditSchema, paymentReasonSchema, paymentRefundSchema } from './contract';
import { usableCredits } from './credit-notes';
import { cancelPayment, editPayment, recordPayment, refundPayment } from './service';
import { paymentChoices } from './store';
import { bookingTill } from './till';

const SHEET = 'booking_booking_list';
const writer = (c: Context<AppEnv>) => {
  const { db, clock } = c.get('deps');
  return [db, clock, c.get('session')?.id ?? null] as const;
};

export function paymentRoutes() {
  return new Hono<AppEnv>()
    .get('/payment/booking/:bookingId', allow.to(SHEET, 'read'), (c) =>
      c.json(bookingTill(c.get('deps').db, idParam(c, 'bookingId'), c.get('deps').clock.today())),
    )
    .get('/payment/choices', allow.to(SHEET, 'read'), (c) => c.json(paymentChoices(c.get('deps').db)))
    .get('/payment/credit-note/customer/:customerId', allow.to(SHEET, 'read'), (c) =>
      c.json(usableCredits(c.get('deps').db, idParam(c, 'customerId'), c.get('deps').clock.today())),
    )
    .post('/payment/payment/create', allow.to(SHEET, 'write'), async (c) => {
      const input = await readJson(c, paymentCreateSchema);
      return c.json({ status: 'SAVED', items: recordPayment(...writer(c), input) });
    })
    .post('/payment/payment/:id/cancel', allow.to(SHEET, 'write'), async (c) => {
      const { reason } = await readJson(c, paymentReasonSchema);
      return c.json({ status: 'SAVED', items: cancelPayment(...writer(c), idParam(c), reason) });
    })
    .post('/payment/payment/:id/edit', allow.to(SHEET, 'write'), async (c) => {
      const input = await readJson(c, paymentEditSchema);
      return c.json({ status: 'SAVED', items: editPayment(...writer(c), idParam(c), input) });
    })
    .post('/payment/payment/:id/refund', allow.to(SHEET, 'write'), async (c) => {
      const input = await readJson(c, paymentRefundSchema);
      return c.json({ status: 'SAVED', item: refundPayment(...writer(c), idParam(c), input) });
    });
}
