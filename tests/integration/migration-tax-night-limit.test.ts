// The migration that lets a tourist tax tax every night (« sans limite », a null night count):
// the taxes table is rebuilt, and each tax keeps its night count, price periods and exemptions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../service/db/connection';
import { migrateDatabase, migrationsFolder } from '../../service/db/migrate';

const LAST_BEFORE = '0014_vat_required_item_extras';
const STAMP = '2026-01-01T00:00:00.000Z';
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A database migrated up to the migration before this one, as a site upgrading would have it. */
function databaseBefore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-migration-'));
  dirs.push(dir);
  const older = path.join(dir, 'migrations');
  fs.mkdirSync(path.join(older, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === LAST_BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(older, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries as { tag: string }[]) {
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(older, `${tag}.sql`));
  }
  const db = openDatabase(path.join(dir, 'bivouac.sqlite'));
  migrateDatabase(db, older);
  return db;
}

describe('migration: a tourist tax may tax every night', () => {
  it('keeps each tax with its night count, price periods and exempt categories; a null night count is then allowed', () => {
    const db = databaseBefore();
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
