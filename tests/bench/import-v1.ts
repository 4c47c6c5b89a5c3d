// import-v1: rows per second of `bivouac import-v1 --apply` on the generated fixture of 20,000
// customers and 60,000 stays (with their places, occupants, payments and invoices), into a fresh
// site; the second run, which finds every row unchanged, is given in the note.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { systemClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { runImportV1 } from '../../service/domains/import-v1';
import { folderSources } from '../support/import-v1-checks';
import { FULL_FIXTURE, writeImportV1Fixture } from '../support/import-v1-fixture';
import { type BenchResult, round } from './report';

export function benchImportV1(): BenchResult {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-import-v1-'));
  const db = openDatabase(databaseFile(dataDir));
  try {
    const clock = systemClock();
    prepareDatabase(db, clock);
    const fixture = writeImportV1Fixture(path.join(dataDir, 'v1'), FULL_FIXTURE);
    const sources = folderSources(fixture.dir);
    const rows = Object.values(fixture.rows).reduce((n, r) => n + r, 0);
    const timed = () => {
      const start = performance.now();
      const report = runImportV1(db, clock, sources, { isApplied: true, userId: null });
      return { seconds: (performance.now() - start) / 1000, report };
    };
    const first = timed();
    const imported = first.report.files.reduce((n, f) => n + f.inserted, 0);
    const second = timed();
    return {
      name: 'import-v1',
      unit: 'rows/s',
      median: round(rows / first.seconds),
      p99: null,
      note: `import-v1 --apply of ${rows.toLocaleString('en')} CSV rows (${FULL_FIXTURE.customers.toLocaleString('en')} customers, ${FULL_FIXTURE.bookings.toLocaleString('en')} stays, ${imported.toLocaleString('en')} imported) in ${round(first.seconds)} s into a fresh site; the second run, every row unchanged, ${round(rows / second.seconds)} rows/s`,
    };
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
