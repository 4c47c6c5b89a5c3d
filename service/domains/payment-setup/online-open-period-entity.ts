// Periods during which online booking is open: labelled periods of days, start before end, no overlap.
import { and, gte, lte } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { contains } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { firstOverlap, type PeriodInput, periodCriteriaSchema, periodInputSchema } from '../admin-periods';
import { onlineOpenPeriods } from './schema';

type OnlineOpenPeriod = typeof onlineOpenPeriods.$inferSelect;

export const onlineOpenPeriodEntity = tableEntity<OnlineOpenPeriod, PeriodInput, typeof periodCriteriaSchema._output>({
  base: 'payment/online-open-period',
  functionality: 'booking_online_open_period',
  label: "Périodes d'ouverture en ligne",
  table: onlineOpenPeriods,
  input: periodInputSchema,
  criteria: periodCriteriaSchema,
  filter: (c, col) => [
    contains(col.label, c.label),
    c.day ? and(lte(col.startDate, c.day), gte(col.endDate, c.day)) : undefined,
  ],
  sortable: ['startDate', 'endDate', 'label'],
  defaultSort: 'startDate',
  defaults: () => ({ label: '', startDate: '', endDate: '' }),
  // Periods must not overlap.
  check: ({ db }, input) => {
    if (firstOverlap(input, db.select().from(onlineOpenPeriods).all())) throw new AppError('OVERLAPPING_PERIODS');
  },
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Début', value: (r) => r.startDate, format: 'date' },
    { header: 'Fin', value: (r) => r.endDate, format: 'date' },
  ],
  labelOf: (r) => r.label,
});
