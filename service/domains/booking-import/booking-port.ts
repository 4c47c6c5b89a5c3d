// The booking core as integration sees it: the one write path, a free place of a type (the first
// in the site's place order), the kind and code of a booking for the detail's link.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { bookingService, loadBooking, saveBooking } from '../booking';
import type { BookingPort } from './service';

export function bookingPort(db: Db, clock: Clock): BookingPort {
  return {
    save: (userId, input) => saveBooking({ db, clock, userId }, input),
    freePlace(s) {
      const search = {
        ...s,
        familyId: null,
        featureIds: [],
        partnerId: null,
        party: null,
        withPrice: false,
        excludeBookingId: null,
      };
      const answer = bookingService({ db, clock, userId: null }).search(search);
      // A stay on closed nights has no place to find: the save's own refusal, said at once.
      if (answer.closed) throw new AppError(answer.closed.code);
      return answer.places[0]?.placeId ?? null;
    },
    describe(bookingId) {
      const booking = loadBooking(db, bookingId);
      return booking && { kind: booking.kind, code: booking.code };
    },
  };
}
