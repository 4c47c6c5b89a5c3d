// Booking line kinds (ids 1-24), in their numbered order: a quote's lines carry these ids.

export const LINE_KINDS = {
  occupancy: 1,
  tax: 2,
  otherTax: 3,
  animal: 4,
  vehicle: 5,
  attendant: 6,
  extra: 7,
  fees: 8,
  discount: 9,
  vacaf: 10,
  insurance: 11,
  specialOffer: 12,
  partnerCommission: 13,
  downPayment: 14,
  downPaymentBill: 15,
  annexSales: 16,
  otherExtras: 17,
  residentialDueDate: 18,
  residentialFees: 19,
  cancellation: 20,
  earlyDeparture: 21,
  meter: 22,
  valueGiftVoucher: 23,
  serviceGiftVoucher: 24,
} as const;

export type LineKind = (typeof LINE_KINDS)[keyof typeof LINE_KINDS];

/** The accommodation proper: the place, its occupants and the grid's week discounts. */
export const ACCOMMODATION_KINDS: readonly LineKind[] = [LINE_KINDS.occupancy, LINE_KINDS.discount];
export const OCCUPANT_KINDS: readonly LineKind[] = [LINE_KINDS.attendant];
export const ITEM_KINDS: readonly LineKind[] = [LINE_KINDS.animal, LINE_KINDS.vehicle, LINE_KINDS.extra];
export const TOURIST_TAX_KINDS: readonly LineKind[] = [LINE_KINDS.tax, LINE_KINDS.otherTax];

/**
 * The key of the early-departure line (kind 21) charging or refunding the tourist tax of the
 * nights not stayed: tax too, though not of a tax kind (the tax lines follow the nights stayed).
 */
export const EARLY_DEPARTURE_TAX_KEY = 'early-departure:tax';

/** A line of the taxe de séjour: the tax kinds, and the early departure's tax of the nights not stayed. */
export const isTouristTaxLine = (line: { readonly kind: number; readonly key: string }): boolean =>
  TOURIST_TAX_KINDS.some((k) => k === line.kind) ||
  (line.kind === LINE_KINDS.earlyDeparture && line.key === EARLY_DEPARTURE_TAX_KEY);
