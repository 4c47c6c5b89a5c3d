// Extra types (rentals, services, animals...): an ordered label list.
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { labelListUi } from '../reference/label-list-ui';

export const extraTypeUi = labelListUi({
  name: 'extra-type-list',
  base: 'extra/extra-type',
  functionality: 'extra_pricing_extra_type_list',
  title: "Types d'extras",
  listPath: '/extra-type-list',
  detailPath: (id) => `/extra-type/${id}`,
});

export function List() {
  return <EntityListPage ui={extraTypeUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={extraTypeUi} idParam="extraTypeId" />;
}
