// What prices each item a stay asks for, and the warnings that name it. An item is priced by the
// grid's option of its own (an extra, or an animal or vehicle type listed on the grid); else an
// animal or vehicle type is priced by the extra it is mapped to (the grid's option of that extra,
// else the extra's catalogue price); else an extra by its catalogue price. What none of these
// prices is left out with a warning. Warnings are French sentences naming the type, the extra
// and the grid, never an internal key, and saying where to fix it. The catalogue price is applied
// with a warning only when the grid keeps options of its own: a grid with none leaves every extra
// at the price the Extras screen gives it, which is what the site chose, so nothing is said.
import type { CatalogueItem, GridOption, ItemRequest, ItemType, OptionRef, PriceGrid, QuoteWarning } from './types';

export const sameRef = (a: OptionRef, b: OptionRef) => a.kind === b.kind && a.refId === b.refId;

export type ItemSource =
  /** A grid option: the item's own, or that of the extra its type is mapped to. */
  | { readonly from: 'grid'; readonly option: GridOption; readonly extraId: number | null }
  /** The catalogue price of an extra: the item itself, or the extra its type is mapped to. */
  | { readonly from: 'catalogue'; readonly extra: CatalogueItem; readonly extraId: number };

export interface ResolvedItem {
  readonly item: ItemRequest;
  /** The item's name in the quote's lines: the type's or the extra's label. */
  readonly label: string;
  readonly source: ItemSource | null;
  readonly warnings: readonly QuoteWarning[];
}

const NOUNS = { animal: "type d'animal", vehicle: 'type de véhicule', extra: 'supplément' } as const;

/** « le type d'animal « Chien » », « un supplément demandé » (one no longer known): an item in a sentence. */
export function itemName(item: ItemRequest, label: string | null): string {
  return label === null ? `un ${NOUNS[item.kind]} demandé` : `le ${NOUNS[item.kind]} « ${label} »`;
}

function notMapped(grid: PriceGrid, name: string, why: string): QuoteWarning {
  return {
    code: 'OPTION_NOT_MAPPED_WARNING',
    message: `Attention : ${name} ${why} : il n'est pas facturé sur la grille « ${grid.label} ».`,
  };
}

const HOW_TO_ADD = "ajoutez-la dans l'onglet Options de la grille ; prix du catalogue appliqué";

/**
 * The grid lacks the option that would price the item: said only when the grid has options of its
 * own (the catalogue price then stands in for one the grid did not set); none on a grid without any.
 */
function notOnGrid(grid: PriceGrid, extra: CatalogueItem, typeName: string | null): QuoteWarning[] {
  if (grid.options.length === 0) return [];
  const which = typeName === null ? '' : ` (qui facture ${typeName})`;
  return [
    {
      code: 'OPTION_NOT_ON_GRID_WARNING',
      message: `La grille « ${grid.label} » n'a pas l'option « ${extra.label} »${which} : ${HOW_TO_ADD}.`,
    },
  ];
}

function typeSource(
  grid: PriceGrid,
  item: ItemRequest,
  type: ItemType,
  catalogue: readonly CatalogueItem[],
): Pick<ResolvedItem, 'source' | 'warnings'> {
  const name = itemName(item, type.label);
  if (type.extraId === null) {
    const screen = item.kind === 'animal' ? "types d'animaux" : 'types de véhicule';
    const warning: QuoteWarning = {
      code: 'OPTION_NOT_MAPPED_WARNING',
      message: `Attention : ${name} n'est associé à aucun supplément ni option de la grille « ${grid.label} » : il n'est pas facturé (associez-lui un supplément dans les ${screen}, ou ajoutez-le dans l'onglet Options de la grille).`,
    };
    return { source: null, warnings: [warning] };
  }
  const extraRef: OptionRef = { kind: 'extra', refId: type.extraId };
  const option = grid.options.find((o) => sameRef(o, extraRef));
  if (option) return { source: { from: 'grid', option, extraId: type.extraId }, warnings: [] };
  const extra = catalogue.find((c) => sameRef(c, extraRef));
  if (!extra)
    return { source: null, warnings: [notMapped(grid, name, 'est associé à un supplément inactif ou supprimé')] };
  return {
    source: { from: 'catalogue', extra, extraId: type.extraId },
    warnings: notOnGrid(grid, extra, name),
  };
}

/** What prices `item` on `grid`, with its name and warnings. */
export function resolveItem(
  grid: PriceGrid,
  item: ItemRequest,
  catalogue: readonly CatalogueItem[],
  itemTypes: readonly ItemType[],
): ResolvedItem {
  const own = grid.options.find((o) => sameRef(o, item));
  const type = itemTypes.find((t) => sameRef(t, item));
  if (own) {
    const extraId = item.kind === 'extra' ? item.refId : null;
    return { item, label: own.label, source: { from: 'grid', option: own, extraId }, warnings: [] };
  }
  if (item.kind !== 'extra') {
    if (!type) {
      const warning = notMapped(grid, itemName(item, null), "n'existe plus");
      return { item, label: itemName(item, null), source: null, warnings: [warning] };
    }
    return { item, label: type.label, ...typeSource(grid, item, type, catalogue) };
  }
  const extra = catalogue.find((c) => sameRef(c, item));
  if (!extra) {
    const warning = notMapped(grid, itemName(item, null), "n'est plus proposé (inactif ou supprimé)");
    return { item, label: itemName(item, null), source: null, warnings: [warning] };
  }
  const source: ItemSource = { from: 'catalogue', extra, extraId: item.refId };
  return { item, label: extra.label, source, warnings: notOnGrid(grid, extra, null) };
}

/**
 * An extra asked for by hand that also prices a mapped animal or vehicle type: the receptionist
 * may have added it to work around the missing mapping, and the stay would pay it twice.
 */
export function countedTwiceWarnings(resolved: readonly ResolvedItem[]): QuoteWarning[] {
  const warnings: QuoteWarning[] = [];
  for (const byHand of resolved.filter((r) => r.item.kind === 'extra' && r.source)) {
    const typed = resolved.filter((r) => r.item.kind !== 'extra' && r.source?.extraId === byHand.item.refId);
    if (typed.length === 0) continue;
    const names = typed.map((r) => itemName(r.item, r.label)).join(', ');
    warnings.push({
      code: 'OPTION_COUNTED_TWICE_WARNING',
      message: `Attention : le supplément « ${byHand.label} » est ajouté à la main et facture déjà ${names} : vérifiez qu'il n'est pas compté deux fois.`,
    });
  }
  return warnings;
}
