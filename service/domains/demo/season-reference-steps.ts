// What the season's bookings need before the first is saved: an activity period for each priced
// year (April to October, unless the site already has one over those days), and the animal and
// vehicle types its guests bring, each mapped to the extra that prices it, so a dog or a car on a
// stay is charged. A site starts with the seeded types under the same labels, linked to no extra:
// the demo uses them (no second « Chien ») and links them to its extras.
import type { EntityContext } from '../../http/entity/descriptor';
import { activityPeriodEntity, activityPeriodList, overlaps } from '../admin-periods';
import { extraEntity } from '../extra';
import { animalTypeEntity, vehicleTypeEntity } from '../reference';
import { demoExtras } from './extras-data';
import { demoSeasonYears } from './season-data';
import { type DemoExtraCode, demoAnimalTypes, demoVehicleTypes } from './season-party';
import { seasonBounds } from './season-plan';
import { type DemoStep, ensureStep, idsByKey, removeRows, type Wanted, type Writable } from './step';

export const activityPeriodStep: DemoStep = {
  key: 'activity-periods',
  label: "Périodes d'activité",
  run(ctx) {
    const created: number[] = [];
    for (const year of demoSeasonYears) {
      const { start, end } = seasonBounds(year);
      const season = { id: 0, label: `Saison ${year}`, startDate: start, endDate: end };
      // A period the staff entered over those days is theirs: the season keeps to it.
      if (activityPeriodList(ctx.db).some((period) => overlaps(period, season))) continue;
      created.push(activityPeriodEntity.save(ctx, activityPeriodEntity.input.parse(season)).id);
    }
    return { count: demoSeasonYears.length, createdIds: created };
  },
  remove: (ctx, ids) => removeRows(ctx, activityPeriodEntity, ids),
};

/**
 * The extra each type is priced by. A camper van is the pitch's own equipment, not an extra
 * vehicle: it has none, the pitch grid lists it as an included option instead.
 */
const pricingExtraOf: Record<
  (typeof demoAnimalTypes)[number] | (typeof demoVehicleTypes)[number],
  DemoExtraCode | null
> = { Chien: 'ANIMAL', Chat: 'ANIMAL', Voiture: 'VOITURE', Moto: 'VOITURE', 'Camping-car': null };

/** The id of the demo extra that prices `type`, or null. */
function pricingExtraId(ctx: EntityContext) {
  const extraId = idsByKey(ctx, extraEntity, (extra) => extra.label);
  return (type: keyof typeof pricingExtraOf): number | null => {
    const code = pricingExtraOf[type];
    const extra = demoExtras.find((e) => e.code === code);
    return extra ? extraId(extra.label) : null;
  };
}

interface ItemTypeRow {
  readonly id: number;
  readonly label: string;
  readonly extraId: number | null;
}

/**
 * The wanted types the site holds already (the seeded ones) that price with no extra still
 * offered: each is linked to the demo's extra, through the entity's own save.
 */
function linkSeeded(ctx: EntityContext, entity: Writable<ItemTypeRow>, wanted: readonly Wanted[]): void {
  const offered = new Set(
    extraEntity
      .list(ctx)
      .filter((e) => e.isActive)
      .map((e) => e.id),
  );
  for (const row of entity.list(ctx)) {
    const input = wanted.find((w) => w.key.toLowerCase() === row.label.trim().toLowerCase())?.input;
    if (!input?.extraId || (row.extraId !== null && offered.has(row.extraId))) continue;
    entity.save(ctx, entity.input.parse({ ...(entity.get(ctx, row.id) as object), extraId: input.extraId }));
  }
}

/** `ensureStep` for a type list, the seeded rows linked to the demo's extras first. */
function itemTypeStep(o: Parameters<typeof ensureStep<ItemTypeRow>>[0]): DemoStep {
  const step = ensureStep(o);
  return {
    ...step,
    run(ctx, rng, created) {
      linkSeeded(ctx, o.entity, o.wanted(ctx));
      return step.run(ctx, rng, created);
    },
  };
}

export const animalTypeStep = itemTypeStep({
  key: 'animal-types',
  label: "Types d'animaux",
  entity: animalTypeEntity,
  keyOf: (type) => type.label,
  // Category 3: neither attack nor guard dogs under French law.
  wanted: (ctx) => {
    const extraId = pricingExtraId(ctx);
    return demoAnimalTypes.map((label, i) => ({
      key: label,
      input: { label, category: 3, extraId: extraId(label), order: i + 1 },
    }));
  },
});

export const vehicleTypeStep = itemTypeStep({
  key: 'vehicle-types',
  label: 'Types de véhicule',
  entity: vehicleTypeEntity,
  keyOf: (type) => type.label,
  wanted: (ctx) => {
    const extraId = pricingExtraId(ctx);
    return demoVehicleTypes.map((label, i) => ({
      key: label,
      input: { label, extraId: extraId(label), order: i + 1 },
    }));
  },
});
