// The stay's till as the booking sheet reads it: what is owed (the family's part and the VACAF
// aid apart), what is due now, what was paid, kept as credit or held as a guarantee, the rows.
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import type { BookingTill, TillSummary } from './contract';
import { customerCredits } from './credit-notes';
import { dueNow } from './rules';
import * as store from './store';

export function tillSummary(db: Db, bookingId: number, today: string): TillSummary {
  const b = store.bookingOf(db, bookingId);
  if (!b) throw new AppError('NOT_FOUND');
  const s = store.bookingSums(db, bookingId);
  const familyTotalCents = b.totalCents - b.vacafAidCents;
  const remainingCents = familyTotalCents - s.customerCents + s.creditCents;
  return {
    totalCents: b.totalCents,
    vacafAidCents: b.vacafAidCents,
    familyTotalCents,
    dueNowCents: dueNow(
      {
        remainingCents,
        paidCents: s.customerCents - s.creditCents,
        downPaymentCents: b.downPaymentCents,
        balanceDueDate: b.balanceDueDate,
      },
      today,
    ),
    downPaymentCents: b.downPaymentCents,
    downPaymentDueDate: b.downPaymentDueDate,
    balanceDueDate: b.balanceDueDate,
    paidCents: s.customerCents,
    vacafPaidCents: s.vacafCents,
    remainingCents,
    creditCents: s.creditCents,
    guaranteeCents: s.guaranteeCents,
  };
}

export function bookingTill(db: Db, bookingId: number, today: string): BookingTill {
  const summary = tillSummary(db, bookingId, today);
  const customerId = (store.bookingOf(db, bookingId) as store.PayableBooking).customerId;
  return {
    summary,
    payments: store.paymentsOfBooking(db, bookingId),
    credits: customerCredits(db, customerId, today),
  };
}
