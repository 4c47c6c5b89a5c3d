// The age categories a site starts with (inserted once): adult by default for attendants,
// minors exempt from the tourist tax, all at the accommodation VAT rate (10 %) when it exists.
import type { Db } from '../../db/connection';
import { defaultId, tvaChoices } from '../reference';
import { ageCategories } from './schema';

const ACCOMMODATION_RATE = 1000;

// label, age from, age to (null: no upper bound)
const ageCategorySeed = [
  ['Adulte', 18, null],
  ['Adolescent', 13, 17],
  ['Enfant', 2, 12],
  ['Bébé', 0, 1],
] as const;

export function seedAgeCategories(db: Db, now: string): void {
  const rates = tvaChoices(db);
  const tvaId = rates.find((t) => t.rate === ACCOMMODATION_RATE)?.id ?? defaultId(rates);
  // Without any VAT rate (staff removed them all before the first start) there is nothing to attach to.
  if (tvaId === null) return;
  ageCategorySeed.forEach(([label, ageFrom, ageTo], i) => {
    db.insert(ageCategories)
      .values({
        label,
        ageFrom,
        ageTo,
        tvaId,
        isDefaultForAttendant: i === 0,
        isTouristTaxExempt: ageFrom < 18,
        order: i + 1,
        createdAt: now,
        updatedAt: now,
      })
      .run();
  });
}
