// The booking sheet's address: /new-booking/:activeKey/:bookingId/:tempBookingId/:occupancyId/
// :tempOccupancyId/:customerId/:statusId. tempBookingId carries the draft once opened, so a
// reload reopens the same draft; the search params pre-fill a new draft's first occupancy and party.
import {
  BOOKING_KIND,
  type BookingKind,
  isBookingKind,
  type Party,
} from '../../../../service/domains/booking/contract';

export const sheetTabs = [
  'customer',
  'occupancies',
  'occupants',
  'animals',
  'vehicles',
  'extras',
  'price',
  'payments',
  'documents',
  'access',
  'history',
] as const;
export type SheetTab = (typeof sheetTabs)[number];
/** The compact one-page form of /new-booking/resume/...: same route, its own activeKey. */
export type SheetKey = SheetTab | 'resume';

export interface SheetParams {
  activeKey: SheetKey;
  bookingId: number;
  draftId: number;
  occupancyId: number;
  tempOccupancyId: number;
  customerId: number;
  kind: BookingKind;
}

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export function parseSheetParams(raw: Record<string, string | undefined>): SheetParams {
  const key = raw.activeKey;
  const kind = Number(raw.statusId);
  return {
    activeKey: key === 'resume' || sheetTabs.some((t) => t === key) ? (key as SheetKey) : 'customer',
    bookingId: positive(raw.bookingId),
    draftId: positive(raw.tempBookingId),
    occupancyId: positive(raw.occupancyId),
    tempOccupancyId: Number(raw.tempOccupancyId) || 0,
    customerId: positive(raw.customerId),
    // A quote, an option or a reservation; anything else opens a reservation.
    kind: isBookingKind(kind) ? kind : BOOKING_KIND.reservation,
  };
}

export function sheetPath(p: SheetParams): string {
  return `/new-booking/${p.activeKey}/${p.bookingId}/${p.draftId}/${p.occupancyId}/${p.tempOccupancyId}/${p.customerId}/${p.kind}`;
}

/** What /search-availability and the planning hand to a new booking: a place, dates, the party. */
export interface Prefill {
  placeId: number;
  startDate: string;
  endDate: string;
  party: Party | null;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** `children=8,3` and `animals=2:1` (type:quantity): the party as the search asked it. */
function parseParty(search: URLSearchParams): Party | null {
  const adults = search.get('adults');
  if (adults === null) return null;
  const numbers = (text: string | null, separator: string) =>
    (text ?? '')
      .split(separator)
      .filter((part) => part !== '')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 0);
  const animals = (search.get('animals') ?? '')
    .split(',')
    .map((pair) => numbers(pair, ':'))
    .flatMap(([animalTypeId, quantity]) => (animalTypeId && quantity ? [{ animalTypeId, quantity }] : []));
  return { adults: positive(adults), childAges: numbers(search.get('children'), ','), animals };
}

export function parsePrefill(search: URLSearchParams): Prefill | null {
  const placeId = positive(search.get('placeId') ?? undefined);
  const startDate = search.get('startDate') ?? '';
  const endDate = search.get('endDate') ?? '';
  if (!placeId || !isoDay.test(startDate) || !isoDay.test(endDate) || startDate >= endDate) return null;
  return { placeId, startDate, endDate, party: parseParty(search) };
}

/** The sheet of a new quote, option or reservation on a free place (the search's "Réserver", the planning's drag). */
export function newBookingOnPlace(prefill: Prefill, kind: BookingKind): string {
  const query = new URLSearchParams({
    placeId: String(prefill.placeId),
    startDate: prefill.startDate,
    endDate: prefill.endDate,
  });
  const party = prefill.party;
  if (party) {
    query.set('adults', String(party.adults));
    if (party.childAges.length > 0) query.set('children', party.childAges.join(','));
    if (party.animals.length > 0)
      query.set('animals', party.animals.map((a) => `${a.animalTypeId}:${a.quantity}`).join(','));
  }
  return `/new-booking/occupancies/0/0/0/0/0/${kind}?${query}`;
}
