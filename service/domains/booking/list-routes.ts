// The booking lists' calls under /rest/booking/list/: each names the functionality of its screen
// ("Customers and bookings" and the occupant reports), parses with the lists' contract and
// answers a page ({items, total}) or the report. The stays tab reads with the customer's right.
// Each list's `/document` answers its CSV export ({filters}: the criteria shown) with the export right.
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { idParam, parse, readJson } from '../../http/body';
import { csvFile, toCsv } from '../../http/entity/csv';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { bookingList, cancelledList, customerBookings, partnerList } from './lists/booking-lists';
import {
  BOOKING_LIST_STATUSES,
  bookingListCriteriaSchema,
  CANCELLED_LIST_STATUSES,
  customerLookupSchema,
  LIST_EXPORT_LIMIT,
  listExportSchema,
  occupantsCriteriaSchema,
  PARTNER_LIST_STATUSES,
  presenceCriteriaSchema,
  rangeSchema,
} from './lists/contract';
import {
  birthdayCsv,
  bookingCsv,
  cancellationCsv,
  nationalityCsv,
  occupantCsv,
  occupationCsv,
  presenceCsv,
} from './lists/csv-columns';
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

/** A list's criteria: the body itself for its page, the body's `filters` for its export (every row). */
async function criteriaOf<S extends z.ZodType>(c: Context, schema: S, isExport: boolean): Promise<z.infer<S>> {
  if (!isExport) return readJson(c, schema);
  const { filters } = await readJson(c, listExportSchema);
  // Every row, whatever page the screen shows: the export limit instead of the page size's.
  return Object.assign({}, parse(schema, filters), { page: 1, pageSize: LIST_EXPORT_LIMIT });
}

const presenceLists = {
  arrival: { title: 'Arrivées', defaultFilter: 'arrivalsOnly' },
  departure: { title: 'Départs', defaultFilter: 'departuresOnly' },
} as const satisfies Record<string, { title: string; defaultFilter: PresenceFilter }>;

async function presence(c: Context<AppEnv>, movement: keyof typeof presenceLists, isExport: boolean) {
  const { db, clock } = c.get('deps');
  const criteria = await criteriaOf(c, presenceCriteriaSchema, isExport);
  const day = criteria.day ?? clock.today();
  const filter = criteria.filter ?? presenceLists[movement].defaultFilter;
  const answer = presenceList(db, { ...criteria, day, filter });
  if (isExport) return csvFile(`${presenceLists[movement].title} ${day}`, toCsv(answer.items, presenceCsv(movement)));
  // today: the screen asks before ticking arrived a stay that starts later.
  return c.json({ ...answer, day, filter, today: clock.today() });
}

/** The range of a report's body (or its export's filters): blank start today, blank end `days` later. */
async function range(c: Context<AppEnv>, days: number, isExport = false) {
  return rangeOf(await criteriaOf(c, rangeSchema, isExport), c.get('deps').clock.today(), days);
}

async function occupants(c: Context<AppEnv>, isExport: boolean) {
  const { db, clock } = c.get('deps');
  const criteria = await criteriaOf(c, occupantsCriteriaSchema, isExport);
  const day = criteria.day ?? clock.today();
  const filter = criteria.filter ?? 'hereNextNight';
  const items = occupantsOn(db, day, filter);
  return isExport ? csvFile(`Occupants ${day}`, toCsv(items, occupantCsv)) : c.json({ day, filter, items });
}

/** The three booking lists: page and export alike. */
function bookingLists(app: Hono<AppEnv>) {
  const lists = [
    {
      path: 'booking',
      fn: 'booking_booking_list',
      title: 'Réservations',
      csv: bookingCsv,
      statuses: BOOKING_LIST_STATUSES,
      rows: (db, status, criteria, today) => bookingList(db, status, criteria, today),
    },
    {
      path: 'cancelled',
      fn: 'booking_cancelled_list',
      title: 'Réservations annulées',
      csv: cancellationCsv,
      statuses: CANCELLED_LIST_STATUSES,
      rows: (db, status, criteria, today) => cancelledList(db, status, criteria, today),
    },
    {
      path: 'partner',
      fn: 'customer_partner_partner_booking_list',
      title: 'Réservations des partenaires',
      csv: bookingCsv,
      statuses: PARTNER_LIST_STATUSES,
      rows: (db, status, criteria, today) => partnerList(db, status, today, criteria),
    },
  ] as const satisfies readonly {
    path: string;
    fn: Parameters<typeof allow.to>[0];
    title: string;
    csv: unknown;
    statuses: readonly number[];
    rows: (
      db: AppEnv['Variables']['deps']['db'],
      status: number,
      criteria: z.infer<typeof bookingListCriteriaSchema>,
      today: string,
    ) => unknown;
  }[];
  for (const list of lists) {
    const answer = async (c: Context<AppEnv>, isExport: boolean) => {
      const { db, clock } = c.get('deps');
      const status = statusParam(c, list.statuses);
      const criteria = await criteriaOf(c, bookingListCriteriaSchema, isExport);
      const page = list.rows(db, status, criteria, clock.today());
      return isExport ? csvFile(list.title, toCsv(page.items, list.csv)) : c.json(page);
    };
    app.post(`/booking/list/${list.path}/:statusId`, allow.to(list.fn, 'read'), (c) => answer(c, false));
    app.post(`/booking/list/${list.path}/:statusId/document`, allow.to(list.fn, 'export'), (c) => answer(c, true));
  }
  return app;
}

export function bookingListRoutes() {
  return bookingLists(new Hono<AppEnv>())
    .post('/booking/list/arrival', allow.to('booking_arrival_list', 'read'), (c) => presence(c, 'arrival', false))
    .post('/booking/list/arrival/document', allow.to('booking_arrival_list', 'export'), (c) =>
      presence(c, 'arrival', true),
    )
    .post('/booking/list/departure', allow.to('booking_departure_list', 'read'), (c) => presence(c, 'departure', false))
    .post('/booking/list/departure/document', allow.to('booking_departure_list', 'export'), (c) =>
      presence(c, 'departure', true),
    )
    .post('/booking/list/customer-lookup', allow.to('customer_partner_customer_resume', 'read'), async (c) => {
      const { q } = await readJson(c, customerLookupSchema);
      return c.json(lookupCustomers(c.get('deps').db, q ?? ''));
    })
    .get('/booking/list/customer-resume/:customerId', allow.to('customer_partner_customer_resume', 'read'), (c) => {
      const { db, clock } = c.get('deps');
      return c.json(customerResume(db, idParam(c, 'customerId'), clock.today()));
    })
    .get('/booking/list/customer-stays/:customerId', allow.to('customer_partner_customer_list', 'read'), (c) =>
      c.json(customerBookings(c.get('deps').db, idParam(c, 'customerId'), c.get('deps').clock.today())),
    )
    .post('/booking/list/occupation', allow.to('occupant_occupation_list', 'read'), async (c) =>
      c.json(occupationReport(c.get('deps').db, await range(c, 13))),
    )
    .post('/booking/list/occupation/document', allow.to('occupant_occupation_list', 'export'), async (c) => {
      const report = occupationReport(c.get('deps').db, await range(c, 13, true));
      return csvFile(`Occupation ${report.startDate}`, toCsv(report.days, occupationCsv(report)));
    })
    .post('/booking/list/occupants', allow.to('occupant_occupancy_occupant_list', 'read'), (c) => occupants(c, false))
    .post('/booking/list/occupants/document', allow.to('occupant_occupancy_occupant_list', 'export'), (c) =>
      occupants(c, true),
    )
    .post('/booking/list/occupation-information', allow.to('occupant_occupancy_occupant_list', 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      const { day } = await readJson(c, occupantsCriteriaSchema);
      return c.json(occupationInformation(db, day ?? clock.today()));
    })
    .post('/booking/list/birthdays', allow.to('occupant_birthday_list', 'read'), async (c) => {
      const days = await range(c, 6);
      return c.json({ ...days, items: birthdays(c.get('deps').db, days) });
    })
    .post('/booking/list/birthdays/document', allow.to('occupant_birthday_list', 'export'), async (c) => {
      const days = await range(c, 6, true);
      return csvFile(`Anniversaires ${days.startDate}`, toCsv(birthdays(c.get('deps').db, days), birthdayCsv));
    })
    .post('/booking/list/nationalities', allow.to('occupant_nationality_list', 'read'), async (c) => {
      const days = await range(c, 30);
      return c.json({ ...days, items: nationalities(c.get('deps').db, days) });
    })
    .post('/booking/list/nationalities/document', allow.to('occupant_nationality_list', 'export'), async (c) => {
      const days = await range(c, 30, true);
      return csvFile(`Nationalités ${days.startDate}`, toCsv(nationalities(c.get('deps').db, days), nationalityCsv));
    });
}
