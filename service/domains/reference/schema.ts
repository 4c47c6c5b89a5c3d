import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { labelListTable } from '../../db/label-list';

export const civilities = sqliteTable('civilities', {
  id: id(),
  code: text('code').notNull(),
  label: text('label').notNull(),
  isDefault: bool('is_default').notNull().default(false),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

export const languages = sqliteTable(
  'languages',
  {
    id: id(),
    /** ISO 639-1 code, also the UI's language file name. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    isDefault: bool('is_default').notNull().default(false),
    isActive: bool('is_active').notNull().default(true),
    order: integer('sort_order').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('languages_code_unique').on(sql`lower(${t.code})`)],
);

export const countries = sqliteTable(
  'countries',
  {
    id: id(),
    /** ISO 3166-1 alpha-2. */
    isoCode: text('iso_code').notNull(),
    name: text('name').notNull(),
    nationality: text('nationality'),
    languageId: integer('language_id').references(() => languages.id),
    isEu: bool('is_eu').notNull().default(false),
    isDefault: bool('is_default').notNull().default(false),
    isActive: bool('is_active').notNull().default(true),
    order: integer('sort_order').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('countries_iso_unique').on(sql`upper(${t.isoCode})`)],
);

/** VAT rates; `rate` in basis points (2000 = 20 %), as every rate of the service. */
export const tvaRates = sqliteTable('tva_rates', {
  id: id(),
  label: text('label').notNull(),
  rate: integer('rate').notNull(),
  /** Sales account code of the accounting export. */
  accountingCode: text('accounting_code'),
  isDefault: bool('is_default').notNull().default(false),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

/** Animal types; `category` is the French dangerous-dog category 1 or 2, or 3 for any other animal. */
export const animalTypes = sqliteTable('animal_types', {
  id: id(),
  label: text('label').notNull(),
  category: integer('category').notNull(),
  /** The extra that prices this animal when the grid lists no option for the type; null: none. */
  extraId: integer('extra_id'),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

/**
 * Vehicle types: an ordered label list plus the extra that prices the vehicle when the grid lists
 * no option for the type. `extra_id` and `animal_types.extra_id` carry no foreign key (the extras
 * table belongs to a domain that itself depends on this one): the save checks the extra exists,
 * and pricing warns, naming the type, when it no longer does.
 */
export const vehicleTypes = sqliteTable('vehicle_types', {
  id: id(),
  label: text('label').notNull(),
  extraId: integer('extra_id'),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});
export const vehicleBrands = labelListTable('vehicle_brands');
