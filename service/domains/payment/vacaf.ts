// VACAF: the CAF's holiday aid, a third-party payer on a booking. The family owes the stay's total
// minus the aid; the aid stays a receivable until the fund pays it (payments whose payer is vacaf,
// cancellations netted). /vacaf-list lists the bookings carrying an aid, filtered and sorted here.
import type { Db } from '../../db/connection';
import { readModuleSetting } from '../module';
import { addDays } from '../pricing';
import { receivedSql } from './paid-sql';
import { bookingSums } from './store';
import type { VacafCriteria, VacafPage, VacafRow } from './vacaf-contract';

interface Stored {
  id: number;
  code: string | null;
  kind: number;
  customerId: number;
  company: string | null;
  lastName: string | null;
  firstName: string | null;
  startDate: string;
  endDate: string;
  fileNumber: string | null;
  totalCents: number;
  aidCents: number;
  receivedCents: number;
}

// A live booking with an aid, or one whose aid the fund has paid already (then cancelled since).
const ROWS = `
  SELECT b.id, b.code, b.kind, b.customer_id AS customerId, c.company_name AS company,
         c.last_name AS lastName, c.first_name AS firstName, b.start_date AS startDate,
         b.end_date AS endDate, b.vacaf_file_number AS fileNumber, b.total_cents AS totalCents,
         b.vacaf_aid_cents AS aidCents,
         ${receivedSql('b.id', { payer: 'vacaf' })} AS receivedCents
    FROM bookings b JOIN customers c ON c.id = b.customer_id
   WHERE b.vacaf_aid_cents > 0 AND b.state <> 'DELETED'`;

/** What the fund has paid on the booking: its vacaf payments, cancellations and refunds netted. */
export function vacafReceivedCents(db: Db, bookingId: number): number {
  return bookingSums(db, bookingId).vacafCents;
}

const nameOf = (r: Stored) => r.company ?? [r.lastName?.toUpperCase(), r.firstName].filter(Boolean).join(' ');

function rowOf(r: Stored, delayDays: number): VacafRow {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind,
    customerId: r.customerId,
    customerName: nameOf(r),
    startDate: r.startDate,
    endDate: r.endDate,
    fileNumber: r.fileNumber,
    totalCents: r.totalCents,
    aidCents: r.aidCents,
    receivedCents: r.receivedCents,
    remainingCents: Math.max(0, r.aidCents - r.receivedCents),
    invoiceableOn: addDays(r.endDate, delayDays),
  };
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matches(row: VacafRow, criteria: VacafCriteria): boolean {
  if (criteria.status === 'pending' && row.remainingCents === 0) return false;
  if (criteria.status === 'received' && row.remainingCents > 0) return false;
  if (!criteria.q) return true;
  const q = folded(criteria.q);
  return [row.customerName, row.code, row.fileNumber].some((t) => t !== null && folded(t).includes(q));
}

function compare(sort: VacafCriteria['sort']) {
  const field = sort?.field ?? 'startDate';
  const sign = sort?.order === 'descend' ? -1 : 1;
  return (a: VacafRow, b: VacafRow) => {
    const [x, y] = [a[field] ?? '', b[field] ?? ''];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fr');
    return sign * order || a.id - b.id;
  };
}

/** /vacaf-list: the bookings with an aid, filtered (received / pending, text), sorted and paged. */
export function vacafList(db: Db, criteria: VacafCriteria): VacafPage {
  const settings = readModuleSetting(db, 'vacaf');
  const all = (db.$client.prepare(ROWS).all() as Stored[])
    .map((r) => rowOf(r, settings.invoiceDelayDays))
    .filter((r) => matches(r, criteria))
    .sort(compare(criteria.sort));
  const sum = (pick: (r: VacafRow) => number) => all.reduce((s, r) => s + pick(r), 0);
  const from = (criteria.page - 1) * criteria.pageSize;
  return {
    items: all.slice(from, from + criteria.pageSize),
    total: all.length,
    totals: {
      aidCents: sum((r) => r.aidCents),
      receivedCents: sum((r) => r.receivedCents),
      remainingCents: sum((r) => r.remainingCents),
    },
    agreementNumber: settings.agreementNumber,
  };
}
