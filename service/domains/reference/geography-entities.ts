// Regions, departments and towns through the registry. Codes are unique within a country; a town's
// department and a department's region must be of the same country.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../errors/app-error';
import { contains, equals, startsWith } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import {
  type DepartmentInput,
  departmentInputSchema,
  geographyCriteriaSchema,
  type RegionInput,
  regionInputSchema,
  type TownInput,
  townCriteriaSchema,
  townInputSchema,
} from './geography-contract';
import { isCountryMismatch } from './geography-rules';
import { departments, regions, towns } from './geography-schema';
import { countries } from './schema';

type Region = typeof regions.$inferSelect;
type Department = typeof departments.$inferSelect;
type Town = typeof towns.$inferSelect;
type GeoCriteria = typeof geographyCriteriaSchema._output;

/** 0 in a criterion means "all" (the town list's URL writes it so). */
const idFilter = (column: SQLiteColumn, value: number | undefined) => (value ? eq(column, value) : undefined);

function countryOf(db: Db, id: number) {
  const row = db.select().from(countries).where(eq(countries.id, id)).get();
  if (!row) throw fieldError('countryId', 'COUNTRY_NAME_REQUIRED');
  return row;
}

function activeCountries(db: Db) {
  return db
    .select()
    .from(countries)
    .where(eq(countries.isActive, true))
    .orderBy(asc(countries.order), asc(countries.name))
    .all();
}

/** Regions and departments: a code is taken once per country. */
function assertCodeFree(
  db: Db,
  table: typeof regions | typeof departments,
  input: { id: number; countryId: number; code: string },
) {
  const clash = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.countryId, input.countryId), eq(sql`upper(${table.code})`, input.code), ne(table.id, input.id)))
    .get();
  if (clash) throw fieldError('code', 'VALUE_ALREADY_ASSIGNED');
}

const geoFilter = (
  c: GeoCriteria,
  col: { name: SQLiteColumn; code: SQLiteColumn; countryId: SQLiteColumn; isActive: SQLiteColumn },
) => [
  contains(col.name, c.name),
  startsWith(col.code, c.code),
  idFilter(col.countryId, c.countryId),
  equals(col.isActive, c.isActive),
];

export const regionEntity = tableEntity<Region, RegionInput, GeoCriteria>({
  base: 'reference/region',
  functionality: 'occupant_region_list',
  label: 'Régions',
  table: regions,
  input: regionInputSchema,
  criteria: geographyCriteriaSchema,
  filter: geoFilter,
  sortable: ['code', 'name'],
  defaultSort: 'name',
  defaults: ({ db }) => ({ countryId: franceId(db) ?? 0, code: '', name: '', isActive: true }),
  choices: ({ db }) => ({ availableCountry: activeCountries(db) }),
  check: ({ db }, input) => {
    countryOf(db, input.countryId);
    assertCodeFree(db, regions, input);
  },
  blockers: [
    {
      code: 'DELETE_BLOCKED_IN_USE',
      isBlocked: ({ db }, id) =>
        db.select({ id: departments.id }).from(departments).where(eq(departments.regionId, id)).get() !== undefined,
    },
  ],
  csv: [
    { header: 'Code', value: (r) => r.code },
    { header: 'Région', value: (r) => r.name },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.name,
  hasActive: true,
});

export const departmentEntity = tableEntity<Department, DepartmentInput, GeoCriteria>({
  base: 'reference/department',
  functionality: 'occupant_department_list',
  label: 'Départements',
  table: departments,
  input: departmentInputSchema,
  criteria: geographyCriteriaSchema,
  filter: (c, col) => [...geoFilter(c, col), idFilter(col.regionId, c.regionId)],
  sortable: ['code', 'name'],
  defaultSort: 'code',
  defaults: ({ db }) => ({ countryId: franceId(db) ?? 0, regionId: null, code: '', name: '', isActive: true }),
  choices: ({ db }) => ({
    availableCountry: activeCountries(db),
    availableRegion: db.select().from(regions).where(eq(regions.isActive, true)).orderBy(asc(regions.name)).all(),
  }),
  check: ({ db }, input) => {
    countryOf(db, input.countryId);
    if (input.regionId !== null) {
      const region = db.select().from(regions).where(eq(regions.id, input.regionId)).get();
      if (!region || isCountryMismatch(input, region)) throw fieldError('regionId', 'VALIDATION');
    }
    assertCodeFree(db, departments, input);
  },
  blockers: [
    {
      code: 'DELETE_BLOCKED_IN_USE',
      isBlocked: ({ db }, id) =>
        db.select({ id: towns.id }).from(towns).where(eq(towns.departmentId, id)).get() !== undefined,
    },
  ],
  csv: [
    { header: 'Code INSEE', value: (r) => r.code },
    { header: 'Département', value: (r) => r.name },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => `${r.code} ${r.name}`,
  hasActive: true,
});

export const townEntity = tableEntity<Town, TownInput, typeof townCriteriaSchema._output>({
  base: 'reference/town',
  functionality: 'occupant_town_list',
  label: 'Communes',
  table: towns,
  input: townInputSchema,
  criteria: townCriteriaSchema,
  filter: (c, col) => [
    startsWith(col.name, c.name),
    startsWith(col.postalCode, c.postalCode),
    idFilter(col.countryId, c.countryId),
    idFilter(col.departmentId, c.departmentId),
    equals(col.isActive, c.isActive),
  ],
  sortable: ['name', 'postalCode', 'inseeCode'],
  defaultSort: 'name',
  defaults: ({ db }) => ({
    countryId: franceId(db) ?? 0,
    departmentId: null,
    name: '',
    postalCode: null,
    inseeCode: '',
    isActive: true,
  }),
  choices: ({ db }) => ({
    availableCountry: activeCountries(db),
    availableDepartment: db
      .select()
      .from(departments)
      .where(eq(departments.isActive, true))
      .orderBy(asc(departments.code))
      .all(),
  }),
  check: ({ db }, input) => {
    countryOf(db, input.countryId);
    if (input.departmentId === null) return;
    const department = db.select().from(departments).where(eq(departments.id, input.departmentId)).get();
    if (!department) throw fieldError('departmentId', 'VALIDATION');
    if (isCountryMismatch(input, department)) throw new AppError('TOWN_DEPARTMENT_COUNTRY_MISMATCH');
  },
  csv: [
    { header: 'Commune', value: (r) => r.name },
    { header: 'Code postal', value: (r) => r.postalCode },
    { header: 'Code INSEE', value: (r) => r.inseeCode },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.name,
  hasActive: true,
});

/** France, the country a new region, department or town is most likely in. */
function franceId(db: Db): number | undefined {
  return db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, 'FR')).get()?.id;
}
