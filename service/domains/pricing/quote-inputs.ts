// Builds the engine's `QuoteInput` from the database: the grids (or the imposed grid version), the
// place type and its VAT, age categories, the extras' catalogue, the animal and vehicle types with
// the extra each is mapped to, the active special offers, the
// tourist tax, the partner with its payment terms, and the booking and fee preferences.
// Our readings: booking fees carry the place type's VAT (an accessory follows its main service);
// a partner's commission is on the whole stay (the partner has no base of its own); the
// additional departmental tax is the tourist tax's own additional rate (0: none voted).
import type { Db } from '../../db/connection';
import { fieldError } from '../../errors/app-error';
import { ageCategoriesForPricing, extraCatalogue } from '../extra';
import { partnerForPricing } from '../partner';
import { placeTypeForPricing } from '../place';
import { readPreference } from '../preference';
import { itemTypesForPricing, tvaRatesById } from '../reference';
import { touristTaxTerms } from '../tax';
import { activeGrids, gridVersion, loadGrid } from './grid-store';
import { activeOffers } from './offer-entity';
import type { QuoteRequest } from './quote-contract';
import { cachedRead } from './read-cache';
import type { DepositTerms, ItemRequest, Partner, PriceGrid, QuoteInput, TouristTax } from './types';

type Vat = (tvaId: number) => number;

/**
 * The rate of a VAT id. Place types, places, extras and age categories all name their rate (a
 * foreign key keeps it): no rate is ever guessed from the site's default, which would put the
 * wrong VAT on invoices.
 */
function vatOf(db: Db): Vat {
  const { byId } = cachedRead(db, 'tva', () => tvaRatesById(db));
  return (tvaId) => {
    const rate = byId.get(tvaId);
    if (rate === undefined) throw new Error(`VAT rate ${tvaId} is missing`);
    return rate;
  };
}

/** The imposed grid: its version as priced, or its current version. */
function imposedGrid(db: Db, q: QuoteRequest): PriceGrid | null {
  if (q.gridId === null) return null;
  const grid = q.historyVersion === null ? loadGrid(db, q.gridId) : gridVersion(db, q.gridId, q.historyVersion);
  if (!grid) throw fieldError(q.historyVersion === null ? 'gridId' : 'historyVersion', 'PRICE_GRID_REQUIRED');
  return grid;
}

const BOOKING_DEPOSIT_MODES = {
  fixed: 'fixed',
  percent: 'percent',
  started_week: 'startedWeek',
  first_night: 'firstNight',
  full: 'full',
} as const;

function depositOf(db: Db, partner: ReturnType<typeof partnerForPricing>): DepositTerms {
  const terms = partner?.paymentTerms;
  if (terms) {
    return {
      mode: terms.isFullDeposit ? 'full' : terms.depositMode,
      rateBp: terms.depositRate,
      amountCents: terms.depositAmountCents,
      balanceDaysBeforeArrival: terms.balanceDaysBeforeArrival,
    };
  }
  const booking = cachedRead(db, 'preference:booking', () => readPreference(db, 'booking'));
  return {
    mode: BOOKING_DEPOSIT_MODES[booking.depositMode as keyof typeof BOOKING_DEPOSIT_MODES] ?? 'percent',
    rateBp: booking.depositRate,
    amountCents: booking.depositFixedCents,
    balanceDaysBeforeArrival: booking.balanceDueDaysBeforeArrival,
  };
}

function partnerOf(p: NonNullable<ReturnType<typeof partnerForPricing>>): Partner {
  return {
    id: p.id,
    label: p.name,
    commission: { type: p.commissionType, value: p.commissionValue, base: 'stay' },
    commissionPeriods: p.commissionPeriods.map(({ rate, ...days }) => ({ ...days, rateBp: rate })),
  };
}

function touristTaxOf(db: Db): { tax: TouristTax | null; exempt: readonly number[] } {
  const terms = cachedRead(db, 'tourist-tax', () => touristTaxTerms(db));
  if (!terms) return { tax: null, exempt: [] };
  const { exemptAgeCategoryIds, ...tax } = terms;
  return { tax, exempt: exemptAgeCategoryIds };
}

function itemsOf(q: QuoteRequest): ItemRequest[] {
  return [
    ...q.extras.map((e) => ({ kind: 'extra' as const, refId: e.extraId, quantity: e.quantity })),
    ...q.animals.map((a) => ({ kind: 'animal' as const, refId: a.animalTypeId, quantity: a.quantity })),
    ...q.vehicles.map((v) => ({ kind: 'vehicle' as const, refId: v.vehicleTypeId, quantity: v.quantity })),
  ];
}

export function quoteInputOf(db: Db, q: QuoteRequest, today: string): QuoteInput {
  const vat = vatOf(db);
  const place = placeTypeForPricing(db, q);
  if (!place) throw fieldError(q.placeId !== null ? 'placeId' : 'placeTypeId', 'PLACE_REQUIRED');
  const placeType = { id: place.id, label: place.label, capacity: place.capacity, vatBp: vat(place.tvaId) };
  const partner =
    q.partnerId === null
      ? undefined
      : cachedRead(db, `partner:${q.partnerId}`, () => partnerForPricing(db, q.partnerId as number));
  if (q.partnerId !== null && !partner) throw fieldError('partnerId', 'PARTNER_REQUIRED');
  const imposed = imposedGrid(db, q);
  const touristTax = touristTaxOf(db);
  const fees = cachedRead(db, 'preference:fees', () => readPreference(db, 'fees'));
  return {
    // An imposed grid prices the nights it covers; the others are chosen by period as usual.
    grids: [
      ...(imposed ? [imposed] : []),
      ...cachedRead(db, 'grids', () => activeGrids(db)).filter((g) => g.id !== imposed?.id),
    ],
    priceUpdate: imposed ? { choice: 'keepExistingGrid', existingGrid: imposed } : null,
    placeType,
    partner: partner ? partnerOf(partner) : null,
    arrival: q.arrival,
    departure: q.departure,
    bookingDate: q.bookingDate ?? today,
    ageCategories: cachedRead(db, 'age-categories', () => ageCategoriesForPricing(db)).map((c) => ({
      id: c.id,
      label: c.label,
      vatBp: vat(c.tvaId),
      isTouristTaxExempt: c.isTouristTaxExempt || touristTax.exempt.includes(c.id),
    })),
    occupants: q.occupants,
    items: itemsOf(q),
    catalogue: cachedRead(db, 'extras', () => extraCatalogue(db)).map((e) => ({
      kind: 'extra',
      refId: e.id,
      label: e.label,
      cents: e.priceCents,
      vatBp: vat(e.tvaId),
      pricing: e.pricingMode,
      maxQuantity: e.maxQuantity,
    })),
    itemTypes: cachedRead(db, 'item-types', () => itemTypesForPricing(db)),
    offers: cachedRead(db, 'offers', () => activeOffers(db)),
    promoCode: q.promoCode,
    language: q.language ?? 'fr',
    touristTax: touristTax.tax,
    deposit: depositOf(db, partner),
    fees: {
      // The preference's own select ids; an online booking is free of fees unless they are charged.
      mode: q.isOnline && !fees.chargeOnlineBookings ? 'free' : (fees.bookingFeeMode as 'base' | 'free' | 'amount'),
      amountCents: fees.bookingFeeCents,
      vatBp: placeType.vatBp,
      chargePartnerBookings: fees.chargePartnerBookings,
    },
  };
}
