// A site ready to take payments, built through the API on the booking site: a bank (for cheques),
// the seeded methods (1 Espèces, 2 Chèque, 3 ANCV, 4 Carte, 5 Virement, 6 Connect), a credit note
// method and a grouped transfer, and helpers that read the money rows back.
import { expect } from 'vitest';
import type { Db } from '../../service/db/connection';
import { inTransaction } from '../../service/db/transaction';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { type BookingSite, bookingBody, bookingSite, ok } from './booking-site';
import type { Client } from './client';

export const METHOD = { cash: 1, cheque: 2, ancv: 3, card: 4, transfer: 5, connect: 6 } as const;

export interface PaymentSite extends BookingSite {
  readonly bankId: number;
  readonly creditMethodId: number;
  readonly groupedMethodId: number;
}

export async function paymentSite(admin: Client): Promise<PaymentSite> {
  const site = await bookingSite(admin);
  const bankId = (await ok(await admin.post('/rest/payment/bank/edit', { id: 0, name: 'Crédit Agricole' }))).id;
  const method = async (body: Record<string, unknown>) =>
    (await ok(await admin.post('/rest/payment/payment-method/edit', { id: 0, accountingCode: '411000', ...body }))).id;
  const creditMethodId = await method({ label: 'Avoir', paymentType: 5 });
  const groupedMethodId = await method({ label: 'Virement groupé', paymentType: 0, isGrouped: true });
  return { ...site, bankId, creditMethodId, groupedMethodId };
}

/** A reservation of 4 high-season nights for two, 140 €, deposit 25 % = 35 € (booked in May). */
export async function book(admin: Client, site: BookingSite, change: Record<string, unknown> = {}, placeIndex = 0) {
  const body = bookingBody(site, { placeId: site.places[placeIndex] }, change);
  return (await ok(await admin.post('/rest/booking/booking/edit', body))).item as { id: number; version: number };
}

export const till = async (client: Client, bookingId: number) =>
  ok(await client.get(`/rest/payment/booking/${bookingId}`));

export async function pay(client: Client, body: Record<string, unknown>) {
  return client.post('/rest/payment/payment/create', body);
}

export async function refused(res: Response, code: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.serverMessage).toBe(code);
  return body;
}

export const cheque = (site: PaymentSite) => ({
  paymentMethodId: METHOD.cheque,
  chequeNumber: '0001234',
  chequeHolder: 'Paul Lalanne',
  payingBankId: site.bankId,
});

export const card = {
  paymentMethodId: METHOD.card,
  cardNumber: '4970 1012 3456 7890',
  cardExpiry: '09/28',
  cardOwner: 'PAUL LALANNE',
  cardCryptogram: '8642',
};

/** Banks a payment as the deposit slip would (its own foreign rows not needed here). */
export function bankPayment(db: Db, paymentId: number, amountCents: number) {
  db.$client.pragma('foreign_keys = OFF');
  inTransaction(db, () => {
    const at = '2026-05-02T08:00:00.000Z';
    const deposit = appendChained(db, CHAINS.deposit, {
      number: `R${paymentId}`,
      paymentMethodId: 2,
      depositTypeId: 1,
      bankAccountId: 1,
      slipType: 1,
      depositedOn: '2026-05-02',
      totalCents: amountCents,
      paymentsCount: 1,
      createdAt: at,
    });
    appendChained(db, CHAINS.depositPayment, { depositId: deposit.id, paymentId, amountCents, createdAt: at });
  });
  db.$client.pragma('foreign_keys = ON');
}

export function exportPayment(db: Db, paymentId: number) {
  db.$client
    .prepare("INSERT INTO payment_exports (payment_id, export_ref, at) VALUES (?, 'EXP-1', '2026-05-03T08:00:00.000Z')")
    .run(paymentId);
}
