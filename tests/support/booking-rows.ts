// Rows of a booked site written straight into SQLite with prepared statements, before the booking
// core writes them: the planning tests draw small scenes with it and the bench seeds thousands.
import type { Db } from '../../service/db/connection';
import { holdsPlace } from '../../service/domains/booking';

const stamp = '2026-01-01T00:00:00.000Z';

export interface StayRow {
  placeId: number;
  startDate: string;
  endDate: string;
  customerId: number;
  /** 1 quote, 2 option, 3 reservation (default). */
  kind?: 1 | 2 | 3;
  partnerId?: number | null;
  persons?: number;
  /** What remains to pay: written as the total, nothing paid. */
  balanceCents?: number;
  stayKind?: 'NORMAL' | 'RESIDENTIAL' | 'ALLOTMENT';
  isLocked?: boolean;
  isArrived?: boolean;
  isCancelled?: boolean;
}

export function bookingRows(db: Db) {
  const run = (sql: string) => {
    const prepared = db.$client.prepare(sql);
    return (...params: unknown[]) => Number(prepared.run(...params).lastInsertRowid);
  };
  const first = (table: string) =>
    (db.$client.prepare(`SELECT min(id) AS id FROM ${table}`).get() as { id: number | null }).id ?? 0;
  const insertBooking = run(
    `INSERT INTO bookings (code, customer_id, kind, state, partner_id, start_date, end_date, total_cents, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '${stamp}', '${stamp}')`,
  );
  const insertOccupancy = run(
    `INSERT INTO occupancies (booking_id, place_id, place_type_id, start_date, end_date, stay_kind, is_locked,
       is_cancelled, is_arrived, holds_place, persons_count, created_at, updated_at)
     VALUES (?, ?, (SELECT type_id FROM places WHERE id = ?), ?, ?, ?, ?, ?, ?, ?, ?, '${stamp}', '${stamp}')`,
  );
  const insertFamily = run(
    `INSERT INTO place_families (label, color, sort_order, created_at, updated_at) VALUES (?, ?, ?, '${stamp}', '${stamp}')`,
  );
  const insertType = run(
    `INSERT INTO place_types (label, short_code, family_id, kind, capacity, max_persons, insee_type, sort_order, tva_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, 6, 6, 'BARE_PITCH', ?, ?, '${stamp}', '${stamp}')`,
  );
  const insertPlace = run(
    `INSERT INTO places (number, name, type_id, capacity, plan_x, plan_y, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, '${stamp}', '${stamp}')`,
  );
  const insertCustomer = run(
    `INSERT INTO customers (code, first_name, last_name, sort_name, created_at, updated_at)
     VALUES (?, ?, ?, lower(? || ' ' || ?), '${stamp}', '${stamp}')`,
  );
  const insertPartner = run(
    `INSERT INTO partners (name, color, partner_type_id, management_type_id, billing_type_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '${stamp}', '${stamp}')`,
  );
  const insertUnavailability = run(
    `INSERT INTO unavailabilities (place_id, start_date, end_date, reason, created_at, updated_at)
     VALUES (?, ?, ?, ?, '${stamp}', '${stamp}')`,
  );
  const insertExtra = run(
    `INSERT INTO extras (label, tva_id, color, is_stock_managed, stock_quantity, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '${stamp}', '${stamp}')`,
  );
  const insertBookingExtra = run(
    'INSERT INTO booking_extras (occupancy_id, extra_id, quantity, start_date, end_date) VALUES (?, ?, ?, ?, ?)',
  );
  // Codes follow the customers already there, so several writers on one database never clash.
  let customers = (db.$client.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n;

  return {
    family: (label: string, color: string | null = null, order = 0) => insertFamily(label, color, order),
    type: (label: string, familyId: number | null, order = 0, kind = 'PITCH') =>
      insertType(label, label.slice(0, 3).toUpperCase(), familyId, kind, order, first('tva_rates')),
    place: (p: { number: string; typeId: number; name?: string; capacity?: number; planX?: number; planY?: number }) =>
      insertPlace(p.number, p.name ?? null, p.typeId, p.capacity ?? 6, p.planX ?? null, p.planY ?? null),
    customer: (lastName: string, firstName: string) => {
      customers += 1;
      return insertCustomer(`T${String(customers).padStart(7, '0')}`, firstName, lastName, lastName, firstName);
    },
    partner: (name: string, color: string) =>
      insertPartner(
        name,
        color,
        first('partner_types'),
        first('partner_management_types'),
        first('partner_billing_types'),
      ),
    /** A booking of one occupancy; answers both ids. */
    stay(s: StayRow) {
      const kind = s.kind ?? 3;
      const state = s.isCancelled ? 'CANCELLED' : 'NORMAL';
      const bookingId = insertBooking(
        null,
        s.customerId,
        kind,
        state,
        s.partnerId ?? null,
        s.startDate,
        s.endDate,
        s.balanceCents ?? 0,
      );
      const occupancyId = insertOccupancy(
        bookingId,
        s.placeId,
        s.placeId,
        s.startDate,
        s.endDate,
        s.stayKind ?? 'NORMAL',
        s.isLocked ? 1 : 0,
        s.isCancelled ? 1 : 0,
        s.isArrived ? 1 : 0,
        holdsPlace(kind, state, s.isCancelled ?? false) ? 1 : 0,
        s.persons ?? 2,
      );
      return { bookingId, occupancyId };
    },
    unavailability: (placeId: number, startDate: string, endDate: string, reason = 'Travaux') =>
      insertUnavailability(placeId, startDate, endDate, reason),
    extra: (label: string, stock: number | null, color: string | null = null) =>
      insertExtra(label, first('tva_rates'), color, stock === null ? 0 : 1, stock),
    bookingExtra: (occupancyId: number, extraId: number, quantity: number, startDate: string, endDate: string) =>
      insertBookingExtra(occupancyId, extraId, quantity, startDate, endDate),
  };
}

export type BookingRows = ReturnType<typeof bookingRows>;
