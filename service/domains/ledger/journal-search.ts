// The /jet screen's search of the technical events journal: by period (Paris days), kind or kind
// family, user and free text, newest first, one page at a time (tech_events_kind_idx, _at_idx).
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { contains, startsWith } from '../../http/entity/filters';
import { toParisText } from '../../validation/paris-time';
import { users } from '../security';
import type { TechEventPage, TechEventSearchInput } from './journal-contract';
import { techEvents } from './schema';

/** The instant a Paris day starts (midnight is never inside a daylight-saving change in France). */
export function parisDayStart(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const offsetMs = Date.parse(`${toParisText(utcMidnight)}Z`) - utcMidnight.getTime();
  return new Date(utcMidnight.getTime() - offsetMs).toISOString();
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function conditions(search: TechEventSearchInput): SQL[] {
  const where: SQL[] = [];
  if (search.from) where.push(gte(techEvents.at, parisDayStart(search.from)));
  if (search.to) where.push(lt(techEvents.at, parisDayStart(nextDay(search.to))));
  if (search.kind) {
    const kindOrFamily = or(eq(techEvents.kind, search.kind), startsWith(techEvents.kind, `${search.kind}.`));
    if (kindOrFamily) where.push(kindOrFamily);
  }
  if (search.userId) where.push(eq(techEvents.userId, search.userId));
  const text = search.text?.trim();
  if (text) {
    const anywhere = or(
      contains(techEvents.summary, text),
      contains(techEvents.kind, text),
      contains(techEvents.detail, text),
    );
    if (anywhere) where.push(anywhere);
  }
  return where;
}

export function searchTechEvents(db: Db, search: TechEventSearchInput): TechEventPage {
  const where = and(...conditions(search));
  const total = db.select({ n: count() }).from(techEvents).where(where).get()?.n ?? 0;
  const rows = db
    .select({ event: techEvents, userName: users.name })
    .from(techEvents)
    .leftJoin(users, eq(users.id, techEvents.userId))
    .where(where)
    .orderBy(desc(techEvents.id))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .all();
  return {
    total,
    items: rows.map(({ event, userName }) => ({
      ...event,
      userName,
      detail: JSON.parse(event.detail) as Record<string, unknown>,
    })),
  };
}
