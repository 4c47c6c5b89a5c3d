// The migration that lets a tourist tax tax every night (« sans limite », a null night count):
// the taxes table is rebuilt, and each tax keeps its night count, price periods and exemptions.
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../service/db/migrate';
import { databasesBefore } from '../support/database-before';

const LAST_BEFORE = '0014_vat_required_item_extras';
const STAMP = '2026-01-01T00:00:00.000Z';
const databaseBefore = databasesBefore();

describe('migration: a tourist tax may tax every night', () => {
  it('keeps each tax with its night count, price periods and exempt categories; a null night count is then allowed', () => {
    const db = databaseBefore(LAST_BEFORE);
    const sqlite = db.$client;
    const typeId = sqlite
      .prepare('INSERT INTO tax_types (label, created_at, updated_at) VALUES (?, ?, ?)')
      .run('Taxe de séjour', STAMP, STAMP).lastInsertRowid;
    const taxId = sqlite
      .prepare(
        `INSERT INTO taxes (label, tax_type_id, target, calculation_method, unit, night_count, created_at, updated_at)
         VALUES ('Taxe 2026', ?, 1, 1, 1, 90, ?, ?)`,
      )
      .run(typeId, STAMP, STAMP).lastInsertRowid;
    sqlite
      .prepare(
        "INSERT INTO tax_price_periods (tax_id, start_date, end_date, price) VALUES (?, '2026-01-01', '2026-12-31', 66)",
      )
      .run(taxId);
    migrateDatabase(db);
    expect(sqlite.prepare('SELECT label, night_count AS nightCount FROM taxes').all()).toEqual([
      { label: 'Taxe 2026', nightCount: 90 },
    ]);
    expect(sqlite.prepare('SELECT tax_id AS taxId, price FROM tax_price_periods').all()).toEqual([
      { taxId, price: 66 },
    ]);
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    sqlite.prepare('UPDATE taxes SET night_count = NULL').run();
    // The label stays unique whatever the case.
    const again = sqlite.prepare(
      `INSERT INTO taxes (label, tax_type_id, target, calculation_method, unit, created_at, updated_at)
       VALUES ('TAXE 2026', ?, 1, 1, 1, ?, ?)`,
    );
    expect(() => again.run(typeId, STAMP, STAMP)).toThrow(/UNIQUE/);
  });
});
