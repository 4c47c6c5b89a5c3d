// The season's bookings (season-plan.ts), each saved through the booking core's one write path
// as the reception would have on the day it was booked (a clock stopped on that day), so the
// engine prices it with that day's offers; cancellations go through the core's cancellation.
// The demo's customers are the ones the customer step made this run; `--force` removes the
// bookings it made, with everything that hangs on them.
import { fixedClock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import type { EntityContext } from '../../http/entity/descriptor';
import { activityPeriodList } from '../admin-periods';
import { bookingService, purgeBookings, settlePastStays } from '../booking';
import { customerEntity } from '../customer';
import { ageCategoryEntity, ageCategoryOf, extraEntity } from '../extra';
import { allotmentList, partnerEntity } from '../partner';
import { accessChannelEntity, placeEntity, placeTypeEntity } from '../place';
import { readPreference } from '../preference';
import { withPricingCache } from '../pricing';
import { animalTypeEntity, countryEntity, vehicleTypeEntity } from '../reference';
import { type DemoPlaceTypeCode, demoPlaceTypes } from './campsite-plan-data';
import { demoExtras } from './extras-data';
import { demoBookedSeasonYear } from './partners-data';
import { bookingInputOf, type StayRefs } from './season-booking-input';
import { demoSeasonYears } from './season-data';
import { planSeason, type SeasonPlanInput, seasonBounds } from './season-plan';
import { type DemoStep, idsByKey } from './step';

/** The season's days: the demo's April–October, within the activity period that holds mid-July. */
function seasonOf(ctx: EntityContext, year: number): SeasonPlanInput['season'] {
  const bounds = seasonBounds(year);
  const period = activityPeriodList(ctx.db).find((p) => p.startDate <= `${year}-07-15` && `${year}-07-15` <= p.endDate);
  if (!period) return bounds;
  return {
    start: period.startDate > bounds.start ? period.startDate : bounds.start,
    end: period.endDate < bounds.end ? period.endDate : bounds.end,
  };
}

const isDemoType = (code: string): code is DemoPlaceTypeCode => demoPlaceTypes.some((t) => t.code === code);

function refsOf(ctx: EntityContext, customerIds: readonly number[]): StayRefs {
  const categories = ageCategoryEntity.list(ctx).filter((c) => c.isActive);
  const extraByLabel = idsByKey(ctx, extraEntity, (e) => e.label);
  const countryByIso = idsByKey(ctx, countryEntity, (c) => c.isoCode);
  const allotments = allotmentList(ctx.db);
  const typeId = idsByKey(ctx, placeTypeEntity, (t) => t.shortCode);
  const partnerId = idsByKey(ctx, partnerEntity, (p) => p.name);
  return {
    placeId: idsByKey(ctx, placeEntity, (p) => p.number),
    customerId: (index) => customerIds[index] ?? 0,
    partnerId,
    allotmentId: (partner, type, day) =>
      allotments.find(
        (a) =>
          a.partnerId === partnerId(partner) &&
          a.placeTypeId === typeId(type) &&
          a.startDate <= day &&
          day <= a.endDate,
      )?.id ?? null,
    channelId: idsByKey(ctx, accessChannelEntity, (c) => c.code),
    ageCategoryId: (age) => ageCategoryOf(age, categories)?.id ?? 0,
    countryId: (iso) => countryByIso(iso),
    animalTypeId: idsByKey(ctx, animalTypeEntity, (t) => t.label),
    vehicleTypeId: idsByKey(ctx, vehicleTypeEntity, (t) => t.label),
    extraId: (code) => extraByLabel(demoExtras.find((e) => e.code === code)?.label ?? code),
  };
}

/** The planner's view of the site: each place with the persons it takes (its own capacity, else its type's). */
function planPlaces(ctx: EntityContext) {
  const types = new Map(placeTypeEntity.list(ctx).map((t) => [t.id, t]));
  return placeEntity.list(ctx).flatMap((place) => {
    const type = types.get(place.typeId);
    if (!type || !isDemoType(type.shortCode) || type.shortCode === 'PARCELLE') return [];
    // The grids price six persons at most.
    return [{ number: place.number, type: type.shortCode, maxPersons: Math.min(place.capacity || type.capacity, 6) }];
  });
}

/** Saved as the reception saved it that day: the clock stopped at 10:00 in Paris on `day`. */
const onDay = (ctx: EntityContext, day: string) =>
  bookingService({ db: ctx.db, clock: fixedClock(`${day}T08:00:00Z`), userId: null });

/** What the core refuses when the staff's own stays (on a forced run) already hold the place or the stock. */
const takenCodes: readonly ErrorCode[] = [
  'BOOKING_PLACE_NOT_AVAILABLE',
  'PLACE_NOT_AVAILABLE',
  'PLACE_TAKEN_BY_RESIDENT',
  'MAX_AVAILABILITY_FOR_EQUIPMENT',
];

/** The save, or nothing when the place is taken: the staff's stays come first (the save's savepoint is undone). */
function saveUnlessTaken<T>(save: () => T): T | null {
  try {
    return save();
  } catch (error) {
    if (error instanceof AppError && takenCodes.includes(error.code)) return null;
    throw error;
  }
}

export const bookingStep: DemoStep = {
  key: 'bookings',
  label: 'Réservations, options et devis',
  run(ctx, rng, created) {
    const customerIds = created('customers');
    const year = demoBookedSeasonYear(ctx.clock.today(), demoSeasonYears);
    const plan = planSeason(
      {
        year,
        season: seasonOf(ctx, year),
        today: ctx.clock.today(),
        places: planPlaces(ctx),
        customers: customerIds.map((id) => customerEntity.get(ctx, id)?.lastName ?? null),
        cancellationReasons: readPreference(ctx.db, 'cancellation').cancellationReasons,
      },
      rng,
    );
    const refs = refsOf(ctx, customerIds);
    const ids: number[] = [];
    withPricingCache(ctx.db, () => {
      for (const stay of plan) {
        const id = saveUnlessTaken(() => onDay(ctx, stay.bookedOn).write(bookingInputOf(stay, refs)));
        if (id === null) continue;
        if (stay.cancellation) onDay(ctx, stay.cancellation.on).cancel(id, stay.cancellation.reason);
        ids.push(id);
      }
    });
    settlePastStays(ctx.db, ids, ctx.clock.today());
    return { count: ids.length, createdIds: ids };
  },
  remove: (ctx, ids) => purgeBookings(ctx.db, ids),
};
