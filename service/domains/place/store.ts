// Queries of the place domain that the flat-table registry cannot express: the place list with
// its type and layout, a place's features, the commercialisation grid and the single-row settings.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { naturalOrder } from '../../db/natural-order';
import { rowMapper, statement } from '../../db/statements';
import type { SortSpec } from '../../http/entity/descriptor';
import { contains, equals } from '../../http/entity/filters';
import { sortColumn, sortColumns } from '../../http/entity/sort';
import type { PlaceCriteria, PlaceListItem, PlaceOrdering, PlaceRankingInput, PlaceSettingsInput } from './contract';
import { type NightsPeriod, type PlaceSortKey, placeSortKeys } from './rules';
import {
  accessChannels,
  layouts,
  placeChannels,
  placeFamilies,
  placeFeatures,
  placeRanking,
  placeSettings,
  places,
  placeTypes,
  unavailabilities,
} from './schema';

const listColumns = {
  id: places.id,
  number: places.number,
  name: places.name,
  typeId: places.typeId,
  typeLabel: placeTypes.label,
  layoutLabel: layouts.label,
  capacity: places.capacity,
  isActive: places.isActive,
  order: places.order,
};

// Numbers sort naturally ("17" before "104", "A2" before "A10"), plain numbers first: the
// connection's natural_key (db/natural-order.ts).
const byNumber = [naturalOrder(places.number)];
const sortSql: Record<PlaceSortKey, SQL[]> = {
  type: [sql`${placeTypes.order}`, sql`${placeTypes.label}`],
  number: byNumber,
  name: [sql`coalesce(lower(${places.name}), '')`],
};

// Keyed by the request's sort field, hence a Map; `id` breaks ties and is sortable on its own.
const sortedBy = sortColumns<SQL[]>({
  id: [],
  number: byNumber,
  name: sortSql.name,
  typeLabel: [sql`${placeTypes.label}`],
  capacity: [sql`${places.capacity}`],
  order: [sql`${places.order}`],
});

export const placeSortFields = [...sortedBy.keys()];

function orderBy(sort: SortSpec | undefined, mode: PlaceOrdering): SQL[] {
  if (!sort) return [...placeSortKeys(mode).flatMap((k) => sortSql[k]), asc(places.id)];
  const dir = sort.order === 'descend' ? desc : asc;
  return [...sortColumn(sortedBy, sort.field).map((s) => dir(s)), dir(places.id)];
}

export function searchPlaces(
  db: Db,
  criteria: PlaceCriteria,
  paging: { page: number; pageSize: number; sort?: SortSpec },
  mode: PlaceOrdering,
): { items: PlaceListItem[]; total: number } {
  const q = criteria.q;
  const conditions = [
    q ? sql`(${contains(places.number, q)} OR ${contains(places.name, q)})` : undefined,
    equals(places.typeId, criteria.typeId),
    equals(places.isActive, criteria.isActive),
  ].filter((c): c is SQL => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const items = db
    .select(listColumns)
    .from(places)
    .innerJoin(placeTypes, eq(placeTypes.id, places.typeId))
    .leftJoin(layouts, eq(layouts.id, places.layoutId))
    .where(where)
    .orderBy(...orderBy(paging.sort, mode))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .all();
  const total = db.select({ n: count() }).from(places).where(where).get()?.n ?? 0;
  return { items, total };
}

export function featureIdsOf(db: Db, placeId: number): number[] {
  return db
    .select({ id: placeFeatures.featureId })
    .from(placeFeatures)
    .where(eq(placeFeatures.placeId, placeId))
    .orderBy(asc(placeFeatures.featureId))
    .all()
    .map((r) => r.id);
}

export function replaceFeatures(db: Db, placeId: number, featureIds: readonly number[]): void {
  db.delete(placeFeatures).where(eq(placeFeatures.placeId, placeId)).run();
  if (featureIds.length) {
    db.insert(placeFeatures)
      .values(featureIds.map((featureId) => ({ placeId, featureId })))
      .run();
  }
}

/** Unavailabilities of a place sharing a night with the period. */
const asUnavailability = rowMapper(unavailabilities);

export function unavailabilitiesMeeting(db: Db, placeId: number, period: NightsPeriod) {
  // On the statement cache: every booking write checks each of its places.
  return statement(
    db,
    'SELECT * FROM unavailabilities WHERE place_id = ? AND start_date < ? AND end_date > ? ORDER BY start_date, id',
  )
    .all(placeId, period.endDate, period.startDate)
    .map(asUnavailability);
}

/** The commercialisation grid: active places in the list order, active channels, sold pairs. */
export function commercialization(db: Db, mode: PlaceOrdering) {
  const list = searchPlaces(db, { isActive: true }, { page: 1, pageSize: 100_000 }, mode).items;
  const channels = db
    .select()
    .from(accessChannels)
    .where(eq(accessChannels.isActive, true))
    .orderBy(asc(accessChannels.order), asc(accessChannels.label))
    .all();
  const sold = db.select().from(placeChannels).all();
  return { places: list, channels, sold };
}

export function replaceCommercialization(db: Db, sold: readonly { placeId: number; channelId: number }[]): void {
  db.delete(placeChannels).run();
  for (let at = 0; at < sold.length; at += 500) {
    db.insert(placeChannels)
      .values(sold.slice(at, at + 500))
      .run();
  }
}

/** Which of these ids exist among the places or the channels. */
export function existingIds(db: Db, kind: 'place' | 'channel', ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const table = kind === 'place' ? places : accessChannels;
  const found = db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .all();
  return new Set(found.map((r) => r.id));
}

/** The single-row settings: read with their defaults until first saved, so a read never writes. */
export function settingsRow(db: Db) {
  return db.select().from(placeSettings).where(eq(placeSettings.id, 1)).get();
}

export function saveSettings(db: Db, values: PlaceSettingsInput, now: string): void {
  db.insert(placeSettings)
    .values({ id: 1, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: placeSettings.id, set: { ...values, updatedAt: now } })
    .run();
}

export function rankingRow(db: Db) {
  return db.select().from(placeRanking).where(eq(placeRanking.id, 1)).get();
}

export function saveRanking(db: Db, values: PlaceRankingInput, now: string): void {
  db.insert(placeRanking)
    .values({ id: 1, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: placeRanking.id, set: { ...values, updatedAt: now } })
    .run();
}

/** Every place with what the classification counts read of its type. */
export function countedPlaces(db: Db) {
  return db
    .select({
      isActive: places.isActive,
      capacity: places.capacity,
      inseeType: placeTypes.inseeType,
      isInseeIncluded: placeTypes.isInseeIncluded,
    })
    .from(places)
    .innerJoin(placeTypes, eq(placeTypes.id, places.typeId))
    .all();
}

interface PricedPlaceType {
  id: number;
  label: string;
  tvaId: number;
  capacity: number;
}

/** The type a quote prices, with the place's own VAT rate when it has one; on the statement cache (every search prices each type). */
export function placeTypeForPricing(
  db: Db,
  by: { placeTypeId?: number | null; placeId?: number | null },
): PricedPlaceType | undefined {
  if (by.placeId) {
    return statement(
      db,
      `SELECT t.id, t.label, coalesce(p.tva_id, t.tva_id) AS tvaId, t.capacity
         FROM places p JOIN place_types t ON t.id = p.type_id WHERE p.id = ?`,
    ).get(by.placeId) as PricedPlaceType | undefined; // aliased columns
  }
  if (!by.placeTypeId) return undefined;
  return statement(db, 'SELECT id, label, tva_id AS tvaId, capacity FROM place_types WHERE id = ?').get(
    by.placeTypeId,
  ) as PricedPlaceType | undefined; // aliased columns
}

/**
 * The active places as the plannings draw them: grouped by family (in the families' order, places
 * without a family last), each group in the ordering mode, with what a row shows.
 */
export function placesByFamily(db: Db, mode: PlaceOrdering) {
  return db
    .select({
      id: places.id,
      number: places.number,
      name: places.name,
      typeLabel: placeTypes.label,
      familyId: placeFamilies.id,
      familyLabel: placeFamilies.label,
      familyColor: placeFamilies.color,
      capacity: places.capacity,
      layoutId: places.layoutId,
      layoutLabel: layouts.label,
      planX: places.planX,
      planY: places.planY,
    })
    .from(places)
    .innerJoin(placeTypes, eq(placeTypes.id, places.typeId))
    .leftJoin(placeFamilies, eq(placeFamilies.id, placeTypes.familyId))
    .leftJoin(layouts, eq(layouts.id, places.layoutId))
    .where(eq(places.isActive, true))
    .orderBy(
      sql`(${placeFamilies.id} IS NULL)`,
      asc(placeFamilies.order),
      asc(placeFamilies.label),
      asc(placeFamilies.id),
      ...placeSortKeys(mode).flatMap((k) => sortSql[k]),
      asc(places.id),
    )
    .all();
}

/** Moves a place on the site plan; false when there is no such place. */
export function setPlanPosition(db: Db, placeId: number, position: { planX: number; planY: number }, now: string) {
  const result = db
    .update(places)
    .set({ planX: position.planX, planY: position.planY, updatedAt: now })
    .where(eq(places.id, placeId))
    .run();
  return result.changes > 0;
}
