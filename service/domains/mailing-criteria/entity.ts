// Mailing criteria through the registry: a saved filter definition over customers. A department,
// when chosen with a country, must be of that country.
import { fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { countryChoices, departmentEntity, languageChoices, referenceExists } from '../reference';
import { type MailingCriteriaInput, mailingCriteriaCriteriaSchema, mailingCriteriaInputSchema } from './contract';
import { mailingCriteria } from './schema';

type MailingCriteria = typeof mailingCriteria.$inferSelect;

export const mailingCriteriaEntity = tableEntity<
  MailingCriteria,
  MailingCriteriaInput,
  typeof mailingCriteriaCriteriaSchema._output
>({
  base: 'campaign/mailing-criteria',
  functionality: 'campaign_mailing_criteria_list',
  label: 'Critères de mailing',
  table: mailingCriteria,
  input: mailingCriteriaInputSchema,
  criteria: mailingCriteriaCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['label'],
  defaultSort: 'label',
  defaults: () => ({
    label: '',
    countryId: null,
    departmentId: null,
    languageId: null,
    ageMin: null,
    ageMax: null,
    isNewsletterOnly: true,
    lastStayFrom: null,
    lastStayTo: null,
    minStays: null,
    placeTypeIds: [],
    isActive: true,
  }),
  choices: (ctx) => ({
    availableCountry: countryChoices(ctx.db),
    availableDepartment: departmentEntity.list(ctx).filter((d) => d.isActive),
    availableLanguage: languageChoices(ctx.db),
  }),
  check: (ctx, input) => {
    if (input.countryId && !referenceExists(ctx.db, 'country', input.countryId)) {
      throw fieldError('countryId', 'COUNTRY_NAME_REQUIRED');
    }
    if (input.languageId && !referenceExists(ctx.db, 'language', input.languageId)) {
      throw fieldError('languageId', 'LANGUAGE_REQUIRED');
    }
    if (input.departmentId) {
      const department = departmentEntity.get(ctx, input.departmentId);
      if (!department || (input.countryId && department.countryId !== input.countryId)) {
        throw fieldError('departmentId', 'VALIDATION');
      }
    }
  },
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Âge minimum', value: (r) => r.ageMin },
    { header: 'Âge maximum', value: (r) => r.ageMax },
    { header: 'Newsletter uniquement', value: (r) => r.isNewsletterOnly, format: 'bool' },
    { header: 'Dernier séjour du', value: (r) => r.lastStayFrom, format: 'date' },
    { header: 'Dernier séjour au', value: (r) => r.lastStayTo, format: 'date' },
    { header: 'Séjours minimum', value: (r) => r.minStays },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasActive: true,
});
