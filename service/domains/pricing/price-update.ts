// Price update on change: "update from grid" reprices from the grid as it is now; "keep
// existing grid" reprices with the grid version the booking was priced with; "update from existing
// detail" keeps the booking's lines and unit prices and rescales per-night quantities to the new
// number of nights; "keep existing detail" keeps the lines as they are. Under every choice the
// tourist tax follows the new stay (the law), never kept. A price typed by hand replaces its
// line's amount and flags the line "price manually changed" (a warning), flags kept on update.
import { AppError } from '../../errors/app-error';
import { TOURIST_TAX_KINDS } from './line-kinds';
import { divideRounded } from './money';
import type { PriceGrid, PriceOverride, PriceUpdate, QuoteLine, QuoteWarning } from './types';

export function existingGrid(update: PriceUpdate): PriceGrid {
  if (!update.existingGrid) throw new AppError('PRICE_GRID_REQUIRED');
  return update.existingGrid;
}

const rescaled = (line: QuoteLine, nights: number, oldNights: number): QuoteLine => {
  if (line.basis !== 'night' || line.isPriceManuallyChanged) return line;
  const quantity = divideRounded(line.quantity * nights, oldNights);
  return {
    ...line,
    quantity,
    amountCents: quantity * line.unitCents,
    explain: `${line.explain} ; quantité ajustée aux nuits`,
  };
};

/** The lines kept by the two "detail" choices (tourist taxes excluded), or null: price afresh. */
export function keptLines(update: PriceUpdate | null | undefined, nights: number): QuoteLine[] | null {
  if (!update || (update.choice !== 'updateFromExistingDetail' && update.choice !== 'keepExistingDetail')) return null;
  const lines = (update.existingLines ?? []).filter((l) => !TOURIST_TAX_KINDS.includes(l.kind));
  if (update.choice === 'keepExistingDetail') return lines;
  const oldNights = update.existingNights ?? nights;
  return lines.map((l) => rescaled(l, nights, oldNights));
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
