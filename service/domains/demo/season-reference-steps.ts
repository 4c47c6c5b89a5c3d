// What the season's bookings need before the first is saved: an activity period for each priced
// year (April to October, unless the site already has one over those days), and the animal and
// vehicle types its guests bring (a site starts with none), each mapped to the extra that prices
// it, so a dog or a car on a stay is charged.
import type { EntityContext } from '../../http/entity/descriptor';
import { activityPeriodEntity, activityPeriodList, overlaps } from '../admin-periods';
import { extraEntity } from '../extra';
import { animalTypeEntity, vehicleTypeEntity } from '../reference';
import { demoExtras } from './extras-data';
import { demoSeasonYears } from './season-data';
import { type DemoExtraCode, demoAnimalTypes, demoVehicleTypes } from './season-party';
import { seasonBounds } from './season-plan';
import { type DemoStep, ensureStep, idsByKey, removeRows } from './step';

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

export const animalTypeStep = ensureStep({
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

export const vehicleTypeStep = ensureStep({
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
