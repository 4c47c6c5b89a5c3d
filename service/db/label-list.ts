// The table of a plain ordered list of labels that can be deactivated (vehicle types, tax types...),
// shared so one registry builder (`labelListEntity`) serves them all.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from './columns';

export const labelListTable = (name: string) =>
  sqliteTable(name, {
    id: id(),
    label: text('label').notNull(),
    isActive: bool('is_active').notNull().default(true),
    order: integer('sort_order').notNull().default(0),
    ...audit(),
  });

export type LabelListTable = ReturnType<typeof labelListTable>;
