// Test fixtures of the pricing engine (used by its unit tests and the bench only): a 2026 season
// with low (April–June), high (July–August) and September periods, a pitch and a mobile home.
import type {
  AgeCategory,
  DepositTerms,
  FeeTerms,
  GridOption,
  PeriodPrices,
  PlaceType,
  PriceGrid,
  QuoteInput,
  SpecialOffer,
  TouristTax,
} from './types';

export const PITCH: PlaceType = { id: 1, label: 'Emplacement', vatBp: 1000, capacity: 6 };
export const MOBILE_HOME: PlaceType = { id: 2, label: 'Mobil-home', vatBp: 1000, capacity: 6 };

export const ADULT: AgeCategory = { id: 1, label: 'Adulte', vatBp: 1000, isTouristTaxExempt: false };
export const CHILD: AgeCategory = { id: 2, label: 'Enfant', vatBp: 1000, isTouristTaxExempt: true };
export const BABY: AgeCategory = { id: 3, label: 'Bébé', vatBp: 550, isTouristTaxExempt: true };
export const AGE_CATEGORIES = [ADULT, CHILD, BABY];

export const LOW = { id: 1, label: 'Basse saison', startDate: '2026-04-01', endDate: '2026-06-30' };
export const HIGH = { id: 2, label: 'Haute saison', startDate: '2026-07-01', endDate: '2026-08-31' };
export const SEPTEMBER = { id: 3, label: 'Septembre', startDate: '2026-09-01', endDate: '2026-09-30' };

/** Pitch: night 20 € low, 35 € high, 22 € September; adults 5 €/8 €, children 3 €/4 € a night. */
export const PITCH_PRICES: PeriodPrices[] = [
  {
    periodId: 1,
    placeTypeId: 1,
    nightCents: 2000,
    occupants: [
      { ageCategoryId: 1, mode: 1, cents: 500 },
      { ageCategoryId: 2, mode: 1, cents: 300 },
    ],
  },
  {
    periodId: 2,
    placeTypeId: 1,
    nightCents: 3500,
    occupants: [
      { ageCategoryId: 1, mode: 1, cents: 800 },
      { ageCategoryId: 2, mode: 1, cents: 400 },
    ],
  },
  { periodId: 3, placeTypeId: 1, nightCents: 2200 },
];

/** Mobile home: week 420 € low (no extra night: prorated 60 €), 840 € high with extra night 130 €. */
export const MOBILE_HOME_PRICES: PeriodPrices[] = [
  { periodId: 1, placeTypeId: 2, weekCents: 42000, occupants: [{ ageCategoryId: 1, mode: 1, cents: 500 }] },
  { periodId: 2, placeTypeId: 2, weekCents: 84000, extraNightCents: 13000 },
];

export const ELECTRICITY: GridOption = {
  kind: 'extra',
  refId: 1,
  label: 'Électricité',
  cents: 450,
  vatBp: 2000,
  pricing: 'night',
  isIncluded: false,
  isMandatory: false,
  maxQuantity: 1,
};

export function makeGrid(overrides: Partial<PriceGrid> = {}): PriceGrid {
  return {
    id: 1,
    label: 'Été 2026',
    historyVersion: 3,
    priceModel: 1,
    optionPricing: 'stay',
    arrivalWeekdays: [],
    departureWeekdays: [],
    firstNightsCount: 0,
    specialWeekdays: [],
    weekDiscountsBp: [],
    minNights: null,
    includedPersons: 2,
    minPersons: 1,
    maxPersons: 6,
    isActive: true,
    partnerIds: [],
    bookingFeeCents: 0,
    periods: [LOW, HIGH, SEPTEMBER],
    prices: PITCH_PRICES,
    options: [],
    ...overrides,
  };
}

export const weekGrid = (overrides: Partial<PriceGrid> = {}) =>
  makeGrid({ id: 2, label: 'Locatifs 2026', priceModel: 2, prices: MOBILE_HOME_PRICES, ...overrides });

export const NO_FEES: FeeTerms = { mode: 'free', amountCents: 0, vatBp: 2000, chargePartnerBookings: false };
export const DEPOSIT_25: DepositTerms = { mode: 'percent', rateBp: 2500, balanceDaysBeforeArrival: 30 };

export const TOURIST_TAX: TouristTax = {
  label: 'Taxe de séjour',
  unit: 'euro',
  rates: [{ startDate: '2026-01-01', endDate: '2026-12-31', value: 60 }],
  additionalBp: 1000,
  maxNights: null,
};

/** Three low-season nights on a pitch for two adults, booked two months ahead, no tax, no fees. */
export function makeInput(overrides: Partial<QuoteInput> = {}): QuoteInput {
  const grid = overrides.grids?.[0] ?? makeGrid();
  return {
    grids: [grid],
    placeType: PITCH,
    partner: null,
    arrival: '2026-05-04',
    departure: '2026-05-07',
    bookingDate: '2026-03-01',
    ageCategories: AGE_CATEGORIES,
    occupants: [{ ageCategoryId: 1, count: 2 }],
    items: [],
    catalogue: [],
    itemTypes: [],
    offers: [],
    touristTax: null,
    deposit: DEPOSIT_25,
    fees: NO_FEES,
    ...overrides,
  };
}

export function makeOffer(overrides: Partial<SpecialOffer> = {}): SpecialOffer {
  return {
    id: 1,
    type: 1,
    labels: { fr: 'Offre', en: 'Offer' },
    offerPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
    stayPeriod: { startDate: '2026-04-01', endDate: '2026-09-30' },
    validity: null,
    gridIds: [1],
    minNights: null,
    maxNights: null,
    reduction: 1000,
    reductionUnit: 'euro',
    application: 'accommodation',
    minPersons: null,
    maxPersons: null,
    paymentMethodIds: [],
    visibility: 'competition',
    promoCode: null,
    ...overrides,
  };
}
