// The pure rules of bank deposits and the cash fund: which payments may go to the bank, the number
// suggested for a deposit, the month and day switchers, the float expected at a day's end.
import { PAYMENT_TYPE } from '../payment/kinds';

/** Money that goes to the bank on a slip or a remittance: not credit notes, regulations nor gifts. */
export const BANKABLE_PAYMENT_TYPES: readonly number[] = [
  PAYMENT_TYPE.none,
  PAYMENT_TYPE.cheque,
  PAYMENT_TYPE.holidayVoucher,
  PAYMENT_TYPE.cash,
  PAYMENT_TYPE.card,
  PAYMENT_TYPE.grouped,
];

export const isBankableType = (paymentType: number) => BANKABLE_PAYMENT_TYPES.includes(paymentType);

/** What a payment row says about whether it may be banked on `day`. */
export interface BankableFacts {
  amountCents: number;
  isGuarantee: boolean;
  /** It cancels another row (a deletion, or the first half of an edit). */
  isCancellation: boolean;
  /** A later row cancels it. */
  isCancelled: boolean;
  isBanked: boolean;
  /** The day it was received: it cannot reach the bank before. */
  paidOn: string;
  /** A cheque of a split: to be cashed on this day, not before. */
  cashOn: string | null;
}

/**
 * A payment goes to the bank once, while live: not a guarantee held, not cancelled nor a
 * cancellation, not a refund, not before it was received, and a cheque of a split only from its
 * cashing day.
 */
export function isBankable(p: BankableFacts, day: string): boolean {
  return (
    p.amountCents > 0 &&
    !p.isGuarantee &&
    !p.isCancellation &&
    !p.isCancelled &&
    !p.isBanked &&
    p.paidOn <= day &&
    (p.cashOn === null || p.cashOn <= day)
  );
}

/** `CHQ-0007`: the deposit type's code and the next number after the type's highest one. */
export function nextDepositNumber(code: string, taken: readonly string[]): string {
  const prefix = `${code.toUpperCase()}-`;
  let highest = 0;
  for (const number of taken) {
    if (!number.toUpperCase().startsWith(prefix)) continue;
    const rest = number.slice(prefix.length);
    if (/^\d+$/.test(rest)) highest = Math.max(highest, Number(rest));
  }
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}

/** `2026-11` → `2026-10` (-1) or `2026-12` (+1). */
export function shiftMonth(yearMonth: string, by: number): string {
  const [y, m] = yearMonth.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `2026-11-30` → `2026-12-01` (+1). */
export function shiftDay(day: string, by: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}

/** The float a day should end with: what it opened with, plus the cash taken, less the cash banked. */
export function expectedClosing(openingCents: number, receivedCents: number, bankedCents: number): number {
  return openingCents + receivedCents - bankedCents;
}
