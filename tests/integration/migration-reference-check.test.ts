// After applying migrations the service checks every reference (a table rebuild runs with foreign
// keys off); with nothing to apply it skips that check, which reads every table of a full database.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../service/db/connection';
import { migrateDatabase } from '../../service/db/migrate';
import { databasesBefore } from '../support/database-before';

const databaseBefore = databasesBefore();

/** A right of a user who does not exist, written with foreign keys off. */
function breakAReference(db: Db) {
  const sqlite = db.$client;
  sqlite.pragma('foreign_keys = OFF');
  sqlite.prepare("INSERT INTO user_rights (user_id, functionality, code) VALUES (999999, 'customer', 'W')").run();
  sqlite.pragma('foreign_keys = ON');
}

describe('the reference check of migrations', () => {
  it('refuses a run that applied a migration and left a broken reference', () => {
    const db = databaseBefore('0018_settings_versions');
    breakAReference(db);
    expect(() => migrateDatabase(db)).toThrow(/broken references in: user_rights/);
  });

  it('does not read every table again when no migration was pending', () => {
    const db = databaseBefore('0018_settings_versions');
    migrateDatabase(db);
    breakAReference(db);
    expect(() => migrateDatabase(db)).not.toThrow();
  });
});
