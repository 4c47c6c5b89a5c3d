// What the booking lists take and answer ("Customers and bookings", filters). Search
// needs at least 3 characters; date ranges of the occupancy reports are
// bounded so a request handler never walks more than a year of days.
import { z } from 'zod';
import { zListPaging, zOptionalIsoDay } from '../../../validation';
import type { MailRowDto } from '../../mail/contract';
import { BOOKING_KIND } from '../contract';
import { PRESENCE_FILTERS } from '../presence';

export const MAX_REPORT_DAYS = 366;

const search = z
  .string()
  .trim()
  .max(80, { error: 'TOO_LONG' })
  .optional()
  .refine((q) => !q || q.length >= 3, { error: 'SEARCH_TOO_SHORT' });

const paging = zListPaging;

/** Stays overlapping [startDate, endDate]; either end may be blank. isExpired: the options past their validity only. */
export const bookingListCriteriaSchema = z
  .object({
    ...paging,
    q: search,
    startDate: zOptionalIsoDay(),
    endDate: zOptionalIsoDay(),
    isExpired: z.boolean({ error: 'INVALID_TYPE' }).optional(),
  })
  .refine((c) => !c.startDate || !c.endDate || c.startDate <= c.endDate, {
    path: ['endDate'],
    error: 'START_AFTER_END',
  });
export type BookingListCriteria = z.infer<typeof bookingListCriteriaSchema>;

/** A booking's kind and state as the lists and their CSV exports name them. */
export const BOOKING_KIND_LABELS: Record<number, string> = {
  [BOOKING_KIND.quote]: 'Devis',
  [BOOKING_KIND.option]: 'Option',
  [BOOKING_KIND.reservation]: 'Réservation',
};
export const BOOKING_STATE_LABELS: Record<string, string> = {
  NORMAL: 'Normale',
  CANCELLED: 'Annulée',
  CANCELLING: "En cours d'annulation",
  DELETED: 'Supprimée',
};

/** The most rows a list's CSV export writes. */
export const LIST_EXPORT_LIMIT = 100_000;

/** A list's CSV export: the criteria of the list as shown (paging aside). */
export const listExportSchema = z.object({ filters: z.record(z.string(), z.unknown()).default({}) });

/** The :statusId of each list (0 is all). */
export const BOOKING_LIST_STATUSES = [0, 1, 2, 3] as const;
/** Cancellation filter: 0 all, 1 normal, 2 cancelled, 3 cancelling. */
export const CANCELLED_LIST_STATUSES = [0, 1, 2, 3] as const;
/** Partner list: the kinds, then 4 stay (in progress today) and 5 closed (ended before today). */
export const PARTNER_LIST_STATUSES = [0, 1, 2, 3, 4, 5] as const;

export interface BookingRow {
  id: number;
  code: string | null;
  quoteNumber: string | null;
  customerId: number;
  customerName: string;
  kind: number;
  state: string;
  startDate: string;
  endDate: string;
  nights: number;
  /** Place numbers of its live occupancies, comma separated. */
  places: string;
  persons: number;
  totalCents: number;
  paidCents: number;
  /** What remains to pay: total less paid. */
  remainingCents: number;
  partnerName: string | null;
  isValidated: boolean;
  cancellationReason: string | null;
  /** A cancelled stay: what the site keeps (its cancellation line); then `remainingCents` below zero is to refund. */
  keptCents: number | null;
  /** An option's validity date (null for the other kinds). */
  optionValidUntil: string | null;
  /** An option past its validity (« Échue »): see isOptionExpired. */
  isExpired: boolean;
}

/** A balance as the lists word it: « Reste dû » or « À rembourser » (below zero), nothing when settled. */
export function balanceWording(remainingCents: number): string {
  return remainingCents < 0 ? 'À rembourser' : remainingCents > 0 ? 'Reste dû' : 'Soldé';
}

export const presenceCriteriaSchema = z.object({
  ...paging,
  /** Blank: today by the service clock. */
  day: zOptionalIsoDay(),
  filter: z.enum(PRESENCE_FILTERS, { error: 'INVALID_TYPE' }).optional(),
  q: search,
});
export type PresenceCriteria = z.infer<typeof presenceCriteriaSchema>;

export interface PresenceRow {
  /** The occupancy. */
  id: number;
  bookingId: number;
  bookingCode: string | null;
  customerId: number;
  customerName: string;
  kind: number;
  placeNumber: string;
  placeTypeLabel: string;
  startDate: string;
  endDate: string;
  nights: number;
  persons: number;
  equipment: string | null;
  isArrived: boolean;
  isGone: boolean;
  remainingCents: number;
  /** The arrival window of the arrival and departure preference for this place's kind: '14:00–20:00'. */
  arrivalHours: string;
  /** The hour to leave by, for this place's kind: '12:00'. */
  departureBefore: string;
}

/** A range of days; a blank end defaults from the start (or today), see list-routes.ts. */
export const rangeSchema = z
  .object({ startDate: zOptionalIsoDay(), endDate: zOptionalIsoDay() })
  .refine((r) => !r.startDate || !r.endDate || r.startDate <= r.endDate, {
    path: ['endDate'],
    error: 'START_AFTER_END',
  });
export interface DayRangeInput {
  startDate: string;
  endDate: string;
}

/** A report over a range answers the range it used (its defaults come from the service clock). */
export interface RangeAnswer<T> extends DayRangeInput {
  items: T[];
}

export const occupantsCriteriaSchema = z.object({
  day: zOptionalIsoDay(),
  filter: z.enum(PRESENCE_FILTERS, { error: 'INVALID_TYPE' }).optional(),
});

/** /occupation-list: per night of the range, places held (by type) out of the active places, persons. */
export interface OccupationReport extends DayRangeInput {
  types: { id: number; label: string; total: number }[];
  days: {
    day: string;
    /** Places of each type (by type id) holding a stay for the night of that day. */
    occupied: Record<number, number>;
    totalOccupied: number;
    persons: number;
  }[];
  totalPlaces: number;
}

export interface OccupantRow {
  id: number;
  occupancyId: number;
  bookingId: number;
  customerId: number;
  /** The booking's kind (the way to its sheet). */
  kind: number;
  placeNumber: string;
  lastName: string | null;
  firstName: string | null;
  birthDate: string | null;
  ageCategoryLabel: string | null;
  nationality: string | null;
  startDate: string;
  endDate: string;
}

export interface BirthdayRow extends OccupantRow {
  /** The day of the birthday inside the range and the stay. */
  birthday: string;
  /** The age turned that day. */
  age: number;
}

export interface NationalityRow {
  nationalityId: number | null;
  nationality: string;
  nights: number;
  persons: number;
}

export interface OccupationInformation {
  day: string;
  arrivals: number;
  departures: number;
  /** Occupancies holding the night of the day, and their persons. */
  occupiedPlaces: number;
  totalPlaces: number;
  persons: number;
  reallyHere: number;
}

export const customerLookupSchema = z.object({ q: search.refine((q) => !!q, { error: 'SEARCH_TOO_SHORT' }) });

export interface CustomerResume {
  customer: {
    id: number;
    code: string;
    name: string;
    email: string | null;
    phone: string | null;
    mobile: string | null;
    town: string | null;
    postalCode: string | null;
  };
  past: BookingRow[];
  current: BookingRow[];
  future: BookingRow[];
  /** The latest e-mails sent to the customer; null when « Afficher les e-mails envoyés » is off. */
  emails: MailRowDto[] | null;
  /** Over its non-cancelled option and reservation stays. */
  totals: {
    stays: number;
    nights: number;
    totalCents: number;
    paidCents: number;
    remainingCents: number;
    cancelled: number;
    quotes: number;
  };
}

/** A customer offered by the resume form's lookup. */
export interface CustomerChoice {
  id: number;
  code: string;
  name: string;
  town: string | null;
}
