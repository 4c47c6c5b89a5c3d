import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { currencies, establishments, preferenceGroups } from './schema';

/** The one establishment row: created empty on first read so every later call can update it. */
export function establishmentRow(db: Db, now: string) {
  db.insert(establishments).values({ id: 1, createdAt: now, updatedAt: now }).onConflictDoNothing().run();
  const row = db.select().from(establishments).where(eq(establishments.id, 1)).get();
  if (!row) throw new Error('establishment row missing after insert');
  return row;
}

export function updateEstablishment(db: Db, values: Partial<typeof establishments.$inferInsert>): void {
  db.update(establishments).set(values).where(eq(establishments.id, 1)).run();
}

export function defaultCurrency(db: Db) {
  return (
    db.select().from(currencies).where(eq(currencies.isDefault, true)).get() ??
    db.select().from(currencies).orderBy(asc(currencies.id)).get()
  );
}

export function preferenceGroup(db: Db, providerId?: number) {
  const query = db.select().from(preferenceGroups);
  return (
    providerId === undefined
      ? query.orderBy(asc(preferenceGroups.providerId))
      : query.where(eq(preferenceGroups.providerId, providerId))
  ).get();
}

export function upsertPreferenceGroup(db: Db, values: typeof preferenceGroups.$inferInsert): void {
  db.insert(preferenceGroups)
    .values(values)
    .onConflictDoUpdate({
      target: preferenceGroups.providerId,
      set: { isClientSyncActive: values.isClientSyncActive, type: values.type, updatedAt: values.updatedAt },
    })
    .run();
}

/** The establishment row if it was ever created, without creating it. */
export function findEstablishment(db: Db) {
  return db.select().from(establishments).where(eq(establishments.id, 1)).get();
}
