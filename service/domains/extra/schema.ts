import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { labelListTable } from '../../db/label-list';
import { placeTypes } from '../place';
import { tvaRates } from '../reference';
import { EXTRA_PRICING_MODES } from './contract';

/** Families of extras (rentals, services, animals...): a bare ordered label list. */
export const extraTypes = labelListTable('extra_types');

/** What a stay may add to its place (electricity, extra car, cot...). Price VAT-inclusive, in cents. */
export const extras = sqliteTable('extras', {
  id: id(),
  label: text('label').notNull(),
  extraTypeId: integer('extra_type_id').references(() => extraTypes.id),
  tvaId: integer('tva_id')
    .notNull()
    .references(() => tvaRates.id),
  priceCents: integer('price_cents').notNull().default(0),
  /** `#RRGGBB`, shown on the extras planning. */
  color: text('color'),
  /** Most a stay may take; null is no limit. */
  maxQuantity: integer('max_quantity'),
  isStockManaged: bool('is_stock_managed').notNull().default(false),
  stockQuantity: integer('stock_quantity'),
  accountingCode: text('accounting_code'),
  /** Price per stay, per night or per week. */
  pricingMode: text('pricing_mode', { enum: EXTRA_PRICING_MODES }).notNull().default('stay'),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

/** The place types (equipment) an extra is offered with. */
export const extraPlaceTypes = sqliteTable(
  'extra_place_types',
  {
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id),
    placeTypeId: integer('place_type_id')
      .notNull()
      .references(() => placeTypes.id),
  },
  (t) => [primaryKey({ columns: [t.extraId, t.placeTypeId] })],
);

/** Age categories of occupants, in whole years; `ageTo` null is no upper bound. */
export const ageCategories = sqliteTable('age_categories', {
  id: id(),
  label: text('label').notNull(),
  ageFrom: integer('age_from').notNull(),
  ageTo: integer('age_to'),
  tvaId: integer('tva_id')
    .notNull()
    .references(() => tvaRates.id),
  /** The category given to a new attendant; one at most. */
  isDefaultForAttendant: bool('is_default_for_attendant').notNull().default(false),
  /** Minors do not pay the French tourist tax (taxe de séjour). */
  isTouristTaxExempt: bool('is_tourist_tax_exempt').notNull().default(false),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});
