// What other domains and the registry may use of internet bookings.

export { bookingPort } from './booking-port';
export { bookingImportRoutes } from './routes';
export { type BookingPort, createBookingImportService } from './service';
