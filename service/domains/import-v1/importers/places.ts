// emplacements.csv: the places, each of a type imported from types_emplacement.csv. A place
// number is the site's: one already held by another place is rejected.
import { statement } from '../../../db/statements';
import { cell, type FileImporter, optional, reject } from '../importer';
import { parseOldCount } from '../old-values';

interface PlaceValue {
  number: string;
  name: string | null;
  typeId: number;
  capacity: number;
}

export const placesImporter: FileImporter<PlaceValue> = {
  kind: 'places',
  columns: ['id', 'numero', 'type_id', 'capacite'],
  begin({ db, now, userId, keys }) {
    const values = (v: PlaceValue) => [v.number, v.name, v.typeId, v.capacity];
    return {
      prepare(cells) {
        const number = cell(cells, 'numero');
        if (!number) return reject('numéro d’emplacement manquant');
        const oldType = cell(cells, 'type_id');
        const type = keys.get('placeTypes', oldType);
        if (!type) return reject(`type d'emplacement inconnu : ${oldType || '(vide)'}`);
        const capacity = parseOldCount(cell(cells, 'capacite') || '0');
        if (capacity === null) return reject(`capacité qui n’est pas un nombre : « ${cell(cells, 'capacite')} »`);
        return { number, name: optional(cells, 'nom'), typeId: type.newId, capacity };
      },
      conflict(v, existingId) {
        const holder = statement(db, 'SELECT id FROM places WHERE lower(number) = lower(?)').get(v.number) as
          | { id: number }
          | undefined;
        return holder && holder.id !== existingId
          ? reject(`numéro ${v.number} déjà pris par un autre emplacement`)
          : null;
      },
      insert(v) {
        return Number(
          statement(
            db,
            `INSERT INTO places (number, name, type_id, capacity, created_at, updated_at, updated_by)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          ).run(...values(v), now, now, userId).lastInsertRowid,
        );
      },
      update(id, v) {
        statement(
          db,
          `UPDATE places SET number = ?, name = ?, type_id = ?, capacity = ?, updated_at = ?, updated_by = ?,
             version = version + 1
           WHERE id = ?`,
        ).run(...values(v), now, userId, id);
      },
    };
  },
};
