// Place families group the place types (pitches, rentals...), each with a colour for the planning.
import { placeFamilyInputSchema } from '../../../service/domains/place/contract';
import type { PlaceFamilyRow } from '../../../service/domains/place/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { ColorCell } from './ColorCell';
import { activeColumn, colorField, listedFields, orderColumn } from './listed-fields';

export const placeFamilyUi: EntityUi<PlaceFamilyRow> = {
  name: 'place-family-list',
  base: 'place/place-family',
  functionality: 'camping_place_family_list',
  title: "Familles d'hébergement",
  itemTitle: (r) => r.label,
  listPath: '/place-family-list',
  detailPath: (id) => `/place-family/${id}`,
  columns: [
    orderColumn,
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'color', title: 'Couleur', width: 120, render: (r) => <ColorCell color={r.color} /> },
    activeColumn,
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50, span: 2 },
    colorField,
    ...listedFields,
  ],
  schema: placeFamilyInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={placeFamilyUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={placeFamilyUi} idParam="placeFamilyId" />;
}
