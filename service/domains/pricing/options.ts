// Options of a grid (extras, animals, vehicles) and the items a stay asks for. A grid option is
// charged per stay, per started week or per night (its own pricing, else the grid's pricing option
// type); an included option costs nothing; a mandatory one is added even when not asked for.
// Quantities are positive and within the option's maximum (the extras' own rule). Warnings:
// an item the grid does not list is priced from the catalogue ("not available on the grid"); an
// item the catalogue does not know is left out ("not mapped"); an option whose price changes
// between the stay's periods is charged per period ("some options have date splits").
import { AppError } from '../../errors/app-error';
import { extraQuantityError } from '../extra';
import { describePeriod, type PricedNight } from './grid-nights';
import { LINE_KINDS, type LineKind } from './line-kinds';
import { groupLines, type LineSpec, perNight } from './lines';
import type {
  CatalogueItem,
  GridOption,
  ItemRequest,
  OptionKind,
  OptionRef,
  PriceGrid,
  Pricing,
  QuoteLine,
  QuoteWarning,
} from './types';

const KIND_OF: Record<OptionKind, LineKind> = {
  extra: LINE_KINDS.extra,
  animal: LINE_KINDS.animal,
  vehicle: LINE_KINDS.vehicle,
};

export const sameRef = (a: OptionRef, b: OptionRef) => a.kind === b.kind && a.refId === b.refId;
export const refKey = (r: OptionRef) => `${r.kind}:${r.refId}`;

function assertQuantity(quantity: number, maxQuantity: number | null): void {
  const code = extraQuantityError({ maxQuantity, isStockManaged: false, stockQuantity: null }, quantity);
  if (code) throw new AppError(code);
}

/** The asked items, one per option (quantities of a repeated option added), then the mandatory ones. */
function wantedItems(grid: PriceGrid, items: readonly ItemRequest[]): ItemRequest[] {
  const merged: ItemRequest[] = [];
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity <= 0) throw new AppError('QUANTITY_MUST_BE_POSITIVE');
    const i = merged.findIndex((m) => sameRef(m, item));
    if (i >= 0) merged[i] = { ...merged[i], quantity: merged[i].quantity + item.quantity };
    else merged.push(item);
  }
  const mandatory = grid.options.filter((o) => o.isMandatory && !merged.some((m) => sameRef(m, o)));
  return [...merged, ...mandatory.map((o) => ({ kind: o.kind, refId: o.refId, quantity: 1 }))];
}

interface Priced {
  readonly ref: OptionRef;
  readonly label: string;
  readonly vatBp: number;
  readonly pricing: Pricing;
  readonly maxQuantity: number | null;
  readonly centsIn: (periodId: number) => number;
  readonly source: string;
}

function specsOf(grid: PriceGrid, nights: readonly PricedNight[], p: Priced, quantity: number): LineSpec[] {
  const first = nights[0];
  const common = { kind: KIND_OF[p.ref.kind], label: p.label, vatBp: p.vatBp };
  const key = `item:${refKey(p.ref)}`;
  if (p.pricing === 'night') {
    return perNight(
      nights,
      (n) => `${key}:${n.period.id}`,
      (n, nightKey) => ({
        ...common,
        key: `${nightKey}:${p.centsIn(n.period.id)}`,
        label: `${p.label} (${n.period.label})`,
        quantity,
        unitCents: p.centsIn(n.period.id),
        basis: 'night',
        explain: `${describePeriod(grid, n.period)} : ${p.source}, par nuit`,
      }),
    );
  }
  const weeks = Math.ceil(nights.length / 7);
  const isWeek = p.pricing === 'week';
  return [
    {
      ...common,
      key,
      quantity: isWeek ? quantity * weeks : quantity,
      unitCents: p.centsIn(first.period.id),
      basis: isWeek ? 'week' : 'stay',
      explain: `${describePeriod(grid, first.period)} : ${p.source}, ${isWeek ? 'par semaine commencée' : 'par séjour'}`,
    },
  ];
}

const fromGrid = (grid: PriceGrid, o: GridOption): Priced => ({
  ref: o,
  label: o.isIncluded ? `${o.label} (inclus)` : o.label,
  vatBp: o.vatBp,
  pricing: o.pricing ?? grid.optionPricing,
  maxQuantity: o.maxQuantity,
  centsIn: (periodId) => (o.isIncluded ? 0 : (o.periodCents?.find((c) => c.periodId === periodId)?.cents ?? o.cents)),
  source: o.isIncluded ? 'option incluse dans la grille' : 'option de la grille',
});

const fromCatalogue = (c: CatalogueItem): Priced => ({
  ref: c,
  label: c.label,
  vatBp: c.vatBp,
  pricing: c.pricing,
  maxQuantity: c.maxQuantity,
  centsIn: () => c.cents,
  source: 'prix du catalogue (option absente de la grille)',
});

export function optionLines(
  grid: PriceGrid,
  nights: readonly PricedNight[],
  items: readonly ItemRequest[],
  catalogue: readonly CatalogueItem[],
): { lines: QuoteLine[]; warnings: QuoteWarning[] } {
  const specs: LineSpec[] = [];
  const warnings: QuoteWarning[] = [];
  for (const item of wantedItems(grid, items)) {
    const option = grid.options.find((o) => sameRef(o, item));
    const known = catalogue.find((c) => sameRef(c, item));
    const priced = option ? fromGrid(grid, option) : known ? fromCatalogue(known) : null;
    if (!priced) {
      warnings.push({ code: 'OPTION_NOT_MAPPED_WARNING', detail: refKey(item) });
      continue;
    }
    assertQuantity(item.quantity, priced.maxQuantity);
    if (!option) warnings.push({ code: 'OPTION_NOT_ON_GRID_WARNING', detail: priced.label });
    const own = specsOf(grid, nights, priced, item.quantity);
    if (new Set(own.map((s) => s.unitCents)).size > 1) {
      warnings.push({ code: 'OPTIONS_DATE_SPLIT_WARNING', detail: priced.label });
    }
    specs.push(...own);
  }
  return { lines: groupLines(specs), warnings };
}
