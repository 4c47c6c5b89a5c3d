// The use cases of money received on a stay: take a payment (one, a cheque split, a grouped one
// over several stays), cancel it, edit it (a cancelling row then a replacing one), refund. Each is
// one IMMEDIATE transaction that appends chained rows, recomputes the booking's paid amount, adds
// a history entry to each booking touched and one technical journal row.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { BOOKING_KIND, bookingService, recordChange } from '../booking';
import { appendChained, CHAINS, chainHead, recordTechEvent } from '../ledger';
import { readPreference } from '../preference';
import type { PaymentDetails, PaymentDto, PaymentInput } from './contract';
import { issueCreditNote } from './credit-notes';
import { GUARANTEE_STATE, PAYMENT_TYPE } from './kinds';
import { cardLast4, changeOf, chequesOf, creditNoteRefusal, reachesDeposit, surplusOf, typeRefusal } from './rules';
import * as store from './store';

export interface PaymentWriter {
  db: Db;
  clock: Clock;
  userId: number | null;
}

type NewPayment = Parameters<typeof appendChained<typeof CHAINS.payment.table>>[2];
type Method = NonNullable<ReturnType<typeof store.methodOf>>;

const euros = (cents: number) => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '−' : ''}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')} €`;
};
const parisHour = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Net paid: the live rows (guarantees aside) less the surplus already turned into credit notes. */
export function bookingPaidCents(db: Db, bookingId: number): number {
  const s = store.bookingSums(db, bookingId);
  return s.customerCents + s.vacafCents - s.creditCents;
}

/** bookings.paid_cents recomputed from the rows, inside the payment write's transaction. */
export function refreshBookingPaid(db: Db, bookingId: number): number {
  const paid = bookingPaidCents(db, bookingId);
  store.setBookingPaid(db, bookingId, paid);
  return paid;
}

export const isPaymentBanked = store.isPaymentBanked;

function methodOrFail(db: Db, id: number): Method {
  const method = store.methodOf(db, id);
  if (!method) throw new AppError('NO_PAYMENT_METHOD_SELECTED');
  return method;
}

function bookingOrFail(db: Db, id: number): store.PayableBooking {
  const booking = store.bookingOf(db, id);
  if (!booking) throw new AppError('NOT_FOUND');
  if (booking.state === 'DELETED') throw new AppError('MODIFICATION_NOT_AUTHORISED');
  return booking;
}

/** What the payer still owes on the stay before this payment. */
function owedBy(db: Db, booking: store.PayableBooking, payer: 'customer' | 'vacaf'): number {
  const s = store.bookingSums(db, booking.id);
  if (payer === 'vacaf') return booking.vacafAidCents - s.vacafCents;
  return booking.totalCents - booking.vacafAidCents - (s.customerCents - s.creditCents);
}

/** The rows one payment of one stay becomes: one, or one per cheque of a split. */
function rowsOf(w: PaymentWriter, booking: store.PayableBooking, method: Method, d: PaymentDetails): NewPayment[] {
  const change = changeOf(method.paymentType, d);
  const base: NewPayment = {
    kind: d.kind,
    bookingId: booking.id,
    customerId: booking.customerId,
    payer: d.payer,
    paymentMethodId: method.id,
    paymentType: method.paymentType,
    paidOn: d.paidOn ?? w.clock.today(),
    paidAt: d.paidAt ?? parisHour.format(w.clock.now()),
    amountCents: d.amountCents,
    changeCents: 'changeCents' in change ? change.changeCents : 0,
    isGuarantee: d.isGuarantee,
    iban: d.iban,
    bic: d.bic,
    sepaMandateNumber: d.sepaMandateNumber,
    sepaMandateDate: d.sepaMandateDate,
    creditNoteId: method.paymentType === PAYMENT_TYPE.creditNote ? d.creditNoteId : null,
    comment: d.comment,
    createdAt: w.clock.now().toISOString(),
    createdBy: w.userId,
  };
  if (method.paymentType === PAYMENT_TYPE.card) {
    // The card number is cut to its last four digits and the cryptogram dropped here.
    return [{ ...base, cardLast4: cardLast4(d.cardNumber ?? ''), cardExpiry: d.cardExpiry, cardOwner: d.cardOwner }];
  }
  if (method.paymentType !== PAYMENT_TYPE.cheque) return [base];
  const cheques = chequesOf(d);
  const splitRef = d.cheques.length > 0 ? `split-${chainHead(w.db, CHAINS.payment).id + 1}` : null;
  return cheques.map(({ amountCents, cheque }, i) => ({
    ...base,
    amountCents,
    chequeNumber: cheque.chequeNumber,
    chequeHolder: cheque.chequeHolder,
    payingBankId: cheque.payingBankId,
    cashOn: d.cheques[i]?.cashOn ?? null,
    splitRef,
  }));
}

/** Checks a stay's share against what is owed and the credit note it spends; answers the surplus. */
function checkShare(w: PaymentWriter, booking: store.PayableBooking, method: Method, d: PaymentDetails): number {
  if (d.isGuarantee) return 0;
  if (method.paymentType === PAYMENT_TYPE.creditNote && d.creditNoteId) {
    const note = store.creditNoteById(w.db, d.creditNoteId);
    if (!note) throw new AppError('CREDIT_NOTE_REQUIRED');
    const remaining = note.amountCents - store.creditNoteUsed(w.db, note.id);
    const refusal = creditNoteRefusal(
      { ...note, remainingCents: remaining },
      booking.customerId,
      d.amountCents,
      w.clock.today(),
    );
    if (refusal) throw new AppError(refusal);
  }
  const owed = owedBy(w.db, booking, d.payer);
  if (d.payer === 'vacaf' && d.amountCents > owed) throw new AppError('INCORRECT_AMOUNT');
  const surplus = surplusOf(method.paymentType, d.amountCents, owed, d.keepSurplusAsCredit);
  if ('refusal' in surplus) throw new AppError(surplus.refusal);
  return surplus.surplusCents;
}

/** Appends a stay's rows, its surplus credit note, its guarantee state; answers the rows. */
function writeShare(
  w: PaymentWriter,
  booking: store.PayableBooking,
  method: Method,
  d: PaymentDetails,
  extra: Partial<NewPayment> = {},
) {
  const surplus = checkShare(w, booking, method, d);
  const rows = rowsOf(w, booking, method, d).map((row) => appendChained(w.db, CHAINS.payment, { ...row, ...extra }));
  const last = rows[rows.length - 1] as store.PaymentRow;
  if (surplus > 0) {
    issueCreditNote(w.db, w.clock, w.userId, {
      customerId: booking.customerId,
      bookingId: booking.id,
      paymentId: last.id,
      amountCents: surplus,
      reason: `Trop-perçu du paiement n° ${last.id}`,
    });
  }
  if (d.isGuarantee) {
    for (const row of rows) {
      appendChained(w.db, CHAINS.guaranteeEvent, {
        paymentId: row.id,
        state: GUARANTEE_STATE.inProgress,
        on: row.paidOn,
        createdAt: row.createdAt,
        createdBy: w.userId,
      });
    }
  }
  return rows;
}

/** After the rows of a stay: its paid amount, its history, and the option confirmed on its deposit. */
function afterWrite(w: PaymentWriter, bookingId: number, summary: string, detail: Record<string, unknown>) {
  const paid = refreshBookingPaid(w.db, bookingId);
  recordChange(w, bookingId, { event: 'PAYMENT', summary, detail });
  const booking = store.bookingOf(w.db, bookingId);
  if (booking?.state !== 'NORMAL') return;
  const isOption = booking.kind === BOOKING_KIND.option && readPreference(w.db, 'booking/option').convertOnDeposit;
  if (reachesDeposit(booking, paid, isOption)) bookingService(w).changeKind(bookingId, 'toReservation');
}

function journal(w: PaymentWriter, kind: string, summary: string, entityId: number) {
  recordTechEvent(w.db, w.clock.now().toISOString(), { kind, summary, userId: w.userId, entity: 'payments', entityId });
}

function assertTypeDetails(method: Method, d: PaymentDetails) {
  const refusal = typeRefusal(method.paymentType, d);
  if (refusal) throw new AppError(refusal);
}

/** A grouped payment: one cheque or transfer over several stays of one customer, rows sharing group_ref. */
function recordGrouped(w: PaymentWriter, method: Method, input: PaymentInput): store.PaymentRow[] {
  if (!method.isGrouped) throw new AppError('GROUPED_PAYMENT_METHOD_REQUIRED');
  const total = input.allocations.reduce((s, a) => s + a.amountCents, 0);
  if (total !== input.amountCents || input.cheques.length > 0) throw new AppError('INCORRECT_AMOUNT');
  const bookings = input.allocations.map((a) => bookingOrFail(w.db, a.bookingId));
  if (new Set(bookings.map((b) => b.customerId)).size > 1) throw new AppError('GROUPED_PAYMENT_ONE_CUSTOMER');
  const groupRef = `group-${chainHead(w.db, CHAINS.payment).id + 1}`;
  const rows = input.allocations.flatMap((a, i) =>
    writeShare(w, bookings[i] as store.PayableBooking, method, { ...input, amountCents: a.amountCents }, { groupRef }),
  );
  for (const row of rows) {
    afterWrite(w, row.bookingId as number, `Règlement groupé : ${euros(row.amountCents)} par ${method.label}`, {
      paymentId: row.id,
      groupRef,
    });
  }
  journal(w, 'payment.created', `Règlement groupé de ${euros(input.amountCents)} (${method.label})`, rows[0]?.id ?? 0);
  return rows;
}

/** « Encaisser »: the rows written (one per cheque of a split, one per stay of a grouped payment). */
export function recordPayment(db: Db, clock: Clock, userId: number | null, input: PaymentInput): PaymentDto[] {
  const w = { db, clock, userId };
  const rows = inTransaction(db, () => {
    const method = methodOrFail(db, input.paymentMethodId);
    assertTypeDetails(method, input);
    if (input.allocations.length > 0) return recordGrouped(w, method, input);
    const booking = bookingOrFail(db, input.bookingId);
    const written = writeShare(w, booking, method, input);
    const what = input.isGuarantee ? 'Garantie' : 'Règlement';
    afterWrite(w, booking.id, `${what} : ${euros(input.amountCents)} par ${method.label}`, {
      paymentIds: written.map((r) => r.id),
    });
    journal(w, 'payment.created', `${what} de ${euros(input.amountCents)} (${method.label})`, written[0]?.id ?? 0);
    return written;
  });
  return rows.map((r) => store.paymentDto(db, r.id) as PaymentDto);
}

/** Banked, exported or already deleted payments are never changed; a cancelling row neither. */
function assertChangeable(db: Db, row: store.PaymentRow) {
  if (row.cancelsId !== null) throw new AppError('PAYMENT_NOT_CANCELLABLE');
  if (store.isCancelled(db, row.id)) throw new AppError('PAYMENT_ALREADY_DELETED');
  if (store.isPaymentBanked(db, row.id)) throw new AppError('BANKED_PAYMENT_NOT_EDITABLE');
  if (store.isPaymentExported(db, row.id)) throw new AppError('PAYMENT_ALREADY_EXPORTED');
  if (store.creditOfPayment(db, row.id)) throw new AppError('PAYMENT_NOT_CANCELLABLE');
}

function paymentOrFail(db: Db, id: number): store.PaymentRow {
  const row = store.paymentById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The row cancelling `row`: its copy with the opposite amount and change. */
function appendCancelling(w: PaymentWriter, row: store.PaymentRow, reason: string) {
  const { id, prevHash, hash, grandTotalCents, ...copy } = row;
  return appendChained(w.db, CHAINS.payment, {
    ...copy,
    amountCents: -row.amountCents,
    changeCents: -row.changeCents,
    cancelsId: id,
    replacesId: null,
    reason,
    paidOn: w.clock.today(),
    paidAt: parisHour.format(w.clock.now()),
    createdAt: w.clock.now().toISOString(),
    createdBy: w.userId,
  });
}

/** Deletion with a reason: a cancelling row; a grouped payment is cancelled as a whole. */
export function cancelPayment(db: Db, clock: Clock, userId: number | null, id: number, reason: string): PaymentDto[] {
  const w = { db, clock, userId };
  const rows = inTransaction(db, () => {
    const row = paymentOrFail(db, id);
    const targets = row.groupRef ? store.groupRows(db, row.groupRef).filter((r) => r.cancelsId === null) : [row];
    for (const target of targets) assertChangeable(db, target);
    const written = targets.map((target) => appendCancelling(w, target, reason));
    for (const target of targets) {
      if (target.bookingId === null) continue;
      afterWrite(
        w,
        target.bookingId,
        `Paiement n° ${target.id} supprimé (${euros(target.amountCents)}) : motif « ${reason} »`,
        {
          paymentId: target.id,
          reason,
        },
      );
    }
    journal(w, 'payment.cancelled', `Paiement n° ${row.id} supprimé : ${reason}`, row.id);
    return written;
  });
  return rows.map((r) => store.paymentDto(db, r.id) as PaymentDto);
}

/** Edit: the old row cancelled, a new one replacing it with the new details (same stay). */
export function editPayment(
  db: Db,
  clock: Clock,
  userId: number | null,
  id: number,
  input: PaymentDetails & { reason: string },
): PaymentDto[] {
  const w = { db, clock, userId };
  const rows = inTransaction(db, () => {
    const row = paymentOrFail(db, id);
    if (row.groupRef) throw new AppError('GROUPED_PAYMENT_NOT_EDITABLE');
    assertChangeable(db, row);
    if (row.bookingId === null) throw new AppError('MODIFICATION_NOT_AUTHORISED');
    const method = methodOrFail(db, input.paymentMethodId);
    assertTypeDetails(method, input);
    appendCancelling(w, row, input.reason);
    const booking = bookingOrFail(db, row.bookingId);
    const written = writeShare(w, booking, method, input, { replacesId: row.id, reason: input.reason });
    afterWrite(
      w,
      booking.id,
      `Paiement n° ${row.id} modifié : ${euros(row.amountCents)} → ${euros(input.amountCents)}`,
      {
        paymentId: row.id,
        replacedBy: written.map((r) => r.id),
        reason: input.reason,
      },
    );
    journal(w, 'payment.edited', `Paiement n° ${row.id} modifié : ${input.reason}`, row.id);
    return written;
  });
  return rows.map((r) => store.paymentDto(db, r.id) as PaymentDto);
}

/** Refund: a negative payment on the same stay, never more than it has been paid. */
export function refundPayment(
  db: Db,
  clock: Clock,
  userId: number | null,
  id: number,
  input: { amountCents: number; reason: string; paymentMethodId?: number | null },
): PaymentDto {
  const w = { db, clock, userId };
  const row = inTransaction(db, () => {
    const original = paymentOrFail(db, id);
    if (original.cancelsId !== null || original.isGuarantee || original.bookingId === null)
      throw new AppError('MODIFICATION_NOT_AUTHORISED');
    if (store.isCancelled(db, original.id)) throw new AppError('PAYMENT_ALREADY_DELETED');
    if (input.amountCents > bookingPaidCents(db, original.bookingId)) throw new AppError('REFUND_EXCEEDS_PAID');
    const method = methodOrFail(db, input.paymentMethodId ?? original.paymentMethodId);
    const refund = appendChained(db, CHAINS.payment, {
      kind: original.kind,
      bookingId: original.bookingId,
      customerId: original.customerId,
      payer: original.payer,
      paymentMethodId: method.id,
      paymentType: method.paymentType,
      paidOn: clock.today(),
      paidAt: parisHour.format(clock.now()),
      amountCents: -input.amountCents,
      changeCents: 0,
      isGuarantee: false,
      reason: input.reason,
      comment: `Remboursement du paiement n° ${original.id}`,
      createdAt: clock.now().toISOString(),
      createdBy: userId,
    });
    afterWrite(
      w,
      original.bookingId,
      `Remboursement de ${euros(input.amountCents)} par ${method.label} : « ${input.reason} »`,
      {
        paymentId: refund.id,
        refundOf: original.id,
      },
    );
    journal(
      w,
      'payment.refunded',
      `Remboursement de ${euros(input.amountCents)} (paiement n° ${original.id})`,
      refund.id,
    );
    return refund;
  });
  return store.paymentDto(db, row.id) as PaymentDto;
}
