// The booking lists and occupant reports of the « Customers and bookings » and « Residential » menus.
import type { Screen } from './screen';

const bookingLists = () => import('../screens/booking/lists/booking-lists');
const presence = () => import('../screens/booking/lists/PresenceListPage');
const reports = () => import('../screens/booking/lists/occupant-reports');

export const bookingListScreens: Screen[] = [
  { path: '/booking-list/$statusId', load: () => bookingLists().then((m) => ({ default: m.Bookings })) },
  { path: '/booking-cancelled-list/$statusId', load: () => bookingLists().then((m) => ({ default: m.Cancelled })) },
  { path: '/partner-booking-list/$statusId', load: () => bookingLists().then((m) => ({ default: m.PartnerBookings })) },
  { path: '/booking-arrival-list', load: () => presence().then((m) => ({ default: m.Arrivals })) },
  { path: '/booking-departure-list', load: () => presence().then((m) => ({ default: m.Departures })) },
  { path: '/customer-resume', load: () => import('../screens/booking/lists/CustomerResumePage') },
  { path: '/occupation-list', load: () => reports().then((m) => ({ default: m.Occupation })) },
  { path: '/occupancy-occupants-list', load: () => reports().then((m) => ({ default: m.Occupants })) },
  {
    path: '/occupancy-occupation-informations',
    load: () => reports().then((m) => ({ default: m.OccupationInformations })),
  },
  { path: '/occupants-birthday', load: () => reports().then((m) => ({ default: m.Birthdays })) },
  { path: '/occupation-nationality-list', load: () => reports().then((m) => ({ default: m.Nationalities })) },
];
