// Options of a grid (extras, animals, vehicles) and the items a stay asks for. A grid option is
// charged per stay, per started week or per night (its own pricing, else the grid's pricing option
// type); an included option (the grid's price of the place type holds it: electricity on an
// electrified pitch) costs nothing and its line says so, for the place types it is included for
// (none listed: every type the grid prices) and at its price on the others; a mandatory one is
// added even when not asked for.
// Quantities are positive and within the option's maximum (the extras' own rule), counted over
// every type an extra prices. What prices each item, and the warnings naming it, is in
// item-sources.ts; an option whose price changes between the stay's periods is charged per
// period, with a warning ("some options have date splits").
import { AppError } from '../../errors/app-error';
import { extraQuantityError } from '../extra';
import { describePeriod, type PricedNight } from './grid-nights';
import {
  countedTwiceWarnings,
  type ItemSource,
  itemName,
  type ResolvedItem,
  resolveItem,
  sameRef,
} from './item-sources';
import { LINE_KINDS, type LineKind } from './line-kinds';
import { groupLines, type LineSpec, perNight } from './lines';
import type {
  CatalogueItem,
  GridOption,
  ItemRequest,
  ItemType,
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

const refKey = (r: OptionRef) => `${r.kind}:${r.refId}`;

/** What an included option's line says: it is charged 0, the place type's price holds it. */
export const INCLUDED_IN_PLACE_TYPE = "inclus dans le type d'emplacement";

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

/**
 * A grid's share of a stay across grids: options by the night are charged on its nights at its
 * prices; by the stay or the started week, once, by the arrival night's grid, weeks of the stay.
 */
export interface OptionShare {
  readonly isFirst: boolean;
  readonly stayNights: number;
}

function specsOf(
  grid: PriceGrid,
  nights: readonly PricedNight[],
  p: Priced,
  quantity: number,
  share: OptionShare | null,
): LineSpec[] {
  const first = nights[0];
  const kind = KIND_OF[p.ref.kind];
  const key = `item:${refKey(p.ref)}`;
  if (p.pricing === 'night') {
    return perNight(
      nights,
      (n) => n.period.id,
      (n) => {
        const unitCents = p.centsIn(n.period.id);
        return {
          key: `${key}:${n.period.id}:${unitCents}`,
          kind,
          label: `${p.label} (${n.period.label})`,
          quantity,
          unitCents,
          vatBp: p.vatBp,
          basis: 'night',
          explain: `${describePeriod(grid, n.period)} : ${p.source}, par nuit`,
        };
      },
    );
  }
  if (share && !share.isFirst) return [];
  const weeks = Math.ceil((share?.stayNights ?? nights.length) / 7);
  const isWeek = p.pricing === 'week';
  return [
    {
      key,
      kind,
      label: p.label,
      vatBp: p.vatBp,
      quantity: isWeek ? quantity * weeks : quantity,
      unitCents: p.centsIn(first.period.id),
      basis: isWeek ? 'week' : 'stay',
      explain: `${describePeriod(grid, first.period)} : ${p.source}, ${isWeek ? 'par semaine commencée' : 'par séjour'}`,
    },
  ];
}

/** An option included in the price of the place type: for the types it lists, none listed every type. */
export function isIncludedFor(option: GridOption, placeTypeId: number | null): boolean {
  const types = option.includedPlaceTypeIds ?? [];
  return option.isIncluded && (types.length === 0 || placeTypeId === null || types.includes(placeTypeId));
}

const included = () => 0;
const catalogueCents = (cents: number) => () => cents;
/** A grid option's price in a period: its price there, else its own. */
const optionCents = (o: GridOption) => (periodId: number) =>
  o.periodCents?.find((c) => c.periodId === periodId)?.cents ?? o.cents;

/** How the resolved source prices the item: a grid option's price, or the extra's catalogue price. */
function pricedOf(
  grid: PriceGrid,
  { item, label }: ResolvedItem,
  source: ItemSource,
  placeTypeId: number | null,
): Priced {
  if (source.from === 'catalogue') {
    const c = source.extra;
    const via = item.kind === 'extra' ? '' : ` « ${c.label} »`;
    return {
      ref: item,
      label,
      vatBp: c.vatBp,
      pricing: c.pricing,
      maxQuantity: c.maxQuantity,
      centsIn: catalogueCents(c.cents),
      source: `prix du catalogue${via} (option absente de la grille)`,
    };
  }
  const o = source.option;
  const via = sameRef(o, item) ? '' : ` « ${o.label} »`;
  const isIncluded = isIncludedFor(o, placeTypeId);
  return {
    ref: item,
    label: isIncluded ? `${label} (${INCLUDED_IN_PLACE_TYPE})` : label,
    vatBp: o.vatBp,
    pricing: o.pricing ?? grid.optionPricing,
    maxQuantity: o.maxQuantity,
    centsIn: isIncluded ? included : optionCents(o),
    source: isIncluded
      ? `option${via} incluse dans le prix du type d'emplacement par la grille, jamais facturée en plus`
      : `option${via} de la grille`,
  };
}

/** The quantity an option prices over the stay: several types mapped to one extra share its maximum. */
function assertQuantities(priced: readonly { resolved: ResolvedItem; priced: Priced }[]): void {
  const bySource = new Map<string, { quantity: number; max: number | null }>();
  for (const { resolved, priced: p } of priced) {
    const extraId = resolved.source?.extraId ?? null;
    const key = extraId === null ? refKey(resolved.item) : `extra:${extraId}`;
    const seen = bySource.get(key);
    bySource.set(key, { quantity: (seen?.quantity ?? 0) + resolved.item.quantity, max: p.maxQuantity });
  }
  for (const { quantity, max } of bySource.values()) assertQuantity(quantity, max);
}

export function optionLines(
  grid: PriceGrid,
  nights: readonly PricedNight[],
  items: readonly ItemRequest[],
  catalogue: readonly CatalogueItem[],
  itemTypes: readonly ItemType[],
  share: OptionShare | null = null,
  /** The stay's place type, for options included in some types only; null: as if in every type. */
  placeTypeId: number | null = null,
): { lines: QuoteLine[]; warnings: QuoteWarning[] } {
  const resolved = wantedItems(grid, items).map((item) => resolveItem(grid, item, catalogue, itemTypes));
  const priced = resolved.flatMap((r) =>
    r.source ? [{ resolved: r, priced: pricedOf(grid, r, r.source, placeTypeId) }] : [],
  );
  assertQuantities(priced);
  const specs: LineSpec[] = [];
  const warnings: QuoteWarning[] = resolved.flatMap((r) => r.warnings);
  for (const { priced: p, resolved: r } of priced) {
    const own = specsOf(grid, nights, p, r.item.quantity, share);
    if (own.some((s) => s.unitCents !== own[0].unitCents)) {
      warnings.push({
        code: 'OPTIONS_DATE_SPLIT_WARNING',
        message: `Attention : ${itemName(r.item, r.label)} change de prix entre les périodes de la grille « ${grid.label} » : une ligne par période.`,
      });
    }
    specs.push(...own);
  }
  return { lines: groupLines(specs), warnings: [...warnings, ...countedTwiceWarnings(resolved)] };
}
