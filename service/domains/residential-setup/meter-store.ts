// Queries on meters and readings, named by intent.

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rowExists } from '../../db/rows-exist';
import { meterReadings, meters, meterTypes } from './schema';

export function readingsOf(db: Db, meterId: number) {
  return db.select().from(meterReadings).where(eq(meterReadings.meterId, meterId)).all();
}

/** The active meter of this type on the place, if any. */
export function meterOfPlace(db: Db, placeId: number, meterTypeId: number) {
  return db
    .select()
    .from(meters)
    .where(and(eq(meters.placeId, placeId), eq(meters.meterTypeId, meterTypeId), eq(meters.isActive, true)))
    .get();
}

export const meterTypeExists = (db: Db, id: number) => rowExists(db, meterTypes, id);

/** Places among `placeIds` that already have a meter of this type. */
export function placesWithMeter(db: Db, meterTypeId: number, placeIds: readonly number[]): Set<number> {
  const rows = db
    .select({ placeId: meters.placeId })
    .from(meters)
    .where(and(eq(meters.meterTypeId, meterTypeId), inArray(meters.placeId, [...placeIds])))
    .all();
  return new Set(rows.map((r) => r.placeId));
}

export function activeMeterTypes(db: Db) {
  return db.select().from(meterTypes).where(eq(meterTypes.isActive, true)).orderBy(asc(meterTypes.order)).all();
}

export function activeMeters(db: Db) {
  return db.select().from(meters).where(eq(meters.isActive, true)).orderBy(asc(meters.placeId)).all();
}
