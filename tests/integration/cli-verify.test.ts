// `bivouac verify` run as the technician runs it, on a temp data folder: the same verification as
// the service, never HTTP; exit code 1 naming the row a tamperer edited with plain SQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { runBivouac } from '../support/cli-run';
import { moneyRows } from '../support/money-rows';

/** Each test starts the CLI twice, a few seconds each on a busy machine. */
const twoRuns = { timeout: 60_000 };
let dataDir: string;

function bivouac(...args: string[]) {
  return runBivouac(dataDir, args);
}

function withDb<T>(fn: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(databaseFile(dataDir));
  try {
    return fn(db);
  } finally {
    db.$client.close();
  }
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-verify-'));
  withDb((db) => {
    prepareDatabase(db, fixedClock('2026-11-22T09:00:00Z'));
    const m = moneyRows(db);
    const year = m.year('2026', '2026-01-01', '2026-12-31', 'F26-');
    const customer = m.customer('Dupuis', 'Jean');
    const stay = m.booking({
      code: 'R-1',
      customerId: customer,
      startDate: '2026-08-01',
      endDate: '2026-08-08',
      totalCents: 70_000,
    });
    m.invoice({
      yearId: year,
      yearSeq: 1,
      number: 'F26-0001',
      bookingId: stay,
      customerId: customer,
      totalCents: 70_000,
    });
    for (const cents of [10_000, 20_000, 40_000]) m.payment({ bookingId: stay, amountCents: cents });
  });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('bivouac verify', () => {
  it('prints each chain with its rows checked, exit code 0 on a sound ledger; --json gives the report', twoRuns, () => {
    const { code, out } = bivouac('verify');
    expect(code).toBe(0);
    expect(out).toMatch(/Paiement\s+3 ligne\(s\) vérifiée\(s\)\s+intacte/);
    expect(out).toMatch(/Facture\s+1 ligne\(s\) vérifiée\(s\)\s+intacte/);
    expect(out).toContain('Aucune anomalie.');
    const json = bivouac('verify', '--json');
    expect(JSON.parse(json.out)).toMatchObject({ isOk: true, findings: [] });
  });

  it(
    '"a row edited behind the application’s back (plain SQL) is found by bivouac verify, which names it": exit code 1',
    twoRuns,
    () => {
      withDb((db) => {
        db.$client.exec('DROP TRIGGER payments_append_only_update');
        db.$client.prepare('UPDATE payments SET amount_cents = 2000 WHERE id = 2').run();
      });
      const { code, out } = bivouac('verify');
      expect(code).toBe(1);
      expect(out).toMatch(/Paiement\s+3 ligne\(s\) vérifiée\(s\)\s+2 rupture\(s\)/);
      expect(out).toContain('ANOMALIE Paiement n° 2 (table payments) : contenu modifié après son enregistrement');
      const json = bivouac('verify', '--json');
      expect(json.code).toBe(1);
      expect(JSON.parse(json.out).findings[0]).toMatchObject({ check: 'chains', table: 'payments', rowId: 2 });
      const journal = withDb((db) =>
        db.$client.prepare("SELECT kind FROM tech_events WHERE kind LIKE 'verify.%' ORDER BY id").all(),
      );
      expect(journal).toEqual([
        { kind: 'verify.ok' },
        { kind: 'verify.ok' },
        { kind: 'verify.broken' },
        { kind: 'verify.broken' },
      ]);
    },
  );
});

describe('bivouac verify, files', () => {
  it(
    '"every file the database refers to is present": a logo named by the establishment but absent gives exit code 1',
    twoRuns,
    () => {
      withDb((db) => {
        const set = db.$client.prepare("UPDATE establishments SET logo_file = 'logo-perdu.png'").run();
        if (set.changes === 0)
          db.$client
            .prepare("INSERT INTO establishments (logo_file, created_at, updated_at) VALUES ('logo-perdu.png', ?, ?)")
            .run('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
      });
      const { code, out } = bivouac('verify');
      expect(code).toBe(1);
      expect(out).toMatch(/Fichiers référencés présents\s+1 fichier\(s\)\s+1 anomalie\(s\)/);
      expect(out).toContain('le fichier uploads/logo-perdu.png est absent');
    },
  );
});
