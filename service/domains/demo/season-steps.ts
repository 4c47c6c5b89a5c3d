// The season's prices and offers (season-data.ts), saved through the `price/grid` and
// `price/special-offer` entities like a person would on the screens. One grid per family covers
// both years: the engine prices each night with the active grid whose periods cover it for the
// place type (the first in order when two do), so each type has one grid per night here.
import type { EntityContext } from '../../http/entity/descriptor';
import { ageCategoryEntity, extraEntity } from '../extra';
import { placeTypeEntity } from '../place';
import { gridEntity, offerEntity } from '../pricing';
import { vehicleTypeEntity } from '../reference';
import { demoExtras } from './extras-data';
import {
  type DemoGridCode,
  type DemoOffer,
  demoOffers,
  demoPersonNights,
  demoPitchGrid,
  demoPitchNights,
  demoRentalBookingFeeCents,
  demoRentalGrid,
  demoRentalPrices,
  demoSeasonPeriods,
  demoSeasonYears,
} from './season-data';
import { tvaIdOf } from './site-steps';
import { ensureStep, idsByKey } from './step';

/** The pitch types with their own electric hook-up (feature « ELEC »): electricity is in their price. */
const electrifiedPitches = ['ELEC', 'PREMIUM'];

/** Each period of each year, with the prices of its season for the types the grid sells. */
function periods(prices: (season: 'low' | 'mid' | 'high') => Record<string, unknown>[]) {
  return demoSeasonYears.flatMap((year) =>
    demoSeasonPeriods.map((p) => ({
      label: `${p.label} ${year}`,
      startDate: `${year}-${p.start}`,
      endDate: `${year}-${p.end}`,
      prices: prices(p.season),
    })),
  );
}

/**
 * The grid options of animals and extra vehicles (at their catalogue price, by the night) and, on
 * pitches, the camper van included: the pitch's own equipment costs nothing more; electricity at
 * its catalogue price on a bare pitch, included in the price of the electrified ones (their
 * « Branchement électrique » is what their higher night price pays for).
 */
function itemOptions(ctx: EntityContext, isPitch: boolean) {
  const extraId = idsByKey(ctx, extraEntity, (extra) => extra.label);
  const extraOptions = demoExtras
    .filter((e) => e.code === 'ANIMAL' || e.code === 'VOITURE')
    .map((e) => ({
      kind: 'extra',
      refId: extraId(e.label),
      tvaId: tvaIdOf(ctx, e.tva),
      cents: e.priceCents,
      pricing: e.pricingMode,
      maxQuantity: e.maxQuantity,
    }));
  if (!isPitch) return extraOptions;
  const camper = idsByKey(ctx, vehicleTypeEntity, (type) => type.label)('Camping-car');
  const tvaId = tvaIdOf(ctx, 'accommodation');
  const typeId = idsByKey(ctx, placeTypeEntity, (t) => t.shortCode);
  const electricity = demoExtras.find((e) => e.code === 'ELEC');
  const electricityOption = electricity && {
    kind: 'extra',
    refId: extraId(electricity.label),
    tvaId: tvaIdOf(ctx, electricity.tva),
    cents: electricity.priceCents,
    pricing: electricity.pricingMode,
    maxQuantity: electricity.maxQuantity,
    isIncluded: true,
    includedPlaceTypeIds: electrifiedPitches.map(typeId),
  };
  return [
    ...extraOptions,
    ...(electricityOption ? [electricityOption] : []),
    { kind: 'vehicle', refId: camper, tvaId, cents: 0, isIncluded: true },
  ];
}

function pitchGrid(ctx: EntityContext) {
  const typeId = idsByKey(ctx, placeTypeEntity, (t) => t.shortCode);
  const categories = ageCategoryEntity.list(ctx);
  const categoryId = (ageFrom: number) => categories.find((c) => c.ageFrom === ageFrom)?.id;
  return {
    label: demoPitchGrid,
    priceModel: 1, // by the night
    optionPricing: 'stay',
    includedPersons: 2,
    minPersons: 1,
    maxPersons: 6,
    bookingFeeCents: 0,
    order: 1,
    options: itemOptions(ctx, true),
    periods: periods((season) =>
      Object.entries(demoPitchNights).map(([code, nights]) => ({
        placeTypeId: typeId(code),
        nightCents: nights[season],
        occupants: demoPersonNights.map((p) => ({
          ageCategoryId: categoryId(p.ageFrom),
          mode: 1,
          cents: p.cents[season],
        })),
      })),
    ),
  };
}

function rentalGrid(ctx: EntityContext) {
  const typeId = idsByKey(ctx, placeTypeEntity, (t) => t.shortCode);
  return {
    label: demoRentalGrid,
    priceModel: 7, // seven nights or more by the week, shorter by the night
    optionPricing: 'stay',
    includedPersons: 6,
    minPersons: 1,
    maxPersons: 6,
    bookingFeeCents: demoRentalBookingFeeCents,
    order: 2,
    options: itemOptions(ctx, false),
    periods: periods((season) =>
      Object.entries(demoRentalPrices).map(([code, p]) => ({
        placeTypeId: typeId(code),
        nightCents: p.night[season],
        weekCents: p.week[season],
        // Extra nights after a week only in July–August; elsewhere a longer stay is a week plus nights.
        extraNightCents: season === 'high' ? p.extraNight : null,
      })),
    ),
  };
}

export const priceGridStep = ensureStep({
  key: 'price-grids',
  label: 'Grilles tarifaires',
  entity: gridEntity,
  keyOf: (grid) => grid.label,
  wanted: (ctx) => [
    { key: demoPitchGrid, input: pitchGrid(ctx) },
    { key: demoRentalGrid, input: rentalGrid(ctx) },
  ],
});

const offerLabel = (offer: DemoOffer, year: number) =>
  Object.fromEntries(Object.entries(offer.labels).map(([language, label]) => [language, `${label} ${year}`]));

function offerInput(offer: DemoOffer, year: number, gridId: (code: DemoGridCode) => number, order: number) {
  return {
    type: offer.type,
    labels: offerLabel(offer, year),
    offerStartDate: `${year - 1}-${offer.bookableFrom}`,
    offerEndDate: `${year}-${offer.bookableUntil ?? offer.stay[1]}`,
    stayStartDate: `${year}-${offer.stay[0]}`,
    stayEndDate: `${year}-${offer.stay[1]}`,
    gridIds: offer.grids.map(gridId),
    minNights: offer.minNights ?? null,
    maxNights: offer.maxNights ?? null,
    reduction: offer.reduction,
    reductionUnit: offer.reductionUnit ?? (offer.type === 2 ? 'percent' : 'euro'),
    application: 'accommodation',
    nightsStayed: offer.nightsStayed ?? null,
    nightsPaid: offer.nightsPaid ?? null,
    daysBeforeArrival: offer.daysBeforeArrival ?? null,
    visibility: offer.visibility ?? 'competition',
    order,
  };
}

export const specialOfferStep = ensureStep({
  key: 'special-offers',
  label: 'Offres spéciales',
  entity: offerEntity,
  keyOf: (offer) => offer.labels.fr ?? '',
  wanted(ctx) {
    const gridByLabel = idsByKey(ctx, gridEntity, (grid) => grid.label);
    const gridId = (code: DemoGridCode) => gridByLabel(code === 'pitch' ? demoPitchGrid : demoRentalGrid);
    return demoSeasonYears.flatMap((year, y) =>
      demoOffers.map((offer, i) => ({
        key: `${offer.labels.fr} ${year}`,
        input: offerInput(offer, year, gridId, y * demoOffers.length + i + 1),
      })),
    );
  },
});
