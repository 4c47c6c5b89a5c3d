// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `accountingAccounts` as the list and detail calls answer it. */
export interface AccountingAccountRow {
  code: string;
  createdAt: string;
  id: number;
  isActive: boolean;
  kind: number;
  label: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
