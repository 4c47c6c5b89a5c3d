// The booking lists' calls under /rest/booking/list/: each names the functionality of its screen
// ("Customers and bookings" and the occupant reports), parses with the lists' contract and
// answers a page ({items, total}) or the report. The stays tab reads with the customer's right.
import { type Context, Hono } from 'hono';
import { AppError } from '../../errors/app-error';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { bookingList, cancelledList, customerBookings, partnerList } from './lists/booking-lists';
import {
  BOOKING_LIST_STATUSES,
  bookingListCriteriaSchema,
  CANCELLED_LIST_STATUSES,
  customerLookupSchema,
  occupantsCriteriaSchema,
  PARTNER_LIST_STATUSES,
  presenceCriteriaSchema,
  rangeSchema,
} from './lists/contract';
import { customerResume, lookupCustomers } from './lists/customer-resume';
import { birthdays, nationalities, occupantsOn } from './lists/occupants';
import { occupationInformation, occupationReport, rangeOf } from './lists/occupation';
import { presenceList } from './lists/presence-list';
import type { PresenceFilter } from './presence';

/** The :statusId of a list, or 404 for a status the list does not have. */
function statusParam(c: Context, allowed: readonly number[]): number {
  const status = idParam(c, 'statusId');
  if (!allowed.includes(status)) throw new AppError('NOT_FOUND');
  return status;
}

async function presence(c: Context<AppEnv>, defaultFilter: PresenceFilter) {
  const { db, clock } = c.get('deps');
  const criteria = await readJson(c, presenceCriteriaSchema);
  const day = criteria.day ?? clock.today();
  const filter = criteria.filter ?? defaultFilter;
  // today: the screen asks before ticking arrived a stay that starts later.
  return c.json({ ...presenceList(db, { ...criteria, day, filter }), day, filter, today: clock.today() });
}

/** The range of a report's body: blank start today, blank end `days` later. */
async function range(c: Context<AppEnv>, days: number) {
  return rangeOf(await readJson(c, rangeSchema), c.get('deps').clock.today(), days);
}

export function bookingListRoutes() {
  return new Hono<AppEnv>()
    .post('/booking/list/booking/:statusId', allow.to('booking_booking_list', 'read'), async (c) => {
      const status = statusParam(c, BOOKING_LIST_STATUSES);
      return c.json(bookingList(c.get('deps').db, status, await readJson(c, bookingListCriteriaSchema)));
    })
    .post('/booking/list/cancelled/:statusId', allow.to('booking_cancelled_list', 'read'), async (c) => {
      const status = statusParam(c, CANCELLED_LIST_STATUSES);
      return c.json(cancelledList(c.get('deps').db, status, await readJson(c, bookingListCriteriaSchema)));
    })
    .post('/booking/list/partner/:statusId', allow.to('customer_partner_partner_booking_list', 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      const status = statusParam(c, PARTNER_LIST_STATUSES);
      return c.json(partnerList(db, status, clock.today(), await readJson(c, bookingListCriteriaSchema)));
    })
    .post('/booking/list/arrival', allow.to('booking_arrival_list', 'read'), (c) => presence(c, 'arrivalsOnly'))
    .post('/booking/list/departure', allow.to('booking_departure_list', 'read'), (c) => presence(c, 'departuresOnly'))
    .post('/booking/list/customer-lookup', allow.to('customer_partner_customer_resume', 'read'), async (c) => {
      const { q } = await readJson(c, customerLookupSchema);
      return c.json(lookupCustomers(c.get('deps').db, q ?? ''));
    })
    .get('/booking/list/customer-resume/:customerId', allow.to('customer_partner_customer_resume', 'read'), (c) => {
      const { db, clock } = c.get('deps');
      return c.json(customerResume(db, idParam(c, 'customerId'), clock.today()));
    })
    .get('/booking/list/customer-stays/:customerId', allow.to('customer_partner_customer_list', 'read'), (c) =>
      c.json(customerBookings(c.get('deps').db, idParam(c, 'customerId'))),
    )
    .post('/booking/list/occupation', allow.to('occupant_occupation_list', 'read'), async (c) =>
      c.json(occupationReport(c.get('deps').db, await range(c, 13))),
    )
    .post('/booking/list/occupants', allow.to('occupant_occupancy_occupant_list', 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      const criteria = await readJson(c, occupantsCriteriaSchema);
      const day = criteria.day ?? clock.today();
      const filter = criteria.filter ?? 'hereNextNight';
      return c.json({ day, filter, items: occupantsOn(db, day, filter) });
    })
    .post('/booking/list/occupation-information', allow.to('occupant_occupancy_occupant_list', 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      const { day } = await readJson(c, occupantsCriteriaSchema);
      return c.json(occupationInformation(db, day ?? clock.today()));
    })
    .post('/booking/list/birthdays', allow.to('occupant_birthday_list', 'read'), async (c) => {
      const days = await range(c, 6);
      return c.json({ ...days, items: birthdays(c.get('deps').db, days) });
    })
    .post('/booking/list/nationalities', allow.to('occupant_nationality_list', 'read'), async (c) => {
      const days = await range(c, 30);
      return c.json({ ...days, items: nationalities(c.get('deps').db, days) });
    });
}
