// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `departments` as the list and detail calls answer it. */
export interface DepartmentRow {
  code: string;
  countryId: number;
  createdAt: string;
  id: number;
  isActive: boolean;
  name: string;
  regionId: number | null;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `regions` as the list and detail calls answer it. */
export interface RegionRow {
  code: string;
  countryId: number;
  createdAt: string;
  id: number;
  isActive: boolean;
  name: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `towns` as the list and detail calls answer it. */
export interface TownRow {
  countryId: number;
  createdAt: string;
  departmentId: number | null;
  id: number;
  inseeCode: string;
  isActive: boolean;
  name: string;
  postalCode: string | null;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `animalTypes` as the list and detail calls answer it. */
export interface AnimalTypeRow {
  category: number;
  createdAt: string;
  extraId: number | null;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `civilities` as the list and detail calls answer it. */
export interface CivilityRow {
  code: string;
  createdAt: string;
  id: number;
  isActive: boolean;
  isDefault: boolean;
  label: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `countries` as the list and detail calls answer it. */
export interface CountryRow {
  createdAt: string;
  id: number;
  isActive: boolean;
  isDefault: boolean;
  isEu: boolean;
  isoCode: string;
  languageId: number | null;
  name: string;
  nationality: string | null;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `languages` as the list and detail calls answer it. */
export interface LanguageRow {
  code: string;
  createdAt: string;
  id: number;
  isActive: boolean;
  isDefault: boolean;
  name: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `tvaRates` as the list and detail calls answer it. */
export interface TvaRateRow {
  accountingCode: string | null;
  createdAt: string;
  id: number;
  isActive: boolean;
  isDefault: boolean;
  label: string;
  order: number;
  rate: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `vehicleTypes` as the list and detail calls answer it. */
export interface VehicleTypeRow {
  createdAt: string;
  extraId: number | null;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of a plain label list (`vehicleBrands` and its like) as the list and detail calls answer it. */
export interface LabelListRow {
  createdAt: string;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
