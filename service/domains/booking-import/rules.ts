// Internet booking rules that need no database: the decision and integration transitions
// ("acceptance or refusal of an imported booking; forced validation or refusal. An internet booking
// must be accepted before integration; integration happens once only"), the age mapping, and the
// mapping of an import onto the customer and booking inputs.
import type { ErrorCode } from '../../errors/catalogue';
import { BOOKING_KIND, type BookingInput } from '../booking/contract';
import type { CustomerInput } from '../customer';
import type { ChannelAgeCategory, ImportDecision, ImportOccupant, ImportPayload, IntegrationFlag } from './contract';

export interface ImportState {
  decision: ImportDecision;
  integrationFlag: IntegrationFlag;
}

/** Integration flag: accepted and waiting is "to integrate"; integrated is "already processed". */
export function flagFor(decision: ImportDecision, isIntegrated: boolean): IntegrationFlag {
  if (isIntegrated) return 'PROCESSED';
  return decision === 'ACCEPTED' ? 'TO_INTEGRATE' : 'BLANK';
}

/**
 * Accept or refuse. A plain decision is taken on a pending import only; a forced one may also
 * overturn the previous decision (refuse an accepted import, accept a refused one). Nothing changes
 * an integrated import: its booking lives on the booking sheet.
 */
export function decide(
  state: ImportState,
  decision: Exclude<ImportDecision, 'PENDING'>,
  isForced: boolean,
): ImportState | ErrorCode {
  if (state.integrationFlag === 'PROCESSED') return 'INTERNET_BOOKING_ALREADY_INTEGRATED';
  if (state.decision !== 'PENDING' && !isForced) return 'INTERNET_BOOKING_ALREADY_DECIDED';
  return { decision, integrationFlag: flagFor(decision, false) };
}

/** Integration happens once only, and only for an accepted import. */
export function integrationRefusal(state: ImportState): ErrorCode | null {
  if (state.integrationFlag === 'PROCESSED') return 'BOOKING_ALREADY_INTEGRATED';
  if (state.decision !== 'ACCEPTED') return 'ACCEPT_STAY_BEFORE_INTEGRATING';
  return null;
}

/** The channel posting a reference again: refused once integrated, else it replaces the import. */
export function repostRefusal(state: ImportState): ErrorCode | null {
  return state.integrationFlag === 'PROCESSED' ? 'INTERNET_BOOKING_ALREADY_INTEGRATED' : null;
}

/** The age that stands for a channel's category when the occupant's birth date is not given. */
export const REPRESENTATIVE_AGE: Record<ChannelAgeCategory, number> = { adult: 30, child: 10, baby: 0 };

/** Full years between a birth date and a day, both `YYYY-MM-DD`. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export interface AgeCategory {
  id: number;
  ageFrom: number;
  ageTo: number | null;
}

/**
 * The site's age category of each occupant: the age on the arrival day when the birth date is
 * known, else the channel category's representative age; the first active category (in the site's
 * order) holding that age. Null when some occupant has none: MISSING_AGE_CATEGORIES.
 */
export function mapAgeCategories(
  occupants: readonly Pick<ImportOccupant, 'category' | 'birthDate'>[],
  arrival: string,
  categories: readonly AgeCategory[],
): number[] | null {
  const ids: number[] = [];
  for (const o of occupants) {
    const age = o.birthDate && o.birthDate <= arrival ? ageOn(o.birthDate, arrival) : REPRESENTATIVE_AGE[o.category];
    const found = categories.find((c) => c.ageFrom <= age && (c.ageTo === null || age <= c.ageTo));
    if (!found) return null;
    ids.push(found.id);
  }
  return ids;
}

/** The summary columns of the list, read from the payload. */
export function summaryOf(payload: ImportPayload) {
  const { customer, stay } = payload;
  return {
    customerName: [customer.lastName, customer.firstName].filter(Boolean).join(' '),
    customerEmail: customer.email,
    arrivalDate: stay.arrival,
    departureDate: stay.departure,
    placeTypeId: stay.placeTypeId,
    placeId: stay.placeId,
    personsCount: payload.occupants.length,
    amountCents: payload.amountCents,
    paidCents: payload.paidCents,
  };
}

/** Reference ids the customer's ISO and civility codes resolved to (null when the site lacks them). */
export interface CustomerRefs {
  civilityId: number | null;
  countryId: number | null;
  languageId: number | null;
}

/** A new customer from the channel's customer block. */
export function customerInputOf(customer: ImportPayload['customer'], refs: CustomerRefs): CustomerInput {
  return {
    id: 0,
    code: null,
    civilityId: refs.civilityId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    addressList: [
      {
        address1: customer.address1,
        address2: customer.address2,
        address3: null,
        postalCode: customer.postalCode,
        town: customer.town,
        countryId: refs.countryId,
      },
    ],
    phone: customer.phone,
    mobile: null,
    email: customer.email,
    birthDate: null,
    birthPlace: null,
    nationalityId: refs.countryId,
    languageId: refs.languageId,
    isLegalEntity: false,
    companyName: null,
    siret: null,
    vatNumber: null,
    newsletter: false,
    loyaltyNumber: null,
    notes: null,
  };
}

/** What integration resolved before building the booking. */
export interface Resolved {
  customerId: number;
  channelId: number;
  placeId: number;
  ageCategoryIds: readonly number[];
  nationalityId: number | null;
}

/**
 * The booking an accepted import becomes: a reservation (the channel sold it) on one occupancy,
 * carrying the channel's reference as internet reference and its comment as notes, priced from the
 * site's grids like any new booking.
 */
export function toBookingInput(payload: ImportPayload, r: Resolved): BookingInput {
  const { stay } = payload;
  return {
    id: 0,
    customerId: r.customerId,
    kind: BOOKING_KIND.reservation,
    partnerId: null,
    channelId: r.channelId,
    optionValidUntil: null,
    reference: null,
    internetReference: payload.reference,
    notes: payload.comment,
    priceUpdateChoice: 'updateFromGrid',
    priceOverrides: [],
    occupancies: [
      {
        id: 0,
        placeId: r.placeId,
        startDate: stay.arrival,
        endDate: stay.departure,
        equipment: stay.equipment,
        stayKind: 'NORMAL',
        allotmentId: null,
        isLocked: payload.stay.placeId !== null,
        isCancelled: false,
        occupants: payload.occupants.map((o, i) => ({
          id: 0,
          civilityId: null,
          firstName: o.firstName,
          lastName: o.lastName,
          birthDate: o.birthDate,
          age: null,
          ageCategoryId: r.ageCategoryIds[i],
          nationalityId: r.nationalityId,
          taxExemption: null,
        })),
        animals: payload.animals.map((a) => ({ ...a, name: null })),
        vehicles: payload.vehicles,
        extras: payload.extras.map((e) => ({ ...e, startDate: null, endDate: null })),
      },
    ],
  };
}

/**
 * A plain acceptance integrates at the channel's price only when the site's grids agree with it;
 * a forced one takes the site's price whatever the channel sold (availability is checked anyway).
 */
export function amountMismatch(channelCents: number, siteCents: number, isForced: boolean): boolean {
  return !isForced && channelCents !== siteCents;
}
