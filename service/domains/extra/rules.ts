// Pure rules of extras and age categories: quantities a stay may take, age ranges in whole years.
import type { ErrorCode } from '../../errors/catalogue';

export interface QuantityLimits {
  readonly maxQuantity: number | null;
  readonly isStockManaged: boolean;
  readonly stockQuantity: number | null;
}

/**
 * Quantity must be positive; it must not exceed the extra's maximum quantity; and, for a
 * stock-managed extra, not the stock (`available` is what is left of it, the whole stock by default).
 */
export function extraQuantityError(
  extra: QuantityLimits,
  quantity: number,
  available: number | null = extra.stockQuantity,
): ErrorCode | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return 'QUANTITY_MUST_BE_POSITIVE';
  if (extra.maxQuantity !== null && quantity > extra.maxQuantity) return 'QUANTITY_ABOVE_EQUIPMENT_MAXIMUM';
  if (extra.isStockManaged && quantity > (available ?? 0)) return 'QUANTITY_ABOVE_STOCK';
  return null;
}

export interface AgeRange {
  readonly ageFrom: number;
  readonly ageTo: number | null;
}

/** Age from at or below age to; no upper bound is always fine. */
export function isAgeRangeValid(r: AgeRange): boolean {
  return r.ageTo === null || r.ageFrom <= r.ageTo;
}

/** The first category (in the given order) whose range holds `age`. */
export function ageCategoryOf<T extends AgeRange>(age: number, categories: readonly T[]): T | undefined {
  return categories.find((c) => c.ageFrom <= age && (c.ageTo === null || age <= c.ageTo));
}
