// Mailing criteria: saved customer filters for the campaigns (geography, language, age, newsletter
// consent, last stay, stays count, place types). The last-stay dates are checked start before end.
import { mailingCriteriaInputSchema } from '../../../service/domains/mailing-criteria/contract';
import type { MailingCriteriaRow } from '../../../service/domains/mailing-criteria/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { useRight } from '../../shell/rights';
import { IdListField } from './IdListField';

export const mailingCriteriaUi: EntityUi<MailingCriteriaRow> = {
  name: 'mailing-criteria-list',
  base: 'campaign/mailing-criteria',
  functionality: 'campaign_mailing_criteria_list',
  title: 'Critères de mailing',
  itemTitle: (c) => c.label,
  listPath: '/mailing-criteria-list',
  detailPath: (id) => `/mailing-criteria/${id}`,
  columns: [
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'ageMin', title: 'Âge min.', width: 90 },
    { key: 'ageMax', title: 'Âge max.', width: 90 },
    { key: 'isNewsletterOnly', title: 'Newsletter', format: 'bool', width: 100 },
    { key: 'lastStayFrom', title: 'Dernier séjour du', format: 'date', width: 140 },
    { key: 'lastStayTo', title: 'au', format: 'date', width: 120 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80, span: 2 },
    { name: 'countryId', label: 'Pays', kind: 'select', choices: 'availableCountry', choiceLabel: 'name' },
    { name: 'departmentId', label: 'Département', kind: 'select', choices: 'availableDepartment', choiceLabel: 'name' },
    { name: 'languageId', label: 'Langue', kind: 'select', choices: 'availableLanguage', choiceLabel: 'name' },
    { name: 'minStays', label: 'Nombre de séjours minimum', kind: 'integer', min: 0 },
    { name: 'ageMin', label: 'Âge minimum', kind: 'integer', min: 0, max: 130 },
    { name: 'ageMax', label: 'Âge maximum', kind: 'integer', min: 0, max: 130 },
    { name: 'lastStayFrom', label: 'Dernier séjour du', kind: 'date' },
    { name: 'lastStayTo', label: 'Dernier séjour au', kind: 'date' },
    { name: 'isNewsletterOnly', label: 'Consentement newsletter uniquement', kind: 'bool' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: mailingCriteriaInputSchema,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={mailingCriteriaUi} />;
}

export function Detail() {
  const isReadOnly = !useRight(mailingCriteriaUi.functionality).canWrite;
  return (
    <EntityDetailPage ui={mailingCriteriaUi} idParam="mailingCriteriaId">
      {() => <IdListField name="placeTypeIds" label="Types de place (identifiants)" isReadOnly={isReadOnly} />}
    </EntityDetailPage>
  );
}
