// The plain typed inputs and the answer of the pricing engine. A store builds the inputs from the
// database later; here nothing reads a clock or a table (the booking date is an input).
import type { DayRange, Weekday } from './days';
import type { BasisPoints, Cents } from './money';
import type { QuoteLine } from './quote-types';

export type { DayRange, Weekday } from './days';
export type * from './quote-types';

/** How a grid option, an extra or an offer's base is charged over the stay. */
export type Pricing = 'stay' | 'week' | 'night';

/** Price models, documented one by one in price-models.ts. */
export type PriceModel = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Occupant price modes, documented in occupants.ts. */
export type OccupantPriceMode = 1 | 2 | 3 | 4 | 5;

export interface OccupantPrice {
  readonly ageCategoryId: number;
  readonly mode: OccupantPriceMode;
  readonly cents: Cents;
  /** Mode 2: the price of the first to the sixth night; the sixth goes on for every later night. */
  readonly slices?: readonly Cents[];
}

/**
 * One cell row of the grid's matrix: the prices of a place type in a period. The grid's "first-
 * nights price, special-nights price, weekend price, week price, extra-night price" are these
 * columns; a blank (null) price is not set up. `packageCents` prices special-duration and stay
 * packages (models 4 and 8).
 */
export interface PeriodPrices {
  readonly periodId: number;
  readonly placeTypeId: number;
  readonly nightCents?: Cents | null;
  readonly firstNightsCents?: Cents | null;
  readonly specialNightsCents?: Cents | null;
  readonly weekendCents?: Cents | null;
  readonly weekCents?: Cents | null;
  readonly extraNightCents?: Cents | null;
  readonly packageCents?: Cents | null;
  readonly occupants?: readonly OccupantPrice[];
}

/** A grid period: nights dated start..end (both included); `duration` in nights, informative. */
export interface GridPeriod extends DayRange {
  readonly id: number;
  readonly label: string;
  readonly duration?: number | null;
}

export type OptionKind = 'extra' | 'animal' | 'vehicle';

export interface OptionRef {
  readonly kind: OptionKind;
  readonly refId: number;
}

/** What a grid says of one extra, animal or vehicle type: its price, how it is charged, its limits. */
export interface GridOption extends OptionRef {
  readonly label: string;
  readonly cents: Cents;
  readonly vatBp: BasisPoints;
  /** Null: the grid's pricing option type. */
  readonly pricing?: Pricing | null;
  readonly isIncluded: boolean;
  /**
   * The place types an included option is included for (electricity on the electrified pitches
   * only); none listed, or absent (versions saved before): every place type the grid prices.
   */
  readonly includedPlaceTypeIds?: readonly number[];
  readonly isMandatory: boolean;
  readonly maxQuantity: number | null;
  /** Prices that differ by period ("date splits"); periods not listed keep `cents`. */
  readonly periodCents?: readonly { readonly periodId: number; readonly cents: Cents }[];
}

export type MinNightsOperator = 'atLeast' | 'exactly' | 'multipleOf';

export interface PriceGrid {
  readonly id: number;
  readonly label: string;
  readonly historyVersion: number;
  readonly priceModel: PriceModel;
  /** The pricing option type: how options without their own pricing are charged. */
  readonly optionPricing: Pricing;
  /** Allowed weekdays; empty is any day. */
  readonly arrivalWeekdays: readonly Weekday[];
  readonly departureWeekdays: readonly Weekday[];
  /** The first N nights of a stay cost the first-nights price (0: none). */
  readonly firstNightsCount: number;
  /** Nights on these weekdays cost the special-nights price (Friday and Saturday nights, say). */
  readonly specialWeekdays: readonly Weekday[];
  /** Week discount of weeks 1 to 4 of a stay (index 0 is week 1), basis points; later weeks none. */
  readonly weekDiscountsBp: readonly BasisPoints[];
  readonly minNights: { readonly operator: MinNightsOperator; readonly value: number } | null;
  readonly includedPersons: number;
  readonly minPersons: number;
  readonly maxPersons: number;
  readonly isActive: boolean;
  /** Partners the grid prices for; empty: the public grid. */
  readonly partnerIds: readonly number[];
  /** The "base" booking fee of the fee preference. */
  readonly bookingFeeCents: Cents;
  readonly periods: readonly GridPeriod[];
  readonly prices: readonly PeriodPrices[];
  readonly options: readonly GridOption[];
}

export interface PlaceType {
  readonly id: number;
  readonly label: string;
  readonly vatBp: BasisPoints;
  /** Persons the equipment holds; 0: not limited here. */
  readonly capacity: number;
}

export interface AgeCategory {
  readonly id: number;
  readonly label: string;
  readonly vatBp: BasisPoints;
  /** Minors: exempt from the taxe de séjour by law. */
  readonly isTouristTaxExempt: boolean;
}

/** Exemptions of the taxe de séjour (CGCT L2333-31) recorded with their reason. */
export type TaxExemptionReason = 'minor' | 'seasonalWorker' | 'emergencyHousing' | 'other';

export interface Occupants {
  readonly ageCategoryId: number;
  readonly count: number;
  /** An exemption other than age, with its reason. */
  readonly exemption?: { readonly reason: TaxExemptionReason; readonly note?: string } | null;
}

/** The site's catalogue price of an extra, animal or vehicle type, for items the grid does not list. */
export interface CatalogueItem extends OptionRef {
  readonly label: string;
  readonly cents: Cents;
  readonly vatBp: BasisPoints;
  readonly pricing: Pricing;
  readonly maxQuantity: number | null;
}

/**
 * An animal or vehicle type of the site, with the extra that prices it when the grid has no option
 * of the type itself (the site's « Animal » or « Véhicule supplémentaire »); null: none.
 */
export interface ItemType extends OptionRef {
  readonly kind: 'animal' | 'vehicle';
  readonly label: string;
  readonly extraId: number | null;
}

export interface ItemRequest extends OptionRef {
  readonly quantity: number;
}

export type OfferType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type OfferVisibility = 'competition' | 'duplicate' | 'dominant';
/** What an offer's reduction is computed on. */
export type OfferApplication = 'accommodation' | 'accommodationAndOccupants' | 'stay';

export interface SpecialOffer {
  readonly id: number;
  readonly type: OfferType | null;
  readonly labels: Readonly<Record<string, string>>;
  /** When it can be booked (the booking date). */
  readonly offerPeriod: DayRange;
  /** Nights it applies to: every night of the stay must fall in it. */
  readonly stayPeriod: DayRange;
  /** When the offer is published at all (the booking date); null: always. */
  readonly validity: DayRange | null;
  readonly gridIds: readonly number[];
  readonly minNights: number | null;
  readonly maxNights: number | null;
  /** Cents, or basis points when the unit is percent (type 2 always, 7 and 8 by `reductionUnit`). */
  readonly reduction: number | null;
  readonly reductionUnit: 'euro' | 'percent';
  readonly application: OfferApplication;
  readonly minPersons: number | null;
  readonly maxPersons: number | null;
  /** Type 4: x nights stayed for y nights paid. */
  readonly nightsStayed?: number | null;
  readonly nightsPaid?: number | null;
  /** Type 7: booked at most this many days before arrival; type 8: at least. */
  readonly daysBeforeArrival?: number | null;
  /** Type 6: the service given. */
  readonly service?: OptionRef | null;
  readonly depositOverride?: DepositTerms | null;
  readonly bookingFeeOverride?: { readonly mode: 'free' } | { readonly mode: 'amount'; readonly cents: Cents } | null;
  readonly paymentMethodIds: readonly number[];
  readonly visibility: OfferVisibility;
  readonly promoCode: string | null;
}

export interface TouristTaxRate extends DayRange {
  /** Cents per person and night (unit euro) or basis points of the night's price (unit percent). */
  readonly value: number;
}

export interface TouristTax {
  readonly label: string;
  readonly unit: 'euro' | 'percent';
  readonly rates: readonly TouristTaxRate[];
  /** The additional departmental tax, 1 000 bp (10 %) where the département votes it; 0: none. */
  readonly additionalBp: BasisPoints;
  /** Most nights taxed in one stay; null: every night. */
  readonly maxNights: number | null;
  /** Unit percent: the cap per person and night (the commune's highest rate). */
  readonly capCents?: Cents | null;
}

export interface DepositTerms {
  readonly mode: 'fixed' | 'percent' | 'startedWeek' | 'firstNight' | 'full';
  readonly rateBp?: BasisPoints | null;
  readonly amountCents?: Cents | null;
  /** The balance is due this many days before arrival. */
  readonly balanceDaysBeforeArrival: number;
}

export interface FeeTerms {
  /** Base: the grid's booking fee; free; amount: `amountCents`. */
  readonly mode: 'base' | 'free' | 'amount';
  readonly amountCents: Cents;
  readonly vatBp: BasisPoints;
  readonly chargePartnerBookings: boolean;
}

export interface Partner {
  readonly id: number;
  readonly label: string;
  readonly commission: {
    readonly type: 'percent' | 'amount';
    /** Basis points or cents per stay. */
    readonly value: number;
    readonly base: 'stay' | 'accommodation' | 'accommodationAndExtras';
  };
  /** Rates replacing the partner's own between two days, chosen by the arrival day. */
  readonly commissionPeriods: readonly (DayRange & { readonly rateBp: BasisPoints })[];
}

export type PriceUpdateChoice =
  | 'updateFromGrid'
  | 'keepExistingGrid'
  | 'updateFromExistingDetail'
  | 'keepExistingDetail';

export interface PriceUpdate {
  readonly choice: PriceUpdateChoice;
  /** The grid version the booking was priced with (keepExistingGrid). */
  readonly existingGrid?: PriceGrid | null;
  /** The booking's lines and its former number of nights (the two "detail" choices). */
  readonly existingLines?: readonly QuoteLine[];
  readonly existingNights?: number;
}

/** A price typed by hand on one line, by the line's key. */
export interface PriceOverride {
  readonly key: string;
  readonly amountCents: Cents;
}

export interface QuoteInput {
  readonly grids: readonly PriceGrid[];
  readonly placeType: PlaceType;
  readonly partner: Partner | null;
  readonly arrival: string;
  readonly departure: string;
  readonly bookingDate: string;
  readonly ageCategories: readonly AgeCategory[];
  readonly occupants: readonly Occupants[];
  readonly items: readonly ItemRequest[];
  readonly catalogue: readonly CatalogueItem[];
  /** The animal and vehicle types, inactive ones too (a stay may still hold them). */
  readonly itemTypes: readonly ItemType[];
  readonly offers: readonly SpecialOffer[];
  readonly promoCode?: string | null;
  readonly language?: string;
  readonly touristTax: TouristTax | null;
  readonly deposit: DepositTerms;
  readonly fees: FeeTerms;
  readonly priceUpdate?: PriceUpdate | null;
  readonly overrides?: readonly PriceOverride[];
}
