// Price update on change: "update from grid" reprices from the grid as it is now; "keep
// existing grid" reprices with the grid version the booking was priced with; "update from existing
// detail" keeps the booking's lines and unit prices and adapts them to the new number of nights
// (per-night lines by quantity, options by the started week by weeks, special offers that are a
// share of the stay recomputed on the adapted lines, per-stay lines kept); "keep existing detail"
// keeps the lines as they are. Under every choice the tourist tax follows the new stay (the law),
// never kept. A price typed by hand replaces its line's amount and flags the line "price
// manually changed" (a warning), flags kept on update.
import { AppError } from '../../errors/app-error';
import { ITEM_KINDS, LINE_KINDS, TOURIST_TAX_KINDS } from './line-kinds';
import { divideRounded } from './money';
import { offerLines, reductionOf } from './offers';
import type { PriceGrid, PriceOverride, PriceUpdate, QuoteLine, QuoteWarning, SpecialOffer } from './types';

export function existingGrid(update: PriceUpdate): PriceGrid {
  if (!update.existingGrid) throw new AppError('PRICE_GRID_REQUIRED');
  return update.existingGrid;
}

const startedWeeks = (nights: number) => Math.ceil(nights / 7);

/** Per-night lines by the nights; options by the started week by the weeks; the rest kept. */
const rescaled = (line: QuoteLine, nights: number, oldNights: number): QuoteLine => {
  if (line.isPriceManuallyChanged) return line;
  const isNight = line.basis === 'night';
  const isItemWeek = line.basis === 'week' && ITEM_KINDS.includes(line.kind);
  if (!isNight && !isItemWeek) return line;
  const quantity = isNight
    ? divideRounded(line.quantity * nights, oldNights)
    : divideRounded(line.quantity * startedWeeks(nights), startedWeeks(oldNights));
  return {
    ...line,
    quantity,
    amountCents: quantity * line.unitCents,
    explain: `${line.explain} ; quantité ajustée aux nuits`,
  };
};

/**
 * The special offers whose reduction is a share of the stay: "less x percent", "x nights for y
 * nights", last minute and early booking in percent. The others (x euros off, struck-out price,
 * booking fees, included service) are a fixed amount per stay.
 */
const isShareOfStay = (offer: SpecialOffer) =>
  offer.type === 2 || offer.type === 4 || ((offer.type === 7 || offer.type === 8) && offer.reductionUnit === 'percent');

const offerIdOf = (line: QuoteLine) =>
  line.kind === LINE_KINDS.specialOffer ? Number(/^offer:(\d+):/.exec(line.key)?.[1] ?? Number.NaN) : Number.NaN;

/**
 * The special offers' lines on the adapted lines: an offer that is a share of the stay is
 * recomputed on them (at most what it reduces), its lines keeping their label; a fixed one, one
 * no longer known, or one typed by hand is kept as it was.
 */
function reOffered(lines: readonly QuoteLine[], offers: readonly SpecialOffer[], nights: number): QuoteLine[] {
  const base = lines.filter((l) => l.kind !== LINE_KINDS.specialOffer);
  const done = new Set<number>();
  return lines.flatMap((line) => {
    const id = offerIdOf(line);
    if (Number.isNaN(id)) return [line];
    const own = lines.filter((l) => offerIdOf(l) === id);
    const offer = offers.find((o) => o.id === id);
    if (!offer || !isShareOfStay(offer) || own.some((l) => l.isPriceManuallyChanged)) return [line];
    if (done.has(id)) return [];
    done.add(id);
    const amount = reductionOf(offer, base, nights);
    if (amount <= 0) return [];
    return offerLines(offer, base, amount, line.label).map((l) => ({
      ...l,
      explain: `${l.explain} ; recalculée sur le détail ajusté aux nuits`,
    }));
  });
}

/** The lines kept by the two "detail" choices (tourist taxes excluded), or null: price afresh. */
export function keptLines(
  update: PriceUpdate | null | undefined,
  nights: number,
  offers: readonly SpecialOffer[] = [],
): QuoteLine[] | null {
  if (!update || (update.choice !== 'updateFromExistingDetail' && update.choice !== 'keepExistingDetail')) return null;
  const lines = (update.existingLines ?? []).filter((l) => !TOURIST_TAX_KINDS.includes(l.kind));
  if (update.choice === 'keepExistingDetail') return lines;
  const oldNights = update.existingNights ?? nights;
  if (oldNights === nights) return lines;
  return reOffered(
    lines.map((l) => rescaled(l, nights, oldNights)),
    offers,
    nights,
  );
}

export function applyOverrides(lines: readonly QuoteLine[], overrides: readonly PriceOverride[]): QuoteLine[] {
  return lines.map((line) => {
    const override = overrides.find((o) => o.key === line.key);
    if (!override) return line;
    return {
      ...line,
      quantity: 1,
      unitCents: override.amountCents,
      amountCents: override.amountCents,
      basis: 'stay',
      isPriceManuallyChanged: true,
      explain: `${line.explain} ; prix modifié manuellement (calculé : ${line.amountCents} centimes)`,
    };
  });
}

export const manualWarnings = (lines: readonly QuoteLine[]): QuoteWarning[] =>
  lines
    .filter((l) => l.isPriceManuallyChanged)
    .map((l) => ({
      code: 'PRICE_MANUALLY_CHANGED_WARNING',
      message: `Attention : le prix de « ${l.label} » a été modifié manuellement.`,
    }));
