// How the sheet names a booking's kind and state.
import type { BookingDto, BookingKind } from '../../../../service/domains/booking/contract';

export const kindLabels: Record<BookingKind, string> = { 1: 'Devis', 2: 'Option', 3: 'Réservation' };
export const kindColors: Record<BookingKind, string> = { 1: 'default', 2: 'gold', 3: 'green' };

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
