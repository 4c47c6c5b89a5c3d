// What other domains may use of pricing: the pure engine and its types, the grid entity, the
// grid-version blocker bookings extend, and the place-type check the place domain's blocker runs.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { gridInUse } from './grid-entity';
import { isGridInOffer } from './offer-entity';
import { priceGridPrices } from './schema';

export { addDays, daysBetween, nightsOf, weekdayOf } from './days';
export { gridEntity, gridInUse } from './grid-entity';
export type { GridVersion } from './grid-version-contract';
export { EARLY_DEPARTURE_TAX_KEY, isTouristTaxLine, LINE_KINDS, type LineKind } from './line-kinds';
export { applyRate, vatIncluded } from './money';
export { offerEntity } from './offer-entity';
export { offerError } from './offers';
export { gridVersionInUse, purgeableVersions, purgeGridHistory } from './purge-history';
export { quote } from './quote';
export { type QuoteRequest, quoteRequestSchema } from './quote-contract';
export { quoteInputOf } from './quote-inputs';
export { cachedRead, withPricingCache } from './read-cache';
export { pricingRoutes } from './routes';
export { assertGridValid, type FieldErrors, gridErrors, selectGrid } from './rules';
export type * from './types';

// A grid that offers apply to is kept: remove it from the offers first.
gridInUse.register('special offers', isGridInOffer);

/** A place type priced by a grid has history: its prices would go with it. */
export const isPlaceTypePriced = (db: Db, placeTypeId: number) =>
  db
    .select({ id: priceGridPrices.id })
    .from(priceGridPrices)
    .where(eq(priceGridPrices.placeTypeId, placeTypeId))
    .get() !== undefined;
