// Payments on a stay through the routes on a real SQLite file: each payment type's required
// details, cheque splits, change and holiday vouchers, credit notes, grouped payments, VACAF,
// cancel / edit / refund and their refusals, the booking's paid amount, history and journal.
// The stay: 4 high-season nights for two, 4 × 35 € = 140 €, deposit 25 % = 35 €, booked 01/05/2026.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFile } from '../../service/db/connection';
import { inTransaction } from '../../service/db/transaction';
import { issueCreditNote } from '../../service/domains/payment';
import type { AppError } from '../../service/errors/app-error';
import { ok } from '../support/booking-site';
import type { Client } from '../support/client';
import {
  bankPayment,
  book,
  card,
  cheque,
  exportPayment,
  METHOD,
  type PaymentSite,
  pay,
  paymentSite,
  refused,
  till,
} from '../support/payment-site';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
let site: PaymentSite;
let stay: { id: number };

const TOTAL = 14_000;

beforeEach(async () => {
  t = await makeTestApp({ now: '2026-05-01T08:00:00Z' });
  admin = await t.signIn();
  site = await paymentSite(admin);
  stay = await book(admin, site);
});
afterEach(() => t.close());

const rows = (bookingId: number) =>
  t.db.$client.prepare('SELECT * FROM payments WHERE booking_id = ? ORDER BY id').all(bookingId) as Record<
    string,
    unknown
  >[];
const paidColumn = (bookingId: number) =>
  (t.db.$client.prepare('SELECT paid_cents FROM bookings WHERE id = ?').get(bookingId) as { paid_cents: number })
    .paid_cents;

describe('"Card payment: cryptogram, expiry date, card number and owner name required"', () => {
  it.each([
    ['cardNumber', '', 'CARD_NUMBER_REQUIRED'],
    ['cardExpiry', '13/28', 'CARD_EXPIRY_REQUIRED'],
    ['cardOwner', '', 'CARD_OWNER_REQUIRED'],
    ['cardCryptogram', '', 'CARD_CRYPTOGRAM_REQUIRED'],
  ])('without a valid %s: %s', async (field, value, code) => {
    await refused(await pay(admin, { bookingId: stay.id, amountCents: 3500, ...card, [field]: value }), code);
    expect(rows(stay.id)).toEqual([]);
  });

  it('keeps only the last 4 digits and MM/YY; the cryptogram reaches neither the database file nor a log', async () => {
    const { items } = await ok(await pay(admin, { bookingId: stay.id, amountCents: 3500, ...card }));
    expect(items[0]).toMatchObject({
      cardLast4: '7890',
      cardExpiry: '09/28',
      cardOwner: 'PAUL LALANNE',
      paymentType: 4,
    });
    t.db.$client.pragma('wal_checkpoint(TRUNCATE)');
    const file = databaseFile(t.dataDir);
    for (const f of [file, `${file}-wal`].filter((p) => fs.existsSync(p))) {
      const bytes = fs.readFileSync(f).toString('latin1');
      // Not as a value of its own (hex hashes may hold the digits by chance).
      expect(/(?<![0-9a-f])8642(?![0-9a-f])/.test(bytes), path.basename(f)).toBe(false);
      expect(bytes).not.toContain('4970101234567890');
    }
    expect(JSON.stringify(t.logger.events)).not.toContain('8642');
  });
});

describe('"Cheque: holder name, number, paying establishment required; cheque split must match the expected amount"', () => {
  it.each([
    ['chequeHolder', 'CHEQUE_HOLDER_REQUIRED'],
    ['chequeNumber', 'CHEQUE_NUMBER_REQUIRED'],
    ['payingBankId', 'CHEQUE_BANK_REQUIRED'],
  ])('without %s: %s', async (field, code) => {
    await refused(await pay(admin, { bookingId: stay.id, amountCents: 3500, ...cheque(site), [field]: null }), code);
  });

  it('a split whose cheques do not sum to the amount is refused; one that does gives rows sharing a split', async () => {
    const split = (second: number) => ({
      bookingId: stay.id,
      amountCents: TOTAL,
      ...cheque(site),
      cheques: [
        { amountCents: 7000, chequeNumber: '101', cashOn: '2026-05-01' },
        { amountCents: second, chequeNumber: '102', cashOn: '2026-06-01' },
      ],
    });
    await refused(await pay(admin, split(6999)), 'CHEQUE_SPLIT_MISMATCH');
    const { items } = await ok(await pay(admin, split(7000)));
    expect(items.map((p: { amountCents: number; cashOn: string }) => [p.amountCents, p.cashOn])).toEqual([
      [7000, '2026-05-01'],
      [7000, '2026-06-01'],
    ]);
    expect(items[0].splitRef).toBeTruthy();
    expect(items[1].splitRef).toBe(items[0].splitRef);
    expect(items[1]).toMatchObject({ chequeHolder: 'Paul Lalanne', payingBankId: site.bankId, chequeNumber: '102' });
    expect((await till(admin, stay.id)).summary).toMatchObject({ paidCents: TOTAL, remainingCents: 0 });
  });
});

describe('cash and holiday vouchers: change only on cash, never on vouchers', () => {
  it('cash: the change is computed from the amount tendered; less than the amount is refused', async () => {
    await refused(
      await pay(admin, { bookingId: stay.id, paymentMethodId: METHOD.cash, amountCents: 3500, tenderedCents: 3000 }),
      'TENDERED_BELOW_AMOUNT',
    );
    const { items } = await ok(
      await pay(admin, { bookingId: stay.id, paymentMethodId: METHOD.cash, amountCents: 3500, tenderedCents: 5000 }),
    );
    expect(items[0]).toMatchObject({ amountCents: 3500, changeCents: 1500 });
  });

  it('the cash fund counts the amount applied, never the cash tendered: the change went back to the customer', async () => {
    await ok(
      await pay(admin, { bookingId: stay.id, paymentMethodId: METHOD.cash, amountCents: 3500, tenderedCents: 5000 }),
    );
    const day = await (await admin.get(`/rest/bank-deposit/cash-fund/${METHOD.cash}/2026-05-01`)).json();
    expect(day).toMatchObject({ receivedCents: 3500, receivedCount: 1, bankedCents: 0, expectedCents: 3500 });
  });

  it.each([METHOD.ancv, METHOD.connect])(
    'vouchers (method %i): tendered above the amount, or above what is owed, is refused; the surplus may be kept as a credit note',
    async (methodId) => {
      const base = { bookingId: stay.id, paymentMethodId: methodId };
      await refused(await pay(admin, { ...base, amountCents: 3500, tenderedCents: 4000 }), 'HOLIDAY_VOUCHER_NO_CHANGE');
      await refused(await pay(admin, { ...base, amountCents: 15_000 }), 'HOLIDAY_VOUCHER_NO_CHANGE');
      const { items } = await ok(await pay(admin, { ...base, amountCents: 15_000, keepSurplusAsCredit: true }));
      expect(items[0]).toMatchObject({ amountCents: 15_000, changeCents: 0, paymentType: 2 });
      const { summary, credits } = await till(admin, stay.id);
      expect(summary).toMatchObject({ paidCents: 15_000, creditCents: 1000, remainingCents: 0 });
      expect(credits).toMatchObject([{ amountCents: 1000, remainingCents: 1000, paymentId: items[0].id }]);
      expect(paidColumn(stay.id)).toBe(TOTAL);
    },
  );
});

describe('"credit note needs validity date"; a credit note pays only its customer, until its last day, up to what remains', () => {
  it('what is paid beyond the stay is kept as a credit note valid 12 months (the sale preference default)', async () => {
    const { items } = await ok(await pay(admin, { bookingId: stay.id, amountCents: 20_000, ...cheque(site) }));
    const { credits, summary } = await till(admin, stay.id);
    expect(summary).toMatchObject({ paidCents: 20_000, creditCents: 6000, remainingCents: 0, dueNowCents: 0 });
    expect(credits).toEqual([
      expect.objectContaining({
        number: 'AV000001',
        amountCents: 6000,
        issuedOn: '2026-05-01',
        validUntil: '2027-05-01',
        paymentId: items[0].id,
      }),
    ]);
    // Its surplus already a credit note, the payment is not cancelled (the credit would count twice).
    await refused(
      await admin.post(`/rest/payment/payment/${items[0].id}/cancel`, { reason: 'x' }),
      'PAYMENT_NOT_CANCELLABLE',
    );
    expect((await pay(admin, { bookingId: 999, amountCents: 100, ...cheque(site) })).status).toBe(404);
  });

  it('"paid" has one definition: the surplus turned into a credit note is not paid, so the stay is not stale', async () => {
    await ok(await pay(admin, { bookingId: stay.id, amountCents: 20_000, ...cheque(site) }));
    expect(paidColumn(stay.id)).toBe(TOTAL);
    // The unbilled bookings' update tool agrees with the payment write: nothing to recompute.
    const stale = (await (await admin.get('/rest/billing/unbilled/stale')).json()) as { id: number }[];
    expect(stale.map((r) => r.id)).not.toContain(stay.id);
    // The balance report counts the customer's payment net of the credit, the credit apart.
    const balance = await (await admin.post('/rest/balance/search', {})).json();
    expect(balance.customers.items[0]).toMatchObject({ paidCents: TOTAL, remainingCents: 0, creditCents: 6000 });
  });

  it('refuses to issue a credit note without a validity', () => {
    expect(() =>
      inTransaction(t.db, () =>
        issueCreditNote(t.db, t.clock, null, {
          customerId: site.customerId,
          amountCents: 500,
          validityMonths: 0,
          reason: 'x',
        }),
      ),
    ).toThrow(expect.objectContaining({ code: 'CREDIT_NOTE_VALIDITY_DATE_REQUIRED' }) as AppError);
  });

  it('pays with a credit note of the same customer up to its remaining amount; other customer, expired, exceeded refused', async () => {
    const note = inTransaction(t.db, () =>
      issueCreditNote(t.db, t.clock, null, {
        customerId: site.customerId,
        amountCents: 5000,
        reason: 'Geste commercial',
      }),
    );
    const other = (await ok(await admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Durand' }))).id;
    const otherStay = await book(admin, site, { customerId: other }, 1);
    const withNote = (bookingId: number, amountCents: number) =>
      pay(admin, { bookingId, paymentMethodId: site.creditMethodId, amountCents, creditNoteId: note.id });
    await refused(
      await pay(admin, { bookingId: stay.id, paymentMethodId: site.creditMethodId, amountCents: 100 }),
      'CREDIT_NOTE_REQUIRED',
    );
    await refused(await withNote(otherStay.id, 1000), 'CREDIT_NOTE_OTHER_CUSTOMER');
    await refused(await withNote(stay.id, 5001), 'CREDIT_NOTE_EXCEEDED');
    await ok(await withNote(stay.id, 3000));
    expect(await ok(await admin.get(`/rest/payment/credit-note/customer/${site.customerId}`))).toMatchObject([
      { number: note.number, remainingCents: 2000 },
    ]);
    await refused(await withNote(stay.id, 2001), 'CREDIT_NOTE_EXCEEDED');
    t.clock.advance(Date.parse('2027-05-02T08:00:00Z') - t.clock.now().getTime());
    admin = await t.signIn();
    await refused(await withNote(stay.id, 1000), 'CREDIT_NOTE_EXPIRED');
    expect(await ok(await admin.get(`/rest/payment/credit-note/customer/${site.customerId}`))).toEqual([]);
  });
});

describe('grouped payment: one transfer over several stays of one customer', () => {
  const grouped = (methodId: number, allocations: { bookingId: number; amountCents: number }[]) => ({
    bookingId: allocations[0]?.bookingId,
    paymentMethodId: methodId,
    amountCents: allocations.reduce((s, a) => s + a.amountCents, 0),
    allocations,
  });

  it('needs a grouped method and one customer; rows share the group, each stay is paid, edit refused, cancel takes all', async () => {
    const second = await book(admin, site, {}, 1);
    const shares = [
      { bookingId: stay.id, amountCents: 3500 },
      { bookingId: second.id, amountCents: 5000 },
    ];
    await refused(await pay(admin, grouped(METHOD.transfer, shares)), 'GROUPED_PAYMENT_METHOD_REQUIRED');
    const other = (await ok(await admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Durand' }))).id;
    const otherStay = await book(admin, site, { customerId: other }, 2);
    await refused(
      await pay(
        admin,
        grouped(site.groupedMethodId, [shares[0] as never, { bookingId: otherStay.id, amountCents: 100 }]),
      ),
      'GROUPED_PAYMENT_ONE_CUSTOMER',
    );
    const { items } = await ok(await pay(admin, grouped(site.groupedMethodId, shares)));
    expect(items).toHaveLength(2);
    expect(items[1].groupRef).toBe(items[0].groupRef);
    expect([paidColumn(stay.id), paidColumn(second.id)]).toEqual([3500, 5000]);
    await refused(
      await admin.post(`/rest/payment/payment/${items[0].id}/edit`, {
        paymentMethodId: site.groupedMethodId,
        amountCents: 100,
        reason: 'Erreur',
      }),
      'GROUPED_PAYMENT_NOT_EDITABLE',
    );
    const cancelled = await ok(await admin.post(`/rest/payment/payment/${items[1].id}/cancel`, { reason: 'Rejeté' }));
    expect(cancelled.items.map((p: { cancelsId: number }) => p.cancelsId)).toEqual([items[0].id, items[1].id]);
    expect([paidColumn(stay.id), paidColumn(second.id)]).toEqual([0, 0]);
  });
});

describe('VACAF: the family owes the total minus the aid; the fund pays the aid', () => {
  it('a payment with payer vacaf pays the aid, never more; the summary shows both parts', async () => {
    t.db.$client.prepare('UPDATE bookings SET vacaf_aid_cents = 6000 WHERE id = ?').run(stay.id);
    const vacaf = (amountCents: number) => ({
      bookingId: stay.id,
      payer: 'vacaf',
      amountCents,
      paymentMethodId: METHOD.transfer,
    });
    await refused(await pay(admin, vacaf(6001)), 'INCORRECT_AMOUNT');
    await ok(await pay(admin, vacaf(6000)));
    await ok(await pay(admin, { bookingId: stay.id, amountCents: 2000, ...cheque(site) }));
    expect((await till(admin, stay.id)).summary).toMatchObject({
      totalCents: TOTAL,
      vacafAidCents: 6000,
      familyTotalCents: 8000,
      vacafPaidCents: 6000,
      paidCents: 2000,
      remainingCents: 6000,
    });
    expect(paidColumn(stay.id)).toBe(8000);
  });
});

describe('"a payment already banked or exported cannot be modified"; deletion with a reason', () => {
  it('cancel: a cancelling row with the opposite amount, the paid amount back to 0; twice is PAYMENT_ALREADY_DELETED', async () => {
    const { items } = await ok(await pay(admin, { bookingId: stay.id, amountCents: 3500, ...cheque(site) }));
    const id = items[0].id;
    expect((await admin.post(`/rest/payment/payment/${id}/cancel`, {})).status).toBe(400);
    await ok(await admin.post(`/rest/payment/payment/${id}/cancel`, { reason: 'Chèque sans provision' }));
    expect(rows(stay.id).map((r) => [r.amount_cents, r.cancels_id])).toEqual([
      [3500, null],
      [-3500, id],
    ]);
    expect(paidColumn(stay.id)).toBe(0);
    await refused(
      await admin.post(`/rest/payment/payment/${id}/cancel`, { reason: 'Encore' }),
      'PAYMENT_ALREADY_DELETED',
    );
    const listed = (await till(admin, stay.id)).payments;
    expect(listed[0]).toMatchObject({ isCancelled: true });
  });

  it.each([
    ['banked', 'BANKED_PAYMENT_NOT_EDITABLE'],
    ['exported', 'PAYMENT_ALREADY_EXPORTED'],
  ] as const)('a %s payment is neither cancelled nor edited: %s', async (what, code) => {
    const { items } = await ok(await pay(admin, { bookingId: stay.id, amountCents: 3500, ...cheque(site) }));
    if (what === 'banked') bankPayment(t.db, items[0].id, 3500);
    else exportPayment(t.db, items[0].id);
    await refused(await admin.post(`/rest/payment/payment/${items[0].id}/cancel`, { reason: 'x' }), code);
    await refused(
      await admin.post(`/rest/payment/payment/${items[0].id}/edit`, {
        ...cheque(site),
        amountCents: 4000,
        reason: 'x',
      }),
      code,
    );
    expect((await till(admin, stay.id)).payments[0]).toMatchObject({
      [what === 'banked' ? 'isBanked' : 'isExported']: true,
    });
  });

  it('edit: the old row cancelled and a new one replacing it; refund: a negative payment, never above what was paid', async () => {
    const { items } = await ok(await pay(admin, { bookingId: stay.id, amountCents: 3500, ...cheque(site) }));
    const edited = await ok(
      await admin.post(`/rest/payment/payment/${items[0].id}/edit`, {
        ...cheque(site),
        amountCents: 4000,
        reason: 'Montant',
      }),
    );
    expect(edited.items[0]).toMatchObject({ amountCents: 4000, replacesId: items[0].id });
    expect(rows(stay.id).map((r) => r.amount_cents)).toEqual([3500, -3500, 4000]);
    expect(paidColumn(stay.id)).toBe(4000);
    await refused(
      await admin.post(`/rest/payment/payment/${edited.items[0].id}/refund`, { amountCents: 4001, reason: 'x' }),
      'REFUND_EXCEEDS_PAID',
    );
    const refund = await ok(
      await admin.post(`/rest/payment/payment/${edited.items[0].id}/refund`, {
        amountCents: 1000,
        reason: 'Geste',
        paymentMethodId: METHOD.cash,
      }),
    );
    expect(refund.item).toMatchObject({ amountCents: -1000, paymentType: 3 });
    expect(paidColumn(stay.id)).toBe(3000);
  });
});

describe('the booking side: paid amount derived, history, journal, option confirmed on its deposit, rights', () => {
  it('paid_cents comes from the rows, and the booking save does not overwrite it; a PAYMENT history row and a journal row', async () => {
    await ok(await pay(admin, { bookingId: stay.id, amountCents: 3500, ...cheque(site) }));
    const sheet = await ok(await admin.get(`/rest/booking/booking/edit/${stay.id}`));
    await ok(await admin.post('/rest/booking/booking/edit', { ...sheet, paidCents: 0, notes: 'Client fidèle' }));
    expect(paidColumn(stay.id)).toBe(3500);
    const history = t.db.$client
      .prepare("SELECT summary FROM booking_history WHERE booking_id = ? AND event = 'PAYMENT'")
      .all(stay.id) as { summary: string }[];
    expect(history.map((h) => h.summary)).toEqual(['Règlement : 35,00 € par Chèque']);
    const journal = t.db.$client
      .prepare("SELECT entity, entity_id FROM tech_events WHERE kind = 'payment.created'")
      .all();
    expect(journal).toEqual([{ entity: 'payments', entity_id: 1 }]);
  });

  it('a refused payment leaves no row, no history, no journal', async () => {
    await refused(
      await pay(admin, { bookingId: stay.id, amountCents: 3500, ...card, cardOwner: '' }),
      'CARD_OWNER_REQUIRED',
    );
    expect(t.db.$client.prepare("SELECT COUNT(*) AS n FROM tech_events WHERE kind LIKE 'payment.%'").get()).toEqual({
      n: 0,
    });
  });

  it('a guarantee is held, never counted as paid, and starts « en cours »', async () => {
    const { items } = await ok(
      await pay(admin, { bookingId: stay.id, amountCents: 30_000, isGuarantee: true, ...card }),
    );
    expect((await till(admin, stay.id)).summary).toMatchObject({
      paidCents: 0,
      guaranteeCents: 30_000,
      remainingCents: TOTAL,
    });
    expect(t.db.$client.prepare('SELECT payment_id, state FROM guarantee_events').all()).toEqual([
      { payment_id: items[0].id, state: 1 },
    ]);
  });

  it.each([
    [true, 3],
    [false, 2],
  ])(
    "« Confirmer l'option au paiement de l'acompte » %s: an option whose deposit is paid ends as kind %i",
    async (on, kind) => {
      const prefs = await ok(await admin.get('/rest/preference/booking/option'));
      await ok(await admin.post('/rest/preference/booking/option', { ...prefs, convertOnDeposit: on }));
      const option = await book(admin, site, { kind: 2 }, 1);
      await ok(await pay(admin, { bookingId: option.id, kind: 2, amountCents: 3000, ...cheque(site) }));
      expect((await ok(await admin.get(`/rest/booking/booking/edit/${option.id}`))).kind).toBe(2);
      await ok(await pay(admin, { bookingId: option.id, kind: 2, amountCents: 500, ...cheque(site) }));
      expect((await ok(await admin.get(`/rest/booking/booking/edit/${option.id}`))).kind).toBe(kind);
    },
  );

  it('a read-only user reads the till but is refused a payment (401); two writers are both named on their rows', async () => {
    const user = async (login: string, canWrite: boolean) => {
      const { id } = await t.addUser({ login, password: `${login}-pass` });
      const rights = [{ code: 'booking_booking_list', canSelect: true, canWrite, canDelete: false, canExport: false }];
      expect((await admin.post(`/rest/security/user/set_right/${id}`, { rights })).status).toBe(200);
      return { id, client: await t.signIn({ login, password: `${login}-pass` }) };
    };
    const reader = await user('lecteur', false);
    expect((await reader.client.get(`/rest/payment/booking/${stay.id}`)).status).toBe(200);
    const res = await pay(reader.client, { bookingId: stay.id, paymentMethodId: METHOD.cash, amountCents: 100 });
    expect(res.status).toBe(401);
    const writer = await user('caisse', true);
    await ok(await pay(writer.client, { bookingId: stay.id, paymentMethodId: METHOD.cash, amountCents: 100 }));
    await ok(await pay(admin, { bookingId: stay.id, paymentMethodId: METHOD.cash, amountCents: 200 }));
    expect(rows(stay.id).map((r) => r.created_by)).toEqual([writer.id, 1]);
    await refused(await pay(admin, { bookingId: stay.id, amountCents: 100 }), 'VALIDATION');
    await refused(
      await pay(admin, { bookingId: stay.id, paymentMethodId: 999, amountCents: 100 }),
      'NO_PAYMENT_METHOD_SELECTED',
    );
  });
});
