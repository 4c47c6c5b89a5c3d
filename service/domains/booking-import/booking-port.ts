// The booking core as integration sees it. Until the core's saveBooking lands, integration answers
// its error with this cause (replaced by the real wiring on merge).
import { AppError } from '../../errors/app-error';
import type { BookingPort } from './service';

const missing = () => {
  throw new AppError('INTERNET_BOOKING_INTEGRATION_ERROR', {
    params: { cause: 'le module de réservation est absent' },
  });
};

export function bookingPort(): BookingPort {
  return { save: missing, freePlace: missing, kindOf: () => null };
}
