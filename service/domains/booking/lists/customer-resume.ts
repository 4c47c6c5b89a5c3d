// /customer-resume: a customer found by name, code or e-mail (3 characters at least), then their
// identity, their stays split past / current / future around today, their totals and, when the
// preference says so, their latest e-mails.
import type { Db } from '../../../db/connection';
import { statement } from '../../../db/statements';
import { AppError } from '../../../errors/app-error';
import { normalizeName } from '../../customer';
import { latestMailsOfCustomer } from '../../mail';
import { readPreference } from '../../preference';
import { BOOKING_KIND } from '../contract';
import { customerBookings } from './booking-lists';
import type { BookingRow, CustomerChoice, CustomerResume } from './contract';
import { customerNameSql } from './sql';

const upTo = (prefix: string) => `${prefix}\u{10FFFF}`;

/** The resume shows the latest e-mails only; the customer's e-mail history has them all. */
const RESUME_EMAILS = 10;

/** Up to 20 customers by name prefix (the sort_name index), code prefix or exact e-mail. */
export function lookupCustomers(db: Db, q: string): CustomerChoice[] {
  const name = normalizeName(q) || q;
  return statement(
    db,
    `SELECT c.id, c.code, ${customerNameSql} AS name,
      (SELECT a.town FROM customer_addresses a WHERE a.customer_id = c.id ORDER BY a.position LIMIT 1) AS town
      FROM customers c
      WHERE (c.sort_name >= ? AND c.sort_name < ?) OR (c.code >= ? AND c.code < ?) OR c.email = ?
      ORDER BY c.sort_name, c.id LIMIT 20`,
  ).all(name, upTo(name), q.toUpperCase(), upTo(q.toUpperCase()), q.toLowerCase()) as CustomerChoice[];
}

/** The same day `years` years before (a 29 February compares as the last days of February do). */
function yearsBefore(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;
}

/**
 * Options and reservations still NORMAL are the customer's stays; quotes and cancellations are
 * counted apart. The past shown goes back the resume preference's years of history.
 */
function split(rows: BookingRow[], today: string, historyYears: number) {
  const stays = rows.filter((r) => r.state === 'NORMAL' && r.kind !== BOOKING_KIND.quote);
  const historyStart = yearsBefore(today, historyYears);
  return {
    past: stays.filter((r) => r.endDate < today && r.endDate >= historyStart),
    current: stays.filter((r) => r.startDate <= today && today <= r.endDate),
    future: stays.filter((r) => r.startDate > today),
    stays,
  };
}

export function customerResume(db: Db, customerId: number, today: string): CustomerResume {
  const customer = statement(
    db,
    `SELECT c.id, c.code, ${customerNameSql} AS name, c.email, c.phone, c.mobile,
      a.town, a.postal_code AS postalCode
      FROM customers c LEFT JOIN customer_addresses a ON a.customer_id = c.id AND a.position = 0
      WHERE c.id = ?`,
  ).get(customerId) as CustomerResume['customer'] | undefined;
  if (!customer) throw new AppError('NOT_FOUND');
  const rows = customerBookings(db, customerId, today);
  const preference = readPreference(db, 'customerResume');
  const { past, current, future, stays } = split(rows, today, preference.historyYears);
  // « Afficher les séjours » off: the lists stay empty, the totals still sum every stay.
  const shown = (list: BookingRow[]) => (preference.showBookings ? list : []);
  const sum = (pick: (r: BookingRow) => number) => stays.reduce((total, r) => total + pick(r), 0);
  return {
    customer,
    past: shown(past),
    current: shown(current),
    future: shown(future),
    emails: preference.showEmails ? latestMailsOfCustomer(db, customerId, RESUME_EMAILS) : null,
    totals: {
      stays: stays.length,
      nights: sum((r) => r.nights),
      totalCents: sum((r) => r.totalCents),
      paidCents: sum((r) => r.paidCents),
      remainingCents: sum((r) => r.remainingCents),
      cancelled: rows.filter((r) => r.state === 'CANCELLED' || r.state === 'CANCELLING').length,
      quotes: rows.filter((r) => r.state === 'NORMAL' && r.kind === BOOKING_KIND.quote).length,
    },
  };
}
