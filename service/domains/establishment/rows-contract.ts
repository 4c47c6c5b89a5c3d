// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `establishments` as the list and detail calls answer it. */
export interface EstablishmentRow {
  address1: string | null;
  address2: string | null;
  capitalCents: number | null;
  corporateName: string;
  countryId: number | null;
  createdAt: string;
  email: string | null;
  id: number;
  legalForm: string | null;
  logoFile: string | null;
  nafCode: string | null;
  phone: string | null;
  postalCode: string | null;
  rcs: string | null;
  registrationCity: string | null;
  shortName: string | null;
  siren: string | null;
  siret: string | null;
  town: string | null;
  tradeRegisterNumber: string | null;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
  vatNumber: string | null;
  website: string | null;
}
