// The technical events journal: one row per event worth looking back on, written in the same
// transaction as what it records (a rolled-back change leaves no event).
import { desc, like } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { techEvents } from './schema';

export interface TechEvent {
  /** A dotted kind: `payment.created`, `invoice.issued`, `deposit.created`, `verify.broken`… */
  kind: string;
  summary: string;
  userId?: number | null;
  entity?: string | null;
  entityId?: number | null;
  detail?: Record<string, unknown>;
}

export function recordTechEvent(db: Db, at: string, event: TechEvent): void {
  db.insert(techEvents)
    .values({
      at,
      kind: event.kind,
      summary: event.summary,
      userId: event.userId ?? null,
      entity: event.entity ?? null,
      entityId: event.entityId ?? null,
      detail: JSON.stringify(event.detail ?? {}),
    })
    .run();
}

/** The latest events whose kind starts with `prefix` (e.g. `verify.`), newest first. */
export function latestTechEvents(db: Db, prefix: string, limit: number) {
  return db
    .select({ id: techEvents.id, at: techEvents.at, kind: techEvents.kind, detail: techEvents.detail })
    .from(techEvents)
    .where(like(techEvents.kind, `${prefix.replace(/[%_]/g, '')}%`))
    .orderBy(desc(techEvents.id))
    .limit(limit)
    .all();
}
