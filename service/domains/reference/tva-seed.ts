// The French VAT rates a site starts with (inserted once, like the rest of the reference seed).
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { tvaRates } from './schema';

// label, basis points
const tvaSeed = [
  ['Taux normal 20 %', 2000],
  ['Taux intermédiaire 10 %', 1000],
  ['Taux réduit 5,5 %', 550],
  ['Taux particulier 2,1 %', 210],
  ['Exonéré 0 %', 0],
] as const;

export function seedTvaRates(db: Db, now: string): void {
  inTransaction(db, () => {
    tvaSeed.forEach(([label, rate], i) => {
      db.insert(tvaRates)
        .values({ label, rate, isDefault: i === 0, order: i + 1, createdAt: now, updatedAt: now })
        .run();
    });
  });
}
