// Tourist taxes: tax types, taxes, their prices per period and the age categories they exempt.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { labelListTable } from '../../db/label-list';
import { ageCategories } from '../extra';

export const taxTypes = labelListTable('tax_types');

export const taxes = sqliteTable(
  'taxes',
  {
    id: id(),
    label: text('label').notNull(),
    taxTypeId: integer('tax_type_id')
      .notNull()
      .references(() => taxTypes.id),
    /** Who or what is taxed: 1 person, 2 place, 3 stay (see TAX_TARGETS). */
    target: integer('target').notNull(),
    /** 1 per night, 2 per stay, 3 percent of the night price per person (see TAX_CALCULATION_METHODS). */
    calculationMethod: integer('calculation_method').notNull(),
    /** 1 euro (prices in cents), 2 percent (prices in basis points). */
    unit: integer('unit').notNull(),
    /** Most nights taxed in one stay; null: no limit, every night is taxed. */
    nightCount: integer('night_count'),
    /** Additional tax on top, in basis points of this tax (the departmental 10 %: 1000); 0 none. */
    additionalRateBp: integer('additional_rate_bp').notNull().default(0),
    accountingCode: text('accounting_code'),
    isActive: bool('is_active').notNull().default(true),
    order: integer('sort_order').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('taxes_label_unique').on(sql`lower(${t.label})`)],
);

/** A tax's price from start to end (both days included); `price` in the tax's unit. */
export const taxPricePeriods = sqliteTable(
  'tax_price_periods',
  {
    id: id(),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [index('tax_price_periods_tax').on(t.taxId, t.startDate)],
);

/** Age categories a tax does not apply to (children under 18 for the taxe de séjour). */
export const taxExemptAgeCategories = sqliteTable(
  'tax_exempt_age_categories',
  {
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id, { onDelete: 'cascade' }),
    /** An age category id (the age-category table is another domain's; no FK yet). */
    ageCategoryId: integer('age_category_id')
      .notNull()
      .references(() => ageCategories.id),
  },
  (t) => [primaryKey({ columns: [t.taxId, t.ageCategoryId] })],
);
