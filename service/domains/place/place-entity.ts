// Places: number (unique), name, type, layout, features, capacity (0 accepted with a warning),
// position on the plan, accounting code and VAT rate overriding the type's. The list follows the
// place ordering mode of the availability-mode setting unless the user sorts a column.

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rowsExist } from '../../db/rows-exist';
import { fieldError } from '../../errors/app-error';
import type { EntityContext, EntityDescriptor } from '../../http/entity/descriptor';
import { tableEntity } from '../../http/entity/table-entity';
import { placeInUse } from './blockers';
import {
  type PlaceCriteria,
  type PlaceInput,
  type PlaceListItem,
  placeCriteriaSchema,
  placeInputSchema,
} from './contract';
import { activeFamilies } from './family-choices';
import { checkTva, tvaChoices } from './place-type-entity';
import { typeCapacity } from './range';
import { capacityWarnings, effectivePlaceAccounting } from './rules';
import { features, layouts, places, placeTypes } from './schema';
import { placeSettingsOf } from './settings';
import * as store from './store';

type PlaceRow = typeof places.$inferSelect;
export type PlaceDto = PlaceRow & { featureIds: number[] };
type PlaceRowInput = Omit<PlaceInput, 'featureIds'>;

/** The flat part of a place; features and the list are this file's own. */
const placeTable = tableEntity<PlaceRow, PlaceRowInput, PlaceCriteria>({
  base: 'place/place',
  functionality: 'camping_place_list',
  label: 'Emplacements',
  table: places,
  input: placeInputSchema,
  criteria: placeCriteriaSchema,
  sortable: ['order', 'number'],
  defaultSort: 'order',
  defaults: () => ({
    number: '',
    name: null,
    typeId: 0,
    layoutId: null,
    // Filled from the type when one is chosen; absent, the server takes the type's.
    capacity: null,
    planX: null,
    planY: null,
    accountingCode: null,
    tvaId: null,
    isActive: true,
    order: 0,
  }),
  blockers: [placeInUse],
  csv: [],
  labelOf: (r) => (r.name ? `${r.number} — ${r.name}` : r.number),
  hasOrder: true,
  hasActive: true,
});

function checkReferences(ctx: EntityContext, input: PlaceInput) {
  const { db } = ctx;
  const clash = db
    .select({ id: places.id })
    .from(places)
    .where(and(sql`lower(${places.number}) = ${input.number.toLowerCase()}`, ne(places.id, input.id)))
    .get();
  // Number (unique), whatever its case.
  if (clash) throw fieldError('number', 'VALUE_ALREADY_ASSIGNED');
  if (!db.select().from(placeTypes).where(eq(placeTypes.id, input.typeId)).get()) {
    throw fieldError('typeId', 'VALIDATION');
  }
  if (input.layoutId !== null && !db.select().from(layouts).where(eq(layouts.id, input.layoutId)).get()) {
    throw fieldError('layoutId', 'VALIDATION');
  }
  const known = new Set(
    db
      .select({ id: features.id })
      .from(features)
      .all()
      .map((f) => f.id),
  );
  if (input.featureIds.some((f) => !known.has(f))) throw fieldError('featureIds', 'VALIDATION');
  checkTva(ctx, input.tvaId);
}

/** The accounting code and VAT rate a place really uses (its own, else its type's). */
export function placeAccounting(db: Db, placeId: number) {
  const row = db
    .select({ place: places, type: placeTypes })
    .from(places)
    .innerJoin(placeTypes, eq(placeTypes.id, places.typeId))
    .where(eq(places.id, placeId))
    .get();
  return row && effectivePlaceAccounting(row.place, row.type);
}

/** The list's default order: the place ordering mode of the availability-mode setting. */
const ordering = ({ db }: EntityContext) => placeSettingsOf(db).placeOrdering;

/** Active place types in list order: the choice list of every form that picks one. */
export function placeTypeChoices(db: Db) {
  return db
    .select()
    .from(placeTypes)
    .where(eq(placeTypes.isActive, true))
    .orderBy(asc(placeTypes.order), asc(placeTypes.label))
    .all();
}

/** Whether every id names a place type (active or not). */
export const placeTypesExist = (db: Db, ids: readonly number[]) => rowsExist(db, placeTypes, ids);

/** Whether every id names a place (active or not). */
export const placesExist = (db: Db, ids: readonly number[]) => rowsExist(db, places, ids);

export const placeEntity: EntityDescriptor<PlaceDto | PlaceListItem, PlaceInput, PlaceCriteria> = {
  base: placeTable.base,
  functionality: placeTable.functionality,
  label: placeTable.label,
  input: placeInputSchema,
  criteria: placeTable.criteria,
  blockers: placeTable.blockers,
  info: placeTable.info,
  versioning: placeTable.versioning,
  order: placeTable.order,
  setActive: placeTable.setActive,
  remove: placeTable.remove,
  sortable: store.placeSortFields,
  list: (ctx) => store.searchPlaces(ctx.db, {}, { page: 1, pageSize: 100_000 }, ordering(ctx)).items,
  search: (ctx, { criteria, page, pageSize, sort }) =>
    store.searchPlaces(ctx.db, criteria, { page, pageSize, sort }, ordering(ctx)),
  get(ctx, id) {
    const row = placeTable.get(ctx, id);
    return row && { ...row, featureIds: store.featureIdsOf(ctx.db, id) };
  },
  blank: (ctx) => ({ ...placeTable.blank(ctx), featureIds: [] }),
  choices: (ctx) => ({
    availableType: placeTypeChoices(ctx.db),
    availableLayout: ctx.db
      .select()
      .from(layouts)
      .where(eq(layouts.isActive, true))
      .orderBy(asc(layouts.order), asc(layouts.label))
      .all(),
    availableFeature: ctx.db
      .select()
      .from(features)
      .where(eq(features.isActive, true))
      .orderBy(asc(features.order), asc(features.label))
      .all(),
    availableTva: tvaChoices(ctx),
    // The families types belong to: the series dialog picks a type within one.
    availableFamily: activeFamilies(ctx.db),
  }),
  save(ctx, input) {
    checkReferences(ctx, input);
    const { featureIds, ...row } = input;
    // A place without a capacity takes its type's.
    const capacity = input.capacity ?? typeCapacity(ctx.db, input.typeId) ?? 0;
    const { id } = placeTable.save(ctx, { ...row, capacity });
    store.replaceFeatures(ctx.db, id, featureIds);
    // Capacity 0 is allowed but flagged: statistics unavailable if an equipment has capacity 0.
    const warnings = capacityWarnings(capacity);
    return warnings.length ? { id, warnings } : { id };
  },
  csv: [
    { header: 'Numéro', value: (r) => r.number },
    { header: 'Nom', value: (r) => r.name },
    { header: 'Type', value: (r) => ('typeLabel' in r ? r.typeLabel : '') },
    { header: 'Aménagement', value: (r) => ('layoutLabel' in r ? r.layoutLabel : '') },
    { header: 'Capacité', value: (r) => r.capacity },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
};
