// The hash chains of the money rows on a real SQLite file: each append links to the previous row,
// keeps a perpetual total, and a row changed behind the application's back is named.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { type Db, databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { inTransaction } from '../../service/db/transaction';
import { appendChained, CHAINS, verifyChain } from '../../service/domains/ledger';

let dir: string;
let db: Db;
const now = '2026-11-22T09:00:00.000Z';

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-chain-'));
  db = openDatabase(databaseFile(dir));
  prepareDatabase(db, fixedClock(now));
});
afterEach(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const fund = (amountCents: number) =>
  inTransaction(db, () =>
    appendChained(db, CHAINS.cashFund, { paymentMethodId: 1, fundOn: '2026-11-22', amountCents, createdAt: now }),
  );

describe('money rows are append-only and chained (inalterability)', () => {
  it('numbers rows 1, 2, 3, links each to the previous hash and keeps the perpetual grand total', () => {
    const rows = [fund(10_000), fund(2_500), fund(-1_000)];
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(rows[1].prevHash).toBe(rows[0].hash);
    expect(rows[2].prevHash).toBe(rows[1].hash);
    expect(rows.map((r) => r.grandTotalCents)).toEqual([10_000, 12_500, 11_500]);
    expect(verifyChain(db, CHAINS.cashFund)).toMatchObject({ rows: 3, grandTotalCents: 11_500, breaks: [] });
  });

  it('refuses an update or a delete of a chained row', () => {
    fund(10_000);
    expect(() => db.$client.prepare('UPDATE cash_funds SET amount_cents = 1').run()).toThrow(/append-only/);
    expect(() => db.$client.prepare('DELETE FROM cash_funds').run()).toThrow(/append-only/);
  });

  it('names the row edited behind the application’s back, and the row after a removed one', () => {
    for (const cents of [100, 200, 300, 400]) fund(cents);
    db.$client.exec('DROP TRIGGER cash_funds_append_only_update; DROP TRIGGER cash_funds_append_only_delete');
    db.$client.prepare('UPDATE cash_funds SET amount_cents = 250 WHERE id = 2').run();
    db.$client.prepare('DELETE FROM cash_funds WHERE id = 3').run();
    const report = verifyChain(db, CHAINS.cashFund);
    expect(report.breaks.map((b) => [b.rowId, b.reason])).toEqual([
      [2, 'hash'],
      [2, 'total'],
      [4, 'gap'],
      [4, 'total'],
    ]);
    expect(report.breaks[0].message).toContain('Fonds de caisse n° 2');
  });
});
