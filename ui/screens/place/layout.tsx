// Layouts (aménagements): a place has at most one; one that a place uses cannot be deleted.
import { layoutInputSchema } from '../../../service/domains/place/contract';
import type { LayoutRow } from '../../../service/domains/place/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { activeColumn, listedFields, orderColumn } from './listed-fields';

export const layoutUi: EntityUi<LayoutRow> = {
  name: 'layout-list',
  base: 'place/layout',
  functionality: 'camping_layout_list',
  title: 'Aménagements',
  itemTitle: (r) => r.label,
  listPath: '/layout-list',
  detailPath: (id) => `/layout/${id}`,
  columns: [
    orderColumn,
    { key: 'label', title: 'Libellé', sortable: true, width: 240 },
    { key: 'description', title: 'Description' },
    activeColumn,
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50, span: 2 },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500, rows: 3 },
    ...listedFields,
  ],
  schema: layoutInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={layoutUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={layoutUi} idParam="layoutId" />;
}
