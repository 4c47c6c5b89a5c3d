// Applies the drizzle-kit migrations of migrations/; already-applied ones are skipped,
// so running it twice is a no-op.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './connection';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder });
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
