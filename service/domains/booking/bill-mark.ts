// The booking's bill number and date, as its customer invoice sets them and its cancelling invoice
// clears them: the one write of those columns, recorded in the booking's history like any other.

import { recordChange } from './history';
import type { Writer } from './save';
import * as store from './store';

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
