// How the sheet names a booking's kind and state.
import { BOOKING_KIND, type BookingDto, type BookingKind } from '../../../../service/domains/booking/contract';

export const kindLabels: Record<BookingKind, string> = {
  [BOOKING_KIND.quote]: 'Devis',
  [BOOKING_KIND.option]: 'Option',
  [BOOKING_KIND.reservation]: 'Réservation',
};
export const kindColors: Record<BookingKind, string> = {
  [BOOKING_KIND.quote]: 'default',
  [BOOKING_KIND.option]: 'gold',
  [BOOKING_KIND.reservation]: 'green',
};

export const stateLabels: Record<BookingDto['state'], string> = {
  NORMAL: 'En cours',
  CANCELLED: 'Annulée',
  CANCELLING: 'En annulation',
  DELETED: 'Supprimée',
};

export function bookingTitle(kind: BookingKind, booking: BookingDto | null): string {
  if (!booking) return `${kindLabels[kind]} — nouvelle saisie`;
  return `${kindLabels[booking.kind]} ${booking.code ?? booking.quoteNumber ?? booking.id} — ${booking.customerName}`;
}

/** A stay no longer live (cancelled, being cancelled, deleted) or billed is read, never edited. */
export function isEditableBooking(b: BookingDto): boolean {
  return b.status !== 'DELETED' && b.state === 'NORMAL' && b.billNumber === null;
}
