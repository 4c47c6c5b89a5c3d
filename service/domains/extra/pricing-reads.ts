// What the pricing engine reads of extras and age categories: the catalogue price of each extra
// and the categories in their order (the grid's included persons are taken in that order).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { ageCategories, extras } from './schema';

export function extraCatalogue(db: Db) {
  return db
    .select({
      id: extras.id,
      label: extras.label,
      priceCents: extras.priceCents,
      tvaId: extras.tvaId,
      pricingMode: extras.pricingMode,
      maxQuantity: extras.maxQuantity,
    })
    .from(extras)
    .where(eq(extras.isActive, true))
    .orderBy(asc(extras.order), asc(extras.id))
    .all();
}

/** Every extra's label by id, inactive ones too (a grid may still list them). */
export function extraLabels(db: Db): Map<number, string> {
  return new Map(
    db
      .select({ id: extras.id, label: extras.label })
      .from(extras)
      .all()
      .map((r) => [r.id, r.label]),
  );
}

export function ageCategoriesForPricing(db: Db) {
  return db
    .select({
      id: ageCategories.id,
      label: ageCategories.label,
      tvaId: ageCategories.tvaId,
      isTouristTaxExempt: ageCategories.isTouristTaxExempt,
      // The ranges an occupant's category is derived from by its age.
      ageFrom: ageCategories.ageFrom,
      ageTo: ageCategories.ageTo,
      isDefaultForAttendant: ageCategories.isDefaultForAttendant,
    })
    .from(ageCategories)
    .where(eq(ageCategories.isActive, true))
    .orderBy(asc(ageCategories.order), asc(ageCategories.id))
    .all();
}
