// quote(): prices one stay, exact to the cent and deterministic. Grid and stay checks, the place
// by its price model, occupants, options, booking fees, special offers, tourist tax, then VAT per
// rate, totals, deposit and the partner's commission. Every line says what produced it.

import { AppError } from '../../errors/app-error';
import { commissionLines } from './commission';
import { nightsOf } from './days';
import { depositOf } from './deposit';
import { feeLines } from './fees';
import { gridNights } from './grid-nights';
import { ACCOMMODATION_KINDS, OCCUPANT_KINDS, TOURIST_TAX_KINDS } from './line-kinds';
import { amountOf } from './lines';
import { divideRounded, sumCents } from './money';
import { occupantLines } from './occupants';
import { chooseOffers, type OfferStay, offerLabel, reductionLines } from './offers';
import { optionLines } from './options';
import { basePrice, includedPersonsOf } from './price-models';
import { applyOverrides, existingGrid, keptLines, manualWarnings } from './price-update';
import {
  assertGridValid,
  assertMinNights,
  assertPersons,
  assertStayDates,
  assertWeekdays,
  selectGrid,
  specialDurationPeriod,
} from './rules';
import { exemptionsOf, touristTaxLines } from './tourist-tax';
import type { PriceGrid, Quote, QuoteInput, QuoteLine, SpecialOffer } from './types';
import { vatBreakdown } from './vat';

const ACCOMMODATION = [...ACCOMMODATION_KINDS, ...OCCUPANT_KINDS];

function gridOf(input: QuoteInput): PriceGrid {
  const update = input.priceUpdate;
  const grid =
    update?.choice === 'keepExistingGrid'
      ? existingGrid(update)
      : selectGrid(input.grids, input.placeType, input.partner);
  assertGridValid(grid);
  return grid;
}

/** Model 4 matches its period exactly; the others obey the weekdays and minimum nights. */
function specialOf(input: QuoteInput, grid: PriceGrid, nights: number) {
  if (grid.priceModel !== 4) {
    assertWeekdays(grid, input.arrival, input.departure);
    assertMinNights(grid, nights);
    return null;
  }
  const period = specialDurationPeriod(grid, input.arrival, input.departure);
  const prices = grid.prices.find((p) => p.periodId === period.id && p.placeTypeId === input.placeType.id);
  if (!prices) throw new AppError('NO_PRICE_GRID_FOR_PLACE_TYPE');
  return { period, prices };
}

/** The lines priced from the grid: place, occupants, options (with their warnings). */
function gridLines(input: QuoteInput, grid: PriceGrid, nightCount: number) {
  const special = specialOf(input, grid, nightCount);
  const nights = gridNights(grid, input.placeType.id, input.arrival, input.departure);
  const base = basePrice({ grid, nights, vatBp: input.placeType.vatBp, special });
  const occupants = occupantLines(grid, nights, input.ageCategories, input.occupants, includedPersonsOf(grid));
  const options = optionLines(grid, nights, input.items, input.catalogue, input.itemTypes);
  const lines = [...base.lines, ...occupants, ...options.lines];
  const firstNightCents =
    base.lines.length > 0 ? base.firstNightCents : divideRounded(amountOf(lines, ACCOMMODATION), nightCount);
  return { lines, firstNightCents, warnings: options.warnings };
}

/** Booking fees, then the special offers chosen on the stay with its fees. */
function withFeesAndOffers(input: QuoteInput, grid: PriceGrid, lines: readonly QuoteLine[], stay: OfferStay) {
  const isPartner = input.partner !== null;
  const before = [...lines, ...feeLines(input.fees, grid, isPartner, null)];
  const offers = chooseOffers(input.offers, stay, before);
  const feeOverride = offers.find((o) => o.bookingFeeOverride)?.bookingFeeOverride ?? null;
  const withFees = feeOverride ? [...lines, ...feeLines(input.fees, grid, isPartner, feeOverride)] : before;
  const reductions = reductionLines(offers, withFees, stay.nights, input.language ?? 'fr');
  return { lines: [...withFees, ...reductions], offers };
}

function paymentMethodsOf(offers: readonly SpecialOffer[]): readonly number[] | null {
  const lists = offers.map((o) => o.paymentMethodIds).filter((ids) => ids.length > 0);
  if (lists.length === 0) return null;
  return lists.reduce((kept, ids) => kept.filter((id) => ids.includes(id)));
}

const byKind = (lines: readonly QuoteLine[]) => [...lines].sort((a, b) => a.kind - b.kind);

/** The customer's lines before tourist tax: kept by a "detail" price-update choice, or priced afresh. */
function customerLines(input: QuoteInput, grid: PriceGrid, nights: number, persons: number) {
  const overrides = input.overrides ?? [];
  const kept = keptLines(input.priceUpdate, nights);
  if (kept) {
    const lines = applyOverrides(kept, overrides);
    const firstNightCents = divideRounded(amountOf(lines, ACCOMMODATION), nights);
    return { lines, offers: [], warnings: [], firstNightCents };
  }
  const priced = gridLines(input, grid, nights);
  const stay: OfferStay = { ...input, grid, nights, persons, promoCode: input.promoCode ?? null };
  const { lines, offers } = withFeesAndOffers(input, grid, applyOverrides(priced.lines, overrides), stay);
  return { lines, offers, warnings: priced.warnings, firstNightCents: priced.firstNightCents };
}

export function quote(input: QuoteInput): Quote {
  const nights = assertStayDates(input.arrival, input.departure);
  const grid = gridOf(input);
  const persons = assertPersons(grid, input.placeType, input.occupants);
  const customer = customerLines(input, grid, nights, persons);
  const taxStay = {
    nightDates: nightsOf(input.arrival, input.departure),
    categories: input.ageCategories,
    occupants: input.occupants,
    accommodation: customer.lines.filter((l) => ACCOMMODATION.includes(l.kind)),
  };
  const lines = byKind([...customer.lines, ...touristTaxLines(input.touristTax, taxStay)]);
  const vat = vatBreakdown(lines);
  const totalCents = amountOf(lines);
  const touristTaxCents = amountOf(lines, TOURIST_TAX_KINDS);
  const depositTerms = customer.offers.find((o) => o.depositOverride)?.depositOverride ?? input.deposit;
  const depositStay = { ...input, totalCents, touristTaxCents, nights, firstNightCents: customer.firstNightCents };
  const language = input.language ?? 'fr';
  return {
    gridId: grid.id,
    gridVersion: grid.historyVersion,
    nights,
    lines,
    partnerLines: commissionLines(input.partner, customer.lines, input.arrival),
    totals: {
      totalCents,
      vatBaseCents: totalCents - touristTaxCents,
      touristTaxCents,
      vatCents: sumCents(vat.map((v) => v.vatCents)),
    },
    vat,
    deposit: depositOf(depositTerms, depositStay),
    touristTaxExemptions: input.touristTax ? exemptionsOf(taxStay) : [],
    appliedOffers: customer.offers.map((o) => ({ id: o.id, label: offerLabel(o, language) })),
    paymentMethodIds: paymentMethodsOf(customer.offers),
    warnings: [...customer.warnings, ...manualWarnings(lines)],
  };
}
