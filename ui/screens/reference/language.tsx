// Languages: a plain reference list through the generic screens.
import { languageInputSchema } from '../../../service/domains/reference/contract';
import type { LanguageRow } from '../../../service/domains/reference/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

type Language = LanguageRow;

export const languageUi: EntityUi<Language> = {
  name: 'language-list',
  base: 'reference/language',
  functionality: 'occupant_language_list',
  title: 'Langues',
  itemTitle: (l) => l.name,
  listPath: '/language-list',
  detailPath: (id) => `/language/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'code', title: 'Code', sortable: true, width: 100 },
    { key: 'name', title: 'Langue', sortable: true },
    { key: 'isDefault', title: 'Par défaut', format: 'bool', width: 90 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [
    { name: 'name', label: 'Langue', kind: 'text' },
    { name: 'code', label: 'Code', kind: 'text' },
  ],
  fields: [
    { name: 'code', label: 'Code (ISO 639-1)', kind: 'text', required: true, maxLength: 5, placeholder: 'fr, en, de…' },
    { name: 'name', label: 'Langue', kind: 'text', required: true, maxLength: 50 },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isDefault', label: 'Par défaut', kind: 'bool' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: languageInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={languageUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={languageUi} idParam="languageId" />;
}
