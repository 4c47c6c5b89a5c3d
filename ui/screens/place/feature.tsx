// Features (équipements / caractéristiques) a place offers, with an optional icon and colour.
import { featureInputSchema } from '../../../service/domains/place/contract';
import type { FeatureRow } from '../../../service/domains/place/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { ColorCell } from './ColorCell';
import { activeColumn, colorField, listedFields, orderColumn } from './listed-fields';

export const featureUi: EntityUi<FeatureRow> = {
  name: 'feature-list',
  base: 'place/feature',
  functionality: 'camping_feature_list',
  title: 'Caractéristiques',
  itemTitle: (r) => r.label,
  listPath: '/feature-list',
  detailPath: (id) => `/feature/${id}`,
  columns: [
    orderColumn,
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'icon', title: 'Icône', width: 140 },
    { key: 'color', title: 'Couleur', width: 120, render: (r) => <ColorCell color={r.color} /> },
    activeColumn,
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50, span: 2 },
    { name: 'icon', label: 'Icône', kind: 'text', maxLength: 40, placeholder: 'thunderbolt' },
    colorField,
    ...listedFields,
  ],
  schema: featureInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={featureUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={featureUi} idParam="featureId" />;
}
