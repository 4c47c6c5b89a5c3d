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
import { divideRounded } from './money';
import { occupantLines } from './occupants';
import { chooseOffers, type OfferStay, offerLabel, offerLines, reductionOf } from './offers';
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
import type { PriceGrid, Quote, QuoteInput, QuoteLine, QuoteWarning, SpecialOffer } from './types';
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
  const options = optionLines(grid, nights, input.items, input.catalogue);
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
  const language = input.language ?? 'fr';
  const reductions = offers.flatMap((o) =>
    offerLines(o, withFees, reductionOf(o, withFees, stay.nights), offerLabel(o, language)),
  );
  return { lines: [...withFees, ...reductions], offers };
}

function paymentMethodsOf(offers: readonly SpecialOffer[]): readonly number[] | null {
  const lists = offers.map((o) => o.paymentMethodIds).filter((ids) => ids.length > 0);
  if (lists.length === 0) return null;
  return lists.reduce((kept, ids) => kept.filter((id) => ids.includes(id)));
}

const byKind = (lines: readonly QuoteLine[]) => [...lines].sort((a, b) => a.kind - b.kind);

export function quote(input: QuoteInput): Quote {
  const nights = assertStayDates(input.arrival, input.departure);
  const grid = gridOf(input);
  const persons = assertPersons(grid, input.placeType, input.occupants);
  const kept = keptLines(input.priceUpdate, nights);
  const priced = kept ? null : gridLines(input, grid, nights);
  const own = applyOverrides(kept ?? priced?.lines ?? [], input.overrides ?? []);
  const stay: OfferStay = { ...input, grid, nights, persons, promoCode: input.promoCode ?? null };
  const { lines: customer, offers } = kept ? { lines: own, offers: [] } : withFeesAndOffers(input, grid, own, stay);
  const nightDates = nightsOf(input.arrival, input.departure);
  const taxStay = {
    nightDates,
    categories: input.ageCategories,
    occupants: input.occupants,
    accommodation: customer.filter((l) => ACCOMMODATION.includes(l.kind)),
  };
  const lines = byKind([...customer, ...touristTaxLines(input.touristTax, taxStay)]);
  const vat = vatBreakdown(lines);
  const totalCents = amountOf(lines);
  const touristTaxCents = amountOf(lines, TOURIST_TAX_KINDS);
  const firstNightCents = priced?.firstNightCents ?? divideRounded(amountOf(customer, ACCOMMODATION), nights);
  const depositTerms = offers.find((o) => o.depositOverride)?.depositOverride ?? input.deposit;
  const warnings: QuoteWarning[] = [...(priced?.warnings ?? []), ...manualWarnings(lines)];
  return {
    gridId: grid.id,
    gridVersion: grid.historyVersion,
    nights,
    lines,
    partnerLines: commissionLines(input.partner, customer, input.arrival),
    totals: {
      totalCents,
      vatBaseCents: totalCents - touristTaxCents,
      touristTaxCents,
      vatCents: vat.reduce((n, v) => n + v.vatCents, 0),
    },
    vat,
    deposit: depositOf(depositTerms, { ...input, totalCents, touristTaxCents, nights, firstNightCents }),
    touristTaxExemptions: input.touristTax ? exemptionsOf(taxStay) : [],
    appliedOffers: offers.map((o) => ({ id: o.id, label: offerLabel(o, input.language ?? 'fr') })),
    paymentMethodIds: paymentMethodsOf(offers),
    warnings,
  };
}
