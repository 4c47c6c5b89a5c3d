// Residential site set-up: fees billed to residents, meter types and their tarifications, the
// meters of places and their readings, parcel types and their annual rents. Amounts in cents.
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { places } from '../place';
import { tvaRates } from '../reference/schema';

const listFlags = () => ({
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
});

/** A priced period of a parent, both days included. */
const pricePeriod = () => ({
  id: id(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  priceCents: integer('price_cents').notNull(),
});

/** Fees billed to residents (water connection, waste, garden upkeep...) per billing unit. */
export const residentialFees = sqliteTable('residential_fees', {
  id: id(),
  label: text('label').notNull(),
  /** DAY, MONTH, YEAR or PACKAGE (billing units). */
  billingUnit: text('billing_unit').notNull(),
  tvaId: integer('tva_id')
    .notNull()
    .references(() => tvaRates.id),
  accountingCode: text('accounting_code'),
  ...listFlags(),
  ...audit(),
});

export const residentialFeePricePeriods = sqliteTable('residential_fee_price_periods', {
  ...pricePeriod(),
  residentialFeesId: integer('residential_fees_id')
    .notNull()
    .references(() => residentialFees.id, { onDelete: 'cascade' }),
  ...audit(),
});

export const meterTypes = sqliteTable('meter_types', {
  id: id(),
  label: text('label').notNull(),
  /** kWh or m³. */
  unit: text('unit').notNull(),
  tvaId: integer('tva_id')
    .notNull()
    .references(() => tvaRates.id),
  ...listFlags(),
  ...audit(),
});

/** The price of a meter type's unit over a period, and the subscription billed with it. */
export const meterTarificationTypes = sqliteTable('meter_tarification_types', {
  id: id(),
  meterTypeId: integer('meter_type_id')
    .notNull()
    .references(() => meterTypes.id, { onDelete: 'cascade' }),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  /** Thousandths of a cent per unit: 0,2516 € the kWh is 25160. */
  unitPriceMillicents: integer('unit_price_millicents').notNull(),
  subscriptionCents: integer('subscription_cents').notNull().default(0),
  ...audit(),
});

/** A meter of a place; one meter of each type per place. */
export const meters = sqliteTable(
  'meters',
  {
    id: id(),
    meterTypeId: integer('meter_type_id')
      .notNull()
      .references(() => meterTypes.id),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    /** Number or serial written on the meter. */
    number: text('number').notNull(),
    isActive: bool('is_active').notNull().default(true),
    ...audit(),
  },
  (t) => [uniqueIndex('meters_place_type_unique').on(t.placeId, t.meterTypeId)],
);

/** A meter's index on a day, in the meter type's unit. One reading per meter and day. */
export const meterReadings = sqliteTable(
  'meter_readings',
  {
    id: id(),
    meterId: integer('meter_id')
      .notNull()
      .references(() => meters.id),
    readingDate: text('reading_date').notNull(),
    quantity: integer('quantity').notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('meter_readings_meter_date_unique').on(t.meterId, t.readingDate)],
);

/** Residential parcel types: a surface and an annual rent by period. */
export const parcelTypes = sqliteTable('parcel_types', {
  id: id(),
  label: text('label').notNull(),
  /** Square metres. */
  surface: integer('surface'),
  ...listFlags(),
  ...audit(),
});

export const parcelTypePricePeriods = sqliteTable('parcel_type_price_periods', {
  ...pricePeriod(),
  parcelTypeId: integer('parcel_type_id')
    .notNull()
    .references(() => parcelTypes.id, { onDelete: 'cascade' }),
  ...audit(),
});
