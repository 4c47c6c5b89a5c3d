// The price models (1–9), each pricing the place itself (line kind 1, occupancy):
//  1 Night: each night at its period's night price; the first N nights (grid.firstNightsCount) at
//    the first-nights price, nights on the grid's special weekdays at the special-nights price.
//  2 Week: whole weeks at the week price, then extra nights (see week.ts), week discounts 1 to 4.
//  3 Short stay and weekend: a stay of one or two nights, all Friday or Saturday nights, pays the
//    weekend price of its arrival period once; any other short stay is priced as model 1.
//  4 Special duration: a package whose stay dates exactly match one price period; its package price.
//  5 Couple night: model 1, the price covering a couple (two included persons at least).
//  6 Couple week: model 2, the price covering a couple (two included persons at least).
//  7 Regional variant, night or week: a stay of seven nights or more as model 2, shorter as model 1.
//  8 Stay package (forfait séjour): the arrival period's package price once, whatever the nights
//    (the minimum-nights rule bounds it).
//  9 Per person only (tarif à la personne): the place costs nothing; only occupants pay.
// Models 5–9 are our reading of "couple night, couple week, regional and other special variants".
// A stay across two grids: each grid prices its own nights by its model (a share shorter than a
// week at week ÷ 7 a night; a weekend price only for a stay of one grid; model 7 by the stay's length).
import { describePeriod, type PricedNight, required } from './grid-nights';
import { LINE_KINDS } from './line-kinds';
import { groupLines, type LineSpec, perNight } from './lines';
import { divideRounded, sumCents } from './money';
import type { GridPeriod, PeriodPrices, PriceGrid, QuoteLine } from './types';
import { proratedNight, weekSpecs } from './week';

export interface BaseInput {
  readonly grid: PriceGrid;
  readonly nights: readonly PricedNight[];
  readonly vatBp: number;
  /** Model 4: the period the stay matches exactly, and its prices. */
  readonly special?: { readonly period: GridPeriod; readonly prices: PeriodPrices } | null;
  /** A stay across grids: `nights` are this grid's share, `stayNights` the whole stay's count. */
  readonly share?: { readonly stayNights: number } | null;
}

export interface BasePrice {
  readonly lines: QuoteLine[];
  /** The place's first night, for the "equal to first night" deposit. */
  readonly firstNightCents: number;
}

const NIGHT_RULES = ['first', 'special', 'night'] as const;
const NIGHT_LABELS = ['Première(s) nuit(s)', 'Nuit spéciale', 'Nuit'] as const;

/** Which price a night takes: 0 first nights, 1 special weekday, 2 the night price. */
function nightRuleOf(grid: PriceGrid, night: PricedNight): 0 | 1 | 2 {
  const p = night.prices;
  if (night.rank <= grid.firstNightsCount && p.firstNightsCents != null) return 0;
  if (grid.specialWeekdays.includes(night.weekday) && p.specialNightsCents != null) return 1;
  return 2;
}

function nightCents(p: PeriodPrices, rule: 0 | 1 | 2): number {
  if (rule === 0) return p.firstNightsCents as number; // set: the rule checked it
  if (rule === 1) return p.specialNightsCents as number;
  return required(p.nightCents);
}

function nightSpecs(grid: PriceGrid, nights: readonly PricedNight[], vatBp: number): LineSpec[] {
  // A night's line by one number (period, rule): no string built a night.
  return perNight(
    nights,
    (night) => night.period.id * 4 + nightRuleOf(grid, night),
    (night) => {
      const rule = nightRuleOf(grid, night);
      const label = NIGHT_LABELS[rule];
      return {
        key: `night:${night.period.id}:${NIGHT_RULES[rule]}`,
        kind: LINE_KINDS.occupancy,
        label: `${label} (${night.period.label})`,
        quantity: 1,
        unitCents: nightCents(night.prices, rule),
        vatBp,
        basis: 'night',
        explain: `${describePeriod(grid, night.period)} : modèle ${grid.priceModel}, prix « ${label.toLowerCase()} »`,
      };
    },
  );
}

const packageSpec = (grid: PriceGrid, period: GridPeriod, cents: number, vatBp: number, what: string): LineSpec => ({
  key: `package:${period.id}`,
  kind: LINE_KINDS.occupancy,
  label: `${what} (${period.label})`,
  quantity: 1,
  unitCents: cents,
  vatBp,
  basis: 'stay',
  explain: `${describePeriod(grid, period)} : modèle ${grid.priceModel}, ${what.toLowerCase()}`,
});

const isWeekend = (nights: readonly PricedNight[]) =>
  nights.length <= 2 && nights.every((n) => n.weekday === 5 || n.weekday === 6);

function modelSpecs({ grid, nights, vatBp, special, share }: BaseInput): LineSpec[] {
  const first = nights[0];
  const isShare = Boolean(share);
  switch (grid.priceModel) {
    case 1:
    case 5:
      return nightSpecs(grid, nights, vatBp);
    case 2:
    case 6:
      return weekSpecs(grid, nights, vatBp, isShare);
    case 3:
      return !isShare && isWeekend(nights)
        ? [packageSpec(grid, first.period, required(first.prices.weekendCents), vatBp, 'Week-end')]
        : nightSpecs(grid, nights, vatBp);
    case 4: {
      if (!special) throw new RangeError('model 4 needs the matching period');
      return [packageSpec(grid, special.period, required(special.prices.packageCents), vatBp, 'Durée spéciale')];
    }
    case 7:
      return (share?.stayNights ?? nights.length) >= 7
        ? weekSpecs(grid, nights, vatBp, isShare)
        : nightSpecs(grid, nights, vatBp);
    case 8:
      return [packageSpec(grid, first.period, required(first.prices.packageCents), vatBp, 'Forfait séjour')];
    case 9:
      return [];
  }
}

/** Night-by-night models list night 1 first; a week's first night is its ÷ 7 share; a package's, its average. */
function firstNightOf(input: BaseInput, specs: readonly LineSpec[]): number {
  const [first] = specs;
  if (!first) return 0;
  if (first.basis === 'night') return first.unitCents;
  if (first.basis === 'week') return proratedNight(first.unitCents);
  return divideRounded(sumCents(specs.map((s) => s.quantity * s.unitCents)), input.nights.length);
}

/** Couple models include two persons at least. */
export function includedPersonsOf(grid: PriceGrid): number {
  if (grid.priceModel === 9) return 0;
  return grid.priceModel === 5 || grid.priceModel === 6 ? Math.max(2, grid.includedPersons) : grid.includedPersons;
}

export function basePrice(input: BaseInput): BasePrice {
  const specs = modelSpecs(input);
  return { lines: groupLines(specs), firstNightCents: firstNightOf(input, specs) };
}
