// Regions, departments and towns: the geography behind addresses, mailing criteria and the
// statistics office's files. A town's department, when given, is of the town's country.
import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { countries } from './schema';

export const regions = sqliteTable(
  'regions',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** INSEE region code for France (11, 84...). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    isActive: bool('is_active').notNull().default(true),
    ...audit(),
  },
  (t) => [uniqueIndex('regions_country_code_unique').on(t.countryId, sql`upper(${t.code})`)],
);

export const departments = sqliteTable(
  'departments',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    regionId: integer('region_id').references(() => regions.id),
    /** INSEE department code (40, 2A, 974). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    isActive: bool('is_active').notNull().default(true),
    ...audit(),
  },
  (t) => [uniqueIndex('departments_country_code_unique').on(t.countryId, sql`upper(${t.code})`)],
);

export const towns = sqliteTable('towns', {
  id: id(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  departmentId: integer('department_id').references(() => departments.id),
  name: text('name').notNull(),
  postalCode: text('postal_code'),
  /** INSEE commune code (40192), what the statistics office expects. */
  inseeCode: text('insee_code').notNull(),
  isActive: bool('is_active').notNull().default(true),
  ...audit(),
});
