// What crosses the wire for bookings: the booking sheet's body (a whole booking with its
// occupancies), the transitions' bodies, the availability search and the answers. The UI imports these.
import { z } from 'zod';
import type { ErrorCode } from '../../errors/catalogue';
import { zId, zIsoDay, zOptionalIsoDay, zOptionalText } from '../../validation';
import type { DepositNature } from '../payment/kinds';
import { TAX_EXEMPTION_REASONS } from '../pricing/quote-contract';
import type { Quote } from '../pricing/types';

/** The sheet's :statusId and the list filters: quote (1), option (2), reservation (3); 0 is "all". */
export const BOOKING_KIND = { quote: 1, option: 2, reservation: 3 } as const;
export type BookingKind = (typeof BOOKING_KIND)[keyof typeof BOOKING_KIND];
export const BOOKING_KINDS = [BOOKING_KIND.quote, BOOKING_KIND.option, BOOKING_KIND.reservation] as const;
export const isBookingKind = (n: number): n is BookingKind => BOOKING_KINDS.some((kind) => kind === n);
/** The sheet's edit state: 1 changed and unsaved, 2 left with its changes dropped, 3 nothing unsaved. */
export const EDIT_STATE = { modified: 1, abandoned: 2, saved: 3 } as const;
/** The cancellation filter: normal, cancelled, cancelling; deleted bookings stay for history. */
export const BOOKING_STATES = ['NORMAL', 'CANCELLED', 'CANCELLING', 'DELETED'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** What a camper brings on a pitch. */
export const EQUIPMENT_BROUGHT = ['TENT', 'CARAVAN', 'CAMPER_VAN'] as const;
/** A plain stay, a resident's assignment, or a partner's allotment. */
export const STAY_KINDS = ['NORMAL', 'RESIDENTIAL', 'ALLOTMENT'] as const;
/** Partner list statuses beyond the kinds: stay in progress (4) and closed (5). */
export const PARTNER_STATUS = { stay: 4, closed: 5 } as const;

/** What a booking's history records: each write of a booking appends one of these. */
export const HISTORY_EVENTS = [
  'CREATED',
  'CHANGED',
  'KIND_CHANGED',
  'VALIDATED',
  'MOVED',
  'OCCUPANCY_CANCELLED',
  'PRESENCE',
  'EARLY_DEPARTURE',
  'CANCELLED',
  'DELETED',
  'EXPIRED',
  'BILLED',
  'BILL_CANCELLED',
  'PAYMENT',
] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

/** Booking price update choices, offered when dates, place or party change. */
export const PRICE_UPDATE_CHOICES = [
  'updateFromGrid',
  'keepExistingGrid',
  'updateFromExistingDetail',
  'keepExistingDetail',
] as const;
export type PriceUpdateChoice = (typeof PRICE_UPDATE_CHOICES)[number];

/** The choices as the sheet and the planning name them. */
export const PRICE_UPDATE_CHOICE_LABELS: Record<PriceUpdateChoice, string> = {
  updateFromGrid: 'Recalculer avec la grille en vigueur',
  keepExistingGrid: 'Recalculer avec la grille du séjour',
  updateFromExistingDetail: 'Adapter le détail existant aux nouvelles nuits',
  keepExistingDetail: 'Garder le détail existant',
};

/** The natures of a booking's deposit (DEPOSIT_NATURES' ids). */
const DEPOSIT_NATURE_IDS = ['arrhes', 'acompte'] as const satisfies readonly DepositNature[];
/** The longest VACAF file number the sheet takes. */
export const VACAF_FILE_NUMBER_MAX = 30;

const optionalRef = (code: ErrorCode) =>
  z
    .int({ error: code })
    .positive({ error: code })
    .nullish()
    .transform((v) => v ?? null);
const ref = (code: ErrorCode) => z.int({ error: code }).positive({ error: code });
const quantity = () => z.int({ error: 'QUANTITY_MUST_BE_POSITIVE' }).positive({ error: 'QUANTITY_MUST_BE_POSITIVE' });
const list = <T extends z.ZodType>(item: T, max = 50) => z.array(item).max(max, { error: 'TOO_LONG' }).default([]);

export const occupantInputSchema = z.object({
  id: zId().default(0),
  civilityId: optionalRef('ITEM_REQUIRED'),
  firstName: zOptionalText(80),
  lastName: zOptionalText(80),
  birthDate: zOptionalIsoDay(),
  /** The age typed when the birth date is not known; not stored, it only sets the category. */
  age: z
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .max(120, { error: 'INVALID_NUMBER' })
    .nullish()
    .transform((v) => v ?? null),
  /** Chosen by hand; the birth date or the age, when given, decide it instead (see occupant-age). */
  ageCategoryId: optionalRef('NO_AGE_CATEGORY'),
  nationalityId: optionalRef('NATIONALITY_REQUIRED'),
  taxExemption: z
    .enum(TAX_EXEMPTION_REASONS, { error: 'REASON_REQUIRED' })
    .nullish()
    .transform((v) => v ?? null),
});

export const occupancyInputSchema = z
  .object({
    id: zId().default(0),
    /** Null only in a draft: saving needs a place on each (OCCUPANCY_PLACE_REQUIRED). */
    placeId: optionalRef('PLACE_REQUIRED'),
    startDate: zIsoDay(),
    endDate: zIsoDay(),
    equipment: z
      .enum(EQUIPMENT_BROUGHT, { error: 'INVALID_TYPE' })
      .nullish()
      .transform((v) => v ?? null),
    stayKind: z.enum(STAY_KINDS, { error: 'INVALID_TYPE' }).default('NORMAL'),
    allotmentId: optionalRef('ITEM_REQUIRED'),
    isLocked: z.boolean().default(false),
    isCancelled: z.boolean().default(false),
    occupants: list(occupantInputSchema, 60),
    animals: list(
      z.object({ animalTypeId: ref('ITEM_REQUIRED'), quantity: quantity().default(1), name: zOptionalText(60) }),
    ),
    vehicles: list(
      z.object({ vehicleTypeId: ref('ITEM_REQUIRED'), brand: zOptionalText(60), plate: zOptionalText(20) }),
    ),
    extras: list(
      z.object({
        extraId: ref('ITEM_REQUIRED'),
        quantity: quantity(),
        /** Blank: the occupancy's dates. */
        startDate: zOptionalIsoDay(),
        endDate: zOptionalIsoDay(),
      }),
    ),
  })
  .refine((o) => o.startDate < o.endDate, { path: ['endDate'], error: 'START_AFTER_END' });
export type OccupancyInput = z.infer<typeof occupancyInputSchema>;

export const bookingInputSchema = z.object({
  id: zId().default(0),
  customerId: ref('REQUIRED'),
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'STATUS_REQUIRED' }),
  partnerId: optionalRef('PARTNER_REQUIRED'),
  channelId: optionalRef('ITEM_REQUIRED'),
  optionValidUntil: zOptionalIsoDay(),
  reference: zOptionalText(60),
  internetReference: zOptionalText(60),
  notes: zOptionalText(4000),
  /** Arrhes or acompte; left out: the booking's own, a new booking the preference's default. */
  depositNature: z.enum(DEPOSIT_NATURE_IDS, { error: 'INVALID_TYPE' }).optional(),
  /** The VACAF aid (module vacaf); left out: the booking's own, none for a new one. */
  vacafAidCents: z.int({ error: 'INCORRECT_AMOUNT' }).min(0, { error: 'INCORRECT_AMOUNT' }).optional(),
  /** The VACAF file number; left out: the booking's own; null or blank: none. */
  vacafFileNumber: z
    .string({ error: 'VALIDATION' })
    .trim()
    .max(VACAF_FILE_NUMBER_MAX, { error: 'TOO_LONG' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  /** How an existing booking is re-priced; a new booking is priced from the grids. */
  priceUpdateChoice: z.enum(PRICE_UPDATE_CHOICES, { error: 'INVALID_TYPE' }).default('keepExistingGrid'),
  /** Prices typed by hand, by occupancy index and line key. */
  priceOverrides: list(
    z.object({
      occupancyIndex: z.int().min(0),
      key: z.string().min(1).max(120),
      amountCents: z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'AMOUNT_MUST_BE_POSITIVE' }),
    }),
    200,
  ),
  occupancies: list(occupancyInputSchema, 30),
});
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** POST booking/booking/edit: with `version` (the one read), a save over a newer version is refused. */
export const bookingEditSchema = bookingInputSchema.extend({
  version: z.int({ error: 'INVALID_NUMBER' }).positive({ error: 'INVALID_NUMBER' }).optional(),
});

/** Cancellation and deletion of stays require a reason. */
export const reasonSchema = z.object({
  reason: z
    .string({ error: 'REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'REASON_REQUIRED' })
    .max(200, { error: 'TOO_LONG' }),
});

export const earlyDepartureSchema = z.object({ departureDate: zIsoDay() });

export const presenceFlagSchema = z.object({ value: z.boolean({ error: 'INVALID_TYPE' }) });

/** Who is coming, as the availability search asks it: adults, each child's age, animals. */
export const partySchema = z.object({
  adults: z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' }).max(60, { error: 'TOO_LONG' }),
  childAges: list(
    z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' }).max(17, { error: 'INVALID_NUMBER' }),
    30,
  ),
  animals: list(z.object({ animalTypeId: ref('ITEM_REQUIRED'), quantity: quantity().default(1) }), 10),
});
export type Party = z.infer<typeof partySchema>;
const optionalParty = () => partySchema.nullish().transform((v) => v ?? null);

/** /search-availability: dates, place type or family, persons or the party, features. */
export const availabilitySearchSchema = z
  .object({
    startDate: zIsoDay(),
    endDate: zIsoDay(),
    placeTypeId: optionalRef('ITEM_REQUIRED'),
    familyId: optionalRef('ITEM_REQUIRED'),
    /** Places holding this many (without a party, priced as that many adults). */
    persons: z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' }).default(0),
    /** The party to price, each in its age category; its size is the persons a place must hold. */
    party: optionalParty(),
    featureIds: list(ref('ITEM_REQUIRED'), 20),
    partnerId: optionalRef('PARTNER_REQUIRED'),
    /** Price each free place with `quote` (off for the planning's quick checks). */
    withPrice: z.boolean().default(true),
    /** A booking being edited: its own occupancies do not count against it. */
    excludeBookingId: optionalRef('ITEM_REQUIRED'),
  })
  .refine((q) => q.startDate < q.endDate, { path: ['endDate'], error: 'START_AFTER_END' });
export type AvailabilitySearch = z.infer<typeof availabilitySearchSchema>;

export interface FreePlace {
  placeId: number;
  number: string;
  name: string | null;
  placeTypeId: number;
  placeTypeLabel: string;
  familyId: number | null;
  capacity: number;
  /** Null when not priced or when no grid prices the stay (then `priceError` says why). */
  totalCents: number | null;
  priceError: string | null;
}

/** An activity period as the screens name it (both days included). */
export interface ActivityPeriodSpan {
  label: string;
  startDate: string;
  endDate: string;
}

/** Why a stay cannot be booked at all: nights outside every activity period ("no activity period"). */
export interface ClosedStay {
  code: 'NO_ACTIVITY_PERIOD';
  /** The closed nights of the stay, as runs [first night, day after the last]. */
  nights: [string, string][];
  /** The site's activity periods; none: the site takes no stay until one is set up. */
  periods: ActivityPeriodSpan[];
}

/** /search-availability's answer: the free places, none when the stay falls on closed nights. */
export interface AvailabilityAnswer {
  places: FreePlace[];
  closed: ClosedStay | null;
}

/** A priced line as stored (kinds 1-24). */
export interface BookingLineDto {
  id: number;
  occupancyId: number | null;
  kind: number;
  key: string;
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  vatBp: number;
  isOutsideVatBase: boolean;
  isPriceManuallyChanged: boolean;
  isPartnerLine: boolean;
  explain: string;
}

export interface OccupancyDto extends OccupancyInput {
  id: number;
  /** As stored: every occupant has its category. */
  occupants: (OccupancyInput['occupants'][number] & { ageCategoryId: number })[];
  placeNumber: string;
  placeTypeId: number;
  placeTypeLabel: string;
  isArrived: boolean;
  isGone: boolean;
  earlyDepartureFrom: string | null;
  holdsPlace: boolean;
  personsCount: number;
  gridId: number | null;
  gridVersion: number | null;
}

/** GET booking/booking/edit/:id and the `item` of every booking write. */
export interface BookingDto {
  id: number;
  /** EDIT_STATE: saved when nothing is unsaved (the sheet sets abandoned when leaving is confirmed). */
  stateId: number;
  /** SAVED, or DELETED once deleted: the UI resets its booking then. */
  status: 'SAVED' | 'DELETED';
  code: string | null;
  quoteNumber: string | null;
  customerId: number;
  customerName: string;
  kind: BookingKind;
  state: BookingState;
  isValidated: boolean;
  partnerId: number | null;
  channelId: number | null;
  optionValidUntil: string | null;
  /** An option past its validity (« Échue »), by the business day of the reader (false when not told). */
  isExpired: boolean;
  startDate: string;
  endDate: string;
  totalCents: number;
  touristTaxCents: number;
  downPaymentCents: number;
  downPaymentDueDate: string | null;
  balanceCents: number;
  balanceDueDate: string | null;
  insuranceCents: number;
  commissionCents: number;
  suretyCents: number;
  paidCents: number;
  /** Arrhes (kept by the site when the customer cancels) or acompte (binds both sides). */
  depositNature: DepositNature;
  /** The VACAF aid: the family owes the total minus it; the fund pays it (payments with payer vacaf). */
  vacafAidCents: number;
  vacafFileNumber: string | null;
  cancellationReason: string | null;
  deletionReason: string | null;
  reference: string | null;
  internetReference: string | null;
  billNumber: string | null;
  billDate: string | null;
  notes: string | null;
  occupancies: OccupancyDto[];
  lines: BookingLineDto[];
  createdAt: string;
  /** Bumped by every write of the booking: a save naming an older one is refused (STALE_VERSION). */
  version: number;
}

/** The sheet's live price: each occupancy priced by the engine, or why it could not be. */
export interface DraftQuote {
  occupancies: {
    index: number;
    quote: Quote | null;
    error: string | null;
  }[];
  totalCents: number;
}

export interface DraftDto {
  draftId: number;
  bookingId: number | null;
  body: DraftInput;
  quote: DraftQuote;
  /** ISO instant the place locks lapse unless the draft is touched again. */
  expiresAt: string;
  /** The same as seconds from this answer: the browser's clock may differ from the business one. */
  lockSeconds: number;
  /** The body differs from the booking as saved (from an empty one for a new booking). */
  hasChanges: boolean;
  /** Someone saved the booking after this draft was opened: its save would be refused (STALE_VERSION). */
  staleSince: StaleSince | null;
  /** What the user had changed in a stale draft before reloading it, to apply again on this copy. */
  setAside: DraftEdit[];
}

/** Who saved a booking after a draft of it was opened, and when (Paris time, as the refusal says it). */
export interface StaleSince {
  who: string;
  when: string;
}

/** One change a user made to a booking, in French (« Départ : 12/07/2026 → 14/07/2026 »). */
export interface DraftEdit {
  /** The occupancy it concerns (« Occupation 2 »), empty for the booking itself or a one-stay booking. */
  where: string;
  text: string;
}

/** GET booking/booking/reading/:id: a booking as the sheet shows it, to read only (no draft, no lock). */
export interface BookingReading {
  bookingId: number;
  body: DraftInput;
  quote: DraftQuote;
}

/** A draft's body: a booking being typed, customer and places not chosen yet. */
export const draftInputSchema = bookingInputSchema.extend({
  customerId: optionalRef('REQUIRED'),
  occupancies: list(occupancyInputSchema, 30),
});
export type DraftInput = z.infer<typeof draftInputSchema>;

export const draftCreateSchema = z.object({
  bookingId: zId().default(0),
  customerId: zId().default(0),
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'STATUS_REQUIRED' }).default(3),
  /** A first occupancy from the planning or the availability search. */
  placeId: optionalRef('PLACE_REQUIRED'),
  startDate: zOptionalIsoDay(),
  endDate: zOptionalIsoDay(),
  /** The party found by the availability search: the first occupancy's occupants and animals. */
  party: optionalParty(),
});

export const kindSchema = z.object({
  kind: z.union([z.literal(2), z.literal(3)], { error: 'STATUS_REQUIRED' }).default(3),
});

/** The planning's move: the place and dates, and how the stay is re-priced (the sheet's default). */
export const moveSchema = z
  .object({
    placeId: ref('PLACE_REQUIRED'),
    startDate: zIsoDay(),
    endDate: zIsoDay(),
    priceUpdateChoice: z.enum(PRICE_UPDATE_CHOICES, { error: 'INVALID_TYPE' }).default('keepExistingGrid'),
  })
  .refine((m) => m.startDate < m.endDate, { path: ['endDate'], error: 'START_AFTER_END' });
export type MoveInput = z.infer<typeof moveSchema>;

/** The booking's total under one price update choice, or why that choice cannot price the move. */
export interface MovePrice {
  choice: PriceUpdateChoice;
  totalCents: number | null;
  error: { code: string; message: string } | null;
}

/** POST booking/occupancy/:id/move-preview: the price now and under each choice, nothing written. */
export interface MovePreview {
  currentCents: number;
  defaultChoice: PriceUpdateChoice;
  /** False when every choice gives the current price: the move needs no choice. */
  isPriceChanged: boolean;
  prices: MovePrice[];
}

/** The options of the grid pricing a place for a stay (POST booking/booking/options). */
export const stayOfPlaceSchema = z
  .object({
    placeId: ref('PLACE_REQUIRED'),
    startDate: zIsoDay(),
    endDate: zIsoDay(),
    partnerId: optionalRef('PARTNER_REQUIRED'),
  })
  .refine((m) => m.startDate < m.endDate, { path: ['endDate'], error: 'START_AFTER_END' });

export interface Choice {
  value: number;
  label: string;
}

/** GET booking/booking/choices and booking/availability/choices: what the sheet and the search choose from. */
export interface BookingChoices {
  civilities: Choice[];
  ageCategories: Choice[];
  nationalities: Choice[];
  animalTypes: Choice[];
  vehicleTypes: Choice[];
  extras: Choice[];
  places: Choice[];
  partners: Choice[];
  placeTypes: Choice[];
  families: Choice[];
  features: Choice[];
  defaultStayDays: number;
  /** Days an option stays valid, from the option preference. */
  optionValidityDays: number;
  /** The business date (pinned by BIVOUAC_TODAY, else today in Europe/Paris): the screens open on it. */
  today: string;
  cancellationReasons: string[];
  deletionReasons: string[];
  /** The site's activity periods (both days included): the sheet's date pickers close the other days. */
  activityPeriods: { startDate: string; endDate: string }[];
  /** The booking preference's deposit nature, shown for a new booking that has not chosen one. */
  defaultDepositNature: DepositNature;
  /** The VACAF module's aid settings; null when the module is off (the sheet hides the aid). */
  vacaf: VacafAidSettings | null;
}

/** What bounds a booking's VACAF aid: never more than the stay (tourist tax in or not), nor the cap. */
export interface VacafAidSettings {
  includeTouristTax: boolean;
  /** 0: no cap. */
  maxAidCents: number;
}

/** What a run of the options' expiry did (POST booking/booking/expire-options, `bivouac bookings expire-options`). */
export interface OptionExpiryAnswer {
  /** The business day of the run: options valid until the day before or earlier are expired. */
  today: string;
  /** The option preference « Annuler les options échues »: off, the run cancels nothing. */
  isEnabled: boolean;
  /** Options cancelled by this run, and their codes. */
  count: number;
  codes: string[];
  /** Expired options left as they are, and why (guests already arrived, a partner's stay). */
  skipped: { code: string; reason: string }[];
}
