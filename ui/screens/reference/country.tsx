// Countries: ISO code, nationality, the language spoken (offered from the edit answer's
// availableLanguage), EU membership; through the generic screens.
import { countryInputSchema } from '../../../service/domains/reference/contract';
import type { CountryRow } from '../../../service/domains/reference/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

type Country = CountryRow;

export const countryUi: EntityUi<Country> = {
  name: 'country-list',
  base: 'reference/country',
  functionality: 'occupant_country_list',
  title: 'Pays',
  itemTitle: (c) => c.name,
  listPath: '/country-list',
  detailPath: (id) => `/country/${id}`,
  columns: [
    { key: 'isoCode', title: 'Code ISO', sortable: true, width: 110 },
    { key: 'name', title: 'Pays', sortable: true },
    { key: 'nationality', title: 'Nationalité' },
    { key: 'isEu', title: 'UE', format: 'bool', width: 60 },
    { key: 'isDefault', title: 'Par défaut', format: 'bool', width: 90 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [
    { name: 'name', label: 'Pays', kind: 'text' },
    { name: 'code', label: 'Code ISO', kind: 'text' },
  ],
  fields: [
    { name: 'isoCode', label: 'Code ISO', kind: 'text', required: true, maxLength: 2, placeholder: 'FR' },
    { name: 'name', label: 'Pays', kind: 'text', required: true, maxLength: 80 },
    { name: 'nationality', label: 'Nationalité', kind: 'text', maxLength: 80 },
    { name: 'languageId', label: 'Langue', kind: 'select', choices: 'availableLanguage', choiceLabel: 'name' },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isEu', label: 'Union européenne', kind: 'bool' },
    { name: 'isDefault', label: 'Par défaut', kind: 'bool' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: countryInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={countryUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={countryUi} idParam="countryId" />;
}
