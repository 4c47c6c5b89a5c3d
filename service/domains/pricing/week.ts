// Week logic: a week grid charges whole weeks at the week price (at least one week);
// the extra-night price applies on nights 8–13, 15–20, 22–27 (and on, by the same pattern), and
// when blank it is prorated from the week price (week ÷ 7, rounded once per night). The week
// discount applies to weeks 1 to 4 of the stay, each at its own rate; later weeks have none.
// A week spanning two periods is shared night by night: each night at its period's week ÷ 7; so is
// a grid's share shorter than a week of a stay across two grids.
import { describePeriod, type PricedNight, required } from './grid-nights';
import { LINE_KINDS } from './line-kinds';
import type { LineSpec } from './lines';
import { applyRate, divideRounded, percentText, sumCents } from './money';
import type { PriceGrid } from './types';

const DAYS_PER_WEEK = 7;
const DISCOUNTED_WEEKS = 4;

export const proratedNight = (weekCents: number) => divideRounded(weekCents, DAYS_PER_WEEK);

export function weekDiscountBp(grid: PriceGrid, weekRank: number): number {
  return weekRank <= DISCOUNTED_WEEKS ? (grid.weekDiscountsBp[weekRank - 1] ?? 0) : 0;
}

function wholeWeek(grid: PriceGrid, week: readonly PricedNight[], rank: number, vatBp: number): LineSpec[] {
  const first = week[0];
  // A stay shorter than a week pays one week, at its arrival period's price.
  const isOnePeriod = week.length < DAYS_PER_WEEK || week.every((n) => n.period.id === first.period.id);
  const where = describePeriod(grid, first.period);
  const shares: LineSpec[] = isOnePeriod
    ? [
        {
          key: `week:${first.period.id}`,
          kind: LINE_KINDS.occupancy,
          label: `Semaine (${first.period.label})`,
          quantity: 1,
          unitCents: required(first.prices.weekCents),
          vatBp,
          basis: 'week',
          explain: `${where} : prix semaine`,
        },
      ]
    : week.map((n) => weekShareNight(grid, n, vatBp, 'deux périodes'));
  const bp = weekDiscountBp(grid, rank);
  if (bp === 0) return shares;
  const weekAmount = sumCents(shares.map((s) => s.quantity * s.unitCents));
  const discount: LineSpec = {
    key: `weekDiscount:${rank}`,
    kind: LINE_KINDS.discount,
    label: `Remise semaine ${rank} (${percentText(bp)})`,
    quantity: 1,
    unitCents: -applyRate(weekAmount, bp),
    vatBp,
    basis: 'stay',
    explain: `${where} : remise de la semaine ${rank} (semaines 1 à 4)`,
  };
  return [...shares, discount];
}

function extraNight(grid: PriceGrid, night: PricedNight, vatBp: number): LineSpec {
  const set = night.prices.extraNightCents;
  const isProrated = set === null || set === undefined;
  const unitCents = isProrated ? proratedNight(required(night.prices.weekCents)) : set;
  return {
    key: `extraNight:${night.period.id}:${isProrated ? 'prorated' : 'set'}`,
    kind: LINE_KINDS.occupancy,
    label: `Nuit supplémentaire (${night.period.label})`,
    quantity: 1,
    unitCents,
    vatBp,
    basis: 'night',
    explain:
      `${describePeriod(grid, night.period)} : nuit ${night.rank} hors semaine entière, ` +
      (isProrated ? 'prix semaine ÷ 7 (nuit supplémentaire vide)' : 'prix nuit supplémentaire'),
  };
}

/**
 * A grid's share of a stay across grids shorter than a week: each night at its period's week
 * price ÷ 7, as a week across two periods is shared.
 */
function sharedNights(grid: PriceGrid, nights: readonly PricedNight[], vatBp: number): LineSpec[] {
  return nights.map((n) => weekShareNight(grid, n, vatBp, 'deux grilles'));
}

/** One night of a week shared across two periods or two grids: the week price ÷ 7. */
function weekShareNight(grid: PriceGrid, n: PricedNight, vatBp: number, across: string): LineSpec {
  return {
    key: `weekShare:${n.period.id}`,
    kind: LINE_KINDS.occupancy,
    label: `Semaine à cheval, nuit (${n.period.label})`,
    quantity: 1,
    unitCents: proratedNight(required(n.prices.weekCents)),
    vatBp,
    basis: 'night',
    explain: `${describePeriod(grid, n.period)} : semaine à cheval sur ${across}, prix semaine ÷ 7 par nuit`,
  };
}

/**
 * The week model's specs: whole weeks (one at least), then the nights after the last whole week.
 * A grid's share of a stay across grids (`isShare`) shorter than a week is shared night by night.
 */
export function weekSpecs(grid: PriceGrid, nights: readonly PricedNight[], vatBp: number, isShare = false): LineSpec[] {
  if (isShare && nights.length < DAYS_PER_WEEK) return sharedNights(grid, nights, vatBp);
  const wholeWeeks = Math.max(1, Math.floor(nights.length / DAYS_PER_WEEK));
  const specs: LineSpec[] = [];
  for (let rank = 1; rank <= wholeWeeks; rank += 1) {
    const week = nights.slice((rank - 1) * DAYS_PER_WEEK, rank * DAYS_PER_WEEK);
    specs.push(...wholeWeek(grid, week, rank, vatBp));
  }
  for (const night of nights.slice(wholeWeeks * DAYS_PER_WEEK)) specs.push(extraNight(grid, night, vatBp));
  return specs;
}
