// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `mailingCriteria` as the list and detail calls answer it. */
export interface MailingCriteriaRow {
  ageMax: number | null;
  ageMin: number | null;
  countryId: number | null;
  createdAt: string;
  departmentId: number | null;
  id: number;
  isActive: boolean;
  isNewsletterOnly: boolean;
  label: string;
  languageId: number | null;
  lastStayFrom: string | null;
  lastStayTo: string | null;
  minStays: number | null;
  placeTypeIds: number[];
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
