// Civilities: a plain reference list through the generic screens.

import { civilityInputSchema } from '../../../service/domains/reference/contract';
import type { CivilityRow } from '../../../service/domains/reference/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

type Civility = CivilityRow;

export const civilityUi: EntityUi<Civility> = {
  name: 'civility-list',
  base: 'reference/civility',
  functionality: 'occupant_civility_list',
  title: 'Civilités',
  itemTitle: (c) => c.label,
  listPath: '/civility-list',
  detailPath: (id) => `/civility/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'code', title: 'Code', sortable: true, width: 100 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'isDefault', title: 'Par défaut', format: 'bool', width: 90 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 10 },
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50 },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isDefault', label: 'Par défaut', kind: 'bool' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: civilityInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={civilityUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={civilityUi} idParam="civilityId" />;
}
