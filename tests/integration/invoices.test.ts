// Invoicing a booking through the routes, on a real SQLite: the customer bill, its numbering, its
// frozen parties, its cancellation, and the billed booking frozen. Today is 2026-11-22.
import { describe, expect, it } from 'vitest';
import { CHAINS, verifyChain } from '../../service/domains/ledger';
import { ok } from '../support/booking-site';
import { bookWeek, count, invoice, invoiceSite } from '../support/invoice-site';
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

describe('invoicing a booking', () => {
  it('the customer bill: lines of the booking, totals and VAT per rate, service dates, due date, frozen parties, the booking marked billed', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    const booking = (await ok(await ctx.admin.get(`/rest/booking/booking/edit/${bookingId}`))) as {
      totalCents: number;
      balanceDueDate: string | null;
      lines: { amountCents: number; isPartnerLine: boolean }[];
    };
    const answer = await ok(await invoice(ctx.admin, bookingId));
    expect(answer.number).toBe('FA2026000001');
    const inv = row('SELECT * FROM invoices WHERE id = ?', answer.id);
    expect(inv).toMatchObject({
      type: 1,
      document_kind: 1,
      year_seq: 1,
      financial_year_id: site.yearId,
      booking_id: bookingId,
      customer_id: site.customerId,
      is_partner_bill: 0,
      issued_on: '2026-11-22',
      service_start: '2026-07-04',
      service_end: '2026-07-11',
      due_date: booking.balanceDueDate ?? '2026-11-22',
      total_cents: booking.totalCents,
      deposit_cents: 0,
      paid_cents: 0,
    });
    expect(Number(inv.total_excl_vat_cents) + Number(inv.vat_cents) + Number(inv.tourist_tax_cents)).toBe(
      booking.totalCents,
    );
    const vat = JSON.parse(String(inv.vat_detail)) as { baseCents: number; vatCents: number }[];
    expect(vat.reduce((s, d) => s + d.vatCents, 0)).toBe(inv.vat_cents);
    const lines = rows('SELECT * FROM invoice_lines WHERE invoice_id = ? ORDER BY sort_order', answer.id);
    expect(lines.map((l) => l.amount_cents)).toEqual(
      booking.lines.filter((l) => !l.isPartnerLine).map((l) => l.amountCents),
    );
    expect(JSON.parse(String(inv.buyer))).toMatchObject({ name: expect.stringContaining('Lalanne'), town: 'Vannes' });
    expect(JSON.parse(String(inv.seller))).toHaveProperty('corporateName');
    expect(row('SELECT bill_number, bill_date FROM bookings WHERE id = ?', bookingId)).toEqual({
      bill_number: 'FA2026000001',
      bill_date: '2026-11-22',
    });
    const history = await ok(await ctx.admin.get(`/rest/booking/booking/history/${bookingId}`));
    expect(history[0]).toMatchObject({ event: 'BILLED', summary: 'Facture FA2026000001 émise' });
    expect(row("SELECT count(*) AS n FROM tech_events WHERE kind = 'invoice.issued'").n).toBe(1);
    expect(verifyChain(ctx.t.db, CHAINS.invoice).breaks).toEqual([]);
    expect(verifyChain(ctx.t.db, CHAINS.invoiceLine).breaks).toEqual([]);
  });

  it('INVOICE_ALREADY_PROCESSING: a booking already billed is not billed twice', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    await ok(await invoice(ctx.admin, bookingId));
    await refused(await invoice(ctx.admin, bookingId), 'INVOICE_ALREADY_PROCESSING');
    expect(count(ctx.t.db, 'invoices')).toBe(1);
  });

  it('numbering is continuous per financial year: 1, 2, 3 with the year prefix, no gap after a refusal', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const ids = [
      await bookWeek(ctx.admin, site, 0),
      await bookWeek(ctx.admin, site, 1),
      await bookWeek(ctx.admin, site, 2),
    ];
    const first = await ok(await invoice(ctx.admin, ids[0] as number));
    await refused(await invoice(ctx.admin, ids[0] as number), 'INVOICE_ALREADY_PROCESSING');
    const second = await ok(await invoice(ctx.admin, ids[1] as number));
    const third = await ok(await invoice(ctx.admin, ids[2] as number));
    expect([first.number, second.number, third.number]).toEqual(['FA2026000001', 'FA2026000002', 'FA2026000003']);
  });

  it("the year's bill prefix and the invoice number length of the sale preference make the number", async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    await ok(
      await ctx.admin.post('/rest/admin/financial-year/edit', {
        id: site.yearId,
        label: 'Exercice 2026',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        billPrefix: 'CAMP26-',
      }),
    );
    await ok(await ctx.admin.post('/rest/preference/sale', { invoiceNumberLength: 4 }));
    const answer = await ok(await invoice(ctx.admin, await bookWeek(ctx.admin, site)));
    expect(answer.number).toBe('CAMP26-0001');
  });

  it('INVOICE_NUMBER_TOO_SHORT: invoice number length at least 4', async () => {
    await refused(await ctx.admin.post('/rest/preference/sale', { invoiceNumberLength: 3 }), 'VALIDATION');
    const body = await (await ctx.admin.post('/rest/preference/sale', { invoiceNumberLength: 3 })).json();
    expect(body.fields.invoiceNumberLength).toBe('INVOICE_NUMBER_TOO_SHORT');
  });

  it('BILL_PREFIX_ALREADY_USED: a bill prefix is never used by another year, nor the excluded prefix', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const year2027 = { id: 0, label: 'Exercice 2027', startDate: '2027-01-01', endDate: '2027-12-31' };
    const taken = await ctx.admin.post('/rest/admin/financial-year/edit', { ...year2027, billPrefix: 'fa2026' });
    const body = await taken.json();
    expect(body.fields?.billPrefix).toBe('BILL_PREFIX_ALREADY_USED');
    await ok(await ctx.admin.post('/rest/admin/financial-year/edit', { ...year2027, billPrefix: 'F27' }));
    // The old software numbered with « FA »: the 2026 default prefix FA2026 would reuse it.
    await ok(await ctx.admin.post('/rest/preference/sale', { excludedPrefix: 'FA' }));
    await refused(await invoice(ctx.admin, await bookWeek(ctx.admin, site)), 'BILL_PREFIX_ALREADY_USED');
    expect(count(ctx.t.db, 'invoices')).toBe(0);
    const tooLong = await (
      await ctx.admin.post('/rest/admin/financial-year/edit', {
        ...year2027,
        id: 0,
        startDate: '2028-01-01',
        endDate: '2028-12-31',
        billPrefix: 'ABCDEFGHI',
      })
    ).json();
    expect(tooLong.fields?.billPrefix).toBe('TOO_LONG');
  });

  it('FINANCIAL_YEAR_ABSENT and FINANCIAL_YEAR_CLOSED: the issue day needs an open financial year', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    await refused(await invoice(ctx.admin, bookingId, { issuedOn: '2025-12-31' }), 'FINANCIAL_YEAR_ABSENT');
    // Never dated ahead: it would block every invoice of the days between.
    const ahead = await invoice(ctx.admin, bookingId, { issuedOn: '2026-11-23' });
    expect((await ahead.json()).fields).toEqual({ issuedOn: 'INVALID_DATE' });
    // Closing a year is the closure screen's; the flag alone is what invoicing reads.
    ctx.t.db.$client.prepare('UPDATE financial_years SET is_closed = 1 WHERE id = ?').run(site.yearId);
    await refused(await invoice(ctx.admin, bookingId), 'FINANCIAL_YEAR_CLOSED');
    expect(count(ctx.t.db, 'invoices')).toBe(0);
  });

  it('INVOICE_OLDER_THAN_LAST: no invoice dated before the last one issued', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    await ok(await invoice(ctx.admin, await bookWeek(ctx.admin, site, 0), { issuedOn: '2026-11-22' }));
    const other = await bookWeek(ctx.admin, site, 1);
    await refused(await invoice(ctx.admin, other, { issuedOn: '2026-11-21' }), 'INVOICE_OLDER_THAN_LAST');
    expect((await ok(await invoice(ctx.admin, other, { issuedOn: '2026-11-22', dueDate: '2026-12-01' }))).number).toBe(
      'FA2026000002',
    );
    expect(row('SELECT due_date FROM invoices WHERE year_seq = 2').due_date).toBe('2026-12-01');
  });

  it('INVOICE_FROM_BOOKING_IMPOSSIBLE: a quote is not invoiced', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const quoteId = await bookWeek(ctx.admin, site, 0, { kind: 1 });
    await refused(await invoice(ctx.admin, quoteId), 'INVOICE_FROM_BOOKING_IMPOSSIBLE');
  });
});

describe('billing requires the customer identity', () => {
  it('BILLING_ADDRESS_REQUIRED: a customer without an address is not billed, and nothing is written', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    await ok(
      await ctx.admin.post('/rest/customer/customer/edit', {
        id: site.customerId,
        lastName: 'Lalanne',
        addressList: [],
      }),
    );
    const bookingId = await bookWeek(ctx.admin, site);
    await refused(await invoice(ctx.admin, bookingId), 'BILLING_ADDRESS_REQUIRED');
    expect([count(ctx.t.db, 'invoices'), count(ctx.t.db, 'invoice_lines'), count(ctx.t.db, 'tech_events')]).toEqual([
      0, 0, 0,
    ]);
    expect(row('SELECT bill_number FROM bookings WHERE id = ?', bookingId).bill_number).toBeNull();
  });

  it('BILLING_SIRET_REQUIRED and BILLING_VAT_NUMBER_REQUIRED: business customers also need SIRET and intra-community VAT number', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const { fullAddress } = await import('../support/invoice-site');
    const company = {
      id: site.customerId,
      isLegalEntity: true,
      companyName: 'Sarl Mouettes',
      lastName: 'Lalanne',
      addressList: [fullAddress(ctx.t.db)],
    };
    await ok(await ctx.admin.post('/rest/customer/customer/edit', company));
    const bookingId = await bookWeek(ctx.admin, site);
    await refused(await invoice(ctx.admin, bookingId), 'BILLING_SIRET_REQUIRED');
    await ok(await ctx.admin.post('/rest/customer/customer/edit', { ...company, siret: '12345678900012' }));
    await refused(await invoice(ctx.admin, bookingId), 'BILLING_VAT_NUMBER_REQUIRED');
    await ok(
      await ctx.admin.post('/rest/customer/customer/edit', {
        ...company,
        siret: '12345678900012',
        vatNumber: 'FR12345678901',
      }),
    );
    const answer = await ok(await invoice(ctx.admin, bookingId));
    expect(JSON.parse(String(row('SELECT buyer FROM invoices WHERE id = ?', answer.id).buyer))).toMatchObject({
      name: 'Sarl Mouettes',
      isBusiness: true,
      siret: '12345678900012',
      vatNumber: 'FR12345678901',
    });
  });
});

describe('rights', () => {
  it('invoicing needs the write right on « Factures et avoirs »: a reader gets 401 and nothing is written', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    const user = await ctx.t.addUser({ login: 'lea', password: 'lea-pass' });
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-pass' });
    const right = (canWrite: boolean) => ({
      rights: [{ code: 'payment_invoice_bill_list', canSelect: true, canWrite, canDelete: false, canExport: false }],
    });
    await ok(await ctx.admin.post(`/rest/security/user/set_right/${user.id}`, right(false)));
    expect((await invoice(lea, bookingId)).status).toBe(401);
    expect((await lea.post('/rest/billing/invoice/1/cancel', { reason: 'x' })).status).toBe(401);
    expect(count(ctx.t.db, 'invoices')).toBe(0);
    await ok(await ctx.admin.post(`/rest/security/user/set_right/${user.id}`, right(true)));
    expect((await ok(await invoice(lea, bookingId))).number).toBe('FA2026000001');
  });
});

describe('the seller on an invoice', () => {
  const ctx = withSignedInAdmin();

  it('no invoice while the establishment lacks its legal identity (COMPANY_* codes): nothing is written', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    ctx.t.db.$client.prepare("UPDATE establishments SET legal_form = NULL, siren = ''").run();
    const res = await invoice(ctx.admin, bookingId);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { serverMessage: string; fields: Record<string, string> };
    expect(body.serverMessage).toBe('COMPANY_LEGAL_FORM_REQUIRED');
    expect(body.fields).toEqual({ legalForm: 'COMPANY_LEGAL_FORM_REQUIRED', siren: 'COMPANY_SIREN_REQUIRED' });
    expect(count(ctx.t.db, 'invoices')).toBe(0);
  });
});

describe('a year keeps the prefix its invoices carry', () => {
  const ctx = withSignedInAdmin();

  it('the first invoice of a year without its own prefix writes the default one on the year; it can no longer change (MODIFICATION_NOT_AUTHORISED)', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    const issued = await ok(await invoice(ctx.admin, bookingId));
    const year = ctx.t.db.$client
      .prepare('SELECT bill_prefix AS p, version FROM financial_years WHERE id = ?')
      .get(site.yearId) as {
      p: string;
      version: number;
    };
    expect(year.p).toBe('FA2026');
    expect(issued.number.startsWith('FA2026')).toBe(true);
    const res = await ctx.admin.post('/rest/admin/financial-year/edit', {
      id: site.yearId,
      label: 'Exercice 2026',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      billPrefix: 'F26',
      version: year.version,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.billPrefix).toBe('MODIFICATION_NOT_AUTHORISED');
  });
});
