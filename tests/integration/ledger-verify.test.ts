// The ledger verification on a real SQLite file: each check finds what it looks for, names the
// table, the row and its number in French, and each run leaves its row in the technical journal;
// the verification screens' routes and their CSV over HTTP, guarded by their rights.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../service/db/transaction';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import {
  verifyDoubleBill,
  verifyDueBill,
  verifyLedger,
  verifyTicketsPayment,
} from '../../service/domains/ledger/verify';
import type { Client } from '../support/client';
import { moneyRows } from '../support/money-rows';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let m: ReturnType<typeof moneyRows>;
let year: number;
let customer: number;
let stay: number;

beforeEach(async () => {
  t = await makeTestApp({ now: '2026-11-22T09:00:00Z' });
  m = moneyRows(t.db);
  year = m.year('2026', '2026-01-01', '2026-12-31', 'F26-');
  customer = m.customer('Dupuis', 'Jean');
  stay = m.booking({
    code: 'R-1',
    customerId: customer,
    startDate: '2026-08-01',
    endDate: '2026-08-08',
    totalCents: 70_000,
  });
});
afterEach(() => t.close());

const journal = () =>
  t.db.$client.prepare('SELECT kind, summary FROM tech_events WHERE kind LIKE ? ORDER BY id').all('verify.%') as {
    kind: string;
    summary: string;
  }[];
const messages = (findings: { message: string }[]) => findings.map((f) => f.message);

describe('verifyLedger (inalterability: every chain, the numbers, payments without their document)', () => {
  it('a sound ledger: every chain walked, no finding, a verify.ok row in the journal', () => {
    m.invoice({
      yearId: year,
      yearSeq: 1,
      number: 'F26-0001',
      bookingId: stay,
      customerId: customer,
      totalCents: 70_000,
    });
    m.payment({ bookingId: stay, amountCents: 70_000 });
    const report = verifyLedger(t.db, t.clock);
    expect(report.isOk).toBe(true);
    expect(report.findings).toEqual([]);
    expect(report.chains.map((c) => c.table)).toEqual([
      'payments',
      'credit_notes',
      'guarantee_events',
      'invoices',
      'invoice_lines',
      'deposits',
      'deposit_payments',
      'cash_funds',
      'import_v1_documents',
    ]);
    expect(report.chains.find((c) => c.table === 'payments')).toMatchObject({
      rows: 1,
      grandTotalCents: 70_000,
      breaks: 0,
    });
    expect(journal()).toEqual([{ kind: 'verify.ok', summary: expect.stringContaining('aucune anomalie') }]);
  });

  it('"a row edited behind the application’s back is found, which names it": a payment amount changed with plain SQL', () => {
    m.payment({ bookingId: stay, amountCents: 10_000 });
    m.payment({ bookingId: stay, amountCents: 20_000 });
    m.dropAppendOnly('payments');
    t.db.$client.prepare('UPDATE payments SET amount_cents = 2000 WHERE id = 2').run();
    const report = verifyLedger(t.db, t.clock);
    expect(report.isOk).toBe(false);
    expect(report.findings[0]).toMatchObject({ kind: 'chain', table: 'payments', rowId: 2 });
    expect(report.findings[0]?.message).toContain('Paiement n° 2');
    expect(journal()).toEqual([{ kind: 'verify.broken', summary: expect.stringContaining('Paiement n° 2') }]);
  });

  it('"duplicate or missing numbers": a gap in the year, a number not its prefix and rank, a number held twice', () => {
    m.invoice({ yearId: year, yearSeq: 1, number: 'F26-0001', customerId: customer, totalCents: 1000 });
    m.invoice({ yearId: year, yearSeq: 3, number: 'F26-0003', customerId: customer, totalCents: 1000 });
    m.invoice({ yearId: year, yearSeq: 4, number: 'X-0004', customerId: customer, totalCents: 1000 });
    t.db.$client.exec('DROP INDEX invoices_number_unique');
    m.invoice({ yearId: year, yearSeq: 5, number: 'F26-0001', customerId: customer, totalCents: 1000 });
    const findings = verifyLedger(t.db, t.clock).findings;
    expect(findings.map((f) => [f.kind, f.table, f.rowId, f.number])).toEqual([
      ['number-duplicate', 'invoices', 1, 'F26-0001'],
      ['number-duplicate', 'invoices', 4, 'F26-0001'],
      ['number-missing', 'invoices', 2, 'F26-0003'],
      ['number-mismatch', 'invoices', 3, 'X-0004'],
      ['number-mismatch', 'invoices', 4, 'F26-0001'],
    ]);
    expect(findings[2]?.message).toBe('Exercice 2026 : numéro(s) 2 manquant(s) avant la facture F26-0003 (ligne 2)');
  });

  it('a year without its own bill prefix numbers with the sale preference prefix and its year: FA2027000001 is no mismatch', () => {
    const plain = m.year('2027', '2027-01-01', '2027-12-31', null);
    m.invoice({ yearId: plain, yearSeq: 1, number: 'FA2027000001', customerId: customer, totalCents: 1000 });
    m.invoice({ yearId: plain, yearSeq: 2, number: 'F27-0002', customerId: customer, totalCents: 1000 });
    const findings = verifyLedger(t.db, t.clock).findings;
    expect(findings.map((f) => [f.kind, f.number])).toEqual([['number-mismatch', 'F27-0002']]);
  });

  it('a broken invoice row is named with its number', () => {
    m.invoice({ yearId: year, yearSeq: 1, number: 'F26-0001', customerId: customer, totalCents: 1000 });
    m.dropAppendOnly('invoices');
    t.db.$client.prepare('UPDATE invoices SET total_cents = 100 WHERE id = 1').run();
    expect(verifyLedger(t.db, t.clock).findings[0]).toMatchObject({
      kind: 'chain',
      table: 'invoices',
      rowId: 1,
      number: 'F26-0001',
      message: 'Facture n° 1 (table invoices) : contenu modifié après son enregistrement',
    });
  });

  it('"duplicate numbers": a credit note number held twice', () => {
    m.creditNote({ number: 'AV-0001', customerId: customer, amountCents: 500 });
    t.db.$client.exec('DROP INDEX credit_notes_number_unique');
    m.creditNote({ number: 'AV-0001', customerId: customer, amountCents: 700 });
    expect(messages(verifyLedger(t.db, t.clock).findings)).toEqual([
      'Avoir AV-0001 (ligne 1) : numéro porté par 2 avoirs',
      'Avoir AV-0001 (ligne 2) : numéro porté par 2 avoirs',
    ]);
  });

  it('"payments without their document": a booking that does not exist, nothing paid, a cancellation of nothing, of a cancellation, a credit note missing', () => {
    m.withoutForeignKeys(() => m.payment({ bookingId: 999, amountCents: 100 }));
    m.payment({ amountCents: 200 });
    m.payment({ bookingId: stay, amountCents: -300, cancelsId: 77 });
    m.payment({ bookingId: stay, amountCents: 400 });
    m.payment({ bookingId: stay, amountCents: -400, cancelsId: 4 });
    m.payment({ bookingId: stay, amountCents: 400, cancelsId: 5 });
    m.payment({ bookingId: stay, amountCents: 500, creditNoteId: 42 });
    const findings = verifyLedger(t.db, t.clock).findings;
    expect(findings.every((f) => f.table === 'payments' && f.kind === 'orphan')).toBe(true);
    expect(messages(findings)).toEqual([
      "Paiement n° 1 : sa réservation n° 999 n'existe pas",
      'Paiement n° 2 : ne règle aucun document (ni réservation, ni vente, ni client)',
      "Paiement n° 3 : annule le paiement n° 77, qui n'existe pas",
      "Paiement n° 6 : annule la ligne n° 5, qui n'est pas un paiement mais une annulation",
      "Paiement n° 7 : payé par l'avoir n° 42, qui n'existe pas",
    ]);
  });

  it('"deposit lines whose payment is missing": a deposit line pointing at no payment is named', () => {
    m.withoutForeignKeys(() =>
      inTransaction(t.db, () => {
        appendChained(t.db, CHAINS.deposit, {
          number: 'RB-1',
          paymentMethodId: 2,
          depositTypeId: 1,
          bankAccountId: 1,
          slipType: 1,
          depositedOn: '2026-08-02',
          totalCents: 100,
          paymentsCount: 1,
          createdAt: '2026-08-02T10:00:00Z',
        });
        appendChained(t.db, CHAINS.depositPayment, {
          depositId: 1,
          paymentId: 55,
          amountCents: 100,
          createdAt: '2026-08-02T10:00:00Z',
        });
      }),
    );
    expect(verifyLedger(t.db, t.clock).findings).toEqual([
      {
        kind: 'orphan',
        table: 'deposit_payments',
        rowId: 1,
        number: null,
        message: "Ligne de remise n° 1 : le paiement n° 55 n'existe pas",
      },
    ]);
  });
});

describe('the verification screens’ reports', () => {
  it('/verif-double-bill: a booking with two live invoices of its stay, none once one is cancelled', () => {
    m.invoice({
      yearId: year,
      yearSeq: 1,
      number: 'F26-0001',
      bookingId: stay,
      customerId: customer,
      totalCents: 70_000,
    });
    m.invoice({
      yearId: year,
      yearSeq: 2,
      number: 'F26-0002',
      bookingId: stay,
      customerId: customer,
      totalCents: 70_000,
    });
    expect(verifyDoubleBill(t.db).bookings).toEqual([
      {
        bookingId: stay,
        bookingCode: 'R-1',
        customerName: 'Dupuis Jean',
        numbers: ['F26-0001', 'F26-0002'],
        totalCents: 140_000,
      },
    ]);
    m.invoice({
      yearId: year,
      yearSeq: 3,
      number: 'F26-0003',
      bookingId: stay,
      customerId: customer,
      totalCents: -70_000,
      cancelsInvoiceId: 2,
    });
    expect(verifyDoubleBill(t.db)).toEqual({ bookings: [], duplicateNumbers: [] });
  });

  it('/verif-due-bill: an invoice past its due date with a balance (live payments counted), a stay ended unbilled', () => {
    const other = m.booking({
      code: 'R-2',
      customerId: customer,
      startDate: '2026-09-01',
      endDate: '2026-09-05',
      totalCents: 30_000,
    });
    m.invoice({
      yearId: year,
      yearSeq: 1,
      number: 'F26-0001',
      bookingId: stay,
      customerId: customer,
      buyerName: 'M. Jean Dupuis',
      totalCents: 70_000,
      dueDate: '2026-11-01',
    });
    m.payment({ bookingId: stay, amountCents: 20_000 });
    m.payment({ bookingId: stay, amountCents: 5_000 });
    m.payment({ bookingId: stay, amountCents: -5_000, cancelsId: 2 });
    m.payment({ bookingId: stay, amountCents: 9_999, isGuarantee: true });
    const report = verifyDueBill(t.db, t.clock);
    expect(report.invoices).toEqual([
      {
        invoiceId: 1,
        number: 'F26-0001',
        customerName: 'M. Jean Dupuis',
        dueDate: '2026-11-01',
        totalCents: 70_000,
        paidCents: 20_000,
        remainingCents: 50_000,
      },
    ]);
    expect(report.unbilledStays).toEqual([
      {
        bookingId: other,
        bookingCode: 'R-2',
        customerName: 'Dupuis Jean',
        startDate: '2026-09-01',
        endDate: '2026-09-05',
        totalCents: 30_000,
      },
    ]);
    m.payment({ bookingId: stay, amountCents: 50_000 });
    expect(verifyDueBill(t.db, t.clock).invoices).toEqual([]);
  });

  it('/verif-tickets-payment: payments without their document and the payment chain’s breaks', () => {
    m.payment({ bookingId: stay, amountCents: 100 });
    m.payment({ amountCents: 200 });
    m.dropAppendOnly('payments');
    t.db.$client.prepare('UPDATE payments SET paid_on = ? WHERE id = 1').run('2026-07-01');
    expect(messages(verifyTicketsPayment(t.db).findings)).toEqual([
      'Paiement n° 1 (table payments) : contenu modifié après son enregistrement',
      'Paiement n° 2 : ne règle aucun document (ni réservation, ni vente, ni client)',
    ]);
  });
});

describe('over HTTP', () => {
  let admin: Client;
  beforeEach(async () => {
    admin = await t.signIn();
  });

  it('answers the reports and their CSV (French spreadsheet: BOM, ;, decimal commas)', async () => {
    m.invoice({
      yearId: year,
      yearSeq: 1,
      number: 'F26-0001',
      bookingId: stay,
      customerId: customer,
      buyerName: 'M. Jean Dupuis',
      totalCents: 70_000,
      dueDate: '2026-11-01',
    });
    const due = await admin.get('/rest/ledger/verif-due-bill');
    expect(due.status).toBe(200);
    expect((await due.json()).invoices).toHaveLength(1);
    const csv = await admin.get('/rest/ledger/verif-due-bill/document');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('Facture échue;F26-0001;M. Jean Dupuis;01/11/2026;700,00;0,00;700,00;');
    for (const path of ['verif-double-bill', 'verif-tickets-payment']) {
      expect((await admin.get(`/rest/ledger/${path}`)).status).toBe(200);
    }
  });

  it('guards every route: 403 signed out, 401 without the functionality’s right', async () => {
    expect((await t.anonymous.get('/rest/ledger/verif-due-bill')).status).toBe(403);
    await t.addUser({ login: 'lea', password: 'lea-password', name: 'Léa' });
    const lea = await t.signIn({ login: 'lea', password: 'lea-password' });
    for (const path of [
      'verif-double-bill',
      'verif-double-bill/document',
      'verif-due-bill',
      'verif-due-bill/document',
      'verif-tickets-payment',
      'verif-tickets-payment/document',
    ]) {
      const res = await lea.get(`/rest/ledger/${path}`);
      expect(res.status, path).toBe(401);
      expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
    await t.addUser({ login: 'boss', password: 'boss-password', name: 'Boss', isAdmin: true });
    const boss = await t.signIn({ login: 'boss', password: 'boss-password' });
    expect((await boss.get('/rest/ledger/verif-due-bill')).status).toBe(200);
  });
});
