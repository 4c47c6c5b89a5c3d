// The migration that makes a place type's VAT rate required: types saved without one keep the
// rate they were priced at (the site's default, else 0 %), and the places pointing at them stay.
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../service/db/migrate';
import { databasesBefore } from '../support/database-before';

const LAST_BEFORE = '0013_booked_on';
const STAMP = '2026-01-01T00:00:00.000Z';
const databaseBefore = databasesBefore();

function insertRate(sqlite: Database.Database, label: string, rate: number, isDefault: boolean): number {
  return Number(
    sqlite
      .prepare('INSERT INTO tva_rates (label, rate, is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
      .run(label, rate, isDefault ? 1 : 0, STAMP, STAMP).lastInsertRowid,
  );
}

function insertTypeWithPlace(sqlite: Database.Database, tvaId: number | null): number {
  const typeId = Number(
    sqlite
      .prepare(
        `INSERT INTO place_types (label, short_code, kind, insee_type, tva_id, created_at, updated_at)
         VALUES ('Emplacement', 'EMP', 'PITCH', 'BARE_PITCH', ?, ?, ?)`,
      )
      .run(tvaId, STAMP, STAMP).lastInsertRowid,
  );
  sqlite
    .prepare('INSERT INTO places (number, type_id, created_at, updated_at) VALUES (?, ?, ?, ?)')
    .run(`A${typeId}`, typeId, STAMP, STAMP);
  return typeId;
}

const typeRate = (sqlite: Database.Database, typeId: number) =>
  sqlite
    .prepare('SELECT r.label, r.rate FROM place_types t JOIN tva_rates r ON r.id = t.tva_id WHERE t.id = ?')
    .get(typeId);

describe('migration: a place type must name its VAT rate', () => {
  it("gives a type saved without VAT the site's default rate it was priced at, keeping its places", () => {
    const db = databaseBefore(LAST_BEFORE);
    const sqlite = db.$client;
    insertRate(sqlite, 'TVA 20 %', 2000, false);
    insertRate(sqlite, 'TVA 10 %', 1000, true);
    const reduced = insertRate(sqlite, 'TVA 5,5 %', 550, false);
    const withoutVat = insertTypeWithPlace(sqlite, null);
    const withVat = insertTypeWithPlace(sqlite, reduced);
    migrateDatabase(db);
    expect(typeRate(sqlite, withoutVat)).toEqual({ label: 'TVA 10 %', rate: 1000 });
    expect(typeRate(sqlite, withVat)).toEqual({ label: 'TVA 5,5 %', rate: 550 });
    expect(sqlite.prepare('SELECT count(*) AS n FROM places').get()).toEqual({ n: 2 });
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(() => sqlite.prepare('UPDATE place_types SET tva_id = NULL').run()).toThrow(/NOT NULL/);
  });

  it('gives a type saved without VAT on a site with no default rate a visible 0 % rate, as it was priced', () => {
    const db = databaseBefore(LAST_BEFORE);
    const sqlite = db.$client;
    insertRate(sqlite, 'TVA 20 %', 2000, false);
    const typeId = insertTypeWithPlace(sqlite, null);
    migrateDatabase(db);
    expect(typeRate(sqlite, typeId)).toEqual({ label: 'TVA à vérifier (0 %)', rate: 0 });
  });

  it('adds no VAT rate to a site whose place types all have one', () => {
    const db = databaseBefore(LAST_BEFORE);
    const sqlite = db.$client;
    insertTypeWithPlace(sqlite, insertRate(sqlite, 'TVA 10 %', 1000, false));
    migrateDatabase(db);
    expect(sqlite.prepare('SELECT label FROM tva_rates').all()).toEqual([{ label: 'TVA 10 %' }]);
  });
});
