// Periods during which online booking is open: start before end, no overlap; items open in a dialog.
import type { OnlineOpenPeriodRow } from '../../../service/domains/payment-setup/rows-contract';
import { EntityModalListPage } from '../../entity/EntityModalListPage';
import { periodUi } from '../admin/period-ui';

const path = '/online_open_period_information';

export const onlineOpenPeriodUi = periodUi<OnlineOpenPeriodRow>({
  name: 'online-open-period-list',
  base: 'payment/online-open-period',
  functionality: 'booking_online_open_period',
  title: "Périodes d'ouverture en ligne",
  listPath: path,
  detailPath: () => path,
});

export function List() {
  return <EntityModalListPage ui={onlineOpenPeriodUi} />;
}
