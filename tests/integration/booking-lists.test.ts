// The booking lists of « Customers and bookings » and the occupant reports, on a real SQLite
// through HTTP, on 10 July 2026: stay filters, the cancellation filter, the partner list's
// stay and closed, the presence filters (the SQL agrees with presence.ts), "search needs at least
// 3 characters", the customer resume, occupation, occupants, birthdays and nationalities.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPresent, PRESENCE_FILTERS } from '../../service/domains/booking/presence';
import {
  ageCategoryId,
  countryId,
  insertBooking,
  insertCustomer,
  insertPartner,
  insertPlaces,
  insertPlaceType,
} from '../support/bookings';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

const today = '2026-07-10';
let t: TestApp;
let admin: Client;

function scene() {
  const db = t.db;
  const pitch = insertPlaceType(db, 'Emplacement');
  const home = insertPlaceType(db, 'Mobil-home');
  const [p1, p2, p3, p4] = insertPlaces(db, pitch, ['1', '2', '3', '4']);
  const [mh] = insertPlaces(db, home, ['MH1']);
  const dupont = insertCustomer(db, { lastName: 'Dupont', firstName: 'Jean' });
  const martin = insertCustomer(db, { lastName: 'Martin', firstName: 'Lucie' });
  const durand = insertCustomer(db, { lastName: 'Durand', firstName: 'Paul' });
  const partner = insertPartner(db, 'Vacances Soleil');
  const adult = ageCategoryId(db, 'Adulte');
  const child = ageCategoryId(db, 'Enfant');
  const fr = countryId(db, 'FR');
  const de = countryId(db, 'DE');
  const leaving = insertBooking(db, {
    customerId: dupont,
    code: 'R2026-0001',
    startDate: '2026-07-05',
    endDate: '2026-07-10',
    totalCents: 50_000,
    paidCents: 20_000,
    isValidated: true,
    occupancies: [
      {
        placeId: p1,
        isArrived: true,
        occupants: [
          { lastName: 'Dupont', firstName: 'Jean', birthDate: '1980-07-08', ageCategoryId: adult, nationalityId: fr },
          { lastName: 'Dupont', firstName: 'Léa', birthDate: '2015-07-20', ageCategoryId: child, nationalityId: fr },
        ],
      },
    ],
  });
  const arriving = insertBooking(db, {
    customerId: martin,
    kind: 2,
    code: 'R2026-0002',
    startDate: '2026-07-10',
    endDate: '2026-07-15',
    totalCents: 30_000,
    occupancies: [
      {
        placeId: p2,
        occupants: [
          { lastName: 'Martin', firstName: 'Lucie', birthDate: '1990-07-12', ageCategoryId: adult, nationalityId: de },
        ],
      },
    ],
  });
  const through = insertBooking(db, {
    customerId: durand,
    partnerId: partner,
    code: 'R2026-0003',
    startDate: '2026-07-08',
    endDate: '2026-07-12',
    totalCents: 40_000,
    paidCents: 40_000,
    occupancies: [
      { placeId: p3, isArrived: true, personsCount: 3 },
      { placeId: mh, personsCount: 2 },
    ],
  });
  const quote = insertBooking(db, {
    customerId: dupont,
    kind: 1,
    startDate: today,
    endDate: '2026-07-12',
    placeId: p4,
  });
  const cancelled = insertBooking(db, {
    customerId: martin,
    state: 'CANCELLED',
    cancellationReason: 'Météo',
    startDate: '2026-07-09',
    endDate: '2026-07-11',
    placeId: p4,
  });
  const cancelling = insertBooking(db, {
    customerId: durand,
    state: 'CANCELLING',
    startDate: '2026-08-01',
    endDate: '2026-08-05',
    placeId: p4,
  });
  const cancelledStay = insertBooking(db, {
    customerId: durand,
    startDate: today,
    endDate: '2026-07-11',
    occupancies: [{ placeId: p4, isCancelled: true }],
  });
  const pastPartner = insertBooking(db, {
    customerId: durand,
    partnerId: partner,
    startDate: '2026-06-01',
    endDate: '2026-06-08',
    placeId: p1,
  });
  const futureDupont = insertBooking(db, {
    customerId: dupont,
    startDate: '2026-08-10',
    endDate: '2026-08-17',
    placeId: p2,
    totalCents: 70_000,
  });
  const deleted = insertBooking(db, {
    customerId: dupont,
    state: 'DELETED',
    startDate: '2026-07-01',
    endDate: '2026-07-03',
    placeId: p3,
  });
  return {
    places: { p1, p2, p3, p4, mh },
    customers: { dupont, martin, durand },
    partner,
    b: { leaving, arriving, through, quote, cancelled, cancelling, cancelledStay, pastPartner, futureDupont, deleted },
  };
}

type Scene = ReturnType<typeof scene>;
let s: Scene;

beforeEach(async () => {
  t = await makeTestApp({ now: `${today}T08:00:00Z` });
  admin = await t.signIn();
  s = scene();
});
afterEach(() => t.close());

async function page(path: string, body: Record<string, unknown> = {}) {
  const res = await admin.post(path, body);
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json as { items: Record<string, unknown>[]; total: number };
}
const ids = (p: { items: Record<string, unknown>[] }) => p.items.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

describe('/booking-list/:statusId (stay filters: all, quote 1, option 2, reservation 3)', () => {
  it('0 lists every NORMAL booking, cancelled and deleted ones never', async () => {
    const { b } = s;
    expect(ids(await page('/rest/booking/list/booking/0', { pageSize: 50 }))).toEqual(
      sorted(
        b.leaving.id,
        b.arriving.id,
        b.through.id,
        b.quote.id,
        b.cancelledStay.id,
        b.pastPartner.id,
        b.futureDupont.id,
      ),
    );
  });

  it('1, 2 and 3 keep the quotes, the options, the reservations', async () => {
    const { b } = s;
    expect(ids(await page('/rest/booking/list/booking/1'))).toEqual([b.quote.id]);
    expect(ids(await page('/rest/booking/list/booking/2'))).toEqual([b.arriving.id]);
    expect(ids(await page('/rest/booking/list/booking/3', { pageSize: 50 }))).toEqual(
      sorted(b.leaving.id, b.through.id, b.cancelledStay.id, b.pastPartner.id, b.futureDupont.id),
    );
  });

  it('a row carries code, customer, dates, nights, places, persons, kind, amounts, partner and validation', async () => {
    const all = await page('/rest/booking/list/booking/0', { pageSize: 50 });
    expect(all.items.find((r) => r.id === s.b.leaving.id)).toMatchObject({
      code: 'R2026-0001',
      customerId: s.customers.dupont,
      customerName: 'Dupont Jean',
      kind: 3,
      startDate: '2026-07-05',
      endDate: '2026-07-10',
      nights: 5,
      places: '1',
      persons: 2,
      totalCents: 50_000,
      paidCents: 20_000,
      remainingCents: 30_000,
      partnerName: null,
      isValidated: true,
    });
    const through = all.items.find((r) => r.id === s.b.through.id);
    expect(through).toMatchObject({ places: '3, MH1', persons: 5, partnerName: 'Vacances Soleil', remainingCents: 0 });
  });

  it('"Search needs at least 3 characters": 2 are refused with SEARCH_TOO_SHORT on q', async () => {
    const res = await admin.post('/rest/booking/list/booking/0', { q: 'du' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ q: 'SEARCH_TOO_SHORT' });
  });

  it('searches by customer name prefix (accents and case ignored) and by booking code prefix', async () => {
    const { b } = s;
    expect(ids(await page('/rest/booking/list/booking/0', { q: 'DUP' }))).toEqual(
      sorted(b.leaving.id, b.quote.id, b.futureDupont.id),
    );
    expect(ids(await page('/rest/booking/list/booking/0', { q: 'r2026-0002' }))).toEqual([b.arriving.id]);
  });

  it('filters the stays overlapping the dates, pages and sorts', async () => {
    const { b } = s;
    const august = await page('/rest/booking/list/booking/0', { startDate: '2026-08-01', endDate: '2026-08-31' });
    expect(ids(august)).toEqual([b.futureDupont.id]);
    const first = await page('/rest/booking/list/booking/0', {
      pageSize: 2,
      sort: { field: 'customerName', order: 'ascend' },
    });
    expect(first.total).toBe(7);
    expect(first.items.map((r) => r.customerName)).toEqual(['Dupont Jean', 'Dupont Jean']);
    const res = await admin.post('/rest/booking/list/booking/0', { sort: { field: 'nope', order: 'ascend' } });
    expect((await res.json()).fields).toEqual({ sort: 'INVALID_TYPE' });
  });

  it('an unknown status is not found', async () => {
    expect((await admin.post('/rest/booking/list/booking/4', {})).status).toBe(404);
  });
});

describe('/booking-cancelled-list/:statusId (cancellation filter: 0 all, 1 normal, 2 cancelled, 3 cancelling)', () => {
  it('2 lists the cancelled with their reason, 3 the cancelling, 0 all three states but deleted', async () => {
    const { b } = s;
    const cancelled = await page('/rest/booking/list/cancelled/2');
    expect(ids(cancelled)).toEqual([b.cancelled.id]);
    expect(cancelled.items[0]).toMatchObject({ state: 'CANCELLED', cancellationReason: 'Météo' });
    expect(ids(await page('/rest/booking/list/cancelled/3'))).toEqual([b.cancelling.id]);
    expect((await page('/rest/booking/list/cancelled/1')).total).toBe(7);
    const all = await page('/rest/booking/list/cancelled/0', { pageSize: 50 });
    expect(all.total).toBe(9);
    expect(ids(all)).not.toContain(b.deleted.id);
  });
});

describe('/partner-booking-list/:statusId (the partner list adds stay 4 and closed 5)', () => {
  it('lists only bookings with a partner; 4 the stays in progress today, 5 the ended ones', async () => {
    const { b } = s;
    expect(ids(await page('/rest/booking/list/partner/0'))).toEqual(sorted(b.through.id, b.pastPartner.id));
    expect(ids(await page('/rest/booking/list/partner/4'))).toEqual([b.through.id]);
    expect(ids(await page('/rest/booking/list/partner/5'))).toEqual([b.pastPartner.id]);
    expect(ids(await page('/rest/booking/list/partner/2'))).toEqual([]);
  });
});

describe('/booking-arrival-list and /booking-departure-list (presence filters)', () => {
  it('the arrival list opens on today’s arrivals, the departure list on today’s departures', async () => {
    const arrivals = await page('/rest/booking/list/arrival');
    expect(arrivals).toMatchObject({ day: today, filter: 'arrivalsOnly' });
    expect(arrivals.items.map((r) => r.bookingId)).toEqual([s.b.arriving.id]);
    const departures = await page('/rest/booking/list/departure');
    expect(departures.items.map((r) => r.bookingId)).toEqual([s.b.leaving.id]);
    expect(departures.items[0]).toMatchObject({
      placeNumber: '1',
      isArrived: true,
      isGone: false,
      remainingCents: 30_000,
    });
  });

  it('quotes, cancelled bookings and cancelled occupancies are never present', async () => {
    const movement = await page('/rest/booking/list/arrival', { filter: 'dayMovement', pageSize: 50 });
    const bookingIds = movement.items.map((r) => r.bookingId);
    for (const excluded of [s.b.quote.id, s.b.cancelled.id, s.b.cancelledStay.id])
      expect(bookingIds).not.toContain(excluded);
  });

  it.each(PRESENCE_FILTERS)(
    'the SQL of "%s" keeps exactly the occupancies isPresent keeps, around the day',
    async (filter) => {
      const rows = t.db.$client
        .prepare(
          `SELECT o.id, o.start_date AS startDate, o.end_date AS endDate, o.is_arrived AS isArrived, o.is_gone AS isGone
         FROM occupancies o JOIN bookings b ON b.id = o.booking_id
         WHERE o.is_cancelled = 0 AND b.state = 'NORMAL' AND b.kind <> 1`,
        )
        .all() as { id: number; startDate: string; endDate: string; isArrived: number; isGone: number }[];
      for (const day of ['2026-07-08', '2026-07-09', today, '2026-07-11', '2026-07-12', '2026-07-15']) {
        const expected = rows
          .filter((r) => isPresent(filter, { ...r, isArrived: r.isArrived === 1, isGone: r.isGone === 1 }, day))
          .map((r) => r.id);
        const listed = await page('/rest/booking/list/arrival', { day, filter, pageSize: 100 });
        expect(ids(listed), `${filter} on ${day}`).toEqual(sorted(...expected));
      }
    },
  );

  it('arrived and gone ticked through the core show in the list; "gone needs arrived" is refused', async () => {
    const [occupancyId] = s.b.arriving.occupancyIds;
    const early = await admin.post(`/rest/booking/occupancy/${occupancyId}/gone`, { value: true });
    expect((await early.json()).serverMessage).toBe('GONE_NEEDS_ARRIVED');
    expect((await admin.post(`/rest/booking/occupancy/${occupancyId}/arrived`, { value: true })).status).toBe(200);
    expect((await admin.post(`/rest/booking/occupancy/${occupancyId}/gone`, { value: true })).status).toBe(200);
    const arrivals = await page('/rest/booking/list/arrival');
    expect(arrivals.items[0]).toMatchObject({ id: occupancyId, isArrived: true, isGone: true });
  });

  it('searches the day’s stays by customer name (3 characters at least)', async () => {
    const here = await page('/rest/booking/list/departure', { filter: 'hereLastNight', q: 'dur' });
    expect(here.items.map((r) => r.placeNumber)).toEqual(['3', 'MH1']);
    expect((await admin.post('/rest/booking/list/departure', { q: 'd' })).status).toBe(400);
  });
});

describe('/customer-resume and the customer’s stays tab', () => {
  it('finds a customer from 3 characters and refuses fewer', async () => {
    const res = await admin.post('/rest/booking/list/customer-lookup', { q: 'mar' });
    expect(await res.json()).toEqual([expect.objectContaining({ id: s.customers.martin, name: 'Martin Lucie' })]);
    const short = await admin.post('/rest/booking/list/customer-lookup', { q: 'ma' });
    expect((await short.json()).fields).toEqual({ q: 'SEARCH_TOO_SHORT' });
  });

  it('splits the stays past, current and future and totals them; quotes and cancellations apart', async () => {
    const res = await admin.get(`/rest/booking/list/customer-resume/${s.customers.dupont}`);
    const resume = await res.json();
    expect(resume.customer).toMatchObject({ id: s.customers.dupont, name: 'Dupont Jean' });
    expect(resume.past).toEqual([]);
    expect(resume.current.map((r: { id: number }) => r.id)).toEqual([s.b.leaving.id]);
    expect(resume.future.map((r: { id: number }) => r.id)).toEqual([s.b.futureDupont.id]);
    expect(resume.totals).toEqual({
      stays: 2,
      nights: 12,
      totalCents: 120_000,
      paidCents: 20_000,
      remainingCents: 100_000,
      cancelled: 0,
      quotes: 1,
    });
    expect((await admin.get('/rest/booking/list/customer-resume/999')).status).toBe(404);
  });

  it('the stays tab lists every booking of the customer but the deleted one', async () => {
    const res = await admin.get(`/rest/booking/list/customer-stays/${s.customers.dupont}`);
    const rows = (await res.json()) as { id: number }[];
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      sorted(s.b.leaving.id, s.b.quote.id, s.b.futureDupont.id),
    );
  });
});

describe('occupant reports', () => {
  it('/occupation-list: places held per night and place type out of the active places, and persons', async () => {
    const res = await admin.post('/rest/booking/list/occupation', { startDate: '2026-07-09', endDate: '2026-07-11' });
    const report = await res.json();
    expect(report.totalPlaces).toBe(5);
    expect(report).toMatchObject({ startDate: '2026-07-09', endDate: '2026-07-11' });
    const pitchType = report.types.find((x: { label: string }) => x.label === 'Emplacement');
    expect(pitchType.total).toBe(4);
    // 9 July: leaving (1) and through (3 + MH1); 10 July: arriving (2) and through; 11 July: arriving and through.
    expect(
      report.days.map((d: { day: string; totalOccupied: number; persons: number }) => [
        d.day,
        d.totalOccupied,
        d.persons,
      ]),
    ).toEqual([
      ['2026-07-09', 3, 7],
      ['2026-07-10', 3, 6],
      ['2026-07-11', 3, 6],
    ]);
    expect(report.days[0].occupied[pitchType.id]).toBe(2);
  });

  it('a blank range runs from today by the service clock', async () => {
    const res = await admin.post('/rest/booking/list/birthdays', {});
    expect(await res.json()).toMatchObject({ startDate: today, endDate: '2026-07-16' });
  });

  it('refuses a range of more than a year, and an end before the start', async () => {
    const long = await admin.post('/rest/booking/list/occupation', { startDate: '2026-01-01', endDate: '2027-01-02' });
    expect((await long.json()).fields).toEqual({ endDate: 'INVALID_DATES' });
    const reversed = await admin.post('/rest/booking/list/nationalities', {
      startDate: '2026-07-10',
      endDate: '2026-07-01',
    });
    expect((await reversed.json()).fields).toEqual({ endDate: 'START_AFTER_END' });
  });

  it('/occupancy-occupants-list: the occupants present on the day with place, names, age category and nationality', async () => {
    const res = await admin.post('/rest/booking/list/occupants', { day: '2026-07-09' });
    const { items: rows, filter } = await res.json();
    expect(filter).toBe('hereNextNight');
    expect(rows.map((r: { firstName: string }) => r.firstName)).toEqual(['Jean', 'Léa']);
    expect(rows[1]).toMatchObject({
      placeNumber: '1',
      lastName: 'Dupont',
      ageCategoryLabel: 'Enfant',
      nationality: 'Française',
    });
    // Really here: the leaving stay on 1 and the partner's pitch 3 were ticked arrived, not its MH1.
    const info = await (await admin.post('/rest/booking/list/occupation-information', {})).json();
    expect(info).toEqual({
      day: today,
      arrivals: 1,
      departures: 1,
      occupiedPlaces: 3,
      persons: 6,
      reallyHere: 2,
      totalPlaces: 5,
    });
  });

  it('/occupants-birthday: birthdays inside the range on a day of the stay, with the age turned', async () => {
    const res = await admin.post('/rest/booking/list/birthdays', { startDate: '2026-07-01', endDate: '2026-07-31' });
    const { items: rows } = await res.json();
    // Léa's birthday (20 July) comes after her departure (10 July): not listed.
    expect(
      rows.map((r: { firstName: string; birthday: string; age: number }) => [r.firstName, r.birthday, r.age]),
    ).toEqual([
      ['Jean', '2026-07-08', 46],
      ['Lucie', '2026-07-12', 36],
    ]);
  });

  it('/occupation-nationality-list: nights inside the range and persons by nationality', async () => {
    const res = await admin.post('/rest/booking/list/nationalities', {
      startDate: '2026-07-09',
      endDate: '2026-07-10',
    });
    // Dupont (FR) x2: only the night of 9 July is in the range; Martin (DE): the night of 10 July.
    expect((await res.json()).items).toEqual([
      { nationalityId: countryId(t.db, 'FR'), nationality: 'Française', nights: 2, persons: 2 },
      { nationalityId: countryId(t.db, 'DE'), nationality: 'Allemande', nights: 1, persons: 1 },
    ]);
  });
});

describe('every list query is indexed (a site has up to 200,000 occupancies)', () => {
  it('no list reads the occupancies or bookings tables from end to end (EXPLAIN QUERY PLAN)', async () => {
    const client = t.db.$client;
    const texts = new Set<string>();
    const prepare = client.prepare.bind(client);
    client.prepare = ((source: string) => {
      texts.add(source);
      return prepare(source);
    }) as typeof client.prepare;
    try {
      for (const status of [0, 1, 2, 3])
        await page(`/rest/booking/list/booking/${status}`, { q: 'dupont', startDate: '2026-07-01' });
      await page('/rest/booking/list/booking/0');
      for (const status of [0, 2]) await page(`/rest/booking/list/cancelled/${status}`);
      for (const status of [0, 4, 5]) await page(`/rest/booking/list/partner/${status}`);
      for (const filter of PRESENCE_FILTERS) await page('/rest/booking/list/arrival', { filter, q: 'martin' });
      await admin.post('/rest/booking/list/customer-lookup', { q: 'dupont' });
      await admin.get(`/rest/booking/list/customer-resume/${s.customers.dupont}`);
      await admin.post('/rest/booking/list/occupation', { startDate: '2026-07-01', endDate: '2026-07-31' });
      await admin.post('/rest/booking/list/occupants', {});
      await admin.post('/rest/booking/list/occupation-information', {});
      await admin.post('/rest/booking/list/birthdays', { startDate: '2026-07-01', endDate: '2026-07-31' });
      await admin.post('/rest/booking/list/nationalities', { startDate: '2026-07-01', endDate: '2026-07-31' });
    } finally {
      client.prepare = prepare;
    }
    const listTexts = [...texts].filter((x) => /FROM (occupancies|bookings)/.test(x));
    expect(listTexts.length).toBeGreaterThan(20);
    const scans: string[] = [];
    for (const text of listTexts) {
      const params = Array.from(text.match(/\?/g) ?? [], () => null);
      const plan = client.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params) as { detail: string }[];
      for (const step of plan)
        if (/^SCAN (o|b|occupancies|bookings)$/.test(step.detail)) scans.push(`${step.detail}: ${text}`);
    }
    expect(scans).toEqual([]);
  });
});
