// Column helpers shared by every domain's schema, so booleans and audit stamps read the same everywhere.
import { integer, text } from 'drizzle-orm/sqlite-core';

export const id = () => integer('id').primaryKey({ autoIncrement: true });
export const bool = (name: string) => integer(name, { mode: 'boolean' });
/** An instant as an ISO-8601 UTC string (`…Z`): sorts as text. */
export const instant = (name: string) => text(name);
export const audit = () => ({
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
