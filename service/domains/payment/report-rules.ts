// Pure rules of the money reports: the state of a credit note on a day, and which guarantee
// states may still change. No I/O: the reports' SQL mirrors them and the tests hold both together.
import type { ErrorCode } from '../../errors/catalogue';
import { GUARANTEE_STATE } from './kinds';
import type { CreditNoteState, GuaranteeState } from './reports-contract';

/**
 * « Credit notes are a payment method until used or expired »: used up once nothing remains,
 * expired the day after its last valid day, usable otherwise.
 */
export function creditNoteState(remainingCents: number, validUntil: string, today: string): CreditNoteState {
  if (remainingCents <= 0) return 'used';
  return validUntil < today ? 'expired' : 'usable';
}

/**
 * A guarantee in progress may be released (handed back) or cashed (kept); once released or cashed
 * its state never changes again. Answers the refusal's code, or null when the change is allowed.
 */
export function guaranteeChangeRefusal(current: GuaranteeState, next: GuaranteeState): ErrorCode | null {
  if (next === GUARANTEE_STATE.inProgress) return 'INVALID_TYPE';
  return current === GUARANTEE_STATE.inProgress ? null : 'GUARANTEE_ALREADY_SETTLED';
}
