// Periods during which online booking is open: labelled periods of days, start before end, no overlap.
import { tableEntity } from '../../http/entity/table-entity';
import { type PeriodInput, type periodCriteriaSchema, periodOptions } from '../admin-periods';
import { onlineOpenPeriods } from './schema';

type OnlineOpenPeriod = typeof onlineOpenPeriods.$inferSelect;

export const onlineOpenPeriodEntity = tableEntity<OnlineOpenPeriod, PeriodInput, typeof periodCriteriaSchema._output>({
  ...periodOptions<OnlineOpenPeriod>(onlineOpenPeriods, {
    base: 'payment/online-open-period',
    functionality: 'booking_online_open_period',
    label: "Périodes d'ouverture en ligne",
  }),
  defaults: () => ({ label: '', startDate: '', endDate: '' }),
});
