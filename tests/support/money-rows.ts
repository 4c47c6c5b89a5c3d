// Money rows written straight through the ledger (appendChained, as the payment, billing and
// deposit services write them), for tests of the screens and checks that read them: the bank
// set-up of a site (banks, accounts, deposit types), payments of any method and their
// cancellations, credit notes, bank deposits, and the small ledgers the verification tests break.
import { eq } from 'drizzle-orm';
import type { Db } from '../../service/db/connection';
import { inTransaction } from '../../service/db/transaction';
import { financialYears } from '../../service/domains/admin-periods/schema';
import { BOOKING_KIND } from '../../service/domains/booking/contract';
import { bookings } from '../../service/domains/booking/schema';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { DOCUMENT_KIND, INVOICE_TYPE, PAYMENT_KIND, PAYMENT_TYPE } from '../../service/domains/payment/kinds';
import type { creditNotes, payments } from '../../service/domains/payment/schema';
import { bankAccounts, banks, depositTypes, paymentMethods } from '../../service/domains/payment-setup/schema';

const stamp = '2026-01-01T00:00:00.000Z';

type PaymentValues = Parameters<typeof appendChained<typeof payments>>[2];

/**
 * One payment row appended to the payment chain, in its own transaction: a customer's payment of
 * 10:00 without change unless told otherwise. Every payment fixture below writes through it.
 */
export function appendPayment(
  db: Db,
  p: Pick<PaymentValues, 'paymentMethodId' | 'paymentType' | 'paidOn' | 'amountCents' | 'createdAt'> &
    Partial<PaymentValues>,
) {
  return inTransaction(db, () =>
    appendChained(db, CHAINS.payment, {
      kind: PAYMENT_KIND.payment,
      bookingId: null,
      customerId: null,
      payer: 'customer',
      paidAt: '10:00',
      changeCents: 0,
      isGuarantee: false,
      createdBy: null,
      ...p,
    }),
  );
}

type CreditNoteValues = Parameters<typeof appendChained<typeof creditNotes>>[2];

/** One credit note appended to its chain, valid 12 months unless told otherwise. */
export function appendCreditNote(
  db: Db,
  c: Pick<CreditNoteValues, 'number' | 'customerId' | 'amountCents' | 'issuedOn' | 'validUntil' | 'createdAt'> &
    Partial<CreditNoteValues>,
) {
  return inTransaction(db, () => appendChained(db, CHAINS.creditNote, { validityMonths: 12, ...c }));
}

/** A customer row `LAST First` of `code`; answers its id. */
function customerRow(db: Db, code: string, lastName: string, firstName: string, at: string): number {
  return Number(
    db.$client
      .prepare(
        `INSERT INTO customers (code, first_name, last_name, sort_name, created_at, updated_at)
         VALUES (?, ?, ?, lower(? || ' ' || ?), ?, ?)`,
      )
      .run(code, firstName, lastName, lastName, firstName, at, at).lastInsertRowid,
  );
}

/** The id of the seeded payment method of `label` (Espèces, Chèque, Chèques-Vacances ANCV…). */
export function methodId(db: Db, label: string): number {
  const row = db.$client.prepare('SELECT id FROM payment_methods WHERE label = ?').get(label) as
    | { id: number }
    | undefined;
  if (!row) throw new Error(`no payment method ${label}`);
  return row.id;
}

/** A bank (paying institution or the site's own). */
export function insertBank(db: Db, name: string): number {
  return Number(
    db.$client.prepare(`INSERT INTO banks (name, created_at, updated_at) VALUES (?, '${stamp}', '${stamp}')`).run(name)
      .lastInsertRowid,
  );
}

/** One of the site's bank accounts, at a new bank of `bankName`. */
export function insertBankAccount(db: Db, label: string, iban: string, bankName = `Banque ${label}`): number {
  const bankId = insertBank(db, bankName);
  return Number(
    db.$client
      .prepare(
        `INSERT INTO bank_accounts (label, bank_id, iban, created_at, updated_at) VALUES (?, ?, ?, '${stamp}', '${stamp}')`,
      )
      .run(label, bankId, iban).lastInsertRowid,
  );
}

/** A deposit type of `code` (numbering its deposits), its slip type and the account it goes to. */
export function insertDepositType(
  db: Db,
  t: { label: string; code: string; slipType: number; bankAccountId: number; fromTicket?: number; toTicket?: number },
): number {
  return Number(
    db.$client
      .prepare(
        `INSERT INTO deposit_types (label, code, slip_type, bank_account_id, from_ticket, to_ticket, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, '${stamp}', '${stamp}')`,
      )
      .run(t.label, t.code, t.slipType, t.bankAccountId, t.fromTicket ?? null, t.toTicket ?? null).lastInsertRowid,
  );
}

/** A customer `LAST First`; answers its id. */
export function insertCustomer(db: Db, lastName: string, firstName: string): number {
  const n = (db.$client.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n + 1;
  return customerRow(db, `M${String(n).padStart(5, '0')}`, lastName, firstName, stamp);
}

export interface PaymentRow {
  paymentMethodId: number;
  amountCents: number;
  paidOn: string;
  customerId?: number | null;
  bookingId?: number | null;
  chequeNumber?: string | null;
  chequeHolder?: string | null;
  payingBankId?: number | null;
  cashOn?: string | null;
  splitRef?: string | null;
  isGuarantee?: boolean;
  cancelsId?: number | null;
}

/** One payment row appended to the payment chain; its type is its method's. Answers its id. */
export function insertPayment(db: Db, p: PaymentRow): number {
  const { paymentType } = db.$client
    .prepare('SELECT payment_type AS paymentType FROM payment_methods WHERE id = ?')
    .get(p.paymentMethodId) as { paymentType: number };
  return appendPayment(db, {
    createdAt: stamp,
    bookingId: p.bookingId ?? null,
    customerId: p.customerId ?? null,
    paymentMethodId: p.paymentMethodId,
    paymentType,
    paidOn: p.paidOn,
    amountCents: p.amountCents,
    chequeNumber: p.chequeNumber ?? null,
    chequeHolder: p.chequeHolder ?? null,
    payingBankId: p.payingBankId ?? null,
    cashOn: p.cashOn ?? null,
    splitRef: p.splitRef ?? null,
    isGuarantee: p.isGuarantee ?? false,
    cancelsId: p.cancelsId ?? null,
  }).id;
}

/** A cheque of `amountCents` from `holder` drawn on `bankId`. */
export const insertCheque = (
  db: Db,
  c: {
    paymentMethodId: number;
    amountCents: number;
    paidOn: string;
    number: string;
    holder: string;
    bankId: number;
  } & Partial<PaymentRow>,
) =>
  insertPayment(db, {
    ...c,
    chequeNumber: c.number,
    chequeHolder: c.holder,
    payingBankId: c.bankId,
  });

// The money reports' rows: appended on 1 November 2026.
const at = '2026-11-01T10:00:00.000Z';

/** A seeded payment method by label, with its type. */
function methodOf(db: Db, label: string): { id: number; paymentType: number } {
  const m = db.select().from(paymentMethods).where(eq(paymentMethods.label, label)).get();
  if (!m) throw new Error(`no payment method ${label}`);
  return { id: m.id, paymentType: m.paymentType };
}

export interface PaymentFixture {
  method: string;
  amountCents: number;
  paidOn: string;
  bookingId?: number | null;
  customerId?: number | null;
  isGuarantee?: boolean;
  creditNoteId?: number | null;
  payer?: 'customer' | 'vacaf';
}

/** A payment of a seeded method by label. */
export function pay(db: Db, f: PaymentFixture) {
  const method = methodOf(db, f.method);
  return appendPayment(db, {
    bookingId: f.bookingId ?? null,
    customerId: f.customerId ?? null,
    payer: f.payer ?? 'customer',
    paymentMethodId: method.id,
    paymentType: method.paymentType,
    paidOn: f.paidOn,
    amountCents: f.amountCents,
    isGuarantee: f.isGuarantee ?? false,
    creditNoteId: f.creditNoteId ?? null,
    createdAt: at,
  });
}

/** The cancellation of a payment: a new row carrying the opposite amount. */
export function cancelPayment(db: Db, paymentId: number, paidOn: string) {
  const p = db.$client.prepare('SELECT * FROM payments WHERE id = ?').get(paymentId) as Record<string, unknown>;
  return appendPayment(db, {
    kind: Number(p.kind),
    bookingId: (p.booking_id as number | null) ?? null,
    customerId: (p.customer_id as number | null) ?? null,
    payer: p.payer as 'customer',
    paymentMethodId: Number(p.payment_method_id),
    paymentType: Number(p.payment_type),
    paidOn,
    paidAt: '11:00',
    amountCents: -Number(p.amount_cents),
    isGuarantee: p.is_guarantee === 1,
    cancelsId: paymentId,
    reason: 'Erreur de saisie',
    createdAt: at,
  });
}

/** A credit note of the money reports (a surplus). */
export function creditNote(
  db: Db,
  f: {
    number: string;
    customerId: number;
    amountCents: number;
    issuedOn: string;
    validUntil: string;
    bookingId?: number;
  },
) {
  return appendCreditNote(db, { ...f, bookingId: f.bookingId ?? null, reason: 'Trop-perçu', createdAt: at });
}

/** A deposit of the payments on a day (a bank, an account and a deposit type made when missing). */
export function bank(db: Db, number: string, depositedOn: string, paymentIds: number[]) {
  const stamps = { createdAt: at, updatedAt: at };
  const bankId = db
    .insert(banks)
    .values({ name: 'Banque', ...stamps })
    .returning()
    .get().id;
  const accountId = db
    .insert(bankAccounts)
    .values({ label: 'Compte', bankId, ...stamps })
    .returning()
    .get().id;
  const typeId = db
    .insert(depositTypes)
    .values({ label: `Remise ${number}`, code: number, slipType: 1, bankAccountId: accountId, ...stamps })
    .returning()
    .get().id;
  return inTransaction(db, () => {
    const rows = paymentIds.map(
      (id) =>
        db.$client.prepare('SELECT amount_cents, payment_method_id FROM payments WHERE id = ?').get(id) as {
          amount_cents: number;
          payment_method_id: number;
        },
    );
    const deposit = appendChained(db, CHAINS.deposit, {
      number,
      paymentMethodId: rows[0].payment_method_id,
      depositTypeId: typeId,
      bankAccountId: accountId,
      slipType: 1,
      depositedOn,
      totalCents: rows.reduce((s, r) => s + r.amount_cents, 0),
      paymentsCount: rows.length,
      createdAt: at,
    });
    paymentIds.forEach((paymentId, i) => {
      appendChained(db, CHAINS.depositPayment, {
        depositId: deposit.id,
        paymentId,
        amountCents: rows[i].amount_cents,
        createdAt: at,
      });
    });
    return deposit;
  });
}

/** The VACAF aid of a booking, set straight on its row. */
export function setVacafAid(db: Db, bookingId: number, vacafAidCents: number) {
  db.update(bookings).set({ vacafAidCents }).where(eq(bookings.id, bookingId)).run();
}

/** The verification tests' small ledgers: a customer, a stay, its invoices and payments, and how to break them. */
export function moneyRows(db: Db, now = '2026-11-22T09:00:00.000Z') {
  const run = (sql: string, ...params: unknown[]) => Number(db.$client.prepare(sql).run(...params).lastInsertRowid);
  const chained = <T>(fn: () => T) => inTransaction(db, fn);

  const rows = {
    year(label: string, startDate: string, endDate: string, billPrefix: string | null): number {
      return db
        .insert(financialYears)
        .values({ label, startDate, endDate, billPrefix, createdAt: now, updatedAt: now })
        .returning({ id: financialYears.id })
        .get().id;
    },
    customer(lastName: string, firstName: string): number {
      return customerRow(db, `C-${lastName}`, lastName, firstName, now);
    },
    booking(b: { code: string; customerId: number; startDate: string; endDate: string; totalCents: number }): number {
      return run(
        `INSERT INTO bookings (code, customer_id, kind, state, start_date, end_date, total_cents, created_at, updated_at)
         VALUES (?, ?, ?, 'NORMAL', ?, ?, ?, ?, ?)`,
        b.code,
        b.customerId,
        BOOKING_KIND.reservation,
        b.startDate,
        b.endDate,
        b.totalCents,
        now,
        now,
      );
    },
    invoice(i: {
      yearId: number;
      yearSeq: number;
      number: string;
      bookingId?: number | null;
      customerId?: number | null;
      buyerName?: string;
      totalCents: number;
      dueDate?: string | null;
      issuedOn?: string;
      cancelsInvoiceId?: number;
      paidCents?: number;
    }) {
      return chained(() =>
        appendChained(db, CHAINS.invoice, {
          number: i.number,
          financialYearId: i.yearId,
          yearSeq: i.yearSeq,
          type: i.cancelsInvoiceId ? INVOICE_TYPE.cancelling : INVOICE_TYPE.invoice,
          cancelsInvoiceId: i.cancelsInvoiceId ?? null,
          documentKind: DOCUMENT_KIND.reservation,
          bookingId: i.bookingId ?? null,
          customerId: i.customerId ?? null,
          isPartnerBill: false,
          issuedOn: i.issuedOn ?? '2026-08-01',
          dueDate: i.dueDate ?? null,
          seller: JSON.stringify({ corporateName: 'Camping des Pins' }),
          buyer: JSON.stringify({ name: i.buyerName ?? '' }),
          totalCents: i.totalCents,
          totalExclVatCents: Math.round(i.totalCents / 1.1),
          vatCents: i.totalCents - Math.round(i.totalCents / 1.1),
          touristTaxCents: 0,
          vatDetail: '[]',
          depositCents: 0,
          paidCents: i.paidCents ?? 0,
          createdAt: now,
        }),
      );
    },
    payment(p: {
      bookingId?: number | null;
      customerId?: number | null;
      amountCents: number;
      cancelsId?: number;
      creditNoteId?: number;
      paymentType?: number;
      isGuarantee?: boolean;
    }) {
      return appendPayment(db, {
        bookingId: p.bookingId ?? null,
        customerId: p.customerId ?? null,
        paymentMethodId: 1,
        paymentType: p.paymentType ?? (p.creditNoteId ? PAYMENT_TYPE.creditNote : PAYMENT_TYPE.cash),
        paidOn: '2026-08-01',
        amountCents: p.amountCents,
        creditNoteId: p.creditNoteId ?? null,
        isGuarantee: p.isGuarantee ?? false,
        cancelsId: p.cancelsId ?? null,
        createdAt: now,
      });
    },
    creditNote(c: { number: string; customerId: number; amountCents: number }) {
      return appendCreditNote(db, { ...c, issuedOn: '2026-08-01', validUntil: '2027-08-01', createdAt: now });
    },
    /** Foreign keys off for the length of fn: how a row pointing nowhere gets written by hand. */
    withoutForeignKeys<T>(fn: () => T): T {
      db.$client.pragma('foreign_keys = OFF');
      try {
        return fn();
      } finally {
        db.$client.pragma('foreign_keys = ON');
      }
    },
    /** What a tamperer does first: drop the triggers refusing UPDATE and DELETE on a chained table. */
    dropAppendOnly(table: string) {
      db.$client.exec(`DROP TRIGGER ${table}_append_only_update; DROP TRIGGER ${table}_append_only_delete`);
    },
  };
  return rows;
}
