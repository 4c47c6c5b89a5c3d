// Housekeeping tasks ("Cleaning tasks"): one per departure, on the place left, for the
// departure day; generated from the occupancies and moved through their states by the housekeepers.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id, instant } from '../../../db/columns';
import { places } from '../../place/schema';
import { users } from '../../security/schema';
import { occupancies } from '../schema';
import { CLEANING_KINDS, CLEANING_STATES } from './contract';

export const cleaningTasks = sqliteTable(
  'cleaning_tasks',
  {
    id: id(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    /** The departure that caused it; null for a task entered by hand, or once its stay is gone. */
    occupancyId: integer('occupancy_id').references(() => occupancies.id, { onDelete: 'set null' }),
    day: text('day').notNull(),
    kind: text('kind', { enum: CLEANING_KINDS }).notNull(),
    /** Chosen by a person: generation no longer recomputes it. */
    isKindForced: bool('is_kind_forced').notNull().default(false),
    state: text('state', { enum: CLEANING_STATES }).notNull().default('TODO'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    takenAt: instant('taken_at'),
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: instant('started_at'),
    doneAt: instant('done_at'),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    ...audit(),
  },
  (t) => [
    // One task per departure: what makes generation idempotent.
    uniqueIndex('cleaning_tasks_occupancy_unique').on(t.occupancyId).where(sql`${t.occupancyId} is not null`),
    index('cleaning_tasks_day_idx').on(t.day),
    index('cleaning_tasks_assignee_idx').on(t.assigneeId, t.day),
  ],
);
