// Column helpers shared by every domain's schema, so booleans and audit stamps read the same everywhere.
import { integer, text } from 'drizzle-orm/sqlite-core';

export const id = () => integer('id').primaryKey({ autoIncrement: true });
export const bool = (name: string) => integer(name, { mode: 'boolean' });
/** An instant as an ISO-8601 UTC string (`…Z`): sorts as text. */
export const instant = (name: string) => text(name);
/**
 * When a row was made and last changed, by whom, and its version: every save of a row that two
 * desks can edit names the version it was opened at, and one over a newer version is refused.
 */
export const audit = () => ({
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
  version: integer('version').notNull().default(1),
  /** A user id; null for the system (an import, the demo, a job). */
  updatedBy: integer('updated_by'),
});
