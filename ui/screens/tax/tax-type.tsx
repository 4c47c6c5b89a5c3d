// Tax types ("Taxe de séjour" seeded): a plain ordered label list.
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { labelListUi } from '../reference/label-list-ui';

export const taxTypeUi = labelListUi({
  name: 'tax-type-list',
  base: 'tax/tax-type',
  functionality: 'extra_pricing_tax_type_list',
  title: 'Types de taxe',
  listPath: '/tax-type-list',
  detailPath: (id) => `/tax-type/${id}`,
});

export function List() {
  return <EntityListPage ui={taxTypeUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={taxTypeUi} idParam="taxTypeId" />;
}
