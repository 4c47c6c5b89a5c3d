// What other domains may use of places: the entities for the registry, the availability-mode
// setting, unavailability checks for bookings, and the deletion blockers they can extend.
import type { Db } from '../../db/connection';
import type { PlaceOrdering } from './contract';
import type { NightsPeriod } from './rules';
import * as store from './store';

export { placeAccountingReferences } from './accounting-references';
export { placeInUse, placeTypeWithHistory } from './blockers';
export {
  type AvailabilityMode,
  availabilityModes,
  commercializationInputSchema,
  type PlaceOrdering,
  placeOrderings,
  placeRankingInputSchema,
} from './contract';
export { accessChannelEntity, featureEntity, layoutEntity, placeFamilyEntity } from './labelled-entities';
export { placeAccounting, placeEntity, placesExist, placeTypeChoices, placeTypesExist } from './place-entity';
export { placeTypeEntity } from './place-type-entity';
export { placeRoutes } from './routes';
export {
  effectivePlaceAccounting,
  isPlaceUnavailable,
  type NightsPeriod,
  nightsOverlap,
  placeSortKeys,
} from './rules';
export { accessChannels, features, placeFamilies, places, placeTypes } from './schema';
export { seedAccessChannels } from './seed';
export { createPlaceService } from './service';
export { defaultPlaceSettings, type PlaceSettings, placeSettingsOf } from './settings';
export { unavailabilityEntity } from './unavailability-entity';

/** Whether the place is unavailable on one of the nights of `stay` (its departure day excluded). */
export function isPlaceUnavailableIn(db: Db, placeId: number, stay: NightsPeriod): boolean {
  return store.unavailabilitiesMeeting(db, placeId, stay).length > 0;
}

/** Active places grouped by family, each family in the ordering mode (the plannings' rows). */
export function placesByFamily(db: Db, mode: PlaceOrdering) {
  return store.placesByFamily(db, mode);
}
export type PlanningPlace = ReturnType<typeof store.placesByFamily>[number];

/** Puts a place at a point of the site plan (bounds checked by the caller's contract); false when unknown. */
export function placeOnPlan(db: Db, placeId: number, position: { planX: number; planY: number }, now: string) {
  return store.setPlanPosition(db, placeId, position, now);
}

/** What pricing needs of a place type, or of a place (its own VAT rate overriding its type's). */
export function placeTypeForPricing(db: Db, by: { placeTypeId?: number | null; placeId?: number | null }) {
  return store.placeTypeForPricing(db, by);
}
