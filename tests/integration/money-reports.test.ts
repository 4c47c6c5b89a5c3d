// The money reports on a real SQLite file through app.request(): the balance (what is owed and
// held, by customer and by method, at a date), the guarantees held and their one-way states, and
// the credit notes with what remains of them. Money rows are appended onto their chains directly.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_KIND } from '../../service/domains/booking/contract';
import { verifyChain } from '../../service/domains/ledger';
import { CHAINS } from '../../service/domains/ledger/money-chains';
import { GUARANTEE_STATE } from '../../service/domains/payment/kinds';
import { creditNoteState, guaranteeChangeRefusal } from '../../service/domains/payment/report-rules';
import { insertBooking, insertCustomer } from '../support/bookings';
import type { Client } from '../support/client';
import { bank, cancelPayment, creditNote, pay, setVacafAid } from '../support/money-rows';
import { makeTestApp, type TestApp } from '../support/test-app';

// The business day of the test app: 22 November 2026.
const today = '2026-11-22';
let t: TestApp;
let admin: Client;

beforeEach(async () => {
  t = await makeTestApp();
  admin = await t.signIn();
});
afterEach(() => t.close());

const json = async (res: Response) => {
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
};

/** Two families: Martin (a VACAF-aided stay, cheque + card, a cheque guarantee) and Durand (cash, a credit). */
function twoCustomers() {
  const db = t.db;
  const martin = insertCustomer(db, { lastName: 'Martin', firstName: 'Léa' });
  const durand = insertCustomer(db, { lastName: 'Durand', firstName: 'Paul' });
  const stayA = insertBooking(db, {
    customerId: martin,
    startDate: '2026-12-20',
    endDate: '2026-12-27',
    totalCents: 60_000,
  }).id;
  setVacafAid(db, stayA, 10_000);
  const stayB = insertBooking(db, {
    customerId: durand,
    startDate: '2026-12-01',
    endDate: '2026-12-05',
    totalCents: 30_000,
  }).id;
  // Neither a cancelled reservation nor a quote is owed.
  insertBooking(db, {
    customerId: durand,
    state: 'CANCELLED',
    startDate: '2027-01-01',
    endDate: '2027-01-03',
    totalCents: 9_900,
  });
  insertBooking(db, {
    customerId: martin,
    kind: BOOKING_KIND.quote,
    startDate: '2027-02-01',
    endDate: '2027-02-03',
    totalCents: 7_700,
  });
  const cheque = pay(db, {
    method: 'Chèque',
    amountCents: 20_000,
    paidOn: '2026-11-01',
    bookingId: stayA,
    customerId: martin,
  });
  pay(db, { method: 'Carte bancaire', amountCents: 5_000, paidOn: '2026-11-15', bookingId: stayA, customerId: martin });
  pay(db, { method: 'Espèces', amountCents: 30_000, paidOn: '2026-11-20', bookingId: stayB, customerId: durand });
  const typo = pay(db, {
    method: 'Espèces',
    amountCents: 1_000,
    paidOn: '2026-11-20',
    bookingId: stayA,
    customerId: martin,
  });
  cancelPayment(db, typo.id, '2026-11-20');
  const guarantee = pay(db, {
    method: 'Chèque',
    amountCents: 30_000,
    paidOn: '2026-11-02',
    bookingId: stayA,
    customerId: martin,
    isGuarantee: true,
  });
  bank(db, 'R-001', '2026-11-10', [cheque.id]);
  creditNote(db, {
    number: 'AV-0001',
    customerId: durand,
    amountCents: 5_000,
    issuedOn: '2026-11-20',
    validUntil: '2027-11-20',
  });
  return { martin, durand, stayA, stayB, guarantee };
}

type Row = Record<string, unknown>;
const byName = (rows: Row[], name: string) => rows.find((r) => r.customerName === name);
const byLabel = (rows: Row[], label: string) => rows.find((r) => r.label === label);

describe('the balance: what is owed and held, by customer and by method', () => {
  it('« by customer: live reservations’ totals due (total − VACAF aid), paid, remaining, credits held »: two customers, totals', async () => {
    twoCustomers();
    const answer = await json(await admin.post('/rest/balance/search', {}));
    expect(answer.date).toBe(today);
    expect(byName(answer.customers.items, 'Martin Léa')).toMatchObject({
      staysCount: 1,
      totalCents: 60_000,
      vacafAidCents: 10_000,
      dueCents: 50_000,
      paidCents: 25_000,
      remainingCents: 25_000,
      creditCents: 0,
    });
    expect(byName(answer.customers.items, 'Durand Paul')).toMatchObject({
      staysCount: 1,
      dueCents: 30_000,
      paidCents: 30_000,
      remainingCents: 0,
      creditCents: 5_000,
    });
    expect(answer.customers.total).toBe(2);
    expect(answer.customers.totals).toMatchObject({
      dueCents: 80_000,
      paidCents: 55_000,
      remainingCents: 25_000,
      creditCents: 5_000,
    });
  });

  it('« by method: payments received not yet banked (held at the site) and banked »; guarantees apart', async () => {
    twoCustomers();
    const { methods } = await json(await admin.post('/rest/balance/search', {}));
    expect(byLabel(methods.items, 'Chèque')).toMatchObject({
      receivedCents: 20_000,
      bankedCents: 20_000,
      heldCents: 0,
      guaranteeCents: 30_000,
    });
    expect(byLabel(methods.items, 'Espèces')).toMatchObject({
      receivedCents: 30_000,
      bankedCents: 0,
      heldCents: 30_000,
    });
    expect(byLabel(methods.items, 'Carte bancaire')).toMatchObject({ receivedCents: 5_000, heldCents: 5_000 });
    expect(methods.totals).toEqual({
      receivedCents: 55_000,
      bankedCents: 20_000,
      heldCents: 35_000,
      guaranteeCents: 30_000,
    });
  });

  it('a method remitted without a slip (card batches) is banked as it is paid: nothing held at the site', async () => {
    twoCustomers();
    t.db.$client.prepare("UPDATE payment_methods SET is_auto_remittance = 1 WHERE label = 'Carte bancaire'").run();
    const { methods } = await json(await admin.post('/rest/balance/search', {}));
    expect(byLabel(methods.items, 'Carte bancaire')).toMatchObject({
      receivedCents: 5_000,
      bankedCents: 5_000,
      heldCents: 0,
    });
    expect(methods.totals).toMatchObject({ bankedCents: 25_000, heldCents: 30_000 });
  });

  it('« at a date »: payments, deposits and credit notes after the day are left out', async () => {
    twoCustomers();
    const answer = await json(await admin.post('/rest/balance/search', { date: '2026-11-05' }));
    expect(answer.date).toBe('2026-11-05');
    expect(byName(answer.customers.items, 'Martin Léa')).toMatchObject({ paidCents: 20_000, remainingCents: 30_000 });
    expect(byName(answer.customers.items, 'Durand Paul')).toMatchObject({ paidCents: 0, creditCents: 0 });
    expect(byLabel(answer.methods.items, 'Chèque')).toMatchObject({
      receivedCents: 20_000,
      bankedCents: 0,
      heldCents: 20_000,
    });
    expect(answer.methods.totals.receivedCents).toBe(20_000);
    // A guarantee released by then is no longer held.
    expect(byLabel(answer.methods.items, 'Chèque')?.guaranteeCents).toBe(30_000);
  });

  it('filters: a name prefix, and the customers who still owe only; the sort by remaining', async () => {
    twoCustomers();
    const owing = await json(await admin.post('/rest/balance/search', { isOwingOnly: true }));
    expect(owing.customers.items.map((r: { customerName: string }) => r.customerName)).toEqual(['Martin Léa']);
    expect(owing.customers.totals.remainingCents).toBe(25_000);
    const named = await json(await admin.post('/rest/balance/search', { q: 'dur' }));
    expect(named.customers.items.map((r: { customerName: string }) => r.customerName)).toEqual(['Durand Paul']);
    const sorted = await json(
      await admin.post('/rest/balance/search', { sort: { field: 'remainingCents', order: 'descend' } }),
    );
    expect(sorted.customers.items[0].customerName).toBe('Martin Léa');
    const short = await admin.post('/rest/balance/search', { q: 'du' });
    expect((await short.json()).fields).toEqual({ q: 'SEARCH_TOO_SHORT' });
  });

  it('exports each table as a French CSV (; separator, decimal commas)', async () => {
    twoCustomers();
    const customers = await admin.post('/rest/balance/customers/document', { filters: { isOwingOnly: true } });
    expect(customers.headers.get('content-type')).toContain('text/csv');
    const lines = (await customers.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Client;Séjours;Total des séjours;Aide VACAF;Dû par le client;Réglé;Reste dû;Avoirs détenus');
    expect(lines.slice(1)).toEqual(['Martin Léa;1;600,00;100,00;500,00;250,00;250,00;0,00']);
    const methods = await (await admin.post('/rest/balance/methods/document', { filters: {} })).text();
    expect(methods).toContain('Chèque;200,00;200,00;0,00;300,00');
  });
});

describe('guarantees held: in progress, then released or cashed, never changed again', () => {
  it('the rule itself: only a guarantee in progress may change, and only to released or cashed', () => {
    const { inProgress, released, cashed } = GUARANTEE_STATE;
    expect(guaranteeChangeRefusal(inProgress, released)).toBeNull();
    expect(guaranteeChangeRefusal(inProgress, cashed)).toBeNull();
    expect(guaranteeChangeRefusal(released, cashed)).toBe('GUARANTEE_ALREADY_SETTLED');
    expect(guaranteeChangeRefusal(cashed, released)).toBe('GUARANTEE_ALREADY_SETTLED');
    expect(guaranteeChangeRefusal(inProgress, inProgress)).toBe('INVALID_TYPE');
  });

  it('lists a guarantee in progress (its state the last event, in progress when none), never counted as paid', async () => {
    const { guarantee } = twoCustomers();
    const list = await json(await admin.post('/rest/payment/guarantee/search', {}));
    expect(list.items).toEqual([
      expect.objectContaining({
        id: guarantee.id,
        amountCents: 30_000,
        methodLabel: 'Chèque',
        customerName: 'Martin Léa',
        state: GUARANTEE_STATE.inProgress,
        stateOn: null,
        paidOn: '2026-11-02',
      }),
    ]);
    expect(list.items[0].bookingCode).toMatch(/^R/);
  });

  it('« Restituer » appends a chained state row and a journal row; a released guarantee cannot be released nor cashed again', async () => {
    const { guarantee } = twoCustomers();
    const res = await json(
      await admin.post(`/rest/payment/guarantee/${guarantee.id}/release`, { comment: 'Rendue au départ' }),
    );
    expect(res.item).toMatchObject({ state: GUARANTEE_STATE.released, stateOn: today, comment: 'Rendue au départ' });
    const events = t.db.$client.prepare('SELECT payment_id, state, on_date FROM guarantee_events').all();
    expect(events).toEqual([{ payment_id: guarantee.id, state: GUARANTEE_STATE.released, on_date: today }]);
    expect(verifyChain(t.db, CHAINS.guaranteeEvent)).toMatchObject({ rows: 1, breaks: [] });
    const journal = t.db.$client
      .prepare("SELECT kind, summary, entity FROM tech_events WHERE kind LIKE 'guarantee.%'")
      .all();
    expect(journal).toEqual([
      {
        kind: 'guarantee.released',
        summary: expect.stringContaining('Caution de 300,00 € restituée'),
        entity: 'guarantee_events',
      },
    ]);
    for (const action of ['release', 'cash']) {
      const again = await admin.post(`/rest/payment/guarantee/${guarantee.id}/${action}`, {});
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({
        serverMessage: 'GUARANTEE_ALREADY_SETTLED',
        message: 'Cette caution est déjà restituée : son état ne peut plus changer',
      });
    }
    expect(t.db.$client.prepare('SELECT count(*) AS n FROM guarantee_events').get()).toEqual({ n: 1 });
    // Released today: the balance of today no longer counts it as held, that of the day before still does.
    const now = await json(await admin.post('/rest/balance/search', {}));
    expect(byLabel(now.methods.items, 'Chèque')?.guaranteeCents).toBe(0);
    const before = await json(await admin.post('/rest/balance/search', { date: '2026-11-21' }));
    expect(byLabel(before.methods.items, 'Chèque')?.guaranteeCents).toBe(30_000);
  });

  it('« Encaisser » cashes one in progress; a cashed guarantee cannot be released; the filter by state', async () => {
    const { guarantee, stayB, durand } = twoCustomers();
    const other = pay(t.db, {
      method: 'Espèces',
      amountCents: 15_000,
      paidOn: '2026-11-20',
      bookingId: stayB,
      customerId: durand,
      isGuarantee: true,
    });
    await json(await admin.post(`/rest/payment/guarantee/${guarantee.id}/cash`, {}));
    const refused = await admin.post(`/rest/payment/guarantee/${guarantee.id}/release`, {});
    expect(await refused.json()).toMatchObject({
      serverMessage: 'GUARANTEE_ALREADY_SETTLED',
      message: 'Cette caution est déjà encaissée : son état ne peut plus changer',
    });
    const ids = async (state: number) =>
      (await json(await admin.post('/rest/payment/guarantee/search', { state }))).items.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids(GUARANTEE_STATE.cashed)).toEqual([guarantee.id]);
    expect(await ids(GUARANTEE_STATE.inProgress)).toEqual([other.id]);
    expect(await ids(GUARANTEE_STATE.released)).toEqual([]);
  });

  it('refuses a payment that is no guarantee (404) and a cancelled guarantee (already deleted)', async () => {
    const { guarantee, stayA, martin } = twoCustomers();
    const plain = pay(t.db, {
      method: 'Espèces',
      amountCents: 100,
      paidOn: today,
      bookingId: stayA,
      customerId: martin,
    });
    expect((await admin.post(`/rest/payment/guarantee/${plain.id}/release`, {})).status).toBe(404);
    cancelPayment(t.db, guarantee.id, today);
    const res = await admin.post(`/rest/payment/guarantee/${guarantee.id}/cash`, {});
    expect((await res.json()).serverMessage).toBe('PAYMENT_ALREADY_DELETED');
    expect((await json(await admin.post('/rest/payment/guarantee/search', {}))).items).toEqual([]);
  });
});

describe('credit notes: usable until used up or expired', () => {
  it('the rule itself: used once nothing remains, expired the day after its last valid day', () => {
    expect(creditNoteState(500, '2026-11-22', '2026-11-22')).toBe('usable');
    expect(creditNoteState(500, '2026-11-21', '2026-11-22')).toBe('expired');
    expect(creditNoteState(0, '2026-11-21', '2026-11-22')).toBe('used');
    expect(creditNoteState(0, '2027-01-01', '2026-11-22')).toBe('used');
  });

  it('lists number, customer, origin, amount, used, remaining, validity and state; a cancelled use gives the credit back', async () => {
    const { durand, martin, stayA, stayB } = twoCustomers();
    const lastDay = creditNote(t.db, {
      number: 'AV-0002',
      customerId: martin,
      amountCents: 4_000,
      issuedOn: '2025-11-22',
      validUntil: today,
      bookingId: stayA,
    });
    creditNote(t.db, {
      number: 'AV-0003',
      customerId: martin,
      amountCents: 2_000,
      issuedOn: '2025-11-01',
      validUntil: '2026-11-21',
    });
    const usedUp = creditNote(t.db, {
      number: 'AV-0004',
      customerId: durand,
      amountCents: 3_000,
      issuedOn: '2026-10-01',
      validUntil: '2027-10-01',
    });
    pay(t.db, {
      method: 'Virement',
      amountCents: 3_000,
      paidOn: '2026-11-10',
      bookingId: stayB,
      customerId: durand,
      creditNoteId: usedUp.id,
    });
    const part = pay(t.db, {
      method: 'Virement',
      amountCents: 1_500,
      paidOn: '2026-11-10',
      bookingId: stayA,
      customerId: martin,
      creditNoteId: lastDay.id,
    });
    pay(t.db, {
      method: 'Virement',
      amountCents: 500,
      paidOn: '2026-11-11',
      bookingId: stayA,
      customerId: martin,
      creditNoteId: lastDay.id,
    });
    cancelPayment(t.db, part.id, '2026-11-12');
    const list = await json(
      await admin.post('/rest/payment/credit-note/search', { sort: { field: 'number', order: 'ascend' } }),
    );
    const rows = list.items.map((r: Record<string, unknown>) => [
      r.number,
      r.customerName,
      r.usedCents,
      r.remainingCents,
      r.state,
    ]);
    expect(rows).toEqual([
      ['AV-0001', 'Durand Paul', 0, 5_000, 'usable'],
      ['AV-0002', 'Martin Léa', 500, 3_500, 'usable'],
      ['AV-0003', 'Martin Léa', 0, 2_000, 'expired'],
      ['AV-0004', 'Durand Paul', 3_000, 0, 'used'],
    ]);
    expect(list.items[1]).toMatchObject({ bookingId: stayA, validUntil: today, issuedOn: '2025-11-22' });
    expect(list.items[1].bookingCode).toMatch(/^R/);
    expect(list.totals).toEqual({ amountCents: 14_000, usedCents: 3_500, remainingCents: 10_500 });
    // The balance counts only what is still usable: AV-0002's 35 € for Martin, not the expired AV-0003.
    const balance = await json(await admin.post('/rest/balance/search', {}));
    expect(byName(balance.customers.items, 'Martin Léa')?.creditCents).toBe(3_500);
  });

  it('filters by state, by number or customer prefix and by issue day; exports a CSV', async () => {
    const { martin } = twoCustomers();
    creditNote(t.db, {
      number: 'AV-0002',
      customerId: martin,
      amountCents: 2_000,
      issuedOn: '2025-11-01',
      validUntil: '2026-11-21',
    });
    const numbers = async (body: Record<string, unknown>) =>
      (await json(await admin.post('/rest/payment/credit-note/search', body))).items.map(
        (r: { number: string }) => r.number,
      );
    expect(await numbers({ state: 'expired' })).toEqual(['AV-0002']);
    expect(await numbers({ state: 'usable' })).toEqual(['AV-0001']);
    expect(await numbers({ q: 'mart' })).toEqual(['AV-0002']);
    expect(await numbers({ q: 'av-0001' })).toEqual(['AV-0001']);
    expect(await numbers({ from: '2026-01-01' })).toEqual(['AV-0001']);
    const bad = await admin.post('/rest/payment/credit-note/search', { from: '2026-02-01', to: '2026-01-01' });
    expect((await bad.json()).fields).toEqual({ to: 'START_AFTER_END' });
    const csv = await (
      await admin.post('/rest/payment/credit-note/search/document', { filters: { state: 'expired' } })
    ).text();
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      "Numéro;Client;Séjour;Facture;Émis le;Montant;Utilisé;Reste;Valable jusqu'au;État",
      'AV-0002;Martin Léa;;;01/11/2025;20,00;0,00;20,00;21/11/2026;Expiré',
    ]);
  });
});

describe('rights are checked on the server', () => {
  it('a user without the reports’ rights gets 401 on every call; with read only, no release nor export', async () => {
    await t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await t.signIn({ login: 'nobody', password: 'nobody-1' });
    const calls: [string, unknown][] = [
      ['/rest/balance/search', {}],
      ['/rest/balance/customers/document', { filters: {} }],
      ['/rest/balance/methods/document', { filters: {} }],
      ['/rest/payment/guarantee/search', {}],
      ['/rest/payment/guarantee/document', { filters: {} }],
      ['/rest/payment/guarantee/1/release', {}],
      ['/rest/payment/guarantee/1/cash', {}],
      ['/rest/payment/credit-note/search', {}],
      ['/rest/payment/credit-note/search/document', { filters: {} }],
    ];
    for (const [path, body] of calls) {
      const res = await nobody.post(path, body);
      expect(res.status, path).toBe(401);
      expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
    const { guarantee } = twoCustomers();
    const reader = await t.addUser({ login: 'reader', password: 'reader-1' });
    const read = (code: string) => ({ code, canSelect: true, canWrite: false, canDelete: false, canExport: false });
    await json(
      await admin.post(`/rest/security/user/set_right/${reader.id}`, {
        rights: [read('payment_invoice_balance'), read('payment_invoice_guarantee_list'), read('result_credit_list')],
      }),
    );
    const client = await t.signIn({ login: 'reader', password: 'reader-1' });
    expect((await client.post('/rest/payment/guarantee/search', {})).status).toBe(200);
    expect((await client.post(`/rest/payment/guarantee/${guarantee.id}/release`, {})).status).toBe(401);
    expect((await client.post('/rest/balance/customers/document', { filters: {} })).status).toBe(401);
  });

  it('with the surety module switched off, the guarantee list answers 401 even to the administrator', async () => {
    await json(await admin.get('/rest/module/module/active/surety/0'));
    expect((await admin.post('/rest/payment/guarantee/search', {})).status).toBe(401);
    expect((await admin.post('/rest/balance/search', {})).status).toBe(200);
  });
});
