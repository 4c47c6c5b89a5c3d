// Special offers 1–8: 1 less x euros, 2 less x percent, 3 booking fees (x euros off the
// fees), 4 x nights for y nights (the free nights at the stay's average night), 5 struck-out price
// (the base brought down to x euros), 6 included service (the service's charge, up to x euros),
// 7 last minute (booked at most N days before arrival), 8 early booking (at least N days before);
// 7 and 8 take x in euros or percent. An offer applies when its grids hold the stay's grid, the
// booking date is in its offer period (and validity), every night in its stay period, the nights
// and persons within its bounds and the promo code, if any, given. Visibility: competition, the best
// for the customer wins; duplicate cumulates with the others; dominant applies alone. Each
// reduction is computed on the stay before offers, spread over the VAT rates of what it reduces.
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { addDays, daysBetween, isWithin } from './days';
import { LINE_KINDS, type LineKind } from './line-kinds';
import { amountOf, groupLines, type LineSpec } from './lines';
import { applyRate, divideRounded } from './money';
import type { OfferApplication, OfferType, OfferVisibility, PriceGrid, QuoteLine, SpecialOffer } from './types';

/** "x nights for y" reduces by the free nights: it has no reduction amount to ask for. */
const usesReductionAmount = (offer: SpecialOffer) => offer.type !== 4;

/** What the wizard refuses: an offer type, at least one price grid, a reduction amount where one is used. */
export function offerError(offer: SpecialOffer): ErrorCode | null {
  if (offer.type === null) return 'OFFER_TYPE_REQUIRED';
  if (offer.gridIds.length === 0) return 'OFFER_PRICE_GRID_REQUIRED';
  if (offer.reduction === null && usesReductionAmount(offer)) return 'OFFER_REDUCTION_REQUIRED';
  if ((offer.reduction ?? 0) < 0) return 'AMOUNT_MUST_BE_POSITIVE';
  if (offer.offerPeriod.startDate > offer.offerPeriod.endDate) return 'START_AFTER_END';
  if (offer.stayPeriod.startDate > offer.stayPeriod.endDate) return 'START_AFTER_END';
  if (offer.type === 4 && !((offer.nightsPaid ?? 0) > 0 && (offer.nightsStayed ?? 0) > (offer.nightsPaid ?? 0))) {
    return 'CONFIGURATION_NOT_POSSIBLE';
  }
  return null;
}

export interface OfferStay {
  readonly grid: PriceGrid;
  readonly arrival: string;
  readonly departure: string;
  readonly nights: number;
  readonly persons: number;
  readonly bookingDate: string;
  readonly promoCode: string | null;
}

const BASE_KINDS: Record<OfferApplication, readonly LineKind[]> = {
  accommodation: [LINE_KINDS.occupancy, LINE_KINDS.discount],
  accommodationAndOccupants: [LINE_KINDS.occupancy, LINE_KINDS.discount, LINE_KINDS.attendant],
  stay: [
    LINE_KINDS.occupancy,
    LINE_KINDS.discount,
    LINE_KINDS.attendant,
    LINE_KINDS.animal,
    LINE_KINDS.vehicle,
    LINE_KINDS.extra,
  ],
};

const TYPE_LABELS: Record<OfferType, string> = {
  1: 'moins x euros',
  2: 'moins x pour cent',
  3: 'frais de dossier',
  4: 'x nuits pour y nuits',
  5: 'prix barré',
  6: 'prestation incluse',
  7: 'dernière minute',
  8: 'réservation anticipée',
};
const VISIBILITY_LABELS: Record<OfferVisibility, string> = {
  competition: 'en concurrence (la meilleure l’emporte)',
  duplicate: 'cumulable',
  dominant: 'dominante (s’applique seule)',
};
const APPLICATION_LABELS: Record<OfferApplication, string> = {
  accommodation: 'l’hébergement',
  accommodationAndOccupants: 'l’hébergement et les occupants',
  stay: 'le séjour et ses prestations',
};

const normalised = (code: string | null | undefined) => (code ?? '').trim().toLowerCase();

const within = (min: number | null, value: number, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

export function isEligible(offer: SpecialOffer, stay: OfferStay): boolean {
  const lead = daysBetween(stay.bookingDate, stay.arrival);
  const days = offer.daysBeforeArrival ?? 0;
  return (
    offer.gridIds.includes(stay.grid.id) &&
    isWithin(stay.bookingDate, offer.offerPeriod) &&
    (offer.validity === null || isWithin(stay.bookingDate, offer.validity)) &&
    isWithin(stay.arrival, offer.stayPeriod) &&
    isWithin(addDays(stay.departure, -1), offer.stayPeriod) &&
    within(offer.minNights, stay.nights, offer.maxNights) &&
    within(offer.minPersons, stay.persons, offer.maxPersons) &&
    (offer.promoCode === null || normalised(offer.promoCode) === normalised(stay.promoCode)) &&
    (offer.type !== 7 || lead <= days) &&
    (offer.type !== 8 || lead >= days)
  );
}

/** The lines an offer reduces. */
function baseLines(offer: SpecialOffer, lines: readonly QuoteLine[]): QuoteLine[] {
  if (offer.type === 3) return lines.filter((l) => l.kind === LINE_KINDS.fees);
  if (offer.type === 6) {
    const key = offer.service ? `item:${offer.service.kind}:${offer.service.refId}` : null;
    return lines.filter((l) => key !== null && (l.key === key || l.key.startsWith(`${key}:`)));
  }
  return lines.filter((l) => BASE_KINDS[offer.application].includes(l.kind));
}

const byUnit = (offer: SpecialOffer, base: number, x: number) =>
  offer.reductionUnit === 'percent' ? applyRate(base, x) : Math.min(x, base);

/** The reduction in cents (positive), never more than what it reduces. */
export function reductionOf(offer: SpecialOffer, lines: readonly QuoteLine[], nights: number): number {
  const base = amountOf(baseLines(offer, lines));
  const x = offer.reduction ?? 0;
  if (base <= 0) return 0;
  switch (offer.type) {
    case 1:
    case 3:
    case 6:
      return Math.min(x, base);
    case 2:
      return Math.min(applyRate(base, x), base);
    case 4: {
      const stayed = offer.nightsStayed ?? 0;
      const free = Math.floor(nights / stayed) * (stayed - (offer.nightsPaid ?? 0));
      return divideRounded(base * free, nights);
    }
    case 5:
      return Math.max(0, base - x);
    case 7:
    case 8:
      return Math.min(byUnit(offer, base, x), base);
    default:
      return 0;
  }
}

export const offerLabel = (offer: SpecialOffer, language: string) =>
  offer.labels[language] ?? offer.labels.fr ?? Object.values(offer.labels)[0] ?? `Offre ${offer.id}`;

/** One line per VAT rate of the reduced lines, each its share; the last rate takes the remainder. */
export function offerLines(
  offer: SpecialOffer,
  lines: readonly QuoteLine[],
  amount: number,
  label: string,
): QuoteLine[] {
  const base = baseLines(offer, lines);
  const total = amountOf(base);
  const rates = [...new Set(base.map((l) => l.vatBp))].sort((a, b) => a - b);
  let left = amount;
  const specs: LineSpec[] = rates.map((rate, i) => {
    const share =
      i === rates.length - 1 ? left : divideRounded(amount * amountOf(base.filter((l) => l.vatBp === rate)), total);
    left -= share;
    return {
      key: `offer:${offer.id}:${rate}`,
      kind: LINE_KINDS.specialOffer,
      label,
      quantity: 1,
      unitCents: -share,
      vatBp: rate,
      basis: 'stay',
      explain: `offre spéciale ${offer.id} « ${TYPE_LABELS[offer.type ?? 1]} », ${VISIBILITY_LABELS[offer.visibility]}, sur ${APPLICATION_LABELS[offer.application]}`,
    };
  });
  return groupLines(specs);
}

interface Candidate {
  readonly offer: SpecialOffer;
  readonly amount: number;
}

const best = (list: readonly Candidate[]) =>
  list.reduce<Candidate | null>((b, c) => (!b || c.amount > b.amount ? c : b), null);

/** Dominant applies alone; else the best competition offer with every duplicate. */
export function selectOffers(candidates: readonly Candidate[]): Candidate[] {
  const dominant = best(candidates.filter((c) => c.offer.visibility === 'dominant'));
  if (dominant) return [dominant];
  const competition = best(candidates.filter((c) => c.offer.visibility === 'competition'));
  const duplicates = candidates.filter((c) => c.offer.visibility === 'duplicate');
  return competition ? [competition, ...duplicates] : duplicates;
}

/**
 * The chosen offers' lines. Cumulated offers never take more than what they reduce: each takes at
 * most its base less what the offers before it took.
 */
export function reductionLines(
  offers: readonly SpecialOffer[],
  lines: readonly QuoteLine[],
  nights: number,
  language: string,
): QuoteLine[] {
  let taken = 0;
  return offers.flatMap((offer) => {
    const room = Math.max(0, amountOf(baseLines(offer, lines)) - taken);
    const amount = Math.min(reductionOf(offer, lines, nights), room);
    taken += amount;
    return amount > 0 ? offerLines(offer, lines, amount, offerLabel(offer, language)) : [];
  });
}

/** The offers that apply to the stay, by visibility, with their reductions on the given lines. */
export function chooseOffers(offers: readonly SpecialOffer[], stay: OfferStay, lines: readonly QuoteLine[]) {
  for (const offer of offers) {
    const code = offerError(offer);
    if (code) throw new AppError(code);
  }
  const candidates = offers
    .filter((offer) => isEligible(offer, stay))
    .map((offer) => ({ offer, amount: reductionOf(offer, lines, stay.nights) }))
    .filter((c) => c.amount > 0);
  return selectOffers(candidates).map((c) => c.offer);
}
