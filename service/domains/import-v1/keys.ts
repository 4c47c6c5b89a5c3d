// Which old row became which Bivouac row, read once per run into memory (a lookup per row of
// 60,000 would cost more than the row) and written through as rows are imported.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export interface ImportedKey {
  newId: number;
  rowHash: string;
}

export interface KeyStore {
  /** The Bivouac id an old id of that file became, if it was imported. */
  get(kind: string, oldId: string): ImportedKey | undefined;
  record(kind: string, oldId: string, key: ImportedKey, at: string): void;
}

export function keyStore(db: Db): KeyStore {
  const byKind = new Map<string, Map<string, ImportedKey>>();
  const of = (kind: string) => {
    let keys = byKind.get(kind);
    if (!keys) {
      const rows = statement(db, 'SELECT old_id, new_id, row_hash FROM import_v1_keys WHERE kind = ?').all(kind) as {
        old_id: string;
        new_id: number;
        row_hash: string;
      }[];
      keys = new Map(rows.map((r) => [r.old_id, { newId: r.new_id, rowHash: r.row_hash }]));
      byKind.set(kind, keys);
    }
    return keys;
  };
  return {
    get: (kind, oldId) => of(kind).get(oldId),
    record(kind, oldId, key, at) {
      statement(
        db,
        `INSERT INTO import_v1_keys (kind, old_id, new_id, row_hash, imported_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (kind, old_id) DO UPDATE SET new_id = excluded.new_id, row_hash = excluded.row_hash, imported_at = excluded.imported_at`,
      ).run(kind, oldId, key.newId, key.rowHash, at);
      of(kind).set(oldId, key);
    },
  };
}
