// What other domains may use of the reference data: choice lists and existence checks.

import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rowExists } from '../../db/rows-exist';
import { animalTypes, civilities, countries, languages, tvaRates, vehicleTypes } from './schema';

export { animalTypeEntity } from './animal-type-entity';
export { labelCriteriaSchema } from './contract';
export { civilityEntity, countryEntity, languageEntity } from './entities';
export { frenchDepartments, frenchRegions } from './geography-data';
export { departmentEntity, regionEntity, townEntity } from './geography-entities';
export { departments, regions, towns } from './geography-schema';
export { labelListEntity, vehicleBrandEntity, vehicleTypeEntity } from './label-list-entities';
export { offerPricingExtras } from './pricing-extra';
export { animalTypes, civilities, countries, tvaRates, vehicleTypes } from './schema';
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

/** Active VAT rates in their order, as `availableTva`. */
export function tvaChoices(db: Db) {
  return db
    .select()
    .from(tvaRates)
    .where(eq(tvaRates.isActive, true))
    .orderBy(asc(tvaRates.order), asc(tvaRates.id))
    .all();
}

export const referenceTables = {
  civility: civilities,
  country: countries,
  language: languages,
  tva: tvaRates,
} as const;

export const referenceExists = (db: Db, kind: keyof typeof referenceTables, id: number) =>
  rowExists(db, referenceTables[kind], id);

export function defaultId(rows: readonly { id: number; isDefault: boolean }[]): number | null {
  return rows.find((r) => r.isDefault)?.id ?? null;
}

/** Civility ids by their code (M, MME, MMME, STE). */
export function civilityIdsByCode(db: Db): Map<string, number> {
  return new Map(
    db
      .select({ code: civilities.code, id: civilities.id })
      .from(civilities)
      .all()
      .map((c) => [c.code.toUpperCase(), c.id]),
  );
}

/** The VAT rate of that many basis points, inserted with its label when the site has none. */
export function ensureTvaRate(db: Db, now: string, rate: { label: string; rate: number }): number {
  const found = db.select({ id: tvaRates.id }).from(tvaRates).where(eq(tvaRates.rate, rate.rate)).get();
  if (found) return found.id;
  const order = db.select({ n: count() }).from(tvaRates).get()?.n ?? 0;
  return db
    .insert(tvaRates)
    .values({ ...rate, order: order + 1, createdAt: now, updatedAt: now })
    .returning({ id: tvaRates.id })
    .get().id;
}

/** The language of that ISO 639-1 code, inserted when missing. */
export function ensureLanguage(db: Db, now: string, language: { code: string; name: string }): number {
  const found = db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(sql`lower(${languages.code})`, language.code.toLowerCase()))
    .get();
  if (found) return found.id;
  return db
    .insert(languages)
    .values({ ...language, createdAt: now, updatedAt: now })
    .returning({ id: languages.id })
    .get().id;
}

/** The country of that ISO 3166 code, inserted when missing. */
export function ensureCountry(
  db: Db,
  now: string,
  country: { isoCode: string; name: string; nationality: string; languageId: number; isEu: boolean },
): number {
  const found = db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(sql`upper(${countries.isoCode})`, country.isoCode.toUpperCase()))
    .get();
  if (found) return found.id;
  return db
    .insert(countries)
    .values({ ...country, createdAt: now, updatedAt: now })
    .returning({ id: countries.id })
    .get().id;
}

/** The country of an ISO 3166 alpha-2 code, or null when the site has none. */
export function countryIdByIso(db: Db, isoCode: string): number | null {
  const where = eq(sql`upper(${countries.isoCode})`, isoCode.toUpperCase());
  return db.select({ id: countries.id }).from(countries).where(where).get()?.id ?? null;
}

/** The language of an ISO 639-1 code, or null when the site has none. */
export function languageIdByCode(db: Db, code: string): number | null {
  const where = eq(sql`lower(${languages.code})`, code.toLowerCase());
  return db.select({ id: languages.id }).from(languages).where(where).get()?.id ?? null;
}

/** Accounting references: a VAT rate's sales account uses this accounting code. */
export function isAccountingCodeUsedByTva(db: Db, code: string): boolean {
  return db.select({ id: tvaRates.id }).from(tvaRates).where(eq(tvaRates.accountingCode, code)).get() !== undefined;
}

/** VAT rates in basis points by id. */
export function tvaRatesById(db: Db): { byId: Map<number, number> } {
  const rows = db.select({ id: tvaRates.id, rate: tvaRates.rate }).from(tvaRates).all();
  return { byId: new Map(rows.map((r) => [r.id, r.rate])) };
}

/** Every animal and vehicle type, inactive ones too, with the extra that prices it: pricing's reads. */
export function itemTypesForPricing(db: Db) {
  const read = (kind: 'animal' | 'vehicle') => {
    const table = kind === 'animal' ? animalTypes : vehicleTypes;
    return db
      .select({ refId: table.id, label: table.label, extraId: table.extraId })
      .from(table)
      .all()
      .map((t) => ({ kind, ...t }));
  };
  return [...read('animal'), ...read('vehicle')];
}

/** Labels of the animal or vehicle types by id: what a price grid's options point at. */
export function typeLabels(db: Db, kind: 'animal' | 'vehicle'): Map<number, string> {
  const table = kind === 'animal' ? animalTypes : vehicleTypes;
  return new Map(
    db
      .select({ id: table.id, label: table.label })
      .from(table)
      .all()
      .map((r) => [r.id, r.label]),
  );
}
