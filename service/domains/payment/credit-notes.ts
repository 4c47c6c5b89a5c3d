// Credit notes: money owed back to a customer, spent as a payment (type 5) of the same customer
// until its last day. Issued for a payment's surplus, a cancelling invoice, or by hand; numbered
// AV000001… in chain order; what remains is its amount less the payments made with it.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { appendChained, CHAINS, chainHead, recordTechEvent } from '../ledger';
import { readPreference } from '../preference';
import type { CreditNoteDto } from './contract';
import { validUntilOf } from './rules';
import * as store from './store';

export interface CreditNoteInput {
  customerId: number;
  bookingId?: number | null;
  invoiceId?: number | null;
  paymentId?: number | null;
  amountCents: number;
  /** Months of validity; the sale preference's « Validité des avoirs » when not given. */
  validityMonths?: number | null;
  reason: string;
}

const numberOf = (position: number) => `AV${String(position).padStart(6, '0')}`;

/** Issues a credit note inside the caller's transaction (with its journal row). */
export function issueCreditNote(
  db: Db,
  clock: Clock,
  userId: number | null,
  input: CreditNoteInput,
): store.CreditNoteRow {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new AppError('INCORRECT_AMOUNT');
  const months = input.validityMonths ?? readPreference(db, 'sale').creditValidityMonths;
  const issuedOn = clock.today();
  const validUntil = validUntilOf(issuedOn, months);
  if (validUntil === null) throw new AppError('CREDIT_NOTE_VALIDITY_DATE_REQUIRED');
  const at = clock.now().toISOString();
  const note = appendChained(db, CHAINS.creditNote, {
    number: numberOf(chainHead(db, CHAINS.creditNote).id + 1),
    customerId: input.customerId,
    bookingId: input.bookingId ?? null,
    invoiceId: input.invoiceId ?? null,
    paymentId: input.paymentId ?? null,
    amountCents: input.amountCents,
    issuedOn,
    validityMonths: months as number,
    validUntil,
    reason: input.reason,
    createdAt: at,
    createdBy: userId,
  });
  recordTechEvent(db, at, {
    kind: 'credit-note.issued',
    summary: `Avoir ${note.number} de ${input.amountCents} centimes : ${input.reason}`,
    userId,
    entity: 'credit_notes',
    entityId: note.id,
  });
  return note;
}

/** What remains of a credit note: its amount less the payments made with it (cancelled ones given back). */
export function creditNoteRemaining(db: Db, creditNoteId: number): number {
  const note = store.creditNoteById(db, creditNoteId);
  if (!note) throw new AppError('NOT_FOUND');
  return note.amountCents - store.creditNoteUsed(db, creditNoteId);
}

/** A customer's credit notes with something left and still valid: the dialog's chooser. */
export function usableCredits(db: Db, customerId: number, today: string): CreditNoteDto[] {
  return store
    .creditNotesOfCustomer(db, customerId)
    .map((n) => store.creditNoteDto(db, n, today))
    .filter((n) => n.remainingCents > 0 && !n.isExpired);
}

/** All of a customer's credit notes, used, expired or not. */
export function customerCredits(db: Db, customerId: number, today: string): CreditNoteDto[] {
  return store.creditNotesOfCustomer(db, customerId).map((n) => store.creditNoteDto(db, n, today));
}
