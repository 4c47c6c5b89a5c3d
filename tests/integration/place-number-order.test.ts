// Place numbers sort naturally in every list that sorts by them (17 before 104, A2 before A10,
// plain numbers before lettered ones): arrivals, departures, occupants, birthdays, the place list,
// the planning's rows, home's day, the cleaning departures and the free places of a search.
// Places are created out of order so that neither insertion nor text order passes by chance.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ageCategoryId, insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

const today = '2026-07-10';
const natural = ['2', '17', '104', 'A2', 'A10'];
let t: TestApp;
let admin: Client;

beforeEach(async () => {
  t = await makeTestApp({ now: `${today}T08:00:00Z` });
  admin = await t.signIn();
  // The search offers only nights within an activity period.
  const season = { id: 0, label: 'Saison 2026', startDate: '2026-04-01', endDate: '2026-10-31' };
  expect((await admin.post('/rest/admin/activity-period/edit', season)).status).toBe(200);
  const type = insertPlaceType(t.db, 'Emplacement');
  const ids = insertPlaces(t.db, type, ['A10', '104', '2', 'A2', '17']);
  const adult = ageCategoryId(t.db, 'Adulte');
  for (const placeId of ids) {
    const customerId = insertCustomer(t.db, { lastName: `Client ${placeId}` });
    insertBooking(t.db, { customerId, startDate: '2026-07-05', endDate: today, placeId });
    insertBooking(t.db, {
      customerId,
      startDate: today,
      endDate: '2026-07-15',
      occupancies: [
        {
          placeId,
          occupants: [{ lastName: 'Martin', firstName: 'Lou', birthDate: '1990-07-12', ageCategoryId: adult }],
        },
      ],
    });
  }
});
afterEach(() => t.close());

async function json<T>(res: Promise<Response>): Promise<T> {
  const answer = await res;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body as T;
}
type Rows = { items: { placeNumber: string }[] };
const numbers = (a: Rows) => a.items.map((r) => r.placeNumber);

describe('place numbers sort naturally: 2, 17, 104, A2, A10', () => {
  it('in the arrival and departure lists, both ways, and across pages', async () => {
    expect(numbers(await json<Rows>(admin.post('/rest/booking/list/arrival', {})))).toEqual(natural);
    expect(numbers(await json<Rows>(admin.post('/rest/booking/list/departure', {})))).toEqual(natural);
    const descending = { sort: { field: 'placeNumber', order: 'descend' } };
    expect(numbers(await json<Rows>(admin.post('/rest/booking/list/arrival', descending)))).toEqual(
      [...natural].reverse(),
    );
    const second = { page: 2, pageSize: 2, sort: { field: 'placeNumber', order: 'ascend' } };
    expect(numbers(await json<Rows>(admin.post('/rest/booking/list/departure', second)))).toEqual(['104', 'A2']);
  });

  it('in the occupants present and the birthdays of the range', async () => {
    expect(numbers(await json<Rows>(admin.post('/rest/booking/list/occupants', {})))).toEqual(natural);
    const range = { startDate: today, endDate: '2026-07-14' };
    expect(numbers(await json<Rows>(admin.post('/rest/booking/list/birthdays', range)))).toEqual(natural);
  });

  it('in the place list, sorted on its number or in the default ordering, across pages', async () => {
    type Places = { items: { number: string }[] };
    const list = (body: object) => json<Places>(admin.post('/rest/place/place/search', body));
    const sorted = await list({ pageSize: 50, sort: { field: 'number', order: 'ascend' } });
    expect(sorted.items.map((p) => p.number)).toEqual(natural);
    expect((await list({ pageSize: 50 })).items.map((p) => p.number)).toEqual(natural);
    const page2 = await list({ page: 2, pageSize: 2, sort: { field: 'number', order: 'ascend' } });
    expect(page2.items.map((p) => p.number)).toEqual(['104', 'A2']);
  });

  it("in the planning's rows", async () => {
    const planning = await json<{ places: [number, string][] }>(
      admin.get('/rest/booking/planning?start=2026-07-08&days=10'),
    );
    expect(planning.places.map((p) => p[1])).toEqual(natural);
  });

  it("in home's arrivals and departures of the day and the cleaning departures", async () => {
    const home = await json<{ arrivals: { placeNumber: string }[]; departures: { placeNumber: string }[] }>(
      admin.get('/rest/home/dashboard'),
    );
    expect(home.arrivals.map((r) => r.placeNumber)).toEqual(natural);
    expect(home.departures.map((r) => r.placeNumber)).toEqual(natural);
    const cleaning = await json<{ departures: { placeNumber: string }[] }>(
      admin.get(`/rest/booking/cleaning/departures?day=${today}`),
    );
    expect(cleaning.departures.map((r) => r.placeNumber)).toEqual(natural);
  });

  it('in the free places of an availability search', async () => {
    const search = { startDate: '2026-08-01', endDate: '2026-08-05', withPrice: false };
    const found = await json<{ places: { number: string }[] }>(admin.post('/rest/booking/availability/search', search));
    expect(found.places.map((p) => p.number)).toEqual(natural);
  });
});
