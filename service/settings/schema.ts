// One row per typed setting: the JSON value as last saved. Defaults are never stored: a setting
// never saved reads as its definition's defaults, and a new field reads as its own default.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { instant } from '../db/columns';

export const typedSettings = sqliteTable('typed_settings', {
  key: text('key').primaryKey(),
  valueJson: text('value_json').notNull(),
  updatedAt: instant('updated_at').notNull(),
  /** Moves on at each save: a save opened at an older version is refused (two desks, one form). */
  version: integer('version').notNull().default(1),
  /** A user id; null for the system (the demo, an import). */
  updatedBy: integer('updated_by'),
});
