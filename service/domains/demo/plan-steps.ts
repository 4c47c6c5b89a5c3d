// The plan of Camping des Pins through the place domain: layouts, features, families and types,
// the places with their features and plan coordinates, the access channels and what each sells
// (the commercialisation grid), and the 4-star classification.
import {
  accessChannelEntity,
  commercializationInputSchema,
  createPlaceService,
  featureEntity,
  layoutEntity,
  placeEntity,
  placeFamilyEntity,
  placeRankingInputSchema,
  placeTypeEntity,
} from '../place';
import {
  demoAccessChannels,
  demoFeatures,
  demoLayouts,
  demoPlaceFamilies,
  demoPlaces,
  demoPlaceTypes,
  demoRanking,
} from './campsite-plan-data';
import { tvaIdOf } from './site-steps';
import { type DemoStep, ensureStep, idsByKey } from './step';

const labelOfCode = (list: readonly { code: string; label: string }[], code: string) =>
  list.find((item) => item.code === code)?.label ?? code;

export const layoutStep = ensureStep({
  key: 'layouts',
  label: 'Aménagements',
  entity: layoutEntity,
  keyOf: (layout) => layout.label,
  wanted: () =>
    demoLayouts.map(({ label, description }, i) => ({ key: label, input: { label, description, order: i + 1 } })),
});

export const featureStep = ensureStep({
  key: 'features',
  label: 'Caractéristiques',
  entity: featureEntity,
  keyOf: (feature) => feature.label,
  wanted: () => demoFeatures.map(({ label }, i) => ({ key: label, input: { label, order: i + 1 } })),
});

export const placeFamilyStep = ensureStep({
  key: 'place-families',
  label: "Familles d'hébergement",
  entity: placeFamilyEntity,
  keyOf: (family) => family.label,
  wanted: () => demoPlaceFamilies.map(({ label, color, order }) => ({ key: label, input: { label, color, order } })),
});

export const placeTypeStep = ensureStep({
  key: 'place-types',
  label: "Types d'hébergement",
  entity: placeTypeEntity,
  keyOf: (type) => type.shortCode,
  wanted(ctx) {
    const familyId = idsByKey(ctx, placeFamilyEntity, (family) => family.label);
    return demoPlaceTypes.map((type, i) => ({
      key: type.code,
      input: {
        label: type.label,
        shortCode: type.code,
        familyId: familyId(labelOfCode(demoPlaceFamilies, type.family)),
        kind: type.kind,
        capacity: type.capacity,
        minPersons: type.minPersons,
        maxPersons: type.maxPersons,
        surface: type.surfaceM2,
        beds: type.beds,
        bedrooms: type.bedrooms,
        inseeType: type.inseeType,
        isInseeIncluded: type.isInInseeStatistics,
        accountingCode: type.accountingCode,
        tvaId: tvaIdOf(ctx, type.tva),
        order: i + 1,
      },
    }));
  },
});

/** Each place takes its type's capacity; its accounting code and VAT rate are inherited. */
export const placeStep = ensureStep({
  key: 'places',
  label: 'Emplacements',
  entity: placeEntity,
  keyOf: (place) => place.number,
  wanted(ctx) {
    const typeId = idsByKey(ctx, placeTypeEntity, (type) => type.shortCode);
    const layoutId = idsByKey(ctx, layoutEntity, (layout) => layout.label);
    const featureId = idsByKey(ctx, featureEntity, (feature) => feature.label);
    const capacityOf = new Map(demoPlaceTypes.map((t) => [t.code, t.capacity]));
    return demoPlaces().map((place, i) => ({
      key: place.number,
      input: {
        number: place.number,
        name: place.name,
        typeId: typeId(place.type),
        layoutId: layoutId(labelOfCode(demoLayouts, place.layout)),
        featureIds: place.features.map((f) => featureId(labelOfCode(demoFeatures, f))),
        capacity: capacityOf.get(place.type),
        planX: place.planX,
        planY: place.planY,
        order: i + 1,
      },
    }));
  },
});

/** RECEPTION and WEB are the seeded channels: made sure of, the others added. */
export const accessChannelStep = ensureStep({
  key: 'access-channels',
  label: "Canaux d'accès",
  entity: accessChannelEntity,
  keyOf: (channel) => channel.code,
  wanted: () =>
    demoAccessChannels.map(({ code, label, kind }, i) => ({ key: code, input: { code, label, kind, order: i + 1 } })),
});

/** Which places each channel sells, added to what the grid already holds (nothing to remove:
 * a place's or channel's pairs go with it). */
export const commercializationStep: DemoStep = {
  key: 'commercialization',
  label: 'Commercialisation (emplacements × canaux)',
  run(ctx) {
    const placeId = idsByKey(ctx, placeEntity, (place) => place.number);
    const channelId = idsByKey(ctx, accessChannelEntity, (channel) => channel.code);
    const places = demoPlaces();
    const sold = demoAccessChannels.flatMap((channel) =>
      places
        .filter((place) => channel.types.includes(place.type))
        .map((place) => ({ placeId: placeId(place.number), channelId: channelId(channel.code) })),
    );
    const service = createPlaceService(ctx.db, ctx.clock);
    const kept = service.commercialization().sold.map(({ placeId, channelId }) => ({ placeId, channelId }));
    service.saveCommercialization(commercializationInputSchema.parse({ sold: [...kept, ...sold] }));
    return { count: sold.length };
  },
};

/** The classification screen's information: 4 stars, and the pitches it was granted for. */
export const rankingStep: DemoStep = {
  key: 'ranking',
  label: 'Classement (étoiles)',
  run(ctx) {
    const places = demoPlaces();
    const inseeTypeOf = new Map(demoPlaceTypes.map((t) => [t.code, t.inseeType]));
    const pitches = (inseeType: string) => places.filter((p) => inseeTypeOf.get(p.type) === inseeType).length;
    const ranking = placeRankingInputSchema.parse({
      ...demoRanking,
      touringPitches: pitches('BARE_PITCH'),
      rentalPitches: pitches('RENTAL'),
      residentialPitches: pitches('RESIDENTIAL'),
    });
    createPlaceService(ctx.db, ctx.clock).saveRanking(ranking);
    return { count: ranking.stars ?? 0 };
  },
};
