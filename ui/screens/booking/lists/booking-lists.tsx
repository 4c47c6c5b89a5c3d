// The three booking lists and their :statusId (stay and cancellation filters).
import { BOOKING_KIND, PARTNER_STATUS } from '../../../../service/domains/booking/contract';
import { type BookingListKind, BookingListPage } from './BookingListPage';
import { bookingColumns, cancellationColumns } from './booking-columns';

const kinds = [
  { value: 0, label: 'Toutes' },
  { value: BOOKING_KIND.quote, label: 'Devis' },
  { value: BOOKING_KIND.option, label: 'Options' },
  { value: BOOKING_KIND.reservation, label: 'Réservations' },
];

const bookings: BookingListKind = {
  name: 'booking-list',
  route: '/booking-list',
  path: 'booking/list/booking',
  functionality: 'booking_booking_list',
  title: 'Réservations',
  statuses: kinds,
  columns: bookingColumns,
  hasExpiredOptions: true,
};

const cancelled: BookingListKind = {
  name: 'booking-cancelled-list',
  route: '/booking-cancelled-list',
  path: 'booking/list/cancelled',
  functionality: 'booking_cancelled_list',
  title: 'Réservations annulées',
  statuses: [
    { value: 0, label: 'Toutes' },
    { value: 1, label: 'Normales' },
    { value: 2, label: 'Annulées' },
    { value: 3, label: "En cours d'annulation" },
  ],
  columns: cancellationColumns,
};

const partner: BookingListKind = {
  name: 'partner-booking-list',
  route: '/partner-booking-list',
  path: 'booking/list/partner',
  functionality: 'customer_partner_partner_booking_list',
  title: 'Réservations des partenaires',
  statuses: [
    ...kinds,
    { value: PARTNER_STATUS.stay, label: 'En séjour' },
    { value: PARTNER_STATUS.closed, label: 'Terminées' },
  ],
  columns: bookingColumns,
};

export function Bookings() {
  return <BookingListPage list={bookings} />;
}

export function Cancelled() {
  return <BookingListPage list={cancelled} />;
}

export function PartnerBookings() {
  return <BookingListPage list={partner} />;
}
