// The invoice screens' reads on a real SQLite through HTTP, on 10 July 2026, invoices and payments
// appended to their chains: the bill list's filters (document kind, type read 1 / 2 cancelled /
// 3 cancelling, dates, customer, number), sort, page and CSV; one invoice as issued with what
// cancels it; a booking's billing state; the reservations not billed; the unbilled bookings'
// refresh tool (billed items cannot be edited); rights checked on the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../service/db/transaction';
import { issueCreditNote } from '../../service/domains/payment';
import { DOCUMENT_KIND, INVOICE_TYPE } from '../../service/domains/payment/kinds';
import { insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import type { Client } from '../support/client';
import { insertFinancialYear, insertInvoice, insertPayment, insertPaymentMethod } from '../support/invoices';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
let s: ReturnType<typeof scene>;

function scene() {
  const db = t.db;
  const [p1, p2, p3, p4, p5] = insertPlaces(db, insertPlaceType(db), ['1', '2', '3', '4', '5']);
  const dupont = insertCustomer(db, { lastName: 'Dupont', firstName: 'Jean' });
  const martin = insertCustomer(db, { lastName: 'Martin', firstName: 'Lucie' });
  const durand = insertCustomer(db, { lastName: 'Durand', firstName: 'Paul' });
  const year = insertFinancialYear(db);
  const cheque = insertPaymentMethod(db);
  const stay = { totalCents: 50_000 };
  // Its invoice cancelled: unbilled again.
  const recalled = insertBooking(db, {
    customerId: dupont,
    code: 'R-A',
    startDate: '2026-07-01',
    endDate: '2026-07-08',
    placeId: p1,
    ...stay,
  }).id;
  // Under way, not billed, 100 € paid by its rows but 0 stored.
  const running = insertBooking(db, {
    customerId: martin,
    code: 'R-B',
    startDate: '2026-07-05',
    endDate: '2026-07-12',
    placeId: p2,
    totalCents: 30_000,
  }).id;
  const billed = insertBooking(db, {
    customerId: durand,
    code: 'R-E',
    startDate: '2026-07-02',
    endDate: '2026-07-09',
    placeId: p3,
    ...stay,
    paidCents: 999,
  }).id;
  insertBooking(db, {
    customerId: martin,
    code: 'R-C',
    startDate: '2026-08-01',
    endDate: '2026-08-08',
    placeId: p4,
    ...stay,
  });
  insertBooking(db, {
    customerId: martin,
    code: 'O-D',
    kind: 2,
    startDate: '2026-07-01',
    endDate: '2026-07-04',
    placeId: p5,
    ...stay,
  });
  const downPayment = insertPayment(db, {
    bookingId: running,
    customerId: martin,
    paymentMethodId: cheque,
    amountCents: 6_000,
  });
  const later = insertPayment(db, {
    bookingId: running,
    customerId: martin,
    paymentMethodId: cheque,
    amountCents: 4_000,
  });
  const guarantee = {
    bookingId: running,
    customerId: martin,
    paymentMethodId: cheque,
    amountCents: 30_000,
    isGuarantee: true,
  };
  insertPayment(db, guarantee);
  const lines = [
    { label: 'Emplacement 7 nuits', unitCents: 46_000, vatBp: 1000 },
    { label: 'Taxe de séjour', unitCents: 4_000, isOutsideVatBase: true },
  ];
  const common = { financialYearId: year, lines };
  const cancelled = insertInvoice(db, {
    ...common,
    yearSeq: 1,
    number: 'F2026-0001',
    bookingId: recalled,
    customerId: dupont,
    buyerName: 'M. Jean Dupont',
    issuedOn: '2026-07-08',
  });
  const cancelling = insertInvoice(db, {
    ...common,
    yearSeq: 2,
    number: 'F2026-0002',
    type: INVOICE_TYPE.cancelling,
    cancelsInvoiceId: cancelled,
    bookingId: recalled,
    customerId: dupont,
    buyerName: 'M. Jean Dupont',
    issuedOn: '2026-07-09',
  });
  const live = insertInvoice(db, {
    ...common,
    yearSeq: 3,
    number: 'F2026-0003',
    bookingId: billed,
    customerId: durand,
    buyerName: 'M. Paul Durand',
    issuedOn: '2026-07-09',
    dueDate: '2026-07-31',
    paidCents: 50_000,
  });
  const deposit = insertInvoice(db, {
    financialYearId: year,
    yearSeq: 4,
    number: 'F2026-0004',
    documentKind: DOCUMENT_KIND.downPayment,
    bookingId: running,
    customerId: martin,
    buyerName: 'Mme Lucie Martin',
    issuedOn: '2026-07-10',
    lines: [{ label: 'Acompte', unitCents: 6_000, kind: 14, paymentId: downPayment }],
  });
  return { recalled, running, billed, cancelled, cancelling, live, deposit, later, downPayment };
}

beforeEach(async () => {
  t = await makeTestApp({ now: '2026-07-10T09:00:00Z' });
  admin = await t.signIn();
  s = scene();
});
afterEach(() => t.close());

const search = async (body: Record<string, unknown>, client = admin) => {
  const res = await client.post('/rest/billing/invoice/search', body);
  expect(res.status).toBe(200);
  return (await res.json()) as { items: { id: number; number: string; type: number }[]; total: number };
};
const numbers = async (body: Record<string, unknown>) => (await search(body)).items.map((i) => i.number);

describe('the bill list (/bill-list)', () => {
  it('lists invoices newest first, a cancelled invoice read as type 2 (an invoice a cancelling one points to)', async () => {
    const page = await search({});
    expect(page.total).toBe(4);
    expect(page.items.map((i) => [i.number, i.type])).toEqual([
      ['F2026-0004', 1],
      ['F2026-0003', 1],
      ['F2026-0002', 3],
      ['F2026-0001', 2],
    ]);
  });

  it('filters by type: 1 live invoices, 2 cancelled, 3 cancelling', async () => {
    expect(await numbers({ type: 1 })).toEqual(['F2026-0004', 'F2026-0003']);
    expect(await numbers({ type: 2 })).toEqual(['F2026-0001']);
    expect(await numbers({ type: 3 })).toEqual(['F2026-0002']);
  });

  it('filters by the document kinds of the spec, the issue dates, the customer and the number', async () => {
    expect(await numbers({ documentKind: DOCUMENT_KIND.downPayment })).toEqual(['F2026-0004']);
    expect(
      await numbers({ documentKind: DOCUMENT_KIND.reservation, sort: { field: 'number', order: 'ascend' } }),
    ).toEqual(['F2026-0001', 'F2026-0002', 'F2026-0003']);
    expect(await numbers({ startDate: '2026-07-09', endDate: '2026-07-09' })).toEqual(['F2026-0003', 'F2026-0002']);
    expect(await numbers({ customer: 'durand' })).toEqual(['F2026-0003']);
    expect(await numbers({ number: '0004' })).toEqual(['F2026-0004']);
  });

  it('pages, and refuses an unknown sort field, a kind outside the spec and dates in the wrong order', async () => {
    const page = await search({ page: 2, pageSize: 3 });
    expect(page).toMatchObject({ total: 4, items: [{ number: 'F2026-0001' }] });
    for (const [body, field, code] of [
      [{ sort: { field: 'hash' } }, 'sort', 'INVALID_TYPE'],
      [{ documentKind: 12 }, 'documentKind', 'INVALID_TYPE'],
      [{ startDate: '2026-07-10', endDate: '2026-07-01' }, 'endDate', 'START_AFTER_END'],
    ] as const) {
      const res = await admin.post('/rest/billing/invoice/search', body);
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toMatchObject({ [field]: code });
    }
  });

  it('lists the credit notes too (« Avoir »): number, customer, date and the amount owed back', async () => {
    const note = inTransaction(t.db, () =>
      issueCreditNote(t.db, t.clock, null, {
        customerId: t.db.$client
          .prepare('SELECT customer_id FROM bookings WHERE id = ?')
          .pluck()
          .get(s.recalled) as number,
        bookingId: s.recalled,
        amountCents: 2_500,
        reason: 'Geste commercial',
      }),
    );
    const page = await search({});
    expect(page.total).toBe(5);
    expect(page.items.find((i) => i.number === note.number)).toMatchObject({
      number: note.number,
      creditNoteId: note.id,
      type: 0,
      documentKind: DOCUMENT_KIND.creditNote,
      issuedOn: '2026-07-10',
      customerName: 'Dupont Jean',
      bookingCode: 'R-A',
      totalCents: -2_500,
    });
    expect(await numbers({ documentKind: DOCUMENT_KIND.creditNote })).toEqual([note.number]);
    expect(await numbers({ customer: 'dupont', number: 'AV' })).toEqual([note.number]);
    // An invoice of the same id is still listed beside it, and the type filters keep invoices only.
    expect(await numbers({ type: 1 })).toEqual(['F2026-0004', 'F2026-0003']);
    const csv = await (await admin.post('/rest/billing/invoice/document', { filters: { documentKind: 6 } })).text();
    expect(csv.split('\r\n')[1]).toContain(`${note.number};Avoir;Avoir;10/07/2026`);
  });

  it('exports the filtered rows as a French CSV', async () => {
    const res = await admin.post('/rest/billing/invoice/document', { filters: { type: 2 } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.split('\r\n')[1]).toBe(
      'F2026-0001;Facture annulée;Réservation;08/07/2026;;M. Jean Dupont;R-A;418,18;41,82;500,00;0,00',
    );
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('one invoice as issued (/bill/:billId)', () => {
  it('answers its lines, VAT per rate, tourist tax outside the base, frozen parties and the invoice cancelling it', async () => {
    const res = await admin.get(`/rest/billing/invoice/${s.cancelled}`);
    expect(res.status).toBe(200);
    const bill = await res.json();
    expect(bill).toMatchObject({
      number: 'F2026-0001',
      type: 2,
      financialYearLabel: '2026',
      totalCents: 50_000,
      touristTaxCents: 4_000,
      vatCents: 4_182,
      totalExclVatCents: 41_818,
      vatDetail: [{ vatBp: 1000, baseCents: 41_818, vatCents: 4_182 }],
      seller: { corporateName: 'Camping des Pins SARL', siret: '12345678900012' },
      buyer: { name: 'M. Jean Dupont', town: 'Paris' },
      cancelledBy: { id: s.cancelling, number: 'F2026-0002', issuedOn: '2026-07-09' },
      cancels: null,
      bookingCode: 'R-A',
    });
    expect(bill.lines.map((l: { label: string; amountCents: number }) => [l.label, l.amountCents])).toEqual([
      ['Emplacement 7 nuits', 46_000],
      ['Taxe de séjour', 4_000],
    ]);
  });

  it('names the invoice a cancelling one cancels, and lists the booking’s payments (guarantees aside)', async () => {
    expect(await (await admin.get(`/rest/billing/invoice/${s.cancelling}`)).json()).toMatchObject({
      type: 3,
      totalCents: -50_000,
      cancels: { id: s.cancelled, number: 'F2026-0001' },
      cancelledBy: null,
    });
    const deposit = await (await admin.get(`/rest/billing/invoice/${s.deposit}`)).json();
    expect(deposit.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([6_000, 4_000]);
    expect(deposit.lines[0]).toMatchObject({ paymentId: s.downPayment });
  });

  it('answers 404 NOT_FOUND for an invoice that does not exist', async () => {
    const res = await admin.get('/rest/billing/invoice/99');
    expect(res.status).toBe(404);
    expect((await res.json()).serverMessage).toBe('NOT_FOUND');
  });
});

describe('a booking’s billing state (the booking sheet)', () => {
  it('is billed by a live customer invoice only: a cancelled one no longer bills it', async () => {
    const of = async (id: number) => (await admin.get(`/rest/billing/booking/${id}`)).json();
    expect(await of(s.billed)).toMatchObject({ isBilled: true, invoice: { id: s.live, number: 'F2026-0003' } });
    expect(await of(s.recalled)).toMatchObject({ isBilled: false, invoice: null });
    expect((await of(s.recalled)).invoices.map((i: { type: number }) => i.type)).toEqual([3, 2]);
  });

  it('lists the payments no invoice bills yet: a payment is billed once', async () => {
    expect(await (await admin.get(`/rest/billing/booking/${s.running}`)).json()).toMatchObject({
      isBilled: false,
      unbilledPaymentIds: [s.later],
    });
  });
});

describe('reservations not billed (/unbill-document-list)', () => {
  it('lists the reservations whose stay has begun or ended and no live customer invoice covers', async () => {
    const res = await admin.post('/rest/billing/unbilled/search', {});
    expect(res.status).toBe(200);
    const page = await res.json();
    // R-E is billed, R-C has not begun, O-D is an option.
    expect(page.items.map((r: { code: string }) => r.code)).toEqual(['R-A', 'R-B']);
    expect(page.items[1]).toMatchObject({
      totalCents: 30_000,
      paidCents: 0,
      balanceCents: 30_000,
      customerName: 'Martin Lucie',
    });
    const found = await (await admin.post('/rest/billing/unbilled/search', { customer: 'dupont' })).json();
    expect(found.items.map((r: { code: string }) => r.code)).toEqual(['R-A']);
  });
});

describe('the unbilled bookings’ update tool (/update-unbilled-bookings)', () => {
  it('lists the unbilled bookings whose stored paid differs from their payment rows, and sets it from them', async () => {
    const stale = await (await admin.get('/rest/billing/unbilled/stale')).json();
    // R-E stores 9,99 € paid but is billed: it is not the tool's.
    expect(stale).toEqual([expect.objectContaining({ id: s.running, paidCents: 0, paidFromRowsCents: 10_000 })]);
    const res = await admin.post('/rest/billing/unbilled/update', { bookingIds: [s.running] });
    expect(await res.json()).toEqual({ status: 'SAVED', updated: [s.running] });
    const stored = t.db.$client.prepare('SELECT paid_cents AS paid, version FROM bookings WHERE id = ?').get(s.running);
    expect(stored).toMatchObject({ paid: 10_000 });
    const history = t.db.$client
      .prepare('SELECT event, summary FROM booking_history WHERE booking_id = ?')
      .all(s.running);
    expect(history).toEqual([{ event: 'CHANGED', summary: expect.stringContaining('payé 0,00 € → 100,00 €') }]);
    const journal = t.db.$client
      .prepare("SELECT count(*) AS n FROM tech_events WHERE kind = 'booking.unbilled-refreshed'")
      .get();
    expect(journal).toEqual({ n: 1 });
    expect(await (await admin.get('/rest/billing/unbilled/stale')).json()).toEqual([]);
  });

  it('refuses a billed booking: billed items cannot be modified (BILLED_ITEMS_NOT_EDITABLE), nothing written', async () => {
    const res = await admin.post('/rest/billing/unbilled/update', { bookingIds: [s.running, s.billed] });
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('BILLED_ITEMS_NOT_EDITABLE');
    const stored = t.db.$client
      .prepare('SELECT paid_cents AS paid FROM bookings WHERE id IN (?, ?) ORDER BY id')
      .all(s.running, s.billed);
    expect(stored).toEqual([{ paid: 0 }, { paid: 999 }]);
  });
});

describe('rights are checked on the server', () => {
  const userWith = async (rights: { code: string; r: '000' | '001' | '011' }[]) => {
    const { id } = await t.addUser({ login: 'compta', password: 'compta-1' });
    const body = rights.map(({ code, r }) => ({
      code,
      canSelect: r !== '000',
      canWrite: r === '011',
      canDelete: false,
      canExport: false,
    }));
    expect((await admin.post(`/rest/security/user/set_right/${id}`, { rights: body })).status).toBe(200);
    return t.signIn({ login: 'compta', password: 'compta-1' });
  };

  it('answers 401 INSUFFICIENT_RIGHT to a user without the screens’ rights', async () => {
    const nobody = await userWith([]);
    const calls = [
      nobody.post('/rest/billing/invoice/search', {}),
      nobody.post('/rest/billing/invoice/document', { filters: {} }),
      nobody.get(`/rest/billing/invoice/${s.live}`),
      nobody.get(`/rest/billing/booking/${s.billed}`),
      nobody.post('/rest/billing/unbilled/search', {}),
      nobody.get('/rest/billing/unbilled/stale'),
      nobody.post('/rest/billing/unbilled/update', { bookingIds: [s.running] }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
  });

  it('a reader of the bill list cannot export it, a reader of the tool cannot update (401)', async () => {
    const reader = await userWith([
      { code: 'payment_invoice_bill_list', r: '001' },
      { code: 'system_update_unbilled_bookings', r: '001' },
    ]);
    expect((await reader.post('/rest/billing/invoice/search', {})).status).toBe(200);
    expect((await reader.post('/rest/billing/invoice/document', { filters: {} })).status).toBe(401);
    expect((await reader.get('/rest/billing/unbilled/stale')).status).toBe(200);
    const res = await reader.post('/rest/billing/unbilled/update', { bookingIds: [s.running] });
    expect(res.status).toBe(401);
    expect(t.db.$client.prepare('SELECT paid_cents AS paid FROM bookings WHERE id = ?').get(s.running)).toEqual({
      paid: 0,
    });
  });

  it('answers 403 NOT_CONNECTED without a session', async () => {
    expect((await t.anonymous.post('/rest/billing/invoice/search', {})).status).toBe(403);
  });
});
