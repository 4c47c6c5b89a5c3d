// Price grids: the current version in plain tables (grid, periods, prices per period and place
// type, occupant prices, options and their per-period prices, partners), and every saved version
// as an immutable snapshot of the engine's own `PriceGrid` (see grid-store.ts for why).
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id, instant } from '../../db/columns';
import { ageCategories } from '../extra';
import { partners } from '../partner';
import { placeTypes } from '../place';
import { tvaRates } from '../reference';
import { MIN_NIGHTS_OPERATORS, OPTION_KINDS, PRICINGS } from './grid-contract';
import {
  OFFER_APPLICATIONS,
  OFFER_DEPOSIT_MODES,
  OFFER_FEE_MODES,
  OFFER_VISIBILITIES,
  REDUCTION_UNITS,
} from './offer-contract';
import type { OccupantPriceMode, OfferType, PriceGrid, PriceModel, Weekday } from './types';

export const priceGrids = sqliteTable('price_grids', {
  id: id(),
  label: text('label').notNull(),
  /** The version the tables hold; each save adds one (price_grid_versions keeps them all). */
  historyVersion: integer('history_version').notNull().default(1),
  priceModel: integer('price_model').$type<PriceModel>().notNull(),
  /** The pricing option type: how options without their own pricing are charged. */
  optionPricing: text('option_pricing', { enum: PRICINGS }).notNull().default('stay'),
  arrivalWeekdays: text('arrival_weekdays', { mode: 'json' }).$type<Weekday[]>().notNull().default([]),
  departureWeekdays: text('departure_weekdays', { mode: 'json' }).$type<Weekday[]>().notNull().default([]),
  firstNightsCount: integer('first_nights_count').notNull().default(0),
  specialWeekdays: text('special_weekdays', { mode: 'json' }).$type<Weekday[]>().notNull().default([]),
  /** Basis points of weeks 1 to 4. */
  weekDiscountsBp: text('week_discounts_bp', { mode: 'json' }).$type<number[]>().notNull().default([]),
  minNightsOperator: text('min_nights_operator', { enum: MIN_NIGHTS_OPERATORS }),
  minNightsValue: integer('min_nights_value'),
  includedPersons: integer('included_persons').notNull().default(0),
  minPersons: integer('min_persons').notNull().default(1),
  maxPersons: integer('max_persons').notNull().default(1),
  bookingFeeCents: integer('booking_fee_cents').notNull().default(0),
  isActive: bool('is_active').notNull().default(true),
  /** For each night, the engine takes the first active grid in this order covering it. */
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

/** Partners a grid prices for; none: the public grid. */
export const priceGridPartners = sqliteTable(
  'price_grid_partners',
  {
    gridId: integer('grid_id')
      .notNull()
      .references(() => priceGrids.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
  },
  (t) => [primaryKey({ columns: [t.gridId, t.partnerId] })],
);

/** A grid period, nights start..end both included; `duration` in nights, informative. */
export const priceGridPeriods = sqliteTable(
  'price_grid_periods',
  {
    id: id(),
    gridId: integer('grid_id')
      .notNull()
      .references(() => priceGrids.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    duration: integer('duration'),
  },
  (t) => [index('price_grid_periods_grid').on(t.gridId, t.startDate)],
);

/** The prices of a place type in a period; a null price is not set up. */
export const priceGridPrices = sqliteTable(
  'price_grid_prices',
  {
    id: id(),
    periodId: integer('period_id')
      .notNull()
      .references(() => priceGridPeriods.id, { onDelete: 'cascade' }),
    placeTypeId: integer('place_type_id')
      .notNull()
      .references(() => placeTypes.id),
    nightCents: integer('night_cents'),
    firstNightsCents: integer('first_nights_cents'),
    specialNightsCents: integer('special_nights_cents'),
    weekendCents: integer('weekend_cents'),
    weekCents: integer('week_cents'),
    extraNightCents: integer('extra_night_cents'),
    packageCents: integer('package_cents'),
  },
  (t) => [uniqueIndex('price_grid_prices_cell').on(t.periodId, t.placeTypeId)],
);

/** What an age category pays on top of the place, in a period, by occupant price mode 1-5. */
export const priceGridOccupantPrices = sqliteTable(
  'price_grid_occupant_prices',
  {
    priceId: integer('price_id')
      .notNull()
      .references(() => priceGridPrices.id, { onDelete: 'cascade' }),
    ageCategoryId: integer('age_category_id')
      .notNull()
      .references(() => ageCategories.id),
    mode: integer('mode').$type<OccupantPriceMode>().notNull(),
    cents: integer('cents').notNull(),
    /** Mode 2: the first to the sixth night's prices. */
    slices: text('slices', { mode: 'json' }).$type<number[]>(),
  },
  (t) => [primaryKey({ columns: [t.priceId, t.ageCategoryId] })],
);

/**
 * An extra, animal type or vehicle type on the grid. `refId` points at the table its kind names
 * (no FK can follow a kind: the save checks it); the VAT is the option's own (animals and vehicles
 * carry none elsewhere).
 */
export const priceGridOptions = sqliteTable(
  'price_grid_options',
  {
    id: id(),
    gridId: integer('grid_id')
      .notNull()
      .references(() => priceGrids.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OPTION_KINDS }).notNull(),
    refId: integer('ref_id').notNull(),
    tvaId: integer('tva_id')
      .notNull()
      .references(() => tvaRates.id),
    cents: integer('cents').notNull(),
    /** Null: the grid's pricing option type. */
    pricing: text('pricing', { enum: PRICINGS }),
    isIncluded: bool('is_included').notNull().default(false),
    isMandatory: bool('is_mandatory').notNull().default(false),
    maxQuantity: integer('max_quantity'),
  },
  (t) => [uniqueIndex('price_grid_options_ref').on(t.gridId, t.kind, t.refId)],
);

/** An option's price in one period when it differs from its own ("date splits"). */
export const priceGridOptionPeriods = sqliteTable(
  'price_grid_option_periods',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => priceGridOptions.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => priceGridPeriods.id, { onDelete: 'cascade' }),
    cents: integer('cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.periodId] })],
);

/**
 * The place types an included option is included for (electricity on the electrified pitches of a
 * grid that also prices bare ones); none listed: every place type the grid prices.
 */
export const priceGridOptionIncludedTypes = sqliteTable(
  'price_grid_option_included_types',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => priceGridOptions.id, { onDelete: 'cascade' }),
    placeTypeId: integer('place_type_id')
      .notNull()
      .references(() => placeTypes.id),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.placeTypeId] })],
);

/** Every saved version of a grid, as the engine priced it (labels and VAT rates frozen). */
export const priceGridVersions = sqliteTable(
  'price_grid_versions',
  {
    gridId: integer('grid_id')
      .notNull()
      .references(() => priceGrids.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    savedAt: instant('saved_at').notNull(),
    grid: text('grid', { mode: 'json' }).$type<PriceGrid>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gridId, t.version] })],
);

/** Special offers 1-8 (offers.ts): the wizard's fields; its grids in special_offer_grids. */
export const specialOffers = sqliteTable('special_offers', {
  id: id(),
  type: integer('type').$type<OfferType>().notNull(),
  /** Label per language code. */
  labels: text('labels', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  offerStartDate: text('offer_start_date').notNull(),
  offerEndDate: text('offer_end_date').notNull(),
  stayStartDate: text('stay_start_date').notNull(),
  stayEndDate: text('stay_end_date').notNull(),
  validityStartDate: text('validity_start_date'),
  validityEndDate: text('validity_end_date'),
  minNights: integer('min_nights'),
  maxNights: integer('max_nights'),
  /** Cents, or basis points when the unit is percent. */
  reduction: integer('reduction'),
  reductionUnit: text('reduction_unit', { enum: REDUCTION_UNITS }).notNull().default('euro'),
  application: text('application', { enum: OFFER_APPLICATIONS }).notNull().default('accommodation'),
  minPersons: integer('min_persons'),
  maxPersons: integer('max_persons'),
  nightsStayed: integer('nights_stayed'),
  nightsPaid: integer('nights_paid'),
  daysBeforeArrival: integer('days_before_arrival'),
  serviceKind: text('service_kind', { enum: OPTION_KINDS }),
  serviceRefId: integer('service_ref_id'),
  /** Down-payment override; null mode: the usual terms. */
  depositMode: text('deposit_mode', { enum: OFFER_DEPOSIT_MODES }),
  depositRate: integer('deposit_rate'),
  depositAmountCents: integer('deposit_amount_cents'),
  depositBalanceDays: integer('deposit_balance_days'),
  bookingFeeMode: text('booking_fee_mode', { enum: OFFER_FEE_MODES }),
  bookingFeeCents: integer('booking_fee_cents'),
  /** Payment methods the offer allows; none: any. */
  paymentMethodIds: text('payment_method_ids', { mode: 'json' }).$type<number[]>().notNull().default([]),
  visibility: text('visibility', { enum: OFFER_VISIBILITIES }).notNull().default('competition'),
  promoCode: text('promo_code'),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

/** The grids an offer applies to (one at least); a grid with offers is not deleted. */
export const specialOfferGrids = sqliteTable(
  'special_offer_grids',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => specialOffers.id, { onDelete: 'cascade' }),
    gridId: integer('grid_id')
      .notNull()
      .references(() => priceGrids.id),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.gridId] }), index('special_offer_grids_grid').on(t.gridId)],
);
