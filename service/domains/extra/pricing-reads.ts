// What the pricing engine reads of extras and age categories: the catalogue price of each extra
// and the categories in their order (the grid's included persons are taken in that order).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rowMapper, statement } from '../../db/statements';
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

const asAgeCategory = rowMapper(ageCategories);

export function ageCategoriesForPricing(db: Db) {
  // On the statement cache: every booking save derives its occupants' categories from these.
  // The ranges an occupant's category is derived from by its age come with them.
  return statement(db, `SELECT * FROM age_categories WHERE is_active = 1 ORDER BY sort_order, id`)
    .all()
    .map(asAgeCategory)
    .map((c) => ({
      id: c.id,
      label: c.label,
      tvaId: c.tvaId,
      isTouristTaxExempt: c.isTouristTaxExempt,
      ageFrom: c.ageFrom,
      ageTo: c.ageTo,
      isDefaultForAttendant: c.isDefaultForAttendant,
    }));
}
