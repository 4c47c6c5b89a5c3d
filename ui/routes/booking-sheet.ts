import type { Screen } from './screen';

// The booking sheet and the availability search.
export const bookingSheetScreens: Screen[] = [
  {
    path: '/new-booking/$activeKey/$bookingId/$tempBookingId/$occupancyId/$tempOccupancyId/$customerId/$statusId',
    load: () => import('../screens/booking/sheet/BookingSheet'),
  },
  { path: '/search-availability', load: () => import('../screens/booking/search-availability/SearchAvailability') },
];
