// The dashboard of the day: what the reception has to do on the business date, each section read
// only when the user may read the screen it links to (the others are left out of the answer).
import type { Db } from '../../../db/connection';
import { readPreference } from '../../preference';
import { addDays } from '../../pricing';
import type { FunctionalityCode } from '../../security';
import type { DashboardPayload } from './contract';
import { balancesDueAtArrival } from './rules';
import * as store from './store';

export function dashboardOfTheDay(
  db: Db,
  today: string,
  canRead: (functionality: FunctionalityCode) => boolean,
): DashboardPayload {
  const payload: DashboardPayload = { today };
  if (canRead('booking_arrival_list')) {
    payload.arrivals = store.arrivalsOn(db, today);
    payload.balancesDue = balancesDueAtArrival(payload.arrivals);
  }
  if (canRead('booking_departure_list')) payload.departures = store.departuresOn(db, today);
  if (canRead('booking_booking_list')) {
    // The option preference's relaunch window: the options the reception should chase now.
    const until = addDays(today, readPreference(db, 'booking/option').relaunchDaysBeforeExpiry);
    payload.expiringOptions = { until, items: store.optionsExpiring(db, today, until) };
  }
  if (canRead('booking_cleaning_planning')) payload.cleaningTasks = store.cleaningTasksOn(db, today);
  if (canRead('camping_unavailability_list')) payload.unavailablePlaces = store.placesUnavailableOn(db, today);
  return payload;
}
