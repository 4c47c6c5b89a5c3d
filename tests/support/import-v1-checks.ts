// What the import tests read back: the uploads of a fixture folder, the rejected lines of a report
// in the fixture's form, and a checksum of every table the import writes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../service/db/connection';
import type { ImportV1Report } from '../../service/domains/import-v1';
import type { ExpectedRejection } from './import-v1-fixture';

export const IMPORTED_TABLES = [
  'customers',
  'customer_addresses',
  'place_types',
  'places',
  'bookings',
  'occupancies',
  'occupants',
  'import_v1_documents',
  'import_v1_keys',
] as const;

/** Each file of the folder by its name, as the CLI and the screen hand them over. */
export function folderSources(dir: string): Map<string, Uint8Array> {
  return new Map(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name))]));
}

/** The report's rejections per file, as the fixture lists them (reason cut to the expected words). */
export function rejectedOf(report: ImportV1Report, expected: Record<string, ExpectedRejection[]>) {
  const found: Record<string, ExpectedRejection[]> = {};
  for (const f of report.files) {
    if (f.rejected.length === 0) continue;
    const words = expected[f.file] ?? [];
    found[f.file] = f.rejected.map((r) => {
      const match = words.find((w) => w.line === r.line && r.reason.includes(w.reason));
      return { line: r.line, reason: match ? match.reason : r.reason };
    });
  }
  return found;
}

/** Row count and SHA-256 of each table's rows in rowid order: any write changes it. */
export function tableChecksums(db: Db): Record<string, string> {
  const sums: Record<string, string> = {};
  for (const table of IMPORTED_TABLES) {
    const hash = createHash('sha256');
    let rows = 0;
    for (const row of db.$client.prepare(`SELECT * FROM ${table} ORDER BY rowid`).raw().iterate()) {
      hash.update(JSON.stringify(row));
      rows += 1;
    }
    sums[table] = `${rows}:${hash.digest('hex').slice(0, 16)}`;
  }
  return sums;
}
