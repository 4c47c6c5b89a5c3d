// The plannings ("Customers and bookings"): the booking planning, the extras planning and
// the site plan.
import { planningQueries } from '../screens/booking/planning/planning.queries';
import { windowOf } from '../screens/booking/planning/useWindowSearch';
import type { Screen } from './screen';

export const bookingPlanningScreens: Screen[] = [
  {
    path: '/planning',
    load: () => import('../screens/booking/planning/planning'),
    // Signed out, the session's restore sends to the sign-in page: no second message for this read.
    prefetch: (client, search) =>
      void client.prefetchQuery(planningQueries.planning(windowOf(search), { isSignedOutExpected: true })),
  },
  { path: '/extra-planning', load: () => import('../screens/booking/planning/extra-planning') },
  { path: '/plan', load: () => import('../screens/booking/planning/plan') },
];
