// The site's places and what describes them: layouts, features, families and types of
// accommodation, access channels, unavailabilities and the two single-row settings.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { tvaRates } from '../reference/schema';

const listed = () => ({
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
});

/** Aménagements (shade, hedge, terrace...): a place has at most one. */
export const layouts = sqliteTable('layouts', {
  id: id(),
  label: text('label').notNull(),
  description: text('description'),
  ...listed(),
  ...audit(),
});

/** Équipements / caractéristiques a place offers (electricity, water point...). */
export const features = sqliteTable('features', {
  id: id(),
  label: text('label').notNull(),
  /** Name of an icon of the UI's icon set. */
  icon: text('icon'),
  /** `#RRGGBB`. */
  color: text('color'),
  ...listed(),
  ...audit(),
});

export const placeFamilies = sqliteTable('place_families', {
  id: id(),
  label: text('label').notNull(),
  color: text('color'),
  ...listed(),
  ...audit(),
});

/** Types of accommodation ("équipements" of the spec); places inherit accounting code and VAT. */
export const placeTypes = sqliteTable('place_types', {
  id: id(),
  label: text('label').notNull(),
  shortCode: text('short_code').notNull(),
  familyId: integer('family_id').references(() => placeFamilies.id),
  /** PITCH, MOBILE_HOME, CHALET, TENT or PARCEL. */
  kind: text('kind').notNull(),
  capacity: integer('capacity').notNull().default(0),
  minPersons: integer('min_persons').notNull().default(1),
  maxPersons: integer('max_persons').notNull().default(1),
  /** Whole square metres. */
  surface: integer('surface'),
  beds: integer('beds').notNull().default(0),
  bedrooms: integer('bedrooms').notNull().default(0),
  /** BARE_PITCH, RENTAL or RESIDENTIAL: the INSEE frequentation survey's categories. */
  inseeType: text('insee_type').notNull(),
  isInseeIncluded: bool('is_insee_included').notNull().default(true),
  accountingCode: text('accounting_code'),
  /** Required: a type priced at a guessed rate would put the wrong VAT on its invoices. */
  tvaId: integer('tva_id')
    .notNull()
    .references(() => tvaRates.id),
  ...listed(),
  ...audit(),
});

export const places = sqliteTable(
  'places',
  {
    id: id(),
    number: text('number').notNull(),
    name: text('name'),
    typeId: integer('type_id')
      .notNull()
      .references(() => placeTypes.id),
    layoutId: integer('layout_id').references(() => layouts.id),
    /** Persons; 0 is allowed but leaves the statistics without a capacity. */
    capacity: integer('capacity').notNull().default(0),
    /** Position on the site plan, in the plan image's pixels. */
    planX: integer('plan_x'),
    planY: integer('plan_y'),
    /** Overrides of the type's accounting code and VAT rate; null inherits. */
    accountingCode: text('accounting_code'),
    tvaId: integer('tva_id').references(() => tvaRates.id),
    ...listed(),
    ...audit(),
  },
  (t) => [uniqueIndex('places_number_unique').on(sql`lower(${t.number})`), index('places_type_idx').on(t.typeId)],
);

export const placeFeatures = sqliteTable(
  'place_features',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.featureId] }), index('place_features_feature_idx').on(t.featureId)],
);

/** Canaux d'accès: where a booking comes from (reception, website, OTA, tour operator). */
export const accessChannels = sqliteTable(
  'access_channels',
  {
    id: id(),
    label: text('label').notNull(),
    code: text('code').notNull(),
    /** RECEPTION, WEBSITE, OTA or TOUR_OPERATOR. */
    kind: text('kind').notNull(),
    ...listed(),
    ...audit(),
  },
  (t) => [uniqueIndex('access_channels_code_unique').on(sql`upper(${t.code})`)],
);

/** Commercialisation: a row means the place is sold on the channel. */
export const placeChannels = sqliteTable(
  'place_channels',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => accessChannels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.channelId] })],
);

/** A place out of use for the nights from startDate to the night before endDate. */
export const unavailabilities = sqliteTable(
  'unavailabilities',
  {
    id: id(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    reason: text('reason').notNull(),
    ...audit(),
  },
  (t) => [index('unavailabilities_place_idx').on(t.placeId, t.startDate)],
);

/** One row (id 1): the site's Atout France classification. */
export const placeRanking = sqliteTable('place_ranking', {
  id: id(),
  /** 1 to 5 stars; null while unclassified. */
  stars: integer('stars'),
  decisionNumber: text('decision_number'),
  decisionDate: text('decision_date'),
  touringPitches: integer('touring_pitches').notNull().default(0),
  rentalPitches: integer('rental_pitches').notNull().default(0),
  residentialPitches: integer('residential_pitches').notNull().default(0),
  /** Whole square metres. */
  totalSurface: integer('total_surface'),
  ...audit(),
});

/** One row (id 1): how availability is counted and how places are ordered. */
export const placeSettings = sqliteTable('place_settings', {
  id: id(),
  /** PLACE or PLACE_TYPE. */
  availabilityMode: text('availability_mode').notNull().default('PLACE'),
  /** TYPE_NUMBER, TYPE_NAME, NUMBER or NAME. */
  placeOrdering: text('place_ordering').notNull().default('TYPE_NUMBER'),
  ...audit(),
});
