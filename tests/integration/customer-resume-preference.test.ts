// The customer resume preference drives /customer-resume: how many years of past stays it shows,
// and whether it lists the stays at all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
let customerId: number;
const ids: Record<string, number> = {};

beforeEach(async () => {
  t = await makeTestApp({ now: '2026-07-10T08:00:00Z' });
  admin = await t.signIn();
  const [place] = insertPlaces(t.db, insertPlaceType(t.db, 'Emplacement'), ['1']) as [number];
  customerId = insertCustomer(t.db, { lastName: 'Fidèle', firstName: 'Anne' });
  const stay = (startDate: string, endDate: string) =>
    insertBooking(t.db, { customerId, placeId: place, startDate, endDate }).id;
  ids.lastYear = stay('2025-08-01', '2025-08-08');
  ids.fourYearsAgo = stay('2022-08-01', '2022-08-08');
  ids.future = stay('2026-08-01', '2026-08-08');
});
afterEach(() => t.close());

const resume = async () => (await admin.get(`/rest/booking/list/customer-resume/${customerId}`)).json();
const pastIds = (r: { past: { id: number }[] }) => r.past.map((b) => b.id);

describe('customer resume preference', () => {
  it("Années d'historique: the past goes back 3 years by default, 5 once set", async () => {
    expect(pastIds(await resume())).toEqual([ids.lastYear]);
    await admin.post('/rest/preference/customerResume', { historyYears: 5 });
    expect(pastIds(await resume()).sort()).toEqual([ids.lastYear, ids.fourYearsAgo].sort());
  });

  it('Afficher les séjours off: no stay is listed, the totals still count them all', async () => {
    await admin.post('/rest/preference/customerResume', { showBookings: false });
    const r = await resume();
    expect([r.past, r.current, r.future]).toEqual([[], [], []]);
    expect(r.totals.stays).toBe(3);
  });
});
