// Occupant price modes, read from the place type's prices in each night's period:
//  1 per night per occupant; 2 per night per occupant by night slices: the first to the sixth
//  night each have their price, the sixth's going on for every later night; 3 per stay per
//  occupant; 4 per night per group (once a night, whatever the count); 5 per stay per group.
// Per-stay modes (3, 5) take the arrival night's period. The grid's included persons are covered
// by the place price and not charged again: they are taken in the age categories' order (the
// site lists adults first). A category without a price in a period costs nothing there.
import { AppError } from '../../errors/app-error';
import { describePeriod, type PricedNight } from './grid-nights';
import { LINE_KINDS } from './line-kinds';
import { groupLines, type LineSpec, perNight } from './lines';
import type { AgeCategory, OccupantPrice, Occupants, PeriodPrices, PriceGrid, QuoteLine } from './types';

const SLICES = 6;

/** Persons per age category, in the categories' order; an unknown category is not configured. */
export function countByCategory(categories: readonly AgeCategory[], occupants: readonly Occupants[]) {
  if (categories.length === 0) throw new AppError('NO_AGE_CATEGORY');
  for (const o of occupants) {
    if (!categories.some((c) => c.id === o.ageCategoryId)) throw new AppError('NO_AGE_CATEGORY');
  }
  return categories
    .map((category) => ({
      category,
      count: occupants.filter((o) => o.ageCategoryId === category.id).reduce((n, o) => n + o.count, 0),
    }))
    .filter((c) => c.count > 0);
}

/** The persons charged per category once the included persons are taken out. */
export function chargedPersons(counts: ReturnType<typeof countByCategory>, included: number) {
  let left = included;
  return counts.map(({ category, count }) => {
    const covered = Math.min(count, left);
    left -= covered;
    return { category, charged: count - covered };
  });
}

const sliceLabel = (slice: number) => (slice === SLICES ? '6e nuit et suivantes' : `${slice}e nuit`);

const MODE_EXPLAINS = {
  1: 'mode 1, par nuit et par occupant',
  3: 'mode 3, par séjour et par occupant',
  4: 'mode 4, par nuit et par groupe',
  5: 'mode 5, par séjour et par groupe',
} as const;

/** One night's spec of a category (null: a per-stay mode after the first night); one object shape for every mode. */
function nightSpec(
  grid: PriceGrid,
  night: PricedNight,
  category: AgeCategory,
  charged: number,
  price: OccupantPrice,
): LineSpec | null {
  const mode = price.mode;
  // A mode the engine does not know prices nothing (as the switch it replaces did).
  if (!(mode >= 1 && mode <= 5)) return null;
  const isPerStay = mode === 3 || mode === 5;
  if (isPerStay && night.rank !== 1) return null;
  const where = describePeriod(grid, night.period);
  let label = `${category.label} (${night.period.label})`;
  let key = `occupant:${category.id}:${night.period.id}:${mode}`;
  let unitCents = price.cents;
  let explain: string;
  if (mode === 2) {
    const slice = Math.min(night.rank, SLICES);
    unitCents = price.slices?.[slice - 1] ?? price.cents;
    explain = `${where} : mode 2, tranche « ${sliceLabel(slice)} »`;
    label = `${label}, ${sliceLabel(slice)}`;
    key = `${key}:${slice}`;
  } else {
    explain = `${where} : ${MODE_EXPLAINS[mode]}`;
  }
  return {
    key,
    kind: LINE_KINDS.attendant,
    label,
    quantity: mode === 4 || mode === 5 ? 1 : charged,
    unitCents,
    vatBp: category.vatBp,
    basis: isPerStay ? 'stay' : 'night',
    explain,
  };
}

/** The category's price in a night's period, found once a period (`known`), not once a night. */
function priceIn(known: Map<PeriodPrices, OccupantPrice | undefined>, category: AgeCategory, night: PricedNight) {
  if (known.has(night.prices)) return known.get(night.prices);
  const price = night.prices.occupants?.find((p) => p.ageCategoryId === category.id);
  known.set(night.prices, price);
  return price;
}

/** The line a night belongs to, as one number (period, mode, slice; -1: no price): no string a night. */
function occupantKey(night: PricedNight, price: OccupantPrice | undefined): number {
  if (!price) return -1;
  const slice = price.mode === 2 ? Math.min(night.rank, SLICES) : night.rank === 1 ? 0 : -1;
  return night.period.id * 80 + price.mode * 8 + slice + 1;
}

export function occupantLines(
  grid: PriceGrid,
  nights: readonly PricedNight[],
  categories: readonly AgeCategory[],
  occupants: readonly Occupants[],
  included: number,
): QuoteLine[] {
  const specs: LineSpec[] = [];
  for (const { category, charged } of chargedPersons(countByCategory(categories, occupants), included)) {
    if (charged === 0) continue;
    const prices = new Map<PeriodPrices, OccupantPrice | undefined>();
    specs.push(
      ...perNight(
        nights,
        (night) => occupantKey(night, priceIn(prices, category, night)),
        (night) => {
          const price = priceIn(prices, category, night);
          return price ? nightSpec(grid, night, category, charged, price) : null;
        },
      ),
    );
  }
  return groupLines(specs);
}
