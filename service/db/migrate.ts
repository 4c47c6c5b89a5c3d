// Applies the drizzle-kit migrations of migrations/; already-applied ones are skipped,
// so running it twice is a no-op.
import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { repositoryRoot } from '../repository-root';
import type { Db } from './connection';

export const migrationsFolder = path.join(repositoryRoot, 'migrations');

/** Migrations recorded as applied (none before the first run). */
function appliedCount(sqlite: Db['$client']): number {
  const hasTable = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  if (!hasTable) return 0;
  return (sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
}

/**
 * Foreign keys are off while migrating: a migration that rebuilds a table (SQLite's only way to
 * change a column) drops the table others point at, and `PRAGMA foreign_keys` cannot be switched
 * inside the migrator's transaction. The references are checked once it is done.
 */
export function migrateDatabase(db: Db, folder = migrationsFolder): void {
  const sqlite = db.$client;
  sqlite.pragma('foreign_keys = OFF');
  try {
    const before = appliedCount(sqlite);
    migrate(db, { migrationsFolder: folder });
    // Only a migration can leave a broken reference (foreign keys are on the rest of the time), and
    // the check reads every table: on a site's full database it took most of the start.
    if (appliedCount(sqlite) === before) return;
    const broken = sqlite.pragma('foreign_key_check') as { table: string }[];
    if (broken.length > 0) {
      throw new Error(`Migration left broken references in: ${[...new Set(broken.map((b) => b.table))].join(', ')}`);
    }
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
}

export interface MigrationStatus {
  readonly tag: string;
  readonly applied: boolean;
}

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

export async function migrationStatus(db: Db): Promise<MigrationStatus[]> {
  const fs = await import('node:fs');
  const journal: Journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const hasTable = db.$client
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  const appliedAt = new Set<number>(
    hasTable
      ? db.$client
          .prepare('SELECT created_at AS createdAt FROM __drizzle_migrations')
          .all()
          .map((r) => (r as { createdAt: number }).createdAt)
      : [],
  );
  return journal.entries.map((e) => ({ tag: e.tag, applied: appliedAt.has(e.when) }));
}
