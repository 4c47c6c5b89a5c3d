// VAT of a quote: prices are VAT-inclusive and each line carries its rate; the VAT is
// computed per rate on that rate's inclusive total, rounded once per rate. Tourist taxes are
// outside the VAT base.
import { vatIncluded } from './money';
import type { QuoteLine, VatShare } from './types';

export function vatBreakdown(lines: readonly QuoteLine[]): VatShare[] {
  const totals = new Map<number, number>();
  for (const line of lines) {
    if (line.isOutsideVatBase) continue;
    totals.set(line.vatBp, (totals.get(line.vatBp) ?? 0) + line.amountCents);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, inclusiveCents]) => {
      const vatCents = vatIncluded(inclusiveCents, rateBp);
      return { rateBp, inclusiveCents, vatCents, exclusiveCents: inclusiveCents - vatCents };
    });
}
