// What the season's bookings need before the first is saved: an activity period for each priced
// year (April to October, unless the site already has one over those days), and the animal and
// vehicle types its guests bring (a site starts with none).
import { activityPeriodEntity, activityPeriodList, overlaps } from '../admin-periods';
import { animalTypeEntity, vehicleTypeEntity } from '../reference';
import { demoSeasonYears } from './season-data';
import { demoAnimalTypes, demoVehicleTypes } from './season-party';
import { seasonBounds } from './season-plan';
import { type DemoStep, ensureStep, removeRows } from './step';

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

export const animalTypeStep = ensureStep({
  key: 'animal-types',
  label: "Types d'animaux",
  entity: animalTypeEntity,
  keyOf: (type) => type.label,
  // Category 3: neither attack nor guard dogs under French law.
  wanted: () => demoAnimalTypes.map((label, i) => ({ key: label, input: { label, category: 3, order: i + 1 } })),
});

export const vehicleTypeStep = ensureStep({
  key: 'vehicle-types',
  label: 'Types de véhicule',
  entity: vehicleTypeEntity,
  keyOf: (type) => type.label,
  wanted: () => demoVehicleTypes.map((label, i) => ({ key: label, input: { label, order: i + 1 } })),
});
