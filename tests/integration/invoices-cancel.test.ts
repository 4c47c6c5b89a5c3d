// Cancelling invoices, partner bills, down-payment invoices and the billed booking frozen, through
// the routes on a real SQLite. Today is 2026-11-22.
import { describe, expect, it } from 'vitest';
import { CHAINS, verifyChain, verifyLedger } from '../../service/domains/ledger';
import { ok } from '../support/booking-site';
import { insertPartner } from '../support/bookings';
import { bookWeek, count, insertPayment, invoice, invoiceSite } from '../support/invoice-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const row = (sql: string, ...params: unknown[]) =>
  ctx.t.db.$client.prepare(sql).get(...params) as Record<string, unknown>;
const rows = (sql: string, ...params: unknown[]) =>
  ctx.t.db.$client.prepare(sql).all(...params) as Record<string, unknown>[];

async function refused(res: Response, code: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.serverMessage).toBe(code);
}

const cancel = (id: number, reason = 'Erreur de saisie') =>
  ctx.admin.post(`/rest/billing/invoice/${id}/cancel`, { reason });

describe('cancelling an invoice', () => {
  it('a cancelling invoice (type 3) mirrors every line with opposite amounts; the booking is unbilled again and editable', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    const bill = await ok(await invoice(ctx.admin, bookingId));
    const answer = await ok(await cancel(bill.id));
    expect(answer.number).toBe('FA2026000002');
    const original = row('SELECT * FROM invoices WHERE id = ?', bill.id);
    const mirror = row('SELECT * FROM invoices WHERE id = ?', answer.id);
    expect(mirror).toMatchObject({
      type: 3,
      cancels_invoice_id: bill.id,
      booking_id: bookingId,
      total_cents: -Number(original.total_cents),
      vat_cents: -Number(original.vat_cents),
      total_excl_vat_cents: -Number(original.total_excl_vat_cents),
      seller: original.seller,
      buyer: original.buyer,
    });
    const amounts = (id: number) =>
      rows('SELECT amount_cents FROM invoice_lines WHERE invoice_id = ? ORDER BY sort_order', id).map(
        (l) => l.amount_cents,
      );
    expect(amounts(answer.id)).toEqual(amounts(bill.id).map((a) => -Number(a)));
    // The original row is never touched: its cancellation is read from the cancelling one.
    expect(row('SELECT type, hash FROM invoices WHERE id = ?', bill.id)).toEqual({ type: 1, hash: original.hash });
    expect(row('SELECT bill_number FROM bookings WHERE id = ?', bookingId).bill_number).toBeNull();
    const history = await ok(await ctx.admin.get(`/rest/booking/booking/history/${bookingId}`));
    expect(history[0].event).toBe('BILL_CANCELLED');
    await ok(await ctx.admin.post(`/rest/booking/booking/${bookingId}/validate`, {}));
    // Billed again: the next number.
    expect((await ok(await invoice(ctx.admin, bookingId))).number).toBe('FA2026000003');
    expect(verifyChain(ctx.t.db, CHAINS.invoice).breaks).toEqual([]);
  });

  it('INVOICE_CANNOT_BE_CANCELLED: neither a cancelled invoice nor a cancelling one is cancelled', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bill = await ok(await invoice(ctx.admin, await bookWeek(ctx.admin, site)));
    const mirror = await ok(await cancel(bill.id));
    await refused(await cancel(bill.id), 'INVOICE_CANNOT_BE_CANCELLED');
    await refused(await cancel(mirror.id), 'INVOICE_CANNOT_BE_CANCELLED');
    await refused(await cancel(bill.id, ''), 'VALIDATION');
    expect(count(ctx.t.db, 'invoices')).toBe(2);
  });
});

describe('partner bill', () => {
  async function partnerBooking() {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const partnerId = insertPartner(ctx.t.db, 'Vacances Bleues');
    ctx.t.db.$client.prepare('UPDATE partners SET commission_value = 1000 WHERE id = ?').run(partnerId);
    const bookingId = await bookWeek(ctx.admin, site, 0, { partnerId });
    return { site, bookingId };
  }

  it('CUSTOMER_BILL_BEFORE_PARTNER_BILL, then the partner bill holds the commission lines billed to the partner', async () => {
    const { bookingId } = await partnerBooking();
    await refused(await invoice(ctx.admin, bookingId, { partner: true }), 'CUSTOMER_BILL_BEFORE_PARTNER_BILL');
    const customerBill = await ok(await invoice(ctx.admin, bookingId));
    const partnerBill = await ok(await invoice(ctx.admin, bookingId, { partner: true }));
    const inv = row('SELECT * FROM invoices WHERE id = ?', partnerBill.id);
    expect(inv).toMatchObject({ is_partner_bill: 1, document_kind: 1 });
    expect(JSON.parse(String(inv.buyer))).toMatchObject({ name: 'Vacances Bleues', partnerId: inv.partner_id });
    expect(rows('SELECT kind FROM invoice_lines WHERE invoice_id = ?', partnerBill.id).map((l) => l.kind)).toEqual([
      13,
    ]);
    const customerKinds = rows('SELECT kind FROM invoice_lines WHERE invoice_id = ?', customerBill.id).map(
      (l) => l.kind,
    );
    expect(customerKinds).not.toContain(13);
    await refused(await invoice(ctx.admin, bookingId, { partner: true }), 'INVOICE_ALREADY_PROCESSING');
  });

  it('INVOICE_CANNOT_BE_CANCELLED_PARTNER_INVOICE: the customer bill stays while its partner bill lives', async () => {
    const { bookingId } = await partnerBooking();
    const customerBill = await ok(await invoice(ctx.admin, bookingId));
    const partnerBill = await ok(await invoice(ctx.admin, bookingId, { partner: true }));
    await refused(await cancel(customerBill.id), 'INVOICE_CANNOT_BE_CANCELLED_PARTNER_INVOICE');
    await ok(await cancel(partnerBill.id));
    await ok(await cancel(customerBill.id));
  });
});

describe('down-payment invoice', () => {
  it('each line names its payment; DOWN_PAYMENT_INVOICE_IMPOSSIBLE for a payment billed twice; the stay invoice deducts it', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    const paymentId = insertPayment(ctx.t.db, bookingId, site.customerId, 10_000);
    const path = `/rest/billing/invoice/down-payment/${bookingId}`;
    const answer = await ok(await ctx.admin.post(path, { paymentIds: [paymentId] }));
    expect(row('SELECT document_kind, total_cents, paid_cents FROM invoices WHERE id = ?', answer.id)).toEqual({
      document_kind: 5,
      total_cents: 10_000,
      paid_cents: 10_000,
    });
    expect(row('SELECT payment_id, label FROM invoice_lines WHERE invoice_id = ?', answer.id)).toEqual({
      payment_id: paymentId,
      label: 'Acompte reçu le 20/11/2026',
    });
    await refused(await ctx.admin.post(path, { paymentIds: [paymentId] }), 'DOWN_PAYMENT_INVOICE_IMPOSSIBLE');
    const bill = await ok(await invoice(ctx.admin, bookingId));
    expect(row('SELECT deposit_cents FROM invoices WHERE id = ?', bill.id).deposit_cents).toBe(10_000);
    // Deducted by the live stay invoice: the down-payment invoice stays.
    await refused(await cancel(answer.id), 'INVOICE_CANNOT_BE_CANCELLED');
  });

  it('DOWN_PAYMENT_INVOICE_IMPOSSIBLE: a payment of another booking is not billed here; INCORRECT_AMOUNT: nor a refund', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site, 0);
    const other = await bookWeek(ctx.admin, site, 1);
    const paymentId = insertPayment(ctx.t.db, other, site.customerId, 5_000);
    await refused(
      await ctx.admin.post(`/rest/billing/invoice/down-payment/${bookingId}`, { paymentIds: [paymentId] }),
      'DOWN_PAYMENT_INVOICE_IMPOSSIBLE',
    );
    // A refund (a negative payment) is no down payment to bill.
    const refund = insertPayment(ctx.t.db, bookingId, site.customerId, -5_000);
    await refused(
      await ctx.admin.post(`/rest/billing/invoice/down-payment/${bookingId}`, { paymentIds: [refund] }),
      'INCORRECT_AMOUNT',
    );
    expect(count(ctx.t.db, 'invoices')).toBe(0);
  });
});

describe('billed bookings cannot be modified', () => {
  it('BILLED_ITEMS_NOT_EDITABLE on every booking write path while the customer invoice lives; presence marks stay allowed', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    const before = await ok(await ctx.admin.get(`/rest/booking/booking/edit/${bookingId}`));
    const occupancyId = before.occupancies[0].id as number;
    await ok(await invoice(ctx.admin, bookingId));
    const b = `/rest/booking/booking/${bookingId}`;
    const o = `/rest/booking/occupancy/${occupancyId}`;
    const { version: _v, ...saved } = before;
    const writes: [string, unknown][] = [
      ['/rest/booking/booking/edit', { ...saved, notes: 'modifié', version: before.version + 1 }],
      [`${b}/cancel`, { reason: 'Annulation client' }],
      [`${b}/delete`, { reason: 'Doublon' }],
      [`${b}/to-option`, {}],
      [`${b}/validate`, {}],
      [`${o}/move`, { placeId: site.places[1], startDate: '2026-07-04', endDate: '2026-07-11' }],
      [`${o}/lock`, { value: true }],
      [`${o}/cancel`, {}],
      [`${o}/early-departure`, { departureDate: '2026-07-08' }],
    ];
    for (const [path, body] of writes) await refused(await ctx.admin.post(path, body), 'BILLED_ITEMS_NOT_EDITABLE');
    await refused(await ctx.admin.post('/rest/booking/booking/temporary', { bookingId }), 'BILLED_ITEMS_NOT_EDITABLE');
    await ok(await ctx.admin.post(`${o}/arrived`, { value: true }));
    await ok(await ctx.admin.post(`${o}/gone`, { value: true }));
    const after = await ok(await ctx.admin.get(`/rest/booking/booking/edit/${bookingId}`));
    expect({ state: after.state, totalCents: after.totalCents, notes: after.notes }).toEqual({
      state: before.state,
      totalCents: before.totalCents,
      notes: before.notes,
    });
  });
});

describe('the ledger check numbers invoices as the invoicing does', () => {
  it('an invoice, a partner bill, a down-payment invoice and a cancelling invoice issued through the routes: verifyLedger finds nothing', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const partnerId = insertPartner(ctx.t.db, 'Vacances Bleues');
    ctx.t.db.$client.prepare('UPDATE partners SET commission_value = 1000 WHERE id = ?').run(partnerId);
    const partnerStay = await bookWeek(ctx.admin, site, 0, { partnerId });
    const stay = await bookWeek(ctx.admin, site, 1);
    await ok(await invoice(ctx.admin, partnerStay));
    await ok(await invoice(ctx.admin, partnerStay, { partner: true }));
    const paymentId = insertPayment(ctx.t.db, stay, site.customerId, 10_000);
    await ok(await ctx.admin.post(`/rest/billing/invoice/down-payment/${stay}`, { paymentIds: [paymentId] }));
    const bill = await ok(await invoice(ctx.admin, stay));
    await ok(await cancel(bill.id));
    expect(count(ctx.t.db, 'invoices')).toBe(5);
    const report = verifyLedger(ctx.t.db, ctx.t.clock);
    expect(report.findings).toEqual([]);
  });
});
