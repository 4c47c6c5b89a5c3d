import { describe, expect, it } from 'vitest';
import type { BookingDto } from '../../../../service/domains/booking/contract';
import { isEditableBooking } from './booking-labels';

// Only the fields the rule reads: the rest of a booking plays no part in it.
const booking = (change: Partial<BookingDto>) =>
  ({ status: 'SAVED', state: 'NORMAL', billNumber: null, ...change }) as BookingDto;

describe('which bookings the sheet edits', () => {
  it('a live, unbilled stay is edited', () => {
    expect(isEditableBooking(booking({}))).toBe(true);
  });

  it('a cancelled stay opens read only, as does one being cancelled, deleted or billed', () => {
    expect(isEditableBooking(booking({ state: 'CANCELLED' }))).toBe(false);
    expect(isEditableBooking(booking({ state: 'CANCELLING' }))).toBe(false);
    expect(isEditableBooking(booking({ status: 'DELETED', state: 'DELETED' }))).toBe(false);
    expect(isEditableBooking(booking({ billNumber: 'F26-0001' }))).toBe(false);
  });
});
