// One row per typed setting: the JSON value as last saved. Defaults are never stored: a setting
// never saved reads as its definition's defaults, and a new field reads as its own default.
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { instant } from '../db/columns';

export const typedSettings = sqliteTable('typed_settings', {
  key: text('key').primaryKey(),
  valueJson: text('value_json').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
