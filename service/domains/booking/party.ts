// The party of a stay as the pricing sees it: each occupant's age category derived from its birth
// date at the arrival (or the age typed), on every path that prices or stores occupants (the
// sheet's draft, the save, the availability search), so the client need not send a category.
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { ageCategoriesForPricing } from '../extra';
import { cachedRead } from '../pricing';
import type { OccupancyInput, Party } from './contract';
import { ageCategoryIdOf } from './occupant-age';

/** The occupancies with each occupant's category derived at the occupancy's arrival. */
export function withAgeCategories<T extends { occupancies: OccupancyInput[] }>(db: Db, body: T): T {
  if (body.occupancies.every((o) => o.occupants.length === 0)) return body;
  // The quote's own kept read (same key): dropped by any write to the categories.
  const ranges = cachedRead(db, 'age-categories', () => ageCategoriesForPricing(db));
  return {
    ...body,
    occupancies: body.occupancies.map((o) => ({
      ...o,
      occupants: o.occupants.map((p) => ({ ...p, ageCategoryId: ageCategoryIdOf(p, o.startDate, ranges) })),
    })),
  };
}

/** After derivation only a site without any age category leaves an occupant without one. */
export function requiredAgeCategory(ageCategoryId: number | null): number {
  if (ageCategoryId === null) throw new AppError('NO_AGE_CATEGORY');
  return ageCategoryId;
}

/** The party's people by age: the adults first (no age: the default category), then each child. */
export function partyAges(party: Party): (number | null)[] {
  return [...Array.from({ length: party.adults }, () => null), ...party.childAges];
}
