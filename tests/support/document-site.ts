// A booking ready to be printed or e-mailed, written straight into the database: the site's
// details, a customer with an address, a reservation of two nights on pitch 12 for two occupants
// with every amount set (total 1 234,56 €, 300 € paid).
import { eq } from 'drizzle-orm';
import type { Db } from '../../service/db/connection';
import { bookings } from '../../service/domains/booking/schema';
import { customerAddresses } from '../../service/domains/customer/schema';
import { establishments } from '../../service/domains/establishment/schema';
import { civilities, languages } from '../../service/domains/reference/schema';
import { ageCategoryId, insertBooking, insertCustomer, insertPlaces, insertPlaceType } from './bookings';

const stamp = '2026-01-01T00:00:00.000Z';

export function languageId(db: Db, code: string): number {
  const row = db.select({ id: languages.id }).from(languages).where(eq(languages.code, code)).get();
  if (!row) throw new Error(`no language ${code}`);
  return row.id;
}

export interface DocumentBooking {
  bookingId: number;
  customerId: number;
}

export function documentBooking(
  db: Db,
  customer: { email?: string | null; languageCode?: string } = {},
): DocumentBooking {
  db.insert(establishments)
    .values({
      id: 1,
      corporateName: 'Camping Les Pins',
      address1: '12 route de la Plage',
      postalCode: '56340',
      town: 'Carnac',
      phone: '02 97 00 00 00',
      email: 'accueil@lespins.fr',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .onConflictDoUpdate({ target: establishments.id, set: { corporateName: 'Camping Les Pins' } })
    .run();
  const madame = db.select({ id: civilities.id }).from(civilities).where(eq(civilities.code, 'MME')).get();
  const customerId = insertCustomer(db, {
    lastName: 'Martin',
    firstName: 'Anne',
    civilityId: madame?.id ?? null,
    email: customer.email === undefined ? 'anne.martin@example.fr' : customer.email,
    languageId: languageId(db, customer.languageCode ?? 'fr'),
  });
  db.insert(customerAddresses)
    .values({ customerId, position: 0, address1: '3 rue des Lilas', postalCode: '44000', town: 'Nantes' })
    .run();
  const typeId = insertPlaceType(db, 'Emplacement');
  const [placeId] = insertPlaces(db, typeId, ['12']);
  const adult = ageCategoryId(db);
  const { id: bookingId } = insertBooking(db, {
    customerId,
    code: 'R00042',
    startDate: '2026-07-04',
    endDate: '2026-07-06',
    totalCents: 123_456,
    paidCents: 30_000,
    occupancies: [
      {
        placeId: placeId ?? 0,
        occupants: [
          { firstName: 'Anne', lastName: 'Martin', ageCategoryId: adult },
          { firstName: 'Paul', lastName: 'Martin', ageCategoryId: adult },
        ],
      },
    ],
  });
  db.update(bookings)
    .set({
      downPaymentCents: 30_000,
      downPaymentDueDate: '2026-03-01',
      balanceDueDate: '2026-06-04',
      suretyCents: 25_000,
    })
    .where(eq(bookings.id, bookingId))
    .run();
  return { bookingId, customerId };
}
