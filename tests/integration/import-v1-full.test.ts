// The import of the older version at a real site's size: 20,000 customers and 60,000 stays with
// their occupants, payments and invoices, dirty rows among them. One test, as each of its three
// runs takes several seconds; the rules one by one are in import-v1.test.ts on a small fixture.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runImportV1 } from '../../service/domains/import-v1';
import { folderSources, rejectedOf, tableChecksums } from '../support/import-v1-checks';
import { FULL_FIXTURE, type ImportV1Fixture, writeImportV1Fixture } from '../support/import-v1-fixture';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let fixture: ImportV1Fixture;

beforeAll(async () => {
  t = await makeTestApp();
  fixture = writeImportV1Fixture(fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-v1-full-')), FULL_FIXTURE);
});
afterAll(() => {
  t.close();
  fs.rmSync(fixture.dir, { recursive: true, force: true });
});

it('reports every dirty row of 20,000 customers and 60,000 stays, imports the rest, and a second run changes nothing', {
  timeout: 600_000,
}, () => {
  const sources = folderSources(fixture.dir);
  const run = (isApplied: boolean) => runImportV1(t.db, t.clock, sources, { isApplied, userId: null });
  const accepted = (file: string) => (fixture.rows[file] ?? 0) - (fixture.rejected[file]?.length ?? 0);
  const empty = tableChecksums(t.db);

  const dry = run(false);
  expect(rejectedOf(dry, fixture.rejected)).toEqual(fixture.rejected);
  expect(tableChecksums(t.db)).toEqual(empty);

  const applied = run(true);
  for (const f of applied.files) expect(f.inserted, f.file).toBe(accepted(f.file));
  expect(rejectedOf(applied, fixture.rejected)).toEqual(fixture.rejected);
  const imported = tableChecksums(t.db);

  const again = run(true);
  for (const f of again.files) expect([f.inserted, f.updated, f.unchanged], f.file).toEqual([0, 0, accepted(f.file)]);
  expect(tableChecksums(t.db)).toEqual(imported);
});
