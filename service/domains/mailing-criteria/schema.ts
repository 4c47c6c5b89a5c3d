// Saved customer filters for e-mail and SMS campaigns (the campaigns themselves come later).
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { departments } from '../reference/geography-schema';
import { countries, languages } from '../reference/schema';

export const mailingCriteria = sqliteTable('mailing_criteria', {
  id: id(),
  label: text('label').notNull(),
  countryId: integer('country_id').references(() => countries.id),
  departmentId: integer('department_id').references(() => departments.id),
  languageId: integer('language_id').references(() => languages.id),
  /** Ages in years on the day the campaign is sent, both included. */
  ageMin: integer('age_min'),
  ageMax: integer('age_max'),
  /** Only customers who consented to the newsletter (the French opt-in rule for marketing e-mail). */
  isNewsletterOnly: bool('is_newsletter_only').notNull().default(true),
  lastStayFrom: text('last_stay_from'),
  lastStayTo: text('last_stay_to'),
  minStays: integer('min_stays'),
  /** Place type ids: places are another slice's tables; the integrator may wire a join table. */
  placeTypeIds: text('place_type_ids', { mode: 'json' }).$type<number[]>().notNull().default([]),
  isActive: bool('is_active').notNull().default(true),
  ...audit(),
});
