// The surety reminder screen's calls (CONTRACT « Surety (deposit guarantee) module »): the two
// lists of a window of arrivals, the send, and the recomputation of the amounts.
import { Hono } from 'hono';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { suretySearchSchema, suretySendSchema } from './contract';
import { recomputeAmounts, searchSuretyLists, sendSuretyNotices } from './service';

const suretyFn = 'customer_partner_surety_list';

export function suretyRoutes() {
  return new Hono<AppEnv>()
    .post('/module/surety/swikly/bookings', allow.to(suretyFn, 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      return c.json(searchSuretyLists(db, clock, await readJson(c, suretySearchSchema)));
    })
    .post('/module/surety/swikly/send', allow.to(suretyFn, 'write'), async (c) => {
      const { db, clock, smtpUrl } = c.get('deps');
      const { bookingIds } = await readJson(c, suretySendSchema);
      return c.json(sendSuretyNotices(db, clock, { userId: c.get('session')?.id ?? null, smtpUrl }, bookingIds));
    })
    .post('/module/surety/booking/calcul', allow.to(suretyFn, 'write'), (c) => {
      const { db, clock } = c.get('deps');
      return c.json(recomputeAmounts(db, clock));
    });
}
