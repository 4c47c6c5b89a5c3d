// The reads of money received, named by intent. Rows are only ever appended (through
// ledger's appendChained, in service.ts): a cancelled row is one a later row's cancels_id names.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { bookings } from '../booking/schema';
import { banks, paymentMethods } from '../payment-setup/schema';
import type { CreditNoteDto, PaymentChoices, PaymentDto } from './contract';
import { overpaymentCreditSql, receivedSql } from './paid-sql';
import { creditNotes, payments } from './schema';

export type PaymentRow = typeof payments.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

export function bookingOf(db: Db, id: number) {
  return db
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      kind: bookings.kind,
      state: bookings.state,
      totalCents: bookings.totalCents,
      vacafAidCents: bookings.vacafAidCents,
      downPaymentCents: bookings.downPaymentCents,
      downPaymentDueDate: bookings.downPaymentDueDate,
      balanceDueDate: bookings.balanceDueDate,
      paidCents: bookings.paidCents,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .get();
}
export type PayableBooking = NonNullable<ReturnType<typeof bookingOf>>;

export function methodOf(db: Db, id: number) {
  return db
    .select({
      id: paymentMethods.id,
      label: paymentMethods.label,
      paymentType: paymentMethods.paymentType,
      isGrouped: paymentMethods.isGrouped,
      isActive: paymentMethods.isActive,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, id))
    .get();
}

export function paymentById(db: Db, id: number): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.id, id)).get();
}

export const groupRows = (db: Db, groupRef: string): PaymentRow[] =>
  db.select().from(payments).where(eq(payments.groupRef, groupRef)).all();

export function isCancelled(db: Db, id: number): boolean {
  return db.$client.prepare('SELECT 1 FROM payments WHERE cancels_id = ?').get(id) !== undefined;
}

/** Banked: a deposit line carries it (the deposit slip is the bank's). */
export function isPaymentBanked(db: Db, id: number): boolean {
  return db.$client.prepare('SELECT 1 FROM deposit_payments WHERE payment_id = ?').get(id) !== undefined;
}

export function isPaymentExported(db: Db, id: number): boolean {
  return db.$client.prepare('SELECT 1 FROM payment_exports WHERE payment_id = ?').get(id) !== undefined;
}

interface Sums {
  customerCents: number;
  vacafCents: number;
  guaranteeCents: number;
  creditCents: number;
}

/**
 * What the booking received: live rows and their cancellations cancel out (both are summed),
 * guarantees apart, and the surplus turned into credit notes of this booking's payments.
 */
export function bookingSums(db: Db, bookingId: number): Sums {
  const row = db.$client
    .prepare(
      `SELECT ${receivedSql('b.id', { payer: 'customer' })} AS customerCents,
         ${receivedSql('b.id', { payer: 'vacaf' })} AS vacafCents,
         coalesce((SELECT sum(p.amount_cents) FROM payments p WHERE p.booking_id = b.id AND p.is_guarantee = 1), 0) AS guaranteeCents,
         ${overpaymentCreditSql('b.id')} AS creditCents
       FROM (SELECT ? AS id) b`,
    )
    .get(bookingId) as Sums;
  return row;
}

export function setBookingPaid(db: Db, bookingId: number, paidCents: number) {
  db.update(bookings).set({ paidCents }).where(eq(bookings.id, bookingId)).run();
}

const PAYMENT_SELECT = `SELECT p.*, m.label AS methodLabel,
  EXISTS (SELECT 1 FROM payments c WHERE c.cancels_id = p.id) AS isCancelled,
  EXISTS (SELECT 1 FROM deposit_payments d WHERE d.payment_id = p.id) AS isBanked,
  EXISTS (SELECT 1 FROM payment_exports e WHERE e.payment_id = p.id) AS isExported
  FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id`;

type RawPayment = Record<string, string | number | null>;
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

function toDto(r: RawPayment): PaymentDto {
  return {
    id: Number(r.id),
    kind: Number(r.kind),
    bookingId: num(r.booking_id),
    customerId: num(r.customer_id),
    payer: r.payer === 'vacaf' ? 'vacaf' : 'customer',
    paymentMethodId: Number(r.payment_method_id),
    methodLabel: String(r.methodLabel),
    paymentType: Number(r.payment_type),
    paidOn: String(r.paid_on),
    paidAt: String(r.paid_at),
    amountCents: Number(r.amount_cents),
    changeCents: Number(r.change_cents),
    chequeNumber: text(r.cheque_number),
    chequeHolder: text(r.cheque_holder),
    payingBankId: num(r.paying_bank_id),
    cashOn: text(r.cash_on),
    splitRef: text(r.split_ref),
    cardLast4: text(r.card_last4),
    cardExpiry: text(r.card_expiry),
    cardOwner: text(r.card_owner),
    iban: text(r.iban),
    bic: text(r.bic),
    sepaMandateNumber: text(r.sepa_mandate_number),
    sepaMandateDate: text(r.sepa_mandate_date),
    creditNoteId: num(r.credit_note_id),
    isGuarantee: r.is_guarantee === 1,
    groupRef: text(r.group_ref),
    cancelsId: num(r.cancels_id),
    replacesId: num(r.replaces_id),
    reason: text(r.reason),
    comment: text(r.comment),
    isCancelled: r.isCancelled === 1,
    isBanked: r.isBanked === 1,
    isExported: r.isExported === 1,
    createdAt: String(r.created_at),
  };
}

export function paymentsOfBooking(db: Db, bookingId: number): PaymentDto[] {
  return (
    db.$client.prepare(`${PAYMENT_SELECT} WHERE p.booking_id = ? ORDER BY p.id`).all(bookingId) as RawPayment[]
  ).map(toDto);
}

export function paymentDto(db: Db, id: number): PaymentDto | undefined {
  const row = db.$client.prepare(`${PAYMENT_SELECT} WHERE p.id = ?`).get(id) as RawPayment | undefined;
  return row ? toDto(row) : undefined;
}

/** What a credit note paid so far (its payments and their cancellations summed). */
export function creditNoteUsed(db: Db, creditNoteId: number): number {
  const row = db.$client
    .prepare('SELECT COALESCE(SUM(amount_cents), 0) AS used FROM payments WHERE credit_note_id = ?')
    .get(creditNoteId) as { used: number };
  return row.used;
}

export function creditNoteById(db: Db, id: number): CreditNoteRow | undefined {
  return db.select().from(creditNotes).where(eq(creditNotes.id, id)).get();
}

export function creditNoteDto(db: Db, note: CreditNoteRow, today: string): CreditNoteDto {
  return {
    id: note.id,
    number: note.number,
    customerId: note.customerId,
    bookingId: note.bookingId,
    paymentId: note.paymentId,
    amountCents: note.amountCents,
    remainingCents: note.amountCents - creditNoteUsed(db, note.id),
    issuedOn: note.issuedOn,
    validUntil: note.validUntil,
    isExpired: note.validUntil < today,
    reason: note.reason,
  };
}

export function creditNotesOfCustomer(db: Db, customerId: number): CreditNoteRow[] {
  return db.select().from(creditNotes).where(eq(creditNotes.customerId, customerId)).orderBy(creditNotes.id).all();
}

/** A credit note issued for the surplus of this payment. */
export function creditOfPayment(db: Db, paymentId: number): CreditNoteRow | undefined {
  return db.select().from(creditNotes).where(eq(creditNotes.paymentId, paymentId)).get();
}

/** The dialog's lists: the active methods taken at reception, and the banks a cheque may be drawn on. */
export function paymentChoices(db: Db): PaymentChoices {
  const methods = db
    .select({
      id: paymentMethods.id,
      label: paymentMethods.label,
      paymentType: paymentMethods.paymentType,
      isGrouped: paymentMethods.isGrouped,
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.isActive, true), eq(paymentMethods.isAtReception, true)))
    .orderBy(paymentMethods.order, paymentMethods.id)
    .all();
  const bankList = db
    .select({ id: banks.id, name: banks.name })
    .from(banks)
    .where(eq(banks.isActive, true))
    .orderBy(banks.name)
    .all();
  return { methods, banks: bankList };
}
