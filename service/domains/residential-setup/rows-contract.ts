// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `meterReadings` as the list and detail calls answer it. */
export interface MeterReadingRow {
  createdAt: string;
  id: number;
  meterId: number;
  quantity: number;
  readingDate: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `meterTypes` as the list and detail calls answer it. */
export interface MeterTypeRow {
  createdAt: string;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  tvaId: number;
  unit: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `parcelTypes` as the list and detail calls answer it. */
export interface ParcelTypeRow {
  createdAt: string;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  surface: number | null;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `residentialFees` as the list and detail calls answer it. */
export interface ResidentialFeeRow {
  accountingCode: string | null;
  billingUnit: string;
  createdAt: string;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  tvaId: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
