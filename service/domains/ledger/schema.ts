// The technical events journal, and the columns every append-only money row carries.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, instant } from '../../db/columns';

/**
 * The columns of a chained row. Its id is its position in the chain (1, 2, 3…, no gap); `hash` is
 * the SHA-256 of every other column, `prev_hash` included, so a row edited or removed behind the
 * application's back breaks the chain at that row; `grand_total_cents` is the perpetual total of
 * the chain's amounts up to this row.
 */
export const chained = () => ({
  id: integer('id').primaryKey(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  grandTotalCents: integer('grand_total_cents').notNull(),
  createdAt: instant('created_at').notNull(),
  /** A user id; null for the system (a job, an import, the demo). */
  createdBy: integer('created_by'),
});

/** What happened on the box that a technician or an auditor looks back on (money events, jobs…). */
export const techEvents = sqliteTable(
  'tech_events',
  {
    id: id(),
    at: instant('at').notNull(),
    userId: integer('user_id'),
    /** A dotted kind, e.g. `payment.created`, `invoice.cancelled`, `verify.broken`. */
    kind: text('kind').notNull(),
    /** The table and row it is about, when it is about one. */
    entity: text('entity'),
    entityId: integer('entity_id'),
    /** One French line. */
    summary: text('summary').notNull(),
    detail: text('detail').notNull().default('{}'),
  },
  // The /jet journal searches by kind and by period, newest first.
  (t) => [index('tech_events_kind_idx').on(t.kind), index('tech_events_at_idx').on(t.at)],
);
