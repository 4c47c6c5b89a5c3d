// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `activityPeriods` as the list and detail calls answer it. */
export interface ActivityPeriodRow {
  createdAt: string;
  endDate: string;
  id: number;
  label: string;
  startDate: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `financialYears` as the list and detail calls answer it. */
export interface FinancialYearRow {
  billPrefix: string | null;
  createdAt: string;
  endDate: string;
  id: number;
  isClosed: boolean;
  label: string;
  startDate: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
