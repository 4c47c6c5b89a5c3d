// occupants.csv: who stayed, on the place of their séjour. Each takes the age category of their
// age on the arrival day, as on the booking sheet.
import { statement } from '../../../db/statements';
import { ageCategoryIdOf } from '../../booking';
import { ageCategoriesForPricing } from '../../extra';
import { cell, type FileImporter, optional, reject } from '../importer';
import { parseOldDay } from '../old-values';

interface OccupantValue {
  occupancyId: number;
  lastName: string | null;
  firstName: string | null;
  birthDate: string | null;
  ageCategoryId: number;
}

export const occupantsImporter: FileImporter<OccupantValue> = {
  kind: 'occupants',
  columns: ['id', 'sejour_id', 'nom', 'prenom', 'date_naissance'],
  begin({ db, keys }) {
    const categories = ageCategoriesForPricing(db);
    const values = (v: OccupantValue) => [v.occupancyId, v.lastName, v.firstName, v.birthDate, v.ageCategoryId];
    return {
      prepare(cells) {
        const oldBooking = cell(cells, 'sejour_id');
        const booking = keys.get('bookings', oldBooking);
        if (!booking) return reject(`séjour inconnu (absent de sejours.csv ou refusé) : ${oldBooking || '(vide)'}`);
        const occupancy = statement(db, 'SELECT id, start_date AS arrival FROM occupancies WHERE booking_id = ?').get(
          booking.newId,
        ) as { id: number; arrival: string };
        const rawBirth = cell(cells, 'date_naissance');
        const birthDate = rawBirth ? parseOldDay(rawBirth) : null;
        if (rawBirth && !birthDate) return reject(`date de naissance invalide : « ${rawBirth} »`);
        const ageCategoryId = ageCategoryIdOf(
          { birthDate, age: null, ageCategoryId: null },
          occupancy.arrival,
          categories,
        );
        if (ageCategoryId === null) return reject('aucune catégorie d’âge du camping ne convient à cet occupant');
        return {
          occupancyId: occupancy.id,
          lastName: optional(cells, 'nom'),
          firstName: optional(cells, 'prenom'),
          birthDate,
          ageCategoryId,
        };
      },
      insert(v) {
        return Number(
          statement(
            db,
            `INSERT INTO occupants (occupancy_id, last_name, first_name, birth_date, age_category_id) VALUES (?, ?, ?, ?, ?)`,
          ).run(...values(v)).lastInsertRowid,
        );
      },
      update(id, v) {
        statement(
          db,
          `UPDATE occupants SET occupancy_id = ?, last_name = ?, first_name = ?, birth_date = ?, age_category_id = ?
           WHERE id = ?`,
        ).run(...values(v), id);
      },
    };
  },
};
