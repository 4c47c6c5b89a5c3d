// types_emplacement.csv: the kinds of accommodation, each with its VAT rate, which must be one the
// site already has (a type priced at a guessed rate would put the wrong VAT on its invoices).
import { statement } from '../../../db/statements';
import { cell, type FileImporter, reject } from '../importer';
import { parseOldCount, parseOldDecimal } from '../old-values';

/** The older system's natures, and the INSEE survey category each one falls in. */
const NATURES: Readonly<Record<string, { kind: string; inseeType: string }>> = {
  EMPLACEMENT: { kind: 'PITCH', inseeType: 'BARE_PITCH' },
  TENTE: { kind: 'TENT', inseeType: 'RENTAL' },
  MOBILHOME: { kind: 'MOBILE_HOME', inseeType: 'RENTAL' },
  CHALET: { kind: 'CHALET', inseeType: 'RENTAL' },
  PARCELLE: { kind: 'PARCEL', inseeType: 'RESIDENTIAL' },
};

interface PlaceTypeValue {
  shortCode: string;
  label: string;
  kind: string;
  inseeType: string;
  capacity: number;
  tvaId: number;
}

export const placeTypesImporter: FileImporter<PlaceTypeValue> = {
  kind: 'placeTypes',
  columns: ['id', 'code', 'libelle', 'nature', 'capacite', 'taux_tva'],
  begin({ db, now, userId }) {
    const rates = new Map(
      (
        statement(db, 'SELECT id, rate FROM tva_rates ORDER BY is_active DESC, id DESC').all() as {
          id: number;
          rate: number;
        }[]
      ).map((r) => [r.rate, r.id]),
    );
    const values = (v: PlaceTypeValue) => [v.label, v.shortCode, v.kind, v.capacity, v.capacity, v.inseeType, v.tvaId];
    return {
      prepare(cells) {
        const label = cell(cells, 'libelle');
        if (!label) return reject('libellé manquant');
        const rawNature = cell(cells, 'nature');
        const nature = NATURES[rawNature.toUpperCase().replace(/[^A-Z]/g, '')];
        if (!nature) return reject(`nature inconnue : « ${rawNature} »`);
        const capacity = parseOldCount(cell(cells, 'capacite') || '0');
        if (capacity === null) return reject(`capacité qui n’est pas un nombre : « ${cell(cells, 'capacite')} »`);
        const rawRate = cell(cells, 'taux_tva');
        const rate = parseOldDecimal(rawRate);
        if (rate === null) return reject(`taux de TVA qui n’est pas un nombre : « ${rawRate} »`);
        const tvaId = rates.get(rate);
        if (tvaId === undefined) return reject(`taux de TVA ${rawRate} % absent des taux de TVA du camping`);
        return { shortCode: cell(cells, 'code') || label.slice(0, 10), label, ...nature, capacity, tvaId };
      },
      insert(v) {
        return Number(
          statement(
            db,
            `INSERT INTO place_types (label, short_code, kind, capacity, max_persons, insee_type, tva_id,
               created_at, updated_at, updated_by)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(...values(v), now, now, userId).lastInsertRowid,
        );
      },
      update(id, v) {
        statement(
          db,
          `UPDATE place_types SET label = ?, short_code = ?, kind = ?, capacity = ?, max_persons = ?, insee_type = ?,
             tva_id = ?, updated_at = ?, updated_by = ?, version = version + 1
           WHERE id = ?`,
        ).run(...values(v), now, userId, id);
      },
    };
  },
};
