// Pure rules of bookings: which stays hold a place, the night-by-night overlap, the transitions
// and the presence flags. No I/O, no clock: days are `YYYY-MM-DD` strings.
import { AppError } from '../../errors/app-error';
import { BOOKING_KIND, type BookingKind, type BookingState, type STAY_KINDS } from './contract';

export type { BookingState };
export type StayKind = (typeof STAY_KINDS)[number];

/** Nights from start to the night before end: the departure day is free for the next arrival. */
export interface Stay {
  readonly startDate: string;
  readonly endDate: string;
}

/** Two stays share a night: an arrival on another's departure day does not. */
export const staysOverlap = (a: Stay, b: Stay): boolean => a.startDate < b.endDate && b.startDate < a.endDate;

/** Options and reservations hold their place; quotes do not, nor anything cancelled or deleted. */
export function holdsPlace(kind: number, state: BookingState, isOccupancyCancelled: boolean): boolean {
  return kind !== BOOKING_KIND.quote && state === 'NORMAL' && !isOccupancyCancelled;
}

/**
 * An option past its validity is expired (« échue », a state of the spec's list): derived, never
 * stored. Valid through its validity day; expired from the next day on. Only live options expire.
 */
export function isOptionExpired(
  b: { readonly kind: number; readonly state: BookingState; readonly optionValidUntil: string | null },
  today: string,
): boolean {
  return (
    b.kind === BOOKING_KIND.option && b.state === 'NORMAL' && b.optionValidUntil !== null && b.optionValidUntil < today
  );
}

/** The first pair of stays of one booking sharing a place and a night, if any (overlapping periods). */
export function firstOverlapOnPlace<T extends Stay & { readonly placeId: number | null }>(stays: readonly T[]) {
  for (let i = 0; i < stays.length; i += 1) {
    for (let j = i + 1; j < stays.length; j += 1) {
      const [a, b] = [stays[i], stays[j]];
      if (a && b && a.placeId !== null && a.placeId === b.placeId && staysOverlap(a, b)) return j;
    }
  }
  return -1;
}

export type BookingAction = 'toReservation' | 'toOption' | 'fromQuote' | 'validate' | 'cancel' | 'delete' | 'edit';

export interface TransitionSubject {
  readonly kind: BookingKind;
  readonly state: BookingState;
  readonly isValidated: boolean;
  readonly isBilled: boolean;
  readonly hasPartnerOccupancy: boolean;
  readonly hasArrived: boolean;
}

/**
 * Transitions: option to reservation; reservation to option; quote to other; validation;
 * cancellation; deletion. Our readings where the spec says "not shown": a billed booking is
 * frozen ("billed bookings cannot be modified"), cancellation included: its invoice is cancelled
 * first; a stay whose guests have arrived can no longer go back to an option nor be deleted; only
 * a live (NORMAL) booking moves at all.
 */
export function assertTransition(b: TransitionSubject, action: BookingAction): void {
  if (b.state !== 'NORMAL') throw new AppError('MODIFICATION_NOT_AUTHORISED');
  // A live customer invoice freezes the stay until a cancelling invoice unbills it.
  if (b.isBilled) throw new AppError('BILLED_ITEMS_NOT_EDITABLE');
  switch (action) {
    case 'toReservation':
      if (b.kind !== BOOKING_KIND.option) throw new AppError('MODIFICATION_NOT_AUTHORISED');
      return;
    case 'toOption':
      if (b.kind !== BOOKING_KIND.reservation || b.hasArrived) throw new AppError('MODIFICATION_NOT_AUTHORISED');
      return;
    case 'fromQuote':
      if (b.kind !== BOOKING_KIND.quote) throw new AppError('MODIFICATION_NOT_AUTHORISED');
      return;
    case 'validate':
      if (b.kind === BOOKING_KIND.quote || b.isValidated) throw new AppError('MODIFICATION_NOT_AUTHORISED');
      return;
    case 'cancel':
      if (b.hasPartnerOccupancy) throw new AppError('CANNOT_CANCEL_WITH_PARTNER_OCCUPANCY');
      return;
    case 'delete':
      if (b.hasArrived) throw new AppError('MODIFICATION_NOT_AUTHORISED');
      return;
    case 'edit':
      return;
  }
}

/** Gone needs arrived first; un-ticking arrived needs gone un-ticked first. */
export function assertPresence(
  flags: { isArrived: boolean; isGone: boolean },
  change: 'arrived' | 'gone',
  value: boolean,
) {
  if (change === 'gone' && value && !flags.isArrived) throw new AppError('GONE_NEEDS_ARRIVED');
  if (change === 'arrived' && !value && flags.isGone) throw new AppError('GONE_NEEDS_ARRIVED');
}

/** A booking's place may not move when the customer locked it, nor for a resident or allotment stay. */
export function assertPlaceChange(o: { isLocked: boolean; stayKind: StayKind }) {
  if (o.stayKind === 'RESIDENTIAL') throw new AppError('PLACE_CHANGE_BLOCKED_RESIDENTIAL');
  if (o.stayKind === 'ALLOTMENT') throw new AppError('PLACE_CHANGE_BLOCKED_ALLOTMENT');
  if (o.isLocked) throw new AppError('PLACE_LOCKED_BY_CUSTOMER');
}

/** Early departure: strictly inside the stay (after arrival, before the booked end). */
export function isValidEarlyDeparture(stay: Stay, departureDate: string): boolean {
  return stay.startDate < departureDate && departureDate < stay.endDate;
}

/**
 * The occupancies of a booking in the booking preference's order: by code (the order they were
 * entered in, as stored) or by date (arrival, then that same order).
 */
export function inOccupancyOrder<T extends { readonly startDate: string }>(
  list: readonly T[],
  order: 'code' | 'date',
): T[] {
  return order === 'date' ? [...list].sort((a, b) => a.startDate.localeCompare(b.startDate)) : [...list];
}

/**
 * Early departure: the unused nights are refunded only when the departure is announced at least
 * the early-departure preference's minimum notice before it (0: no minimum).
 */
export function hasEarlyDepartureNotice(today: string, departureDate: string, minimumNoticeDays: number): boolean {
  return minimumNoticeDays === 0 || addDays(today, minimumNoticeDays) <= departureDate;
}

/** The nights of a stay, each as its day. */
export function nightsOf(stay: Stay): string[] {
  const nights: string[] = [];
  for (let day = stay.startDate; day < stay.endDate; day = nextDay(day)) nights.push(day);
  return nights;
}

export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Codes: quotes D26-00042 (D, or the quote module's prefix), options and reservations R26-00042
 * (year of creation, then a sequence).
 */
export function bookingCode(prefix: string, year: string, sequence: number): string {
  return `${prefix}${year.slice(2, 4)}-${String(sequence).padStart(5, '0')}`;
}
