// Housekeeping: the departures' cleaning and the cleaning planning.
import type { Screen } from './screen';

export const bookingCleaningScreens: Screen[] = [
  { path: '/booking-departure-cleanning', load: () => import('../screens/booking/cleaning/departure-cleaning') },
  { path: '/cleanning-planning', load: () => import('../screens/booking/cleaning/cleaning-planning') },
];
