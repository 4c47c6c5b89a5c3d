// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `headerCustomNames` as the list and detail calls answer it. */
export interface HeaderCustomNameRow {
  createdAt: string;
  customName: string;
  headerId: number;
  id: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
