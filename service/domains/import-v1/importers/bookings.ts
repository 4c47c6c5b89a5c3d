// sejours.csv: the stays, each one booking of one place for its customer. They are history: written
// here with prepared statements, not through the booking sheet's save, but under its invariant: two
// stays that hold a place never share a night on it.
import { statement } from '../../../db/statements';
import { displayDate } from '../../../validation';
import { BOOKING_KIND, type BookingState, holdsPlace, settlePastStays } from '../../booking';
import { cell, type FileImporter, optional, reject } from '../importer';
import { parseOldCount, parseOldDay, parseOldDecimal } from '../old-values';

/** The older system's states: R(éservation), O(ption), D(evis), A(nnulée: a cancelled reservation). */
const STATES: Readonly<Record<string, { kind: number; state: BookingState }>> = {
  R: { kind: BOOKING_KIND.reservation, state: 'NORMAL' },
  O: { kind: BOOKING_KIND.option, state: 'NORMAL' },
  D: { kind: BOOKING_KIND.quote, state: 'NORMAL' },
  A: { kind: BOOKING_KIND.reservation, state: 'CANCELLED' },
};

interface BookingValue {
  oldId: string;
  reference: string | null;
  customerId: number;
  placeId: number;
  placeTypeId: number;
  startDate: string;
  endDate: string;
  kind: number;
  state: BookingState;
  personsCount: number;
  totalCents: number;
  bookedOn: string;
  notes: string | null;
}

function dayOf(cells: Readonly<Record<string, string>>, column: string, label: string) {
  const raw = cell(cells, column);
  return parseOldDay(raw) ?? reject(`date ${label} invalide : « ${raw} »`);
}

export const bookingsImporter: FileImporter<BookingValue> = {
  kind: 'bookings',
  columns: ['id', 'numero', 'client_id', 'emplacement_id', 'arrivee', 'depart', 'etat', 'nb_personnes', 'montant'],
  begin({ db, now, today, userId, keys }) {
    const written: number[] = [];
    const typeOf = (placeId: number) =>
      (statement(db, 'SELECT type_id FROM places WHERE id = ?').get(placeId) as { type_id: number }).type_id;
    const bookingColumns = (v: BookingValue) => [
      v.kind === BOOKING_KIND.quote ? null : `V1-${v.oldId}`,
      v.kind === BOOKING_KIND.quote ? `V1-${v.oldId}` : null,
      v.customerId,
      v.kind,
      v.state,
      v.startDate,
      v.endDate,
      v.totalCents,
      v.reference,
      v.notes,
      v.bookedOn,
    ];
    const occupancyColumns = (v: BookingValue) => [
      v.placeId,
      v.placeTypeId,
      v.startDate,
      v.endDate,
      holdsPlace(v.kind, v.state, false) ? 1 : 0,
      v.personsCount,
    ];
    return {
      prepare(cells) {
        const oldCustomer = cell(cells, 'client_id');
        const customer = keys.get('customers', oldCustomer);
        if (!customer) return reject(`client inconnu (absent de clients.csv ou refusé) : ${oldCustomer || '(vide)'}`);
        const oldPlace = cell(cells, 'emplacement_id');
        const place = keys.get('places', oldPlace);
        if (!place)
          return reject(`emplacement inconnu (absent de emplacements.csv ou refusé) : ${oldPlace || '(vide)'}`);
        const startDate = dayOf(cells, 'arrivee', 'd’arrivée');
        if (typeof startDate !== 'string') return startDate;
        const endDate = dayOf(cells, 'depart', 'de départ');
        if (typeof endDate !== 'string') return endDate;
        if (endDate <= startDate) return reject('départ le jour de l’arrivée ou avant');
        const state = STATES[cell(cells, 'etat').toUpperCase()];
        if (!state) return reject(`état inconnu : « ${cell(cells, 'etat')} » (R, O, D ou A)`);
        const personsCount = parseOldCount(cell(cells, 'nb_personnes'));
        if (personsCount === null) return reject(`nombre de personnes invalide : « ${cell(cells, 'nb_personnes')} »`);
        const totalCents = parseOldDecimal(cell(cells, 'montant') || '0');
        if (totalCents === null) return reject(`montant qui n’est pas un nombre : « ${cell(cells, 'montant')} »`);
        const bookedOn = cell(cells, 'date_reservation')
          ? dayOf(cells, 'date_reservation', 'de réservation')
          : startDate;
        if (typeof bookedOn !== 'string') return bookedOn;
        return {
          oldId: cell(cells, 'id'),
          reference: optional(cells, 'numero'),
          customerId: customer.newId,
          placeId: place.newId,
          placeTypeId: typeOf(place.newId),
          startDate,
          endDate,
          ...state,
          personsCount,
          totalCents,
          bookedOn,
          notes: optional(cells, 'observations'),
        };
      },
      conflict(v, existingId) {
        if (!holdsPlace(v.kind, v.state, false)) return null;
        // Held stays of one place never overlap: the last one starting before this departure is
        // the only one that can reach past this arrival.
        const before = statement(
          db,
          `SELECT b.code, o.start_date AS startDate, o.end_date AS endDate FROM occupancies o
             JOIN bookings b ON b.id = o.booking_id
           WHERE o.place_id = ? AND o.holds_place = 1 AND o.start_date < ? AND o.booking_id IS NOT ?
           ORDER BY o.start_date DESC LIMIT 1`,
        ).get(v.placeId, v.endDate, existingId) as
          | { code: string | null; startDate: string; endDate: string }
          | undefined;
        return before && before.endDate > v.startDate
          ? reject(
              `séjour qui chevauche, sur le même emplacement, le séjour ${before.code ?? ''} du ${displayDate(before.startDate)} au ${displayDate(before.endDate)}`,
            )
          : null;
      },
      insert(v) {
        const id = Number(
          statement(
            db,
            `INSERT INTO bookings (code, quote_number, customer_id, kind, state, start_date, end_date, total_cents,
               reference, notes, booked_on, created_at, updated_at, updated_by)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(...bookingColumns(v), now, now, userId).lastInsertRowid,
        );
        statement(
          db,
          `INSERT INTO occupancies (booking_id, place_id, place_type_id, start_date, end_date, holds_place, persons_count,
             created_at, updated_at, updated_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(id, ...occupancyColumns(v), now, now, userId);
        written.push(id);
        return id;
      },
      update(id, v) {
        statement(
          db,
          `UPDATE bookings SET code = ?, quote_number = ?, customer_id = ?, kind = ?, state = ?, start_date = ?,
             end_date = ?, total_cents = ?, reference = ?, notes = ?, booked_on = ?, updated_at = ?, updated_by = ?,
             version = version + 1
           WHERE id = ?`,
        ).run(...bookingColumns(v), now, userId, id);
        statement(
          db,
          `UPDATE occupancies SET place_id = ?, place_type_id = ?, start_date = ?, end_date = ?, holds_place = ?,
             persons_count = ?, updated_at = ?, updated_by = ?, version = version + 1
           WHERE booking_id = ?`,
        ).run(...occupancyColumns(v), now, userId, id);
        written.push(id);
      },
      finish() {
        settlePastStays(db, written, today);
      },
    };
  },
};
