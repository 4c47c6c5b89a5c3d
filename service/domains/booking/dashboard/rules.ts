// Pure rules of the dashboard of the day.
import type { DashboardStay } from './contract';

/**
 * Balances due at arrival: the day's arrivals whose booking still has something to pay, one row
 * per booking (a booking arriving on two places owes its balance once).
 */
export function balancesDueAtArrival(arrivals: readonly DashboardStay[]): DashboardStay[] {
  const seen = new Set<number>();
  return arrivals.filter((a) => {
    if (a.remainingCents <= 0 || seen.has(a.bookingId)) return false;
    seen.add(a.bookingId);
    return true;
  });
}
