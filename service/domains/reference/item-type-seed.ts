// The animal and vehicle types every site needs, so a stay can take a dog or a car from the first
// day (inserted once, like the rest of the reference seed, and only into an empty list: a site
// that already typed its own keeps them). No extra is seeded, so none is linked: pricing says, by
// name, that such a type is not charged until the staff link it to an extra or list it on a grid.
import { count } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { animalTypes, vehicleTypes } from './schema';

// label, French animal category (3: any animal that is no attack or guard dog)
export const animalTypeSeed = [
  ['Chien', 3],
  ['Chat', 3],
] as const;

export const vehicleTypeSeed = ['Voiture', 'Moto', 'Camping-car'] as const;

const isEmpty = (db: Db, table: typeof animalTypes | typeof vehicleTypes) =>
  (db.select({ n: count() }).from(table).get()?.n ?? 0) === 0;

export function seedItemTypes(db: Db, now: string): void {
  const stamps = { createdAt: now, updatedAt: now };
  inTransaction(db, () => {
    if (isEmpty(db, animalTypes)) {
      animalTypeSeed.forEach(([label, category], i) => {
        db.insert(animalTypes)
          .values({ label, category, extraId: null, order: i + 1, ...stamps })
          .run();
      });
    }
    if (isEmpty(db, vehicleTypes)) {
      vehicleTypeSeed.forEach((label, i) => {
        db.insert(vehicleTypes)
          .values({ label, extraId: null, order: i + 1, ...stamps })
          .run();
      });
    }
  });
}
