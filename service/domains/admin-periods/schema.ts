import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';

const period = () => ({
  id: id(),
  label: text('label').notNull(),
  /** First day, `YYYY-MM-DD`, included. */
  startDate: text('start_date').notNull(),
  /** Last day, `YYYY-MM-DD`, included. */
  endDate: text('end_date').notNull(),
});

/** The site's opening periods: a date outside every one is refused where the spec says so. */
export const activityPeriods = sqliteTable('activity_periods', { ...period(), ...audit() });

/** Financial years; closing one is the financial-closing domain's (technical user only). */
export const financialYears = sqliteTable('financial_years', {
  ...period(),
  isClosed: bool('is_closed').notNull().default(false),
  /** Put before the invoice numbers of the year (at most 8 characters, never used by another year). */
  billPrefix: text('bill_prefix'),
  ...audit(),
});
