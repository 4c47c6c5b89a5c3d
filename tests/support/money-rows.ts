// Money rows written straight through the ledger (appendChained, as the payment code does), for
// tests of the screens that read payments before they are taken through the payments tab: the
// bank set-up of a site (banks, accounts, deposit types) and payments of any method.
import type { Db } from '../../service/db/connection';
import { inTransaction } from '../../service/db/transaction';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { PAYMENT_KIND, PAYMENT_TYPE } from '../../service/domains/payment/kinds';

const stamp = '2026-01-01T00:00:00.000Z';

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
  return Number(
    db.$client
      .prepare(
        `INSERT INTO customers (code, first_name, last_name, sort_name, created_at, updated_at)
         VALUES (?, ?, ?, lower(? || ' ' || ?), '${stamp}', '${stamp}')`,
      )
      .run(`M${String(n).padStart(5, '0')}`, firstName, lastName, lastName, firstName).lastInsertRowid,
  );
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
  return inTransaction(db, () =>
    appendChained(db, CHAINS.payment, {
      createdAt: stamp,
      createdBy: null,
      kind: PAYMENT_KIND.payment,
      bookingId: p.bookingId ?? null,
      customerId: p.customerId ?? null,
      payer: 'customer',
      paymentMethodId: p.paymentMethodId,
      paymentType,
      paidOn: p.paidOn,
      paidAt: '10:00',
      amountCents: p.amountCents,
      changeCents: 0,
      chequeNumber: p.chequeNumber ?? null,
      chequeHolder: p.chequeHolder ?? null,
      payingBankId: p.payingBankId ?? null,
      cashOn: p.cashOn ?? null,
      splitRef: p.splitRef ?? null,
      isGuarantee: p.isGuarantee ?? false,
      cancelsId: p.cancelsId ?? null,
    }),
  ).id;
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

export { PAYMENT_TYPE };
