// Activity periods: the site's opening periods, which must not overlap.
import type { ActivityPeriodRow } from '../../../service/domains/admin-periods/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { periodUi } from './period-ui';

export const activityPeriodUi = periodUi<ActivityPeriodRow>({
  name: 'activity-period-list',
  base: 'admin/activity-period',
  functionality: 'establishment_access_activity_period_list',
  title: "Périodes d'activité",
  listPath: '/admin/activity-period-list',
  detailPath: (id) => `/admin/activity-period/${id}`,
});

export function List() {
  return <EntityListPage ui={activityPeriodUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={activityPeriodUi} idParam="activityPeriodId" />;
}
