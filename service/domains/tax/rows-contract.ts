// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `taxes` as the list and detail calls answer it. */
export interface TaxRow {
  accountingCode: string | null;
  additionalRateBp: number;
  calculationMethod: number;
  createdAt: string;
  id: number;
  isActive: boolean;
  label: string;
  nightCount: number | null;
  order: number;
  target: number;
  taxTypeId: number;
  unit: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
