// Use cases of the bank deposits and the cash fund. A deposit, its lines and its journal row are
// written in one IMMEDIATE transaction that re-reads every payment picked: a payment another desk
// banked meanwhile refuses the whole deposit, and nothing is written.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { appendChained, CHAINS, recordTechEvent } from '../ledger';
import { PAYMENT_TYPE } from '../payment/kinds';
import {
  type CashFundDayDto,
  type CashFundInput,
  type CreateDeposit,
  type DepositDraftDto,
  type DepositDto,
  type DepositMonthDto,
  SLIP_TYPES,
  YEAR_MONTH,
} from './contract';
import {
  BANKABLE_PAYMENT_TYPES,
  expectedClosing,
  isBankable,
  isBankableType,
  nextDepositNumber,
  shiftDay,
} from './rules';
import * as store from './store';

const bankableMethod = (db: Db, id: number) => {
  const method = store.findMethod(db, id);
  if (!method || !isBankableType(method.paymentType)) throw new AppError('NOT_FOUND');
  return method;
};

const cashMethod = (db: Db, id: number) => {
  const method = store.findMethod(db, id);
  if (!method || method.paymentType !== PAYMENT_TYPE.cash) throw new AppError('NOT_FOUND');
  return method;
};

/** A refusal naming its field, the rule's code at the top. */
const refuse = (field: string, code: ErrorCode) => new AppError(code, { fields: { [field]: code } });

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** The screen's choices and the payments of a method waiting for the bank on `day`. */
export function depositDraft(db: Db, methodId: number, day: string): DepositDraftDto {
  const method = bankableMethod(db, methodId);
  const depositTypes = store.depositTypeRows(db).map((t) => ({
    ...t,
    nextNumber: nextDepositNumber(t.code, store.numbersLike(db, `${t.code}-`)),
  }));
  return {
    method: {
      id: method.id,
      label: method.label,
      paymentType: method.paymentType,
      depositTypeId: method.depositTypeId,
      bankAccountId: method.bankAccountId,
    },
    depositedOn: day,
    payments: store.unbankedPayments(db, methodId, day),
    depositTypes,
    bankAccounts: store.bankAccountRows(db),
    slipTypes: SLIP_TYPES.map((s) => ({ id: s.id, label: s.label })),
  };
}

/** Checks the references and every payment picked; call inside the deposit's transaction. */
function checkDeposit(db: Db, input: CreateDeposit) {
  bankableMethod(db, input.paymentMethodId);
  if (!store.isActiveBankAccount(db, input.bankAccountId)) throw refuse('bankAccountId', 'BANK_REQUIRED');
  if (!store.findDepositType(db, input.depositTypeId)) throw refuse('depositTypeId', 'DEPOSIT_TYPE_REQUIRED');
  // Deposit number must be unique.
  if (store.isNumberTaken(db, input.number)) throw refuse('number', 'DEPOSIT_NUMBER_ALREADY_EXISTS');
  const ids = [...new Set(input.paymentIds)];
  const facts = store.paymentFacts(db, ids);
  if (facts.length !== ids.length) throw refuse('paymentIds', 'ROW_REQUIRED');
  // A payment goes to the bank once: one banked meanwhile by another desk refuses the deposit.
  if (facts.some((p) => p.isBanked)) throw refuse('paymentIds', 'PAYMENT_ALREADY_BANKED');
  const refused = facts.some((p) => p.paymentMethodId !== input.paymentMethodId || !isBankable(p, input.depositedOn));
  if (refused) throw refuse('paymentIds', 'PAYMENT_NOT_BANKABLE');
  return facts;
}

export function createDeposit(
  db: Db,
  clock: Clock,
  userId: number | null,
  input: CreateDeposit,
): { id: number; number: string } {
  return inTransaction(db, () => {
    const facts = checkDeposit(db, input);
    const at = clock.now().toISOString();
    const totalCents = facts.reduce((sum, p) => sum + p.amountCents, 0);
    const deposit = appendChained(db, CHAINS.deposit, {
      createdAt: at,
      createdBy: userId,
      number: input.number,
      paymentMethodId: input.paymentMethodId,
      depositTypeId: input.depositTypeId,
      bankAccountId: input.bankAccountId,
      slipType: input.slipType,
      fromTicket: input.fromTicket,
      toTicket: input.toTicket,
      depositedOn: input.depositedOn,
      totalCents,
      paymentsCount: facts.length,
    });
    for (const p of facts) {
      appendChained(db, CHAINS.depositPayment, {
        createdAt: at,
        createdBy: userId,
        depositId: deposit.id,
        paymentId: p.id,
        amountCents: p.amountCents,
      });
    }
    recordTechEvent(db, at, {
      kind: 'deposit.created',
      summary: `Remise en banque ${input.number} du ${input.depositedOn} : ${facts.length} paiement(s), ${euros(totalCents)}`,
      userId,
      entity: 'deposits',
      entityId: deposit.id,
      detail: { paymentIds: facts.map((p) => p.id) },
    });
    return { id: deposit.id, number: deposit.number };
  });
}

/** `current` is this month. */
export function resolveMonth(clock: Clock, yearMonth: string): string {
  const month = yearMonth === 'current' ? clock.today().slice(0, 7) : yearMonth;
  if (!YEAR_MONTH.test(month)) throw new AppError('NOT_FOUND');
  return month;
}

export function depositMonth(db: Db, clock: Clock, yearMonth: string): DepositMonthDto {
  const month = resolveMonth(clock, yearMonth);
  return {
    yearMonth: month,
    deposits: store.depositsBetween(db, `${month}-01`, `${month}-31`),
    pending: store.pendingByMethod(db, BANKABLE_PAYMENT_TYPES, clock.today()),
  };
}

export function depositDetail(db: Db, id: number): DepositDto {
  const deposit = store.findDeposit(db, id);
  if (!deposit) throw new AppError('NOT_FOUND');
  return { ...deposit, payments: store.paymentsOfDeposit(db, id) };
}

/** `0` is the first cash method; `today` the business day. */
function resolveFundKeys(db: Db, clock: Clock, methodId: number, date: string) {
  const methods = store.methodsOfTypes(db, [PAYMENT_TYPE.cash]).map((m) => ({ id: m.id, label: m.label }));
  const id = methodId === 0 ? methods[0]?.id : methodId;
  if (id === undefined) throw new AppError('NO_PAYMENT_METHOD_AVAILABLE');
  cashMethod(db, id);
  const day = date === 'today' ? clock.today() : date;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || shiftDay(day, 0) !== day) throw new AppError('NOT_FOUND');
  return { id, day, methods };
}

export function cashFundDay(db: Db, clock: Clock, methodId: number, date: string): CashFundDayDto {
  const { id, day, methods } = resolveFundKeys(db, clock, methodId, date);
  const opening = store.lastFundBefore(db, id, day) ?? null;
  const received = store.receivedOn(db, id, day);
  const bankedCents = store.bankedOn(db, id, day);
  const rows = store.fundsOn(db, id, day);
  return {
    paymentMethodId: id,
    date: day,
    methods,
    opening,
    receivedCents: received.cents,
    receivedCount: received.count,
    bankedCents,
    expectedCents: expectedClosing(opening?.amountCents ?? 0, received.cents, bankedCents),
    counted: rows[0] ?? null,
    rows,
  };
}

/** Records the float counted at the day's end, or (isOpening) the float it opened with. */
export function recordCashFund(
  db: Db,
  clock: Clock,
  userId: number | null,
  methodId: number,
  date: string,
  input: CashFundInput,
): { id: number } {
  return inTransaction(db, () => {
    const { id, day } = resolveFundKeys(db, clock, methodId, date);
    const fundOn = input.isOpening ? shiftDay(day, -1) : day;
    const at = clock.now().toISOString();
    const row = appendChained(db, CHAINS.cashFund, {
      createdAt: at,
      createdBy: userId,
      paymentMethodId: id,
      fundOn,
      amountCents: input.amountCents,
      comment: input.comment,
    });
    recordTechEvent(db, at, {
      kind: 'cash-fund.counted',
      summary: `Fonds de caisse du ${fundOn} : ${euros(input.amountCents)}`,
      userId,
      entity: 'cash_funds',
      entityId: row.id,
    });
    return { id: row.id };
  });
}
