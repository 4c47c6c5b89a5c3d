// The tax type every French site needs (inserted once).
import type { Db } from '../../db/connection';
import { taxTypes } from './schema';

export function seedTaxTypes(db: Db, now: string): void {
  db.insert(taxTypes).values({ label: 'Taxe de séjour', order: 1, createdAt: now, updatedAt: now }).run();
}
