// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `commissions` as the list and detail calls answer it. */
export interface CommissionRow {
  accountingCode: string | null;
  base: 'accommodation' | 'accommodationAndExtras' | 'stay';
  createdAt: string;
  id: number;
  isActive: boolean;
  label: string;
  unit: 'currency' | 'percent';
  updatedAt: string;
  updatedBy: number | null;
  version: number;
  value: number;
}

/** A row of `discounts` as the list and detail calls answer it. */
export interface DiscountRow {
  accountingCode: string | null;
  bookingEndDate: string | null;
  bookingStartDate: string | null;
  createdAt: string;
  id: number;
  isActive: boolean;
  kind: 'automatic' | 'manual' | 'preconfigured';
  label: string;
  minNights: number | null;
  order: number;
  tvaId: number;
  unit: 'currency' | 'percent';
  updatedAt: string;
  updatedBy: number | null;
  version: number;
  value: number;
}

/** A row of `partners` as the list and detail calls answer it. */
export interface PartnerRow {
  accountingCode: string | null;
  address1: string | null;
  address2: string | null;
  billingTypeId: number;
  color: string | null;
  commissionType: 'amount' | 'percent';
  commissionValue: number;
  contactName: string | null;
  countryId: number | null;
  createdAt: string;
  email: string | null;
  id: number;
  isActive: boolean;
  managementTypeId: number;
  name: string;
  partnerTypeId: number;
  paymentTermsId: number | null;
  phone: string | null;
  postalCode: string | null;
  town: string | null;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `paymentTerms` as the list and detail calls answer it. */
export interface PaymentTermsRow {
  balanceDaysBeforeArrival: number;
  createdAt: string;
  depositAmountCents: number | null;
  depositMode: 'firstNight' | 'fixed' | 'percent' | 'startedWeek';
  depositRate: number | null;
  id: number;
  isActive: boolean;
  isFullDeposit: boolean;
  label: string;
  order: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
