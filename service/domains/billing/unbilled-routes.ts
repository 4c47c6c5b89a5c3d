// The unbilled bookings' calls under /rest/billing/unbilled/: the reservations to invoice
// (« Documents non facturés »), and the system tool listing the unbilled bookings whose stored
// amounts disagree with their rows and updating the ones chosen (write right).
import { Hono } from 'hono';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { unbilledSearchSchema, updateUnbilledSchema } from './read-contract';
import { searchUnbilled, staleUnbilled, updateUnbilled } from './unbilled';

export function unbilledRoutes() {
  return new Hono<AppEnv>()
    .post('/billing/unbilled/search', allow.to('payment_invoice_unbilled_document_list', 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      return c.json(searchUnbilled(db, await readJson(c, unbilledSearchSchema), clock.today()));
    })
    .get('/billing/unbilled/stale', allow.to('system_update_unbilled_bookings', 'read'), (c) =>
      c.json(staleUnbilled(c.get('deps').db)),
    )
    .post('/billing/unbilled/update', allow.to('system_update_unbilled_bookings', 'write'), async (c) => {
      const { db, clock } = c.get('deps');
      const { bookingIds } = await readJson(c, updateUnbilledSchema);
      const userId = c.get('session')?.id ?? 0;
      return c.json(updateUnbilled(db, clock, userId, bookingIds));
    });
}
