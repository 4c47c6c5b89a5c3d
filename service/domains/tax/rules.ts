// Pure rules on a tax's price periods (`YYYY-MM-DD`, both ends included). The day-period rules
// are the site periods' own pure module, imported directly (not through admin-periods/index.ts)
// so the UI, which imports this through the contract, pulls no service code.
import { type DayPeriod, isStartBeforeEnd, overlaps } from '../admin-periods/rules';

export { isStartBeforeEnd };

/**
 * Tax already has a price in the period: the index of the first price period that shares a day
 * with an earlier one, or -1 when every day has at most one price.
 */
export function firstPriceClash(periods: readonly DayPeriod[]): number {
  return periods.findIndex((p, i) => periods.slice(0, i).some((q) => overlaps(p, q)));
}
