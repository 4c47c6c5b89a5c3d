import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { placeFamilies } from './schema';

/** The active place families in their configured order: what a type or a series of places picks. */
export function activeFamilies(db: Db) {
  return db
    .select()
    .from(placeFamilies)
    .where(eq(placeFamilies.isActive, true))
    .orderBy(asc(placeFamilies.order), asc(placeFamilies.label))
    .all();
}
