// Bookings (séjours) and what hangs on them: occupancies of places, occupants, animals, vehicles,
// extras, priced lines, the drafts the booking sheet edits and the place locks they hold.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id, instant } from '../../db/columns';
import { customers } from '../customer/schema';
import { extras } from '../extra/schema';
import { partnerAllotments, partners } from '../partner/schema';
import { accessChannels, places, placeTypes } from '../place/schema';
import { users } from '../security/schema';
import { BOOKING_STATES, EQUIPMENT_BROUGHT, STAY_KINDS } from './contract';

export const bookings = sqliteTable(
  'bookings',
  {
    id: id(),
    /** Reservation code, given when the booking first becomes an option or a reservation. */
    code: text('code'),
    /** Quote number, given when it is created as a quote. */
    quoteNumber: text('quote_number'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: integer('kind').notNull(),
    state: text('state', { enum: BOOKING_STATES }).notNull().default('NORMAL'),
    isValidated: bool('is_validated').notNull().default(false),
    partnerId: integer('partner_id').references(() => partners.id),
    channelId: integer('channel_id').references(() => accessChannels.id),
    /** Options only: the day the option lapses. */
    optionValidUntil: text('option_valid_until'),
    /** First arrival and last departure of its live occupancies, kept for the lists. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    totalCents: integer('total_cents').notNull().default(0),
    touristTaxCents: integer('tourist_tax_cents').notNull().default(0),
    downPaymentCents: integer('down_payment_cents').notNull().default(0),
    downPaymentDueDate: text('down_payment_due_date'),
    balanceCents: integer('balance_cents').notNull().default(0),
    balanceDueDate: text('balance_due_date'),
    insuranceCents: integer('insurance_cents').notNull().default(0),
    commissionCents: integer('commission_cents').notNull().default(0),
    suretyCents: integer('surety_cents').notNull().default(0),
    /** Sum of the booking's live payments (guarantees aside), kept in the transaction that writes them. */
    paidCents: integer('paid_cents').notNull().default(0),
    /**
     * What its deposit is: arrhes (the site keeps them when the customer cancels; either side may
     * withdraw) or acompte (binds both sides: a cancelling customer still owes the stay).
     */
    depositNature: text('deposit_nature', { enum: ['arrhes', 'acompte'] })
      .notNull()
      .default('arrhes'),
    /** VACAF aid: a third-party payer; the family owes the total minus it until the fund pays. */
    vacafAidCents: integer('vacaf_aid_cents').notNull().default(0),
    vacafFileNumber: text('vacaf_file_number'),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: instant('cancelled_at'),
    deletionReason: text('deletion_reason'),
    deletedAt: instant('deleted_at'),
    reference: text('reference'),
    internetReference: text('internet_reference'),
    billNumber: text('bill_number'),
    billDate: text('bill_date'),
    notes: text('notes'),
    /** The business day it was booked (the clock's today): what its prices and offers were on. */
    bookedOn: text('booked_on').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    ...audit(),
  },
  (t) => [
    uniqueIndex('bookings_code_unique').on(t.code),
    uniqueIndex('bookings_quote_number_unique').on(t.quoteNumber),
    index('bookings_customer_idx').on(t.customerId),
    index('bookings_dates_idx').on(t.startDate, t.endDate),
    index('bookings_partner_idx').on(t.partnerId),
    // The lists filter on the state (and the kind), newest stays first, without sorting.
    index('bookings_state_start_idx').on(t.state, t.startDate),
    index('bookings_state_kind_idx').on(t.state, t.kind, t.startDate),
  ],
);

/** A place taken for the nights startDate .. endDate - 1 (the departure day is free for the next). */
export const occupancies = sqliteTable(
  'occupancies',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    placeTypeId: integer('place_type_id')
      .notNull()
      .references(() => placeTypes.id),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    equipment: text('equipment', { enum: EQUIPMENT_BROUGHT }),
    stayKind: text('stay_kind', { enum: STAY_KINDS }).notNull().default('NORMAL'),
    allotmentId: integer('allotment_id').references(() => partnerAllotments.id),
    /** The customer asked for this very place: it may not be moved to another. */
    isLocked: bool('is_locked').notNull().default(false),
    isCancelled: bool('is_cancelled').notNull().default(false),
    isArrived: bool('is_arrived').notNull().default(false),
    arrivedAt: instant('arrived_at'),
    isGone: bool('is_gone').notNull().default(false),
    goneAt: instant('gone_at'),
    /** Set when the stay ended before its booked end: endDate is then the real departure. */
    earlyDepartureFrom: text('early_departure_from'),
    /**
     * Whether it holds its place (kept by the booking service): not cancelled, its booking an
     * option or a reservation and neither cancelled nor deleted. Quotes hold no place.
     */
    holdsPlace: bool('holds_place').notNull().default(false),
    personsCount: integer('persons_count').notNull().default(0),
    gridId: integer('grid_id'),
    gridVersion: integer('grid_version'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...audit(),
  },
  (t) => [
    index('occupancies_booking_idx').on(t.bookingId),
    // One place's held stays never overlap, so the last one starting before a departure is the
    // only one that can meet the stay: one seek per place (see store.ts). The trailing columns are
    // what the planning draws of a stay: it reads them from the index, never from the table.
    index('occupancies_place_holding_idx')
      .on(t.placeId, t.startDate, t.endDate, t.bookingId, t.personsCount, t.isLocked, t.isArrived, t.stayKind, t.isGone)
      .where(sql`${t.holdsPlace} = 1`),
    index('occupancies_dates_idx').on(t.startDate),
    index('occupancies_end_idx').on(t.endDate),
  ],
);

export const occupants = sqliteTable(
  'occupants',
  {
    id: id(),
    occupancyId: integer('occupancy_id')
      .notNull()
      .references(() => occupancies.id, { onDelete: 'cascade' }),
    civilityId: integer('civility_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: text('birth_date'),
    ageCategoryId: integer('age_category_id').notNull(),
    /** A country id. */
    nationalityId: integer('nationality_id'),
    /** Exemption of the tourist tax other than age (seasonalWorker, emergencyHousing, other). */
    taxExemption: text('tax_exemption'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('occupants_occupancy_idx').on(t.occupancyId), index('occupants_birth_idx').on(t.birthDate)],
);

export const bookingAnimals = sqliteTable(
  'booking_animals',
  {
    id: id(),
    occupancyId: integer('occupancy_id')
      .notNull()
      .references(() => occupancies.id, { onDelete: 'cascade' }),
    animalTypeId: integer('animal_type_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    name: text('name'),
  },
  (t) => [index('booking_animals_occupancy_idx').on(t.occupancyId)],
);

export const bookingVehicles = sqliteTable(
  'booking_vehicles',
  {
    id: id(),
    occupancyId: integer('occupancy_id')
      .notNull()
      .references(() => occupancies.id, { onDelete: 'cascade' }),
    vehicleTypeId: integer('vehicle_type_id').notNull(),
    brand: text('brand'),
    plate: text('plate'),
  },
  (t) => [index('booking_vehicles_occupancy_idx').on(t.occupancyId), index('booking_vehicles_plate_idx').on(t.plate)],
);

/** Extras of an occupancy over dates (stock-managed extras are counted per night on these). */
export const bookingExtras = sqliteTable(
  'booking_extras',
  {
    id: id(),
    occupancyId: integer('occupancy_id')
      .notNull()
      .references(() => occupancies.id, { onDelete: 'cascade' }),
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id),
    quantity: integer('quantity').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
  },
  (t) => [
    index('booking_extras_occupancy_idx').on(t.occupancyId),
    index('booking_extras_extra_idx').on(t.extraId, t.startDate),
  ],
);

/** The priced lines of a booking (kinds 1-24), as the engine answered or as typed. */
export const bookingLines = sqliteTable(
  'booking_lines',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    occupancyId: integer('occupancy_id').references(() => occupancies.id, { onDelete: 'cascade' }),
    kind: integer('kind').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatBp: integer('vat_bp').notNull(),
    basis: text('basis').notNull(),
    isOutsideVatBase: bool('is_outside_vat_base').notNull().default(false),
    isPriceManuallyChanged: bool('is_price_manually_changed').notNull().default(false),
    /** Partner lines (commission) are not part of the customer's total. */
    isPartnerLine: bool('is_partner_line').notNull().default(false),
    explain: text('explain').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('booking_lines_booking_idx').on(t.bookingId), index('booking_lines_occupancy_idx').on(t.occupancyId)],
);

/** The booking sheet's temporary copy: the whole edited booking as JSON, owned by one user. */
export const bookingDrafts = sqliteTable(
  'booking_drafts',
  {
    id: id(),
    /** The booking it edits; null for a new booking. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The booking's version when the draft was opened: a commit over a newer one is refused. */
    baseVersion: integer('base_version'),
    expiresAt: instant('expires_at').notNull(),
    ...audit(),
  },
  (t) => [index('booking_drafts_user_idx').on(t.userId)],
);

/** A place held for the user editing a draft, for the nights startDate .. endDate - 1. */
export const placeLocks = sqliteTable(
  'place_locks',
  {
    id: id(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => bookingDrafts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    placeId: integer('place_id').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('place_locks_place_idx').on(t.placeId, t.startDate), index('place_locks_draft_idx').on(t.draftId)],
);

/**
 * Everything that happened to a booking, append-only (a trigger refuses updates): creation, each
 * change with its fields and price before and after and the price choice taken, state changes,
 * moves, cancellation, early departure, expiry; who and when.
 */
export const bookingHistory = sqliteTable(
  'booking_history',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: instant('at').notNull(),
    /** Null for the system (a job, an import, the demo). */
    userId: integer('user_id'),
    /** What happened (a HISTORY_EVENT of the contract). */
    event: text('event').notNull(),
    /** One French line saying what happened, as the history tab lists it. */
    summary: text('summary').notNull(),
    /** The detail as JSON: fields before and after, prices before and after, the price choice. */
    detail: text('detail').notNull().default('{}'),
    /** The booking's version this event produced. */
    version: integer('version').notNull(),
  },
  (t) => [index('booking_history_booking_idx').on(t.bookingId, t.id)],
);
