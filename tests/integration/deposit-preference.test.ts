// The booking preference's deposit drives the bookings' deposit and balance due date. On 1 March
// 2026, a stay of 10 to 14 July for two on a pitch costs 140 €.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
let site: BookingSite;

beforeEach(async () => {
  t = await makeTestApp({ now: '2026-03-01T09:00:00Z' });
  admin = await t.signIn();
  site = await bookingSite(admin);
});
afterEach(() => t.close());

const book = async (placeId: number) =>
  (await ok(await admin.post('/rest/booking/booking/edit', bookingBody(site, { placeId })))).item;

describe('deposit preference', () => {
  it("Mode de calcul de l'acompte and Solde dû avant l'arrivée: 25 % by default, then a fixed 50 € due 10 days before", async () => {
    expect(await book(site.places[0] as number)).toMatchObject({ totalCents: 14000, downPaymentCents: 3500 });
    await ok(
      await admin.post('/rest/preference/booking', {
        depositMode: 'fixed',
        depositFixedCents: 5000,
        balanceDueDaysBeforeArrival: 10,
      }),
    );
    expect(await book(site.places[1] as number)).toMatchObject({
      downPaymentCents: 5000,
      balanceCents: 9000,
      balanceDueDate: '2026-06-30',
    });
  });
});
