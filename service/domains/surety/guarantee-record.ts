// The guest's side of the link: what the public page shows, and the guarantee it records — a
// guarantee payment in progress (listed on /guarantee-list, where staff release or cash it). The
// guest declares the card's holder, last four digits and expiry: a full card number never
// reaches the box.
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { establishmentName } from '../establishment';
import { paymentCreateSchema, recordPayment } from '../payment';
import { markRecorded, openSuretyRequest } from './guarantee-link';
import { suretyOnlineMethodId } from './online-method';
import { liveReservation } from './store';

export const guaranteeDeclarationSchema = z.object({
  cardOwner: z.string({ error: 'CARD_OWNER_REQUIRED' }).trim().min(1, { error: 'CARD_OWNER_REQUIRED' }).max(100),
  cardLast4: z
    .string({ error: 'SURETY_CARD_LAST4_REQUIRED' })
    .trim()
    .regex(/^\d{4}$/, { error: 'SURETY_CARD_LAST4_REQUIRED' }),
  cardExpiry: z
    .string({ error: 'CARD_EXPIRY_REQUIRED' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'CARD_EXPIRY_REQUIRED' }),
});
export type GuaranteeDeclaration = z.infer<typeof guaranteeDeclarationSchema>;

export interface GuaranteePage {
  establishment: string;
  bookingCode: string;
  customerName: string;
  startDate: string;
  endDate: string;
  amountCents: number;
  validUntil: string;
}

/** What the link's page shows; refused when the link is forged, spent, expired or its stay gone. */
export function guaranteePage(db: Db, clock: Clock, token: string): GuaranteePage {
  const request = openSuretyRequest(db, clock, token);
  const booking = liveReservation(db, request.bookingId);
  if (!booking) throw new AppError('SURETY_NOT_A_RESERVATION');
  return {
    establishment: establishmentName(db),
    bookingCode: booking.bookingCode,
    customerName: booking.customerName,
    startDate: booking.startDate,
    endDate: booking.endDate,
    amountCents: request.amountCents,
    validUntil: request.validUntil,
  };
}

/** Records the guest's guarantee once: the payment in progress, and the link spent. */
export function recordGuarantee(db: Db, clock: Clock, token: string, declaration: GuaranteeDeclaration): number {
  return inTransaction(db, () => {
    const request = openSuretyRequest(db, clock, token);
    if (!liveReservation(db, request.bookingId)) throw new AppError('SURETY_NOT_A_RESERVATION');
    const [payment] = recordPayment(
      db,
      clock,
      null,
      paymentCreateSchema.parse({
        bookingId: request.bookingId,
        paymentMethodId: suretyOnlineMethodId(db, clock.now().toISOString()),
        amountCents: request.amountCents,
        isGuarantee: true,
        comment: `Caution en ligne : ${declaration.cardOwner}, carte se terminant par ${declaration.cardLast4}, expire ${declaration.cardExpiry}`,
      }),
    );
    if (!payment) throw new AppError('INTERNAL');
    markRecorded(db, clock, request.id, payment.id);
    return payment.id;
  });
}
