// What other domains may use of the site's periods: activity periods for "date within the
// activity period", financial years for invoicing.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connection';
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

export function activityPeriodList(db: Db) {
  return db.select().from(activityPeriods).orderBy(asc(activityPeriods.startDate)).all();
}
