// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.
import type { Weekday } from './days';
import type { OfferType, PriceModel } from './types';

/** A row of `priceGrids` as the list and detail calls answer it. */
export interface PriceGridRow {
  arrivalWeekdays: Weekday[];
  bookingFeeCents: number;
  createdAt: string;
  departureWeekdays: Weekday[];
  firstNightsCount: number;
  historyVersion: number;
  id: number;
  includedPersons: number;
  isActive: boolean;
  label: string;
  maxPersons: number;
  minNightsOperator: 'atLeast' | 'exactly' | 'multipleOf' | null;
  minNightsValue: number | null;
  minPersons: number;
  optionPricing: 'night' | 'stay' | 'week';
  order: number;
  priceModel: PriceModel;
  specialWeekdays: Weekday[];
  updatedAt: string;
  updatedBy: number | null;
  version: number;
  weekDiscountsBp: number[];
}

/** A row of `specialOffers` as the list and detail calls answer it. */
export interface SpecialOfferRow {
  application: 'accommodation' | 'accommodationAndOccupants' | 'stay';
  bookingFeeCents: number | null;
  bookingFeeMode: 'amount' | 'free' | null;
  createdAt: string;
  daysBeforeArrival: number | null;
  depositAmountCents: number | null;
  depositBalanceDays: number | null;
  depositMode: 'firstNight' | 'fixed' | 'full' | 'percent' | 'startedWeek' | null;
  depositRate: number | null;
  id: number;
  isActive: boolean;
  labels: Record<string, string>;
  maxNights: number | null;
  maxPersons: number | null;
  minNights: number | null;
  minPersons: number | null;
  nightsPaid: number | null;
  nightsStayed: number | null;
  offerEndDate: string;
  offerStartDate: string;
  order: number;
  paymentMethodIds: number[];
  promoCode: string | null;
  reduction: number | null;
  reductionUnit: 'euro' | 'percent';
  serviceKind: 'animal' | 'extra' | 'vehicle' | null;
  serviceRefId: number | null;
  stayEndDate: string;
  stayStartDate: string;
  type: OfferType;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
  validityEndDate: string | null;
  validityStartDate: string | null;
  visibility: 'competition' | 'dominant' | 'duplicate';
}
