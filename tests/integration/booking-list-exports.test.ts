// The CSV exports of the booking lists and occupant reports (F8 on their screens): the rows of the
// list as filtered and sorted, every page, French dates and amounts, a text a spreadsheet would run
// as a formula neutralised, and the export right on each list's functionality checked on the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ageCategoryId,
  countryId,
  insertBooking,
  insertCustomer,
  insertPlaces,
  insertPlaceType,
} from '../support/bookings';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

const today = '2026-07-10';
let t: TestApp;
let admin: Client;

beforeEach(async () => {
  t = await makeTestApp({ now: `${today}T08:00:00Z` });
  admin = await t.signIn();
  const type = insertPlaceType(t.db, 'Emplacement');
  const [p104, p2, pA10, p17] = insertPlaces(t.db, type, ['104', '2', 'A10', '17']);
  const adult = ageCategoryId(t.db, 'Adulte');
  const fr = countryId(t.db, 'FR');
  const guest = (lastName: string) => [
    { lastName, firstName: 'Anne', birthDate: '1990-07-12', ageCategoryId: adult, nationalityId: fr },
  ];
  const stays: [number | undefined, string, number][] = [
    [p104, 'Bernard', 12_345],
    [p2, '=HYPERLINK("http://x")', 50_000],
    [pA10, 'Martin', 30_000],
    [p17, 'Durand', 20_000],
  ];
  for (const [placeId, lastName, totalCents] of stays) {
    insertBooking(t.db, {
      customerId: insertCustomer(t.db, { lastName }),
      startDate: today,
      endDate: '2026-07-15',
      totalCents,
      occupancies: [{ placeId: placeId ?? 0, occupants: guest(lastName) }],
    });
  }
});
afterEach(() => t.close());

async function csv(client: Client, path: string, filters: Record<string, unknown> = {}) {
  const res = await client.post(path, { filters });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('the CSV export of each booking list and occupant report', () => {
  it('the booking list: every row as sorted on screen, French amounts and dates, no formula let through', async () => {
    const [header, ...rows] = await csv(admin, '/rest/booking/list/booking/0/document', {
      sort: { field: 'totalCents', order: 'descend' },
      pageSize: 2,
    });
    expect(header?.slice(0, 5)).toEqual(['Code', 'N° devis', 'Client', 'Arrivée', 'Départ']);
    expect(rows.map((r) => r[6])).toEqual(['2', 'A10', '17', '104']);
    expect(rows[0]?.[2]).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(rows[3]?.slice(3, 5)).toEqual(['10/07/2026', '15/07/2026']);
    expect(rows[3]?.[9]).toBe('123,45');
  });

  it('the booking list keeps its search: a customer name from 3 characters', async () => {
    const [, ...rows] = await csv(admin, '/rest/booking/list/booking/0/document', { q: 'Mar' });
    expect(rows.map((r) => r[2])).toEqual(['Martin']);
  });

  it('the arrivals and departures in place number order, the occupants and birthdays too', async () => {
    const place = (rows: string[][]) => rows.slice(1).map((r) => r[0]);
    expect(place(await csv(admin, '/rest/booking/list/arrival/document'))).toEqual(['2', '17', '104', 'A10']);
    expect(place(await csv(admin, '/rest/booking/list/departure/document', { day: '2026-07-15' }))).toEqual([
      '2',
      '17',
      '104',
      'A10',
    ]);
    expect(place(await csv(admin, '/rest/booking/list/occupants/document'))).toEqual(['2', '17', '104', 'A10']);
    const birthdays = await csv(admin, '/rest/booking/list/birthdays/document', { startDate: today });
    expect(birthdays.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      ['12/07/2026', '36', '2'],
      ['12/07/2026', '36', '17'],
      ['12/07/2026', '36', '104'],
      ['12/07/2026', '36', 'A10'],
    ]);
  });

  it('the nationalities and the occupation over the range', async () => {
    const range = { startDate: today, endDate: '2026-07-11' };
    const nationalities = await csv(admin, '/rest/booking/list/nationalities/document', range);
    expect(nationalities).toEqual([
      ['Nationalité', 'Nuitées', 'Personnes'],
      [expect.any(String), '8', '4'],
    ]);
    const occupation = await csv(admin, '/rest/booking/list/occupation/document', range);
    expect(occupation).toEqual([
      ['Nuit du', 'Emplacement', 'Total', 'Personnes'],
      ['10/07/2026', '4 / 4', '4 / 4', '4'],
      ['11/07/2026', '4 / 4', '4 / 4', '4'],
    ]);
  });

  it('a refused criterion is answered under its field, as on the list', async () => {
    const res = await admin.post('/rest/booking/list/booking/0/document', { filters: { q: 'ab' } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ q: 'SEARCH_TOO_SHORT' });
  });

  it('needs the export right of the list: a reader gets 401, the export right opens it', async () => {
    const { id } = await t.addUser({ login: 'lea', password: 'lea-pass' });
    const set = (canExport: boolean) =>
      admin.post(`/rest/security/user/set_right/${id}`, {
        rights: ['booking_booking_list', 'booking_arrival_list', 'occupant_nationality_list'].map((code) => ({
          code,
          canSelect: true,
          canWrite: false,
          canDelete: false,
          canExport,
        })),
      });
    expect((await set(false)).status).toBe(200);
    const lea = await t.signIn({ login: 'lea', password: 'lea-pass' });
    for (const path of ['booking/0', 'arrival', 'nationalities']) {
      expect((await lea.post(`/rest/booking/list/${path}`, {})).status).toBe(200);
      expect((await lea.post(`/rest/booking/list/${path}/document`, { filters: {} })).status).toBe(401);
    }
    expect((await lea.post('/rest/booking/list/cancelled/0/document', { filters: {} })).status).toBe(401);
    expect((await set(true)).status).toBe(200);
    for (const path of ['booking/0', 'arrival', 'nationalities']) {
      expect((await lea.post(`/rest/booking/list/${path}/document`, { filters: {} })).status).toBe(200);
    }
  });
});
