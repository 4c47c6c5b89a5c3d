// The customer resume preference drives /customer-resume: how many years of past stays it shows,
// whether it lists the stays at all, and whether it lists the e-mails sent to the customer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../service/db/transaction';
import { enqueueMail } from '../../service/domains/mail';
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

  it("Afficher les e-mails envoyés: off by default (null), on it lists the customer's latest e-mails, newest first", async () => {
    const mail = (subject: string, at: string, forCustomer = customerId) =>
      inTransaction(t.db, () =>
        enqueueMail(t.db, at, {
          kind: 'reservation',
          to: ['anne.fidele@example.fr'],
          subject,
          html: '<p>Bonjour</p>',
          customerId: forCustomer,
        }),
      );
    mail('Votre réservation', '2026-07-01T08:00:00.000Z');
    mail('Votre solde', '2026-07-05T08:00:00.000Z');
    mail('Un autre client', '2026-07-06T08:00:00.000Z', customerId + 1000);
    expect((await resume()).emails).toBeNull();
    await admin.post('/rest/preference/customerResume', { showEmails: true });
    const emails = (await resume()).emails as { subject: string }[];
    expect(emails.map((m) => m.subject)).toEqual(['Votre solde', 'Votre réservation']);
  });
});
