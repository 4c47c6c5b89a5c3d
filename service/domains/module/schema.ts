// Module switches (one row per module ever switched; a module without a row is on) and the
// provider configurations of the module grids (insurance, surety, online booking...).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { audit, bool, id, instant } from '../../db/columns';

export const moduleStates = sqliteTable('module_states', {
  /** A ModuleCode of the functionalities catalogue. */
  code: text('code').primaryKey(),
  isActive: bool('is_active').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const moduleProviders = sqliteTable(
  'module_providers',
  {
    id: id(),
    /** Which grid the configuration belongs to (`insurance`, `surety`...). */
    kind: text('kind').notNull(),
    /** The provider's enumeration for that kind (1-based), or 1 where none is given. */
    provider: integer('provider').notNull(),
    label: text('label').notNull(),
    isActive: bool('is_active').notNull().default(true),
    /** The kind's typed settings, validated by its schema on every write. */
    settingsJson: text('settings_json').notNull(),
    ...audit(),
  },
  (t) => [index('module_providers_kind').on(t.kind, t.id)],
);
