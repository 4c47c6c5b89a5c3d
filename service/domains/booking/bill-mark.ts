// What invoicing reads and writes of a booking: the booking with its priced lines (no occupancies,
// no names: an invoice freezes its own parties), and its bill number and date, set by its customer
// invoice and cleared by its cancelling invoice, recorded in the booking's history like any write.
import type { Db } from '../../db/connection';
import type { BookingKind, BookingLineDto, BookingState } from './contract';
import { recordChange } from './history';
import type { Writer } from './save';
import * as store from './store';

/** A booking as an invoice bills it. */
export interface BookingToBill {
  id: number;
  code: string | null;
  kind: BookingKind;
  state: BookingState;
  customerId: number;
  partnerId: number | null;
  startDate: string;
  endDate: string;
  balanceDueDate: string | null;
  paidCents: number;
  lines: Omit<BookingLineDto, 'id' | 'occupancyId' | 'key' | 'isPriceManuallyChanged' | 'explain'>[];
}

export function bookingToBill(db: Db, id: number): BookingToBill | null {
  const b = store.findBooking(db, id);
  if (!b) return null;
  return {
    id: b.id,
    code: b.code,
    kind: b.kind as BookingKind,
    state: b.state,
    customerId: b.customerId,
    partnerId: b.partnerId,
    startDate: b.startDate,
    endDate: b.endDate,
    balanceDueDate: b.balanceDueDate,
    paidCents: b.paidCents,
    lines: store.linesOf(db, id).map((l) => ({
      kind: l.kind,
      label: l.label,
      quantity: l.quantity,
      unitCents: l.unitCents,
      amountCents: l.amountCents,
      vatBp: l.vatBp,
      isOutsideVatBase: l.isOutsideVatBase,
      isPartnerLine: l.isPartnerLine,
    })),
  };
}

/** Marks the booking billed by `bill` (its invoice number and day), or unbilled again (null). */
export function setBillMark(
  w: Writer,
  bookingId: number,
  bill: { number: string; date: string } | null,
  summary: string,
) {
  store.updateBooking(w.db, bookingId, {
    billNumber: bill?.number ?? null,
    billDate: bill?.date ?? null,
    updatedAt: w.clock.now().toISOString(),
  });
  recordChange(w, bookingId, {
    event: bill ? 'BILLED' : 'BILL_CANCELLED',
    summary,
    detail: bill ? { billNumber: bill.number, billDate: bill.date } : {},
  });
}
