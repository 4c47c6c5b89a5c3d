// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `ageCategories` as the list and detail calls answer it. */
export interface AgeCategoryRow {
  ageFrom: number;
  ageTo: number | null;
  createdAt: string;
  id: number;
  isActive: boolean;
  isDefaultForAttendant: boolean;
  isTouristTaxExempt: boolean;
  label: string;
  order: number;
  tvaId: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `extras` as the list and detail calls answer it. */
export interface ExtraRow {
  accountingCode: string | null;
  color: string | null;
  createdAt: string;
  extraTypeId: number | null;
  id: number;
  isActive: boolean;
  isStockManaged: boolean;
  label: string;
  maxQuantity: number | null;
  order: number;
  priceCents: number;
  pricingMode: 'night' | 'stay' | 'week';
  stockQuantity: number | null;
  tvaId: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
