// quote(): prices one stay, exact to the cent and deterministic. The grids chosen by period (a
// stay across two grids priced night by night from each), grid and stay checks, the place
// by its price model, occupants, options, booking fees, special offers, tourist tax, then VAT per
// rate, totals, deposit and the partner's commission. Every line says what produced it.

import { AppError } from '../../errors/app-error';
import { commissionLines } from './commission';
import { frenchDay, nightsOf } from './days';
import { depositOf } from './deposit';
import { feeLines } from './fees';
import { shareNights } from './grid-nights';
import { ACCOMMODATION_KINDS, isTouristTaxLine, OCCUPANT_KINDS } from './line-kinds';
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
  assertStayWeekdays,
  type GridShare,
  gridShares,
  specialDurationPeriod,
} from './rules';
import { exemptionsOf, touristTaxLines } from './tourist-tax';
import type { PriceGrid, Quote, QuoteInput, QuoteLine, QuoteWarning, SpecialOffer } from './types';
import { vatBreakdown } from './vat';

const ACCOMMODATION = [...ACCOMMODATION_KINDS, ...OCCUPANT_KINDS];

/**
 * The grids of the stay, chosen by period: one share per run of nights of one grid (the grid a
 * booking keeps, or a simulator is opened on, first for the nights it covers).
 */
function sharesOf(input: QuoteInput): GridShare[] {
  const update = input.priceUpdate;
  const preferred = update?.choice === 'keepExistingGrid' ? existingGrid(update) : null;
  const shares = gridShares(input.grids, input.placeType, input.partner, input.arrival, input.departure, preferred);
  for (const share of shares) assertGridValid(share.grid);
  return shares;
}

/**
 * Model 4 matches its period exactly (a stay of one grid); the others obey the arrival days of the
 * grid of the arrival night, the departure days of the grid of the last night, and the minimum
 * nights of every grid the stay uses, counted on the whole stay (the rule bounds a stay's length).
 */
function specialOf(input: QuoteInput, shares: readonly GridShare[], nights: number) {
  const first = shares[0].grid;
  const last = (shares.at(-1) as GridShare).grid;
  if (shares.length === 1 && first.priceModel === 4) {
    const period = specialDurationPeriod(first, input.arrival, input.departure);
    const prices = first.prices.find((p) => p.periodId === period.id && p.placeTypeId === input.placeType.id);
    if (!prices) throw new AppError('NO_PRICE_GRID_FOR_PLACE_TYPE');
    return { period, prices };
  }
  if (shares.some((s) => s.grid.priceModel === 4)) throw new AppError('SPECIAL_DURATION_DATES_MISMATCH');
  assertStayWeekdays(first, last, input.arrival, input.departure);
  for (const share of shares) assertMinNights(share.grid, nights);
  return null;
}

/** A stay across grids: which grid prices which nights, in French. */
function splitWarning(shares: readonly GridShare[]): QuoteWarning {
  const parts = shares.map((s) => {
    const from = frenchDay(s.nights[0]);
    const to = frenchDay(s.nights.at(-1) as string);
    return `« ${s.grid.label} » ${from === to ? `la nuit du ${from}` : `les nuits du ${from} au ${to}`}`;
  });
  return {
    code: 'OPTIONS_DATE_SPLIT_WARNING',
    message:
      `Attention : le séjour est à cheval sur ${shares.length === 2 ? 'deux' : 'plusieurs'} grilles tarifaires, ` +
      `chaque nuit au prix de la grille qui la couvre : ${parts.join(', ')}.`,
  };
}

/** Lines of later shares keep their own key when an earlier share already used it. */
function ownKeys(lines: readonly QuoteLine[], gridId: number, seen: Set<string>): QuoteLine[] {
  return lines.map((line) => {
    const key = seen.has(line.key) ? `grid:${gridId}:${line.key}` : line.key;
    seen.add(key);
    return key === line.key ? line : { ...line, key };
  });
}

/**
 * The lines priced from the grids: place, occupants, options (with their warnings). A stay across
 * grids is priced night by night from each: every grid prices its own nights (ranked from the
 * arrival), by its model, included persons and options.
 */
function gridLines(input: QuoteInput, shares: readonly GridShare[], nightCount: number) {
  const special = specialOf(input, shares, nightCount);
  const isSplit = shares.length > 1;
  const seen = new Set<string>();
  const lines: QuoteLine[] = [];
  const warnings: QuoteWarning[] = isSplit ? [splitWarning(shares)] : [];
  let firstNight: number | null = null;
  shares.forEach(({ grid, nights: dates }, i) => {
    // A single share's nights are the stay's: the dates gridShares named serve every share.
    const nights = shareNights(grid, input.placeType.id, input.arrival, dates);
    const share = isSplit ? { stayNights: nightCount } : null;
    const base = basePrice({ grid, nights, vatBp: input.placeType.vatBp, special, share });
    const occupants = occupantLines(grid, nights, input.ageCategories, input.occupants, includedPersonsOf(grid));
    const optionShare = isSplit ? { isFirst: i === 0, stayNights: nightCount } : null;
    const options = optionLines(
      grid,
      nights,
      input.items,
      input.catalogue,
      input.itemTypes,
      optionShare,
      input.placeType.id,
    );
    if (i === 0 && base.lines.length > 0) firstNight = base.firstNightCents;
    if (isSplit) lines.push(...ownKeys([...base.lines, ...occupants, ...options.lines], grid.id, seen));
    else lines.push(...base.lines, ...occupants, ...options.lines); // one share: every key its own
    for (const w of options.warnings) if (!warnings.some((k) => k.message === w.message)) warnings.push(w);
  });
  const firstNightCents = firstNight ?? divideRounded(amountOf(lines, ACCOMMODATION), nightCount);
  return { lines, firstNightCents, warnings };
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
function customerLines(input: QuoteInput, shares: readonly GridShare[], nights: number, persons: number) {
  const grid = shares[0].grid;
  const overrides = input.overrides ?? [];
  const kept = keptLines(input.priceUpdate, nights, input.offers);
  if (kept) {
    const lines = applyOverrides(kept, overrides);
    const firstNightCents = divideRounded(amountOf(lines, ACCOMMODATION), nights);
    return { lines, offers: [], warnings: [], firstNightCents };
  }
  const priced = gridLines(input, shares, nights);
  const stay: OfferStay = {
    grid,
    arrival: input.arrival,
    departure: input.departure,
    nights,
    persons,
    bookingDate: input.bookingDate,
    promoCode: input.promoCode ?? null,
  };
  const { lines, offers } = withFeesAndOffers(input, grid, applyOverrides(priced.lines, overrides), stay);
  return { lines, offers, warnings: priced.warnings, firstNightCents: priced.firstNightCents };
}

export function quote(input: QuoteInput): Quote {
  const nights = assertStayDates(input.arrival, input.departure);
  const shares = sharesOf(input);
  // The arrival night's grid is the stay's: its fees, offers, and the version a booking keeps.
  const grid = shares[0].grid;
  let persons = 0;
  for (const share of shares) persons = assertPersons(share.grid, input.placeType, input.occupants);
  const customer = customerLines(input, shares, nights, persons);
  const taxStay = {
    // The shares' nights are the stay's, in order: one share already holds them all.
    nightDates: shares.length === 1 ? shares[0].nights : nightsOf(input.arrival, input.departure),
    categories: input.ageCategories,
    occupants: input.occupants,
    accommodation: customer.lines.filter((l) => ACCOMMODATION.includes(l.kind)),
  };
  const lines = byKind([...customer.lines, ...touristTaxLines(input.touristTax, taxStay)]);
  const vat = vatBreakdown(lines);
  const totalCents = amountOf(lines);
  // The tax lines, and the tax of nights not stayed an early departure charges or refunds.
  const touristTaxCents = amountOf(lines.filter(isTouristTaxLine));
  const depositTerms = customer.offers.find((o) => o.depositOverride)?.depositOverride ?? input.deposit;
  const depositStay = {
    arrival: input.arrival,
    bookingDate: input.bookingDate,
    totalCents,
    touristTaxCents,
    nights,
    firstNightCents: customer.firstNightCents,
  };
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
