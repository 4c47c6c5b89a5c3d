import type { Db } from '../../db/connection';
import { rowMapper, statement } from '../../db/statements';
import { activityPeriods } from './schema';

export { type PeriodInput, periodCriteriaSchema, periodInputSchema } from './contract';
export { activityPeriodEntity, billPrefixCheck, financialYearEntity, periodOptions } from './entities';
export {
  addedClosedNights,
  closedNights,
  type DayPeriod,
  firstOverlap,
  isStartBeforeEnd,
  isWithinActivityPeriod,
  overlaps,
} from './rules';

const asActivityPeriod = rowMapper(activityPeriods);

export function activityPeriodList(db: Db) {
  // On the statement cache: every booking write and search checks its nights against them.
  return statement(db, 'SELECT * FROM activity_periods ORDER BY start_date').all().map(asActivityPeriod);
}
