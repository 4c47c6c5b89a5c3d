// Cash register types: a plain ordered label list.
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { labelListUi } from '../reference/label-list-ui';

export const cashRegisterTypeUi = labelListUi({
  name: 'cash-register-type-list',
  base: 'payment/cash-register-type',
  functionality: 'sale_cash_register_type_list',
  title: 'Types de caisse',
  listPath: '/cash-register-type-list',
  detailPath: (id) => `/cash-register-type/${id}`,
});

export function List() {
  return <EntityListPage ui={cashRegisterTypeUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={cashRegisterTypeUi} idParam="cashRegisterTypeId" />;
}
