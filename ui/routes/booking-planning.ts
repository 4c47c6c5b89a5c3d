// The plannings ("Customers and bookings"): the booking planning, the extras planning and
// the site plan.
import type { Screen } from './screen';

export const bookingPlanningScreens: Screen[] = [
  { path: '/planning', load: () => import('../screens/booking/planning/planning') },
  { path: '/extra-planning', load: () => import('../screens/booking/planning/extra-planning') },
  { path: '/plan', load: () => import('../screens/booking/planning/plan') },
];
