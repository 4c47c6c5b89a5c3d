// Age categories: label, ages from/to in whole years, VAT rate, the one default for a new
// attendant, tourist-tax exemption (minors), order and active flag. Fields beyond the spec's
// (tvaId, isDefaultForAttendant, active) are what French pricing and the tourist tax need.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { defaultId, labelCriteriaSchema, referenceExists, tvaChoices } from '../reference';
import { type AgeCategoryInput, ageCategoryInputSchema } from './contract';
import { ageCategories } from './schema';

type AgeCategory = typeof ageCategories.$inferSelect;

export const ageCategoryEntity = tableEntity<AgeCategory, AgeCategoryInput, typeof labelCriteriaSchema._output>({
  base: 'reference/age-category',
  functionality: 'occupant_age_category_list',
  label: "Catégories d'âge",
  table: ageCategories,
  input: ageCategoryInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'ageFrom'],
  defaultSort: 'order',
  defaults: ({ db }) => ({
    label: '',
    ageFrom: 0,
    ageTo: null,
    // null only on a site without VAT rates: the form then asks for one (VAT_RATE_REQUIRED).
    tvaId: defaultId(tvaChoices(db)) as number,
    isDefaultForAttendant: false,
    isTouristTaxExempt: false,
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({ availableTva: tvaChoices(db) }),
  check: ({ db }, input) => {
    if (!referenceExists(db, 'tva', input.tvaId)) throw fieldError('tvaId', 'VAT_RATE_REQUIRED');
    // One default for attendants (the registry's singleDefault only knows `isDefault`).
    if (input.isDefaultForAttendant) {
      db.update(ageCategories)
        .set({ isDefaultForAttendant: false })
        .where(and(eq(ageCategories.isDefaultForAttendant, true), ne(ageCategories.id, input.id)))
        .run();
    }
  },
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Âge de', value: (r) => r.ageFrom },
    { header: 'Âge à', value: (r) => r.ageTo },
    { header: 'Par défaut accompagnant', value: (r) => r.isDefaultForAttendant, format: 'bool' },
    { header: 'Exonéré taxe de séjour', value: (r) => r.isTouristTaxExempt, format: 'bool' },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});

/** Active age categories in list order: the choice list of forms that pick some (tax exemptions...). */
export function ageCategoryChoices(db: Db) {
  return db
    .select({ id: ageCategories.id, label: ageCategories.label })
    .from(ageCategories)
    .where(eq(ageCategories.isActive, true))
    .orderBy(asc(ageCategories.order), asc(ageCategories.id))
    .all();
}
