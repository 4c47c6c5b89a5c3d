// Who asks the guest for the guarantee. The spec's third-party provider (n° 1, Swikly) is an
// online service this box has no account with nor route to: it answers that plainly. Provider
// n° 2, « Lien du camping », is the box's own: it e-mails a link to its public page.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { ErrorCode } from '../../errors/catalogue';
import type { GuaranteeStatus } from './contract';
import { issueSuretyRequest, SURETY_PAGE_PATH } from './guarantee-link';

export interface GuaranteeContext {
  /** The address guests reach the box at; null when the site has not given one. */
  readonly publicUrl: string | null;
  readonly validityDays: number;
}

export type GuaranteeAnswer = { readonly link: string } | { readonly refusal: ErrorCode };

export interface SuretyProvider {
  readonly id: number;
  /** Asks for the booking's guarantee of that amount: the link to e-mail, or why not. */
  requestGuarantee(
    db: Db,
    clock: Clock,
    booking: { bookingId: number; amountCents: number },
    context: GuaranteeContext,
  ): GuaranteeAnswer;
  statusOf(db: Db, clock: Clock, bookingId: number): GuaranteeStatus;
}

const unreachable = (id: number): SuretyProvider => ({
  id,
  requestGuarantee: () => ({ refusal: 'SURETY_PROVIDER_UNREACHABLE' }),
  statusOf: () => null,
});

export const SURETY_LINK_PROVIDER = 2;

const linkProvider: SuretyProvider = {
  id: SURETY_LINK_PROVIDER,
  requestGuarantee(db, clock, booking, context) {
    if (!context.publicUrl) return { refusal: 'SURETY_PUBLIC_URL_REQUIRED' };
    const token = issueSuretyRequest(db, clock, { ...booking, validityDays: context.validityDays });
    return { link: `${context.publicUrl.replace(/\/+$/, '')}${SURETY_PAGE_PATH}${token}` };
  },
  statusOf(db, clock, bookingId) {
    const last = statement(
      db,
      `SELECT max(recorded_at IS NOT NULL) AS isRecorded, max(valid_until) AS validUntil
       FROM surety_requests WHERE booking_id = ?`,
    ).get(bookingId) as { isRecorded: number | null; validUntil: string | null };
    if (last.validUntil === null) return 'none';
    if (last.isRecorded === 1) return 'recorded';
    return clock.today() > last.validUntil ? 'expired' : 'requested';
  },
};

const providers: readonly SuretyProvider[] = [unreachable(1), linkProvider];

/** The configuration's provider; an unknown number is as unreachable as a third party. */
export function suretyProvider(id: number): SuretyProvider {
  return providers.find((p) => p.id === id) ?? unreachable(id);
}
