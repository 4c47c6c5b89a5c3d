// Partner types (tour operator, works council, booking site...): an ordered label list.
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { labelListUi } from '../reference/label-list-ui';

export const partnerTypeUi = labelListUi({
  name: 'partner-type-list',
  base: 'partner/partner-type',
  functionality: 'customer_partner_partner_type_list',
  title: 'Types de partenaire',
  listPath: '/partner-type-list',
  detailPath: (id) => `/partner-type/${id}`,
});

export function List() {
  return <EntityListPage ui={partnerTypeUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={partnerTypeUi} idParam="partnerTypeId" />;
}
