// A series of places created at once (prefix, first to last number, one type): all or nothing,
// in one transaction, refused while any of its numbers is taken.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../errors/app-error';
import type { PlaceRangeInput } from './contract';
import { listNumbers, rangeNumbers, takenNumbers } from './rules';
import { layouts, places, placeTypes } from './schema';

/** The type's capacity: what a new place holds when none is given. */
export function typeCapacity(db: Db, typeId: number): number | undefined {
  return db.select({ capacity: placeTypes.capacity }).from(placeTypes).where(eq(placeTypes.id, typeId)).get()?.capacity;
}

function checkRange(db: Db, input: PlaceRangeInput) {
  const type = db.select().from(placeTypes).where(eq(placeTypes.id, input.typeId)).get();
  if (!type) throw fieldError('typeId', 'VALIDATION');
  if (input.familyId !== null && type.familyId !== input.familyId) throw fieldError('typeId', 'VALIDATION');
  if (input.layoutId !== null && !db.select().from(layouts).where(eq(layouts.id, input.layoutId)).get()) {
    throw fieldError('layoutId', 'VALIDATION');
  }
  return type;
}

/** Creates every place of the series, or none; answers how many were created. */
export function createPlaceRange(db: Db, now: string, input: PlaceRangeInput): { created: number } {
  return inTransaction(db, () => {
    const type = checkRange(db, input);
    const numbers = rangeNumbers(input);
    const lowered = numbers.map((n) => n.toLowerCase());
    const existing = db
      .select({ number: places.number })
      .from(places)
      .where(sql`lower(${places.number}) in (select value from json_each(${JSON.stringify(lowered)}))`)
      .all()
      .map((p) => p.number);
    // Number (unique): the series is refused whole, naming the numbers already taken.
    const taken = takenNumbers(numbers, existing);
    if (taken.length > 0) {
      throw new AppError('PLACE_NUMBERS_ALREADY_ASSIGNED', { params: { numbers: listNumbers(taken) } });
    }
    const capacity = input.capacity ?? type.capacity;
    for (const number of numbers) {
      db.insert(places)
        .values({ number, typeId: type.id, layoutId: input.layoutId, capacity, createdAt: now, updatedAt: now })
        .run();
    }
    return { created: numbers.length };
  });
}
