// A site ready to invoice, built through the API: the booking site (pitches, grid, season), the
// seller's legal identity, the 2026 financial year, a customer with a full French address, and bookings of one week in July.
import type { Db } from '../../service/db/connection';
import { demoEstablishment } from '../../service/domains/demo/establishment-data';
import { establishments } from '../../service/domains/establishment/schema';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { PAYMENT_KIND, PAYMENT_TYPE } from '../../service/domains/payment/kinds';
import { paymentMethods } from '../../service/domains/payment-setup/schema';
import { type BookingSite, bookingBody, bookingSite, ok } from './booking-site';
import { countryId } from './bookings';
import type { Client } from './client';

export interface InvoiceSite extends BookingSite {
  readonly yearId: number;
}

export const fullAddress = (db: Db) => ({
  address1: '12 rue des Mouettes',
  postalCode: '56000',
  town: 'Vannes',
  countryId: countryId(db, 'FR'),
});

export async function invoiceSite(admin: Client, db: Db, pitches = 3): Promise<InvoiceSite> {
  const site = await bookingSite(admin, pitches);
  // An invoice needs the seller's legal identity: the demo's.
  const stamp = new Date().toISOString();
  db.insert(establishments)
    .values({ id: 1, ...demoEstablishment, createdAt: stamp, updatedAt: stamp })
    .onConflictDoUpdate({ target: establishments.id, set: demoEstablishment })
    .run();
  const yearId = (
    await ok(
      await admin.post('/rest/admin/financial-year/edit', {
        id: 0,
        label: 'Exercice 2026',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
    )
  ).id;
  await ok(
    await admin.post('/rest/customer/customer/edit', {
      id: site.customerId,
      lastName: 'Lalanne',
      firstName: 'Paul',
      addressList: [fullAddress(db)],
    }),
  );
  return { ...site, yearId };
}

/** A reservation of place `index` for a week of July; answers its id. */
export async function bookWeek(admin: Client, site: BookingSite, index = 0, change: Record<string, unknown> = {}) {
  const body = bookingBody(
    site,
    { placeId: site.places[index], startDate: '2026-07-04', endDate: '2026-07-11' },
    change,
  );
  return (await ok(await admin.post('/rest/booking/booking/edit', body))).item.id as number;
}

/** A cheque received on the booking, written straight into the payment chain. */
export function insertPayment(db: Db, bookingId: number, customerId: number, amountCents: number) {
  const methodId = db
    .insert(paymentMethods)
    .values({
      label: 'Chèque',
      paymentType: PAYMENT_TYPE.cheque,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    .returning({ id: paymentMethods.id })
    .get().id;
  return db.$client.transaction(() =>
    appendChained(db, CHAINS.payment, {
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: null,
      kind: PAYMENT_KIND.downPayment,
      bookingId,
      customerId,
      payer: 'customer',
      paymentMethodId: methodId,
      paymentType: PAYMENT_TYPE.cheque,
      paidOn: '2026-11-20',
      paidAt: '10:00',
      amountCents,
      changeCents: 0,
      isGuarantee: false,
    }),
  )().id;
}

export async function invoice(admin: Client, bookingId: number, body: Record<string, unknown> = {}) {
  return admin.post(`/rest/billing/invoice/from-booking/${bookingId}`, body);
}

export const count = (db: Db, table: string): number =>
  (db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
