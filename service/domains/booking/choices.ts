// What the booking sheet and the availability search choose from, in one call guarded by their
// own right: a receptionist allowed to book needs the civilities, age categories, places... even
// without the right to open those reference screens. Active rows only, in their screens' order.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/connection';
import { naturalOrder } from '../../db/natural-order';
import { activityPeriodList } from '../admin-periods';
import { ageCategories, extras } from '../extra';
import { isModuleActive, readModuleSetting } from '../module';
import { partners } from '../partner';
import { features, placeFamilies, places, placeTypes } from '../place';
import { readPreference } from '../preference';
import { animalTypes, civilities, countries, vehicleTypes } from '../reference';
import type { BookingChoices, Choice } from './contract';

type Listed = SQLiteTable & { id: SQLiteColumn; isActive: SQLiteColumn; order: SQLiteColumn };

function choices(db: Db, table: Listed, label: SQL | SQLiteColumn, orderBy: SQL[] = []): Choice[] {
  return db
    .select({ value: table.id, label })
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.order), ...orderBy, asc(table.id))
    .all() as Choice[];
}

/** The VACAF module's bounds of an aid, or null when the module is off. */
function vacafChoices(db: Db): BookingChoices['vacaf'] {
  if (!isModuleActive(db, 'vacaf')) return null;
  const { includeTouristTax, maxAidCents } = readModuleSetting(db, 'vacaf');
  return { includeTouristTax, maxAidCents };
}

/** `today` is the business date, so the screens open on it rather than on the machine's date. */
export function bookingChoices(db: Db, today: string): BookingChoices {
  const cancellation = readPreference(db, 'cancellation');
  return {
    civilities: choices(db, civilities, civilities.label),
    ageCategories: choices(db, ageCategories, ageCategories.label),
    nationalities: db
      .select({ value: countries.id, label: countries.nationality, name: countries.name })
      .from(countries)
      .where(eq(countries.isActive, true))
      .orderBy(asc(countries.order), asc(countries.name))
      .all()
      .map((c) => ({ value: c.value, label: c.label ?? c.name })),
    animalTypes: choices(db, animalTypes, animalTypes.label),
    vehicleTypes: choices(db, vehicleTypes, vehicleTypes.label),
    extras: choices(db, extras, extras.label),
    places: db
      .select({ value: places.id, number: places.number, name: places.name })
      .from(places)
      .where(eq(places.isActive, true))
      .orderBy(asc(places.order), naturalOrder(places.number))
      .all()
      .map((p) => ({ value: p.value, label: [p.number, p.name].filter(Boolean).join(' ') })),
    partners: db
      .select({ value: partners.id, label: partners.name })
      .from(partners)
      .where(eq(partners.isActive, true))
      .orderBy(asc(partners.name))
      .all(),
    placeTypes: choices(db, placeTypes, placeTypes.label),
    families: choices(db, placeFamilies, placeFamilies.label),
    features: choices(db, features, features.label),
    defaultStayDays: readPreference(db, 'booking').defaultStayDays,
    optionValidityDays: readPreference(db, 'booking/option').optionValidityDays,
    today,
    cancellationReasons: cancellation.cancellationReasons,
    deletionReasons: cancellation.deletionReasons,
    activityPeriods: activityPeriodList(db).map(({ startDate, endDate }) => ({ startDate, endDate })),
    defaultDepositNature: readPreference(db, 'booking').depositNature,
    vacaf: vacafChoices(db),
  };
}
