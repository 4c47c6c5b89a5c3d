// Deletion blockers other domains can extend: bookings will register their own "place in use"
// and "equipment with history" checks here, through index.ts, without this domain knowing them.
import { eq } from 'drizzle-orm';
import type { DeleteBlocker } from '../../http/entity/descriptor';
import { extensibleBlocker } from '../../http/entity/extensible-blocker';
import { placeFeatures, places, placeTypes, unavailabilities } from './schema';

/** Place in use: a place referenced by an unavailability (bookings add theirs). */
export const placeInUse = extensibleBlocker('DELETE_BLOCKED_PLACE_IN_USE', {
  unavailabilities: (db, id) =>
    db.select({ id: unavailabilities.id }).from(unavailabilities).where(eq(unavailabilities.placeId, id)).get() !==
    undefined,
});

/** Equipment with history: a place type that places use (bookings add theirs). */
export const placeTypeWithHistory = extensibleBlocker('DELETE_BLOCKED_EQUIPMENT_HAS_HISTORY', {
  places: (db, id) => db.select({ id: places.id }).from(places).where(eq(places.typeId, id)).get() !== undefined,
});

/** Layout with equipment: a layout a place uses. */
export const layoutWithEquipment: DeleteBlocker = {
  code: 'DELETE_BLOCKED_LAYOUT_HAS_EQUIPMENT',
  isBlocked: ({ db }, id) =>
    db.select({ id: places.id }).from(places).where(eq(places.layoutId, id)).get() !== undefined,
};

/** A feature a place offers: deactivate it instead. */
export const featureInUse: DeleteBlocker = {
  code: 'DELETE_BLOCKED_IN_USE',
  isBlocked: ({ db }, id) =>
    db.select({ id: placeFeatures.placeId }).from(placeFeatures).where(eq(placeFeatures.featureId, id)).get() !==
    undefined,
};

/** A family its place types belong to. */
export const familyInUse: DeleteBlocker = {
  code: 'DELETE_BLOCKED_IN_USE',
  isBlocked: ({ db }, id) =>
    db.select({ id: placeTypes.id }).from(placeTypes).where(eq(placeTypes.familyId, id)).get() !== undefined,
};
