import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';

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
