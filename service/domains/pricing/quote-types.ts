// The answer of the pricing engine: lines by booking line kind, totals, VAT per rate, deposit,
// exemptions, offers and the warnings.
import type { LineKind } from './line-kinds';
import type { BasisPoints, Cents } from './money';
import type { TaxExemptionReason } from './types';

/** How a line's quantity counts: rescaled with the nights on "update from existing detail". */
export type LineBasis = 'night' | 'week' | 'stay';

export interface QuoteLine {
  /** Stable within a stay's pricing: what a manual price override names. */
  readonly key: string;
  readonly kind: LineKind;
  readonly label: string;
  readonly quantity: number;
  readonly unitCents: Cents;
  readonly amountCents: Cents;
  readonly vatBp: BasisPoints;
  readonly basis: LineBasis;
  /** Tourist taxes: outside the VAT base, shown apart. */
  readonly isOutsideVatBase: boolean;
  readonly isPriceManuallyChanged: boolean;
  /** Which grid, period and rule produced the line. */
  readonly explain: string;
}

export type WarningCode =
  | 'OPTION_NOT_MAPPED_WARNING'
  | 'OPTION_NOT_ON_GRID_WARNING'
  | 'OPTIONS_DATE_SPLIT_WARNING'
  | 'OPTION_COUNTED_TWICE_WARNING'
  | 'PRICE_MANUALLY_CHANGED_WARNING';

export interface QuoteWarning {
  readonly code: WarningCode;
  /** The French sentence shown to the user, naming the types, extras and grid concerned. */
  readonly message: string;
}

export interface VatShare {
  readonly rateBp: BasisPoints;
  readonly inclusiveCents: Cents;
  readonly vatCents: Cents;
  readonly exclusiveCents: Cents;
}

export interface Quote {
  readonly gridId: number;
  readonly gridVersion: number;
  readonly nights: number;
  readonly lines: readonly QuoteLine[];
  /** What the partner keeps (line kind 13): not part of the customer's total. */
  readonly partnerLines: readonly QuoteLine[];
  readonly totals: {
    readonly totalCents: Cents;
    /** Sum of the VAT-base lines (all but the tourist taxes). */
    readonly vatBaseCents: Cents;
    readonly touristTaxCents: Cents;
    readonly vatCents: Cents;
  };
  readonly vat: readonly VatShare[];
  readonly deposit: {
    readonly amountCents: Cents;
    readonly dueDate: string;
    readonly balanceCents: Cents;
    readonly balanceDueDate: string;
    readonly explain: string;
  };
  readonly touristTaxExemptions: readonly {
    readonly ageCategoryId: number;
    readonly count: number;
    readonly reason: TaxExemptionReason;
    readonly note?: string;
  }[];
  readonly appliedOffers: readonly { readonly id: number; readonly label: string }[];
  /** Payment methods allowed by the applied offers; null: any. */
  readonly paymentMethodIds: readonly number[] | null;
  readonly warnings: readonly QuoteWarning[];
}
