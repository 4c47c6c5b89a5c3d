// The surety reminders' scene on a test database: the configuration set (mode, offsets, amount,
// public address) and reservations of customers with or without an e-mail address.
import type { Db } from '../../service/db/connection';
import { insertBooking, insertCustomer } from './bookings';

export const PUBLIC_URL = 'https://camping-des-pins.example';
/** A mail server named, so e-mails may be written (nothing is delivered: no outbox job runs). */
export const SMTP_URL = 'smtp://127.0.0.1:2525';

/** Sets the active surety configuration's settings (the seeded one: « Lien du camping »). */
export function configureSurety(db: Db, settings: Record<string, number | string>): void {
  for (const [key, value] of Object.entries({ publicUrl: PUBLIC_URL, ...settings })) {
    db.$client
      .prepare(
        `UPDATE module_providers SET settings_json = json_set(settings_json, '$.' || ?, ?) WHERE kind = 'surety'`,
      )
      .run(key, value);
  }
}

/** A live reservation arriving on `startDate` for a week, of a customer with that e-mail (none if null). */
export function reservationArriving(
  db: Db,
  startDate: string,
  options: { email?: string | null; lastName?: string; totalCents?: number; paidCents?: number; kind?: 2 | 3 } = {},
): number {
  const lastName = options.lastName ?? 'Martin';
  const email = options.email === undefined ? `${lastName.toLowerCase()}@example.fr` : options.email;
  const customerId = insertCustomer(db, { lastName, firstName: 'Léa', email });
  const end = new Date(`${startDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 7);
  return insertBooking(db, {
    customerId,
    kind: options.kind ?? 3,
    startDate,
    endDate: end.toISOString().slice(0, 10),
    totalCents: options.totalCents ?? 70_000,
    paidCents: options.paidCents ?? 0,
  }).id;
}
