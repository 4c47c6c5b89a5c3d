// The rules of money received, pure: what each payment type requires, the change given back, the
// surplus kept as a credit, what a stay's till says. No I/O, no clock: days come in as arguments.
import type { ErrorCode } from '../../errors/catalogue';
import { PAYMENT_TYPE } from './kinds';

/** The fields the type checks read. */
export interface TypedDetails {
  amountCents: number;
  tenderedCents?: number | null;
  keepSurplusAsCredit?: boolean;
  chequeNumber?: string | null;
  chequeHolder?: string | null;
  payingBankId?: number | null;
  cheques?: readonly {
    amountCents: number;
    chequeNumber?: string | null;
    chequeHolder?: string | null;
    payingBankId?: number | null;
  }[];
  cardNumber?: string | null;
  cardExpiry?: string | null;
  cardOwner?: string | null;
  cardCryptogram?: string | null;
  creditNoteId?: number | null;
}

/** Card payment: cryptogram, expiry date, card number and owner name required. */
export function cardRefusal(d: TypedDetails): ErrorCode | null {
  const digits = (d.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'CARD_NUMBER_REQUIRED';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(d.cardExpiry ?? '')) return 'CARD_EXPIRY_REQUIRED';
  if (!d.cardOwner) return 'CARD_OWNER_REQUIRED';
  if (!/^\d{3,4}$/.test(d.cardCryptogram ?? '')) return 'CARD_CRYPTOGRAM_REQUIRED';
  return null;
}

/** The card as kept: the last four digits only. */
export const cardLast4 = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '').slice(-4);

interface Cheque {
  chequeNumber?: string | null;
  chequeHolder?: string | null;
  payingBankId?: number | null;
}

/** Cheque: holder name, number, paying establishment required. */
export function chequeRefusal(c: Cheque): ErrorCode | null {
  if (!c.chequeHolder) return 'CHEQUE_HOLDER_REQUIRED';
  if (!c.chequeNumber) return 'CHEQUE_NUMBER_REQUIRED';
  if (!c.payingBankId) return 'CHEQUE_BANK_REQUIRED';
  return null;
}

/** The cheques of a payment: one, or a split whose cheques sum exactly to the amount. */
export function chequesOf(d: TypedDetails): { amountCents: number; cheque: Cheque }[] {
  const split = d.cheques ?? [];
  if (split.length === 0) return [{ amountCents: d.amountCents, cheque: d }];
  return split.map((c) => ({
    amountCents: c.amountCents,
    cheque: {
      chequeNumber: c.chequeNumber,
      chequeHolder: c.chequeHolder ?? d.chequeHolder,
      payingBankId: c.payingBankId ?? d.payingBankId,
    },
  }));
}

/** Cheque split must match the expected amount. */
export function splitRefusal(d: TypedDetails): ErrorCode | null {
  const split = d.cheques ?? [];
  if (split.length === 0) return null;
  const sum = split.reduce((s, c) => s + c.amountCents, 0);
  return sum === d.amountCents ? null : 'CHEQUE_SPLIT_MISMATCH';
}

/**
 * The change handed back: cash only, from what was tendered. Holiday vouchers never give change:
 * vouchers tendered above the amount are refused.
 */
export function changeOf(paymentType: number, d: TypedDetails): { changeCents: number } | { refusal: ErrorCode } {
  const tendered = d.tenderedCents ?? null;
  if (tendered === null || tendered === 0) return { changeCents: 0 };
  if (tendered < d.amountCents) return { refusal: 'TENDERED_BELOW_AMOUNT' };
  if (paymentType === PAYMENT_TYPE.holidayVoucher && tendered > d.amountCents)
    return { refusal: 'HOLIDAY_VOUCHER_NO_CHANGE' };
  return { changeCents: paymentType === PAYMENT_TYPE.cash ? tendered - d.amountCents : 0 };
}

/** What the type requires of the details, in the order the dialog shows them. */
export function typeRefusal(paymentType: number, d: TypedDetails): ErrorCode | null {
  if (paymentType === PAYMENT_TYPE.card) return cardRefusal(d);
  if (paymentType === PAYMENT_TYPE.cheque) {
    const split = splitRefusal(d);
    if (split) return split;
    for (const { cheque } of chequesOf(d)) {
      const refusal = chequeRefusal(cheque);
      if (refusal) return refusal;
    }
  }
  if (paymentType === PAYMENT_TYPE.creditNote && !d.creditNoteId) return 'CREDIT_NOTE_REQUIRED';
  const change = changeOf(paymentType, d);
  return 'refusal' in change ? change.refusal : null;
}

/**
 * Paid beyond what is owed: the surplus kept as a credit note. Holiday vouchers above what is owed
 * are refused unless their surplus is kept as a credit (never cash back); a credit note pays at
 * most what is owed (a credit does not make a credit).
 */
export function surplusOf(
  paymentType: number,
  amountCents: number,
  owedCents: number,
  keepSurplusAsCredit: boolean,
): { surplusCents: number } | { refusal: ErrorCode } {
  const surplus = amountCents - Math.max(0, owedCents);
  if (surplus <= 0) return { surplusCents: 0 };
  if (paymentType === PAYMENT_TYPE.creditNote) return { refusal: 'CREDIT_NOTE_EXCEEDED' };
  if (paymentType === PAYMENT_TYPE.holidayVoucher && !keepSurplusAsCredit)
    return { refusal: 'HOLIDAY_VOUCHER_NO_CHANGE' };
  return { surplusCents: surplus };
}

/** A credit note pays only its own customer, until its last day, up to what remains of it. */
export function creditNoteRefusal(
  note: { customerId: number; validUntil: string; remainingCents: number },
  customerId: number,
  amountCents: number,
  today: string,
): ErrorCode | null {
  if (note.customerId !== customerId) return 'CREDIT_NOTE_OTHER_CUSTOMER';
  if (note.validUntil < today) return 'CREDIT_NOTE_EXPIRED';
  if (amountCents > note.remainingCents) return 'CREDIT_NOTE_EXCEEDED';
  return null;
}

/** The day `months` later (the last day of a shorter month when the day does not exist). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** A credit note's last day: the day of issue, that many months later; none without a validity. */
export function validUntilOf(issuedOn: string, validityMonths: number | null | undefined): string | null {
  if (!validityMonths || validityMonths < 1) return null;
  return addMonths(issuedOn, validityMonths);
}

/**
 * Due now: before the balance's due date, the deposit still missing; from that day, all that is
 * still owed. Never negative.
 */
export function dueNow(
  s: { remainingCents: number; paidCents: number; downPaymentCents: number; balanceDueDate: string | null },
  today: string,
): number {
  if (s.remainingCents <= 0) return 0;
  if (s.balanceDueDate === null || today >= s.balanceDueDate) return s.remainingCents;
  return Math.max(0, Math.min(s.remainingCents, s.downPaymentCents - s.paidCents));
}

/** Option to reservation when its deposit is paid (the option preference), once the deposit is reached. */
export function reachesDeposit(b: { kind: number; downPaymentCents: number }, paidCents: number, isOption: boolean) {
  return isOption && b.downPaymentCents > 0 && paidCents >= b.downPaymentCents;
}
