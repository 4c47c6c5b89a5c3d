// Reads of the deposits, their payment lines and the cash fund, as the screens and the slip need
// them. Writes go through the ledger's appendChained (service.ts); nothing here updates a row.
import type { Db } from '../../db/connection';
import type {
  CashFundRowDto,
  DepositPaymentDto,
  DepositSummaryDto,
  DepositTypeChoice,
  PendingMethodDto,
} from './contract';
import type { BankableFacts } from './rules';

export interface MethodRow {
  id: number;
  label: string;
  paymentType: number;
  depositTypeId: number | null;
  bankAccountId: number | null;
  isActive: number;
}

export const findMethod = (db: Db, id: number) =>
  db.$client
    .prepare(
      `SELECT id, label, payment_type AS paymentType, deposit_type_id AS depositTypeId,
              bank_account_id AS bankAccountId, is_active AS isActive
         FROM payment_methods WHERE id = ?`,
    )
    .get(id) as MethodRow | undefined;

export const methodsOfTypes = (db: Db, types: readonly number[]) =>
  db.$client
    .prepare(
      `SELECT id, label, payment_type AS paymentType FROM payment_methods
        WHERE is_active = 1 AND payment_type IN (${types.map(() => '?').join(',')}) ORDER BY sort_order, id`,
    )
    .all(...types) as { id: number; label: string; paymentType: number }[];

const customerName = `COALESCE(NULLIF(c.company_name, ''), TRIM(COALESCE(UPPER(c.last_name), '') || ' ' || COALESCE(c.first_name, '')))`;

const paymentColumns = `p.id, p.paid_on AS paidOn, p.amount_cents AS amountCents, p.payment_type AS paymentType,
  p.booking_id AS bookingId, b.code AS bookingCode, ${customerName} AS customerName,
  p.cheque_number AS chequeNumber, p.cheque_holder AS chequeHolder, k.name AS payingBankName, p.cash_on AS cashOn`;

const paymentJoins = `LEFT JOIN bookings b ON b.id = p.booking_id
  LEFT JOIN customers c ON c.id = COALESCE(p.customer_id, b.customer_id)
  LEFT JOIN banks k ON k.id = p.paying_bank_id`;

/** Live payment rows of a method not yet banked (the rules still filter guarantees, splits, refunds). */
const unbankedWhere = `p.payment_method_id = ? AND p.is_guarantee = 0 AND p.cancels_id IS NULL AND p.amount_cents > 0
  AND NOT EXISTS (SELECT 1 FROM payments x WHERE x.cancels_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM deposit_payments d WHERE d.payment_id = p.id)`;

/** The payments of a method waiting for the bank on `day` (a split's cheque from its cashing day). */
export const unbankedPayments = (db: Db, methodId: number, day: string) =>
  db.$client
    .prepare(
      `SELECT ${paymentColumns} FROM payments p ${paymentJoins}
        WHERE ${unbankedWhere} AND p.paid_on <= ? AND (p.cash_on IS NULL OR p.cash_on <= ?)
        ORDER BY p.paid_on, p.id`,
    )
    .all(methodId, day, day) as DepositPaymentDto[];

export type PaymentFacts = BankableFacts & { id: number; paymentMethodId: number };

/** What the rules need to know of each payment picked, read inside the deposit's transaction. */
export const paymentFacts = (db: Db, ids: readonly number[]) =>
  db.$client
    .prepare(
      `SELECT p.id, p.payment_method_id AS paymentMethodId, p.amount_cents AS amountCents,
              p.is_guarantee AS isGuarantee, p.cancels_id IS NOT NULL AS isCancellation,
              EXISTS (SELECT 1 FROM payments x WHERE x.cancels_id = p.id) AS isCancelled,
              EXISTS (SELECT 1 FROM deposit_payments d WHERE d.payment_id = p.id) AS isBanked,
              p.paid_on AS paidOn, p.cash_on AS cashOn
         FROM payments p WHERE p.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids))
    .map((r) => {
      const row = r as Record<string, number | string | null>;
      return {
        id: row.id as number,
        paymentMethodId: row.paymentMethodId as number,
        amountCents: row.amountCents as number,
        isGuarantee: row.isGuarantee === 1,
        isCancellation: row.isCancellation === 1,
        isCancelled: row.isCancelled === 1,
        isBanked: row.isBanked === 1,
        paidOn: row.paidOn as string,
        cashOn: row.cashOn as string | null,
      } satisfies PaymentFacts;
    });

/** Methods with payments waiting for the bank today, with their count and total. */
export const pendingByMethod = (db: Db, types: readonly number[], day: string) =>
  db.$client
    .prepare(
      `SELECT m.id AS paymentMethodId, m.label, m.payment_type AS paymentType,
              COUNT(p.id) AS count, COALESCE(SUM(p.amount_cents), 0) AS totalCents
         FROM payment_methods m JOIN payments p ON p.payment_method_id = m.id
        WHERE m.payment_type IN (${types.map(() => '?').join(',')})
          AND ${unbankedWhere.replace('p.payment_method_id = ?', '1')}
          AND p.paid_on <= ? AND (p.cash_on IS NULL OR p.cash_on <= ?)
        GROUP BY m.id ORDER BY m.sort_order, m.id`,
    )
    .all(...types, day, day) as PendingMethodDto[];

export const depositTypeRows = (db: Db) =>
  db.$client
    .prepare(
      `SELECT id, label, code, slip_type AS slipType, bank_account_id AS bankAccountId,
              from_ticket AS fromTicket, to_ticket AS toTicket
         FROM deposit_types WHERE is_active = 1 ORDER BY sort_order, id`,
    )
    .all() as Omit<DepositTypeChoice, 'nextNumber'>[];

export const findDepositType = (db: Db, id: number) =>
  db.$client.prepare('SELECT id, code FROM deposit_types WHERE id = ?').get(id) as
    | { id: number; code: string }
    | undefined;

export const bankAccountRows = (db: Db) =>
  db.$client
    .prepare('SELECT id, label, iban FROM bank_accounts WHERE is_active = 1 ORDER BY is_default DESC, label, id')
    .all() as { id: number; label: string; iban: string | null }[];

export const isActiveBankAccount = (db: Db, id: number) =>
  db.$client.prepare('SELECT 1 FROM bank_accounts WHERE id = ? AND is_active = 1').get(id) !== undefined;

/** Deposit numbers starting with `prefix` (case-insensitive). */
export const numbersLike = (db: Db, prefix: string) =>
  (
    db.$client
      .prepare("SELECT number FROM deposits WHERE upper(number) LIKE upper(?) ESCAPE '\\'")
      .all(`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) as { number: string }[]
  ).map((r) => r.number);

export const isNumberTaken = (db: Db, number: string) =>
  db.$client.prepare('SELECT 1 FROM deposits WHERE upper(number) = upper(?)').get(number) !== undefined;

const summaryColumns = `d.id, d.number, d.deposited_on AS depositedOn, d.payment_method_id AS paymentMethodId,
  m.label AS paymentMethodLabel, a.label AS bankAccountLabel, t.label AS depositTypeLabel, d.slip_type AS slipType,
  d.payments_count AS paymentsCount, d.total_cents AS totalCents`;
const summaryJoins = `JOIN payment_methods m ON m.id = d.payment_method_id
  JOIN bank_accounts a ON a.id = d.bank_account_id JOIN deposit_types t ON t.id = d.deposit_type_id`;

export const depositsBetween = (db: Db, from: string, to: string) =>
  db.$client
    .prepare(
      `SELECT ${summaryColumns} FROM deposits d ${summaryJoins}
        WHERE d.deposited_on BETWEEN ? AND ? ORDER BY d.deposited_on, d.id`,
    )
    .all(from, to) as DepositSummaryDto[];

export interface DepositRow extends DepositSummaryDto {
  bankAccountIban: string | null;
  bankName: string | null;
  fromTicket: number | null;
  toTicket: number | null;
  createdAt: string;
  createdByName: string | null;
}

export const findDeposit = (db: Db, id: number) =>
  db.$client
    .prepare(
      `SELECT ${summaryColumns}, a.iban AS bankAccountIban, k.name AS bankName, d.from_ticket AS fromTicket,
              d.to_ticket AS toTicket, d.created_at AS createdAt, u.name AS createdByName
         FROM deposits d ${summaryJoins} LEFT JOIN banks k ON k.id = a.bank_id
         LEFT JOIN users u ON u.id = d.created_by WHERE d.id = ?`,
    )
    .get(id) as DepositRow | undefined;

export const paymentsOfDeposit = (db: Db, depositId: number) =>
  db.$client
    .prepare(
      `SELECT ${paymentColumns} FROM deposit_payments l JOIN payments p ON p.id = l.payment_id ${paymentJoins}
        WHERE l.deposit_id = ? ORDER BY l.id`,
    )
    .all(depositId) as DepositPaymentDto[];

const fundColumns = `f.id, f.fund_on AS fundOn, f.amount_cents AS amountCents, f.comment, f.created_at AS createdAt,
  u.name AS createdByName`;

/** The last float counted before `day`: the day's opening. */
export const lastFundBefore = (db: Db, methodId: number, day: string) =>
  db.$client
    .prepare(
      `SELECT ${fundColumns} FROM cash_funds f LEFT JOIN users u ON u.id = f.created_by
        WHERE f.payment_method_id = ? AND f.fund_on < ? ORDER BY f.fund_on DESC, f.id DESC LIMIT 1`,
    )
    .get(methodId, day) as CashFundRowDto | undefined;

/** Every float counted on `day`, last first (the first holds). */
export const fundsOn = (db: Db, methodId: number, day: string) =>
  db.$client
    .prepare(
      `SELECT ${fundColumns} FROM cash_funds f LEFT JOIN users u ON u.id = f.created_by
        WHERE f.payment_method_id = ? AND f.fund_on = ? ORDER BY f.id DESC`,
    )
    .all(methodId, day) as CashFundRowDto[];

/** The cash a method took on a day (cancellations and refunds of that day count negative). */
export const receivedOn = (db: Db, methodId: number, day: string) =>
  db.$client
    .prepare(
      `SELECT COUNT(CASE WHEN amount_cents > 0 THEN 1 END) AS count, COALESCE(SUM(amount_cents), 0) AS cents
         FROM payments WHERE payment_method_id = ? AND paid_on = ? AND is_guarantee = 0`,
    )
    .get(methodId, day) as { count: number; cents: number };

export const bankedOn = (db: Db, methodId: number, day: string) =>
  (
    db.$client
      .prepare(
        'SELECT COALESCE(SUM(total_cents), 0) AS cents FROM deposits WHERE payment_method_id = ? AND deposited_on = ?',
      )
      .get(methodId, day) as { cents: number }
  ).cents;
