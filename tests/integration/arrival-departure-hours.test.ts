// The arrival and departure preference drives the day's arrival and departure lists: each stay
// shows the arrival window and the hour to leave by of its place's kind, rentals apart.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;

beforeEach(async () => {
  t = await makeTestApp({ now: '2026-07-10T08:00:00Z' });
  admin = await t.signIn();
  const [pitch] = insertPlaces(t.db, insertPlaceType(t.db, 'Emplacement'), ['1']) as [number];
  const [home] = insertPlaces(t.db, insertPlaceType(t.db, 'Mobil-home', { kind: 'MOBILE_HOME' }), ['MH1']) as [number];
  const customerId = insertCustomer(t.db, { lastName: 'Horaire', firstName: 'Anne' });
  for (const placeId of [pitch, home])
    insertBooking(t.db, { customerId, placeId, startDate: '2026-07-10', endDate: '2026-07-17' });
});
afterEach(() => t.close());

type Row = { placeNumber: string; arrivalHours: string; departureBefore: string };
const hours = async () => {
  const page: { items: Row[] } = await (await admin.post('/rest/booking/list/arrival', {})).json();
  return Object.fromEntries(page.items.map((r) => [r.placeNumber, [r.arrivalHours, r.departureBefore]]));
};

describe('arrival and departure hours', () => {
  it('pitches 14:00–20:00 and leave before 12:00, rentals from 16:00 and before 10:00; changed by the preference', async () => {
    expect(await hours()).toEqual({ '1': ['14:00–20:00', '12:00'], MH1: ['16:00–20:00', '10:00'] });
    await admin.post('/rest/preference/arrival_departure', {
      arrivalFromHour: '15:00',
      arrivalToHour: '19:30',
      departureBeforeHour: '11:00',
      rentalArrivalFromHour: '17:00',
      rentalDepartureBeforeHour: '09:30',
    });
    expect(await hours()).toEqual({ '1': ['15:00–19:30', '11:00'], MH1: ['17:00–19:30', '09:30'] });
  });
});
