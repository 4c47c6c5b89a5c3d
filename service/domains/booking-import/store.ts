// Queries of the internet bookings and the channel keys, named by intent. Nothing HTTP, no rules.
import { and, asc, count, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { ageCategories } from '../extra';
import { accessChannels, places, placeTypes } from '../place';
import { users } from '../security';
import type { ApiKeyRow, ImportCriteria, ImportDetail, ImportRow } from './contract';
import type { AgeCategory, ImportState } from './rules';
import { bookingImports, channelApiKeys } from './schema';

// ---- keys

const keyColumns = {
  id: channelApiKeys.id,
  channelId: channelApiKeys.channelId,
  channelLabel: accessChannels.label,
  label: channelApiKeys.label,
  keyPrefix: channelApiKeys.keyPrefix,
  createdAt: channelApiKeys.createdAt,
  lastUsedAt: channelApiKeys.lastUsedAt,
  revokedAt: channelApiKeys.revokedAt,
};

export function listKeys(db: Db): ApiKeyRow[] {
  return db
    .select(keyColumns)
    .from(channelApiKeys)
    .innerJoin(accessChannels, eq(accessChannels.id, channelApiKeys.channelId))
    .orderBy(desc(channelApiKeys.id))
    .all();
}

export function findKey(db: Db, id: number): ApiKeyRow | undefined {
  return db
    .select(keyColumns)
    .from(channelApiKeys)
    .innerJoin(accessChannels, eq(accessChannels.id, channelApiKeys.channelId))
    .where(eq(channelApiKeys.id, id))
    .get();
}

export function insertKey(db: Db, values: typeof channelApiKeys.$inferInsert): number {
  return db.insert(channelApiKeys).values(values).returning({ id: channelApiKeys.id }).get().id;
}

export function revokeKey(db: Db, id: number, now: string): boolean {
  const where = and(eq(channelApiKeys.id, id), isNull(channelApiKeys.revokedAt));
  return db.update(channelApiKeys).set({ revokedAt: now, updatedAt: now }).where(where).run().changes > 0;
}

/** The channel of a live key, by the key's hash. */
export function channelOfKey(db: Db, keyHash: string): { keyId: number; channelId: number } | undefined {
  return db
    .select({ keyId: channelApiKeys.id, channelId: channelApiKeys.channelId })
    .from(channelApiKeys)
    .innerJoin(accessChannels, eq(accessChannels.id, channelApiKeys.channelId))
    .where(
      and(eq(channelApiKeys.keyHash, keyHash), isNull(channelApiKeys.revokedAt), eq(accessChannels.isActive, true)),
    )
    .get();
}

export function touchKey(db: Db, keyId: number, now: string): void {
  db.update(channelApiKeys).set({ lastUsedAt: now }).where(eq(channelApiKeys.id, keyId)).run();
}

// ---- imports

const rowColumns = {
  id: bookingImports.id,
  channelId: bookingImports.channelId,
  channelLabel: accessChannels.label,
  externalReference: bookingImports.externalReference,
  receivedAt: bookingImports.receivedAt,
  customerName: bookingImports.customerName,
  customerEmail: bookingImports.customerEmail,
  arrivalDate: bookingImports.arrivalDate,
  departureDate: bookingImports.departureDate,
  placeTypeId: bookingImports.placeTypeId,
  placeTypeLabel: placeTypes.label,
  placeId: bookingImports.placeId,
  placeNumber: places.number,
  personsCount: bookingImports.personsCount,
  amountCents: bookingImports.amountCents,
  paidCents: bookingImports.paidCents,
  decision: bookingImports.decision,
  isForced: bookingImports.isForced,
  integrationFlag: bookingImports.integrationFlag,
  bookingId: bookingImports.bookingId,
  customerId: bookingImports.customerId,
  integrationError: bookingImports.integrationError,
};

function rowsQuery(db: Db, columns: typeof rowColumns) {
  return db
    .select(columns)
    .from(bookingImports)
    .innerJoin(accessChannels, eq(accessChannels.id, bookingImports.channelId))
    .leftJoin(places, eq(places.id, bookingImports.placeId))
    .leftJoin(placeTypes, eq(placeTypes.id, bookingImports.placeTypeId));
}

function criteriaWhere(c: ImportCriteria): SQL | undefined {
  const conditions: SQL[] = [];
  if (c.decision) conditions.push(eq(bookingImports.decision, c.decision));
  if (c.integrationFlag) conditions.push(eq(bookingImports.integrationFlag, c.integrationFlag));
  if (c.arrivalFrom) conditions.push(gte(bookingImports.arrivalDate, c.arrivalFrom));
  if (c.arrivalTo) conditions.push(lte(bookingImports.arrivalDate, c.arrivalTo));
  return and(...conditions);
}

/** Newest first: the staff work through what arrived last. */
export function searchImports(db: Db, c: ImportCriteria): { items: ImportRow[]; total: number } {
  const where = criteriaWhere(c);
  const items = rowsQuery(db, rowColumns)
    .where(where)
    .orderBy(desc(bookingImports.receivedAt), desc(bookingImports.id))
    .limit(c.pageSize)
    .offset((c.page - 1) * c.pageSize)
    .all();
  const total = db.select({ n: count() }).from(bookingImports).where(where).get()?.n ?? 0;
  return { items, total };
}

export function findImport(
  db: Db,
  id: number,
): (Omit<ImportDetail, 'bookingKind' | 'bookingCode' | 'payload'> & { payloadText: string }) | undefined {
  const row = db
    .select({
      ...rowColumns,
      decidedByName: users.name,
      decidedAt: bookingImports.decidedAt,
      refusalReason: bookingImports.refusalReason,
      payloadText: bookingImports.payload,
    })
    .from(bookingImports)
    .innerJoin(accessChannels, eq(accessChannels.id, bookingImports.channelId))
    .leftJoin(places, eq(places.id, bookingImports.placeId))
    .leftJoin(placeTypes, eq(placeTypes.id, bookingImports.placeTypeId))
    .leftJoin(users, eq(users.id, bookingImports.decidedBy))
    .where(eq(bookingImports.id, id))
    .get();
  return row;
}

export function findStateByReference(
  db: Db,
  channelId: number,
  reference: string,
): (ImportState & { id: number }) | undefined {
  return db
    .select({
      id: bookingImports.id,
      decision: bookingImports.decision,
      integrationFlag: bookingImports.integrationFlag,
    })
    .from(bookingImports)
    .where(and(eq(bookingImports.channelId, channelId), eq(bookingImports.externalReference, reference)))
    .get();
}

export function findState(db: Db, id: number): (ImportState & { isForced: boolean }) | undefined {
  return db
    .select({
      decision: bookingImports.decision,
      integrationFlag: bookingImports.integrationFlag,
      isForced: bookingImports.isForced,
    })
    .from(bookingImports)
    .where(eq(bookingImports.id, id))
    .get();
}

export function insertImport(db: Db, values: typeof bookingImports.$inferInsert): number {
  return db.insert(bookingImports).values(values).returning({ id: bookingImports.id }).get().id;
}

export function updateImport(db: Db, id: number, values: Partial<typeof bookingImports.$inferInsert>): void {
  db.update(bookingImports).set(values).where(eq(bookingImports.id, id)).run();
}

/** The JSON of an import as received, for integration. */
export function payloadOf(db: Db, id: number): { channelId: number; payloadText: string } | undefined {
  return db
    .select({ channelId: bookingImports.channelId, payloadText: bookingImports.payload })
    .from(bookingImports)
    .where(eq(bookingImports.id, id))
    .get();
}

/** The site's active age categories in their order, with their age ranges. */
export function ageRanges(db: Db): AgeCategory[] {
  return db
    .select({ id: ageCategories.id, ageFrom: ageCategories.ageFrom, ageTo: ageCategories.ageTo })
    .from(ageCategories)
    .where(eq(ageCategories.isActive, true))
    .orderBy(asc(ageCategories.order), asc(ageCategories.id))
    .all();
}
