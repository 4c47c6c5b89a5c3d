// A database migrated up to a given migration, as a site upgrading from that version has it: the
// migration tests then run the newer migrations over rows written the old way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase } from '../../service/db/connection';
import { migrateDatabase, migrationsFolder } from '../../service/db/migrate';

/** `databaseBefore(tag)` opens a fresh database migrated up to `tag`; its folder goes after each test. */
export function databasesBefore() {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return function databaseBefore(lastTag: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-migration-'));
    dirs.push(dir);
    const older = path.join(dir, 'migrations');
    fs.mkdirSync(path.join(older, 'meta'), { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
    journal.entries = journal.entries.slice(0, last + 1);
    fs.writeFileSync(path.join(older, 'meta/_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries as { tag: string }[]) {
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(older, `${tag}.sql`));
    }
    const db = openDatabase(path.join(dir, 'bivouac.sqlite'));
    migrateDatabase(db, older);
    return db;
  };
}
