// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `accessChannels` as the list and detail calls answer it. */
export interface AccessChannelRow {
  code: string;
  createdAt: string;
  id: number;
  isActive: boolean;
  kind: string;
  label: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `features` as the list and detail calls answer it. */
export interface FeatureRow {
  color: string | null;
  createdAt: string;
  icon: string | null;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `layouts` as the list and detail calls answer it. */
export interface LayoutRow {
  createdAt: string;
  description: string | null;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `placeFamilies` as the list and detail calls answer it. */
export interface PlaceFamilyRow {
  color: string | null;
  createdAt: string;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `unavailabilities` as the list and detail calls answer it. */
export interface UnavailabilityRow {
  createdAt: string;
  endDate: string;
  id: number;
  placeId: number;
  reason: string;
  startDate: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
