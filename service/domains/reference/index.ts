// What other domains may use of the reference data: choice lists and existence checks.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { civilities, countries, languages } from './schema';

export { animalTypeEntity } from './animal-type-entity';
export { civilityEntity, countryEntity, languageEntity } from './entities';
export { departmentEntity, regionEntity, townEntity } from './geography-entities';
export { departments, regions, towns } from './geography-schema';
export { vehicleBrandEntity, vehicleTypeEntity } from './label-list-entities';
export { tvaEntity } from './tva-entity';

export function civilityChoices(db: Db) {
  return db
    .select()
    .from(civilities)
    .where(eq(civilities.isActive, true))
    .orderBy(asc(civilities.order), asc(civilities.id))
    .all();
}

export function languageChoices(db: Db) {
  return db
    .select()
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.order), asc(languages.name))
    .all();
}

/** Countries with their language, as `availableCountry` (each with isDefault and its language). */
export function countryChoices(db: Db) {
  return db
    .select({ country: countries, language: languages })
    .from(countries)
    .leftJoin(languages, eq(languages.id, countries.languageId))
    .where(eq(countries.isActive, true))
    .orderBy(asc(countries.order), asc(countries.name))
    .all()
    .map(({ country, language }) => ({ ...country, language }));
}

export const referenceTables = { civility: civilities, country: countries, language: languages } as const;

export function referenceExists(db: Db, kind: keyof typeof referenceTables, id: number): boolean {
  const table = referenceTables[kind];
  return (
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id)))
      .get() !== undefined
  );
}

export function defaultId(rows: readonly { id: number; isDefault: boolean }[]): number | null {
  return rows.find((r) => r.isDefault)?.id ?? null;
}
