// Use cases of the meter screens beyond the generic calls: meters for many places at once, and a
// reading entered by place. Each runs in one transaction (nothing half-written).
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';
import type { MetersForPlacesInput, PlaceReadingInput } from './contract';
import { meterEntity, meterReadingEntity } from './meter-entities';
import { meterOfPlace, meterTypeExists, placesWithMeter } from './meter-store';

/** Creates a meter of the type on each place that has none; answers the ids created. */
export function createMetersForPlaces(ctx: EntityContext, input: MetersForPlacesInput): number[] {
  return inTransaction(ctx.db, () => {
    if (!meterTypeExists(ctx.db, input.meterTypeId)) throw fieldError('meterTypeId', 'ITEM_REQUIRED');
    const equipped = placesWithMeter(ctx.db, input.meterTypeId, input.placeIds);
    const places = [...new Set(input.placeIds)].filter((p) => !equipped.has(p));
    return places.map(
      (placeId) =>
        meterEntity.save(ctx, {
          id: 0,
          meterTypeId: input.meterTypeId,
          placeId,
          number: `${input.numberPrefix ?? ''}${placeId}`,
          isActive: true,
        }).id,
    );
  });
}

/** A reading typed for a place: "no meter found for the place" when it has no meter of the type. */
export function savePlaceReading(ctx: EntityContext, input: PlaceReadingInput): number {
  return inTransaction(ctx.db, () => {
    const meter = meterOfPlace(ctx.db, input.placeId, input.meterTypeId);
    if (!meter) throw new AppError('METER_NOT_FOUND_FOR_PLACE');
    const { placeId: _place, meterTypeId: _type, ...reading } = input;
    return meterReadingEntity.save(ctx, { id: 0, meterId: meter.id, ...reading }).id;
  });
}
