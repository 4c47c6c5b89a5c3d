// verify-chain: how fast `verifyChain` re-reads a chain, over 1,000,000 chained payment rows. The
// rows are built with raw prepared statements in one transaction, each hashed exactly as
// `appendChained` hashes (the first row is appended by it and serves as the template), so the
// chain checked is sound and every row is read, hashed and compared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../../service/clock';
import { type Db, databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { inTransaction } from '../../service/db/transaction';
import { appendChained, CHAINS, rowHasher, verifyChain } from '../../service/domains/ledger';
import { PAYMENT_KIND, PAYMENT_TYPE } from '../../service/domains/payment/kinds';
import type { BenchResult } from './report';
import { round } from './report';

type Stored = string | number | null;

/** Appends `count` payment rows (amounts cycling 1 to 500 €, some negative) to an empty chain. */
export function seedPaymentChain(db: Db, count: number): void {
  inTransaction(db, () =>
    appendChained(db, CHAINS.payment, {
      kind: PAYMENT_KIND.payment,
      saleId: 1,
      payer: 'customer',
      paymentMethodId: 1,
      paymentType: PAYMENT_TYPE.cash,
      paidOn: '2026-07-01',
      paidAt: '10:00',
      amountCents: 100,
      changeCents: 0,
      isGuarantee: false,
      createdAt: '2026-07-01T08:00:00.000Z',
    }),
  );
  const template = db.$client.prepare('SELECT * FROM payments WHERE id = 1').get() as Record<string, Stored>;
  const names = Object.keys(template);
  const rowHash = rowHasher(names);
  const insert = db.$client.prepare(
    `INSERT INTO payments (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
  );
  db.$client.pragma('foreign_keys = OFF');
  db.$client.pragma('synchronous = OFF');
  try {
    db.$client.transaction(() => {
      let prev = template;
      for (let id = 2; id <= count; id += 1) {
        const amount = ((id * 7919) % 50_000) + 100 - (id % 97 === 0 ? 60_000 : 0);
        const row: Record<string, Stored> = {
          ...template,
          id,
          prev_hash: prev.hash,
          amount_cents: amount,
          grand_total_cents: (prev.grand_total_cents as number) + amount,
          paid_on: `2026-07-${String((id % 28) + 1).padStart(2, '0')}`,
        };
        delete row.hash;
        row.hash = rowHash(row);
        insert.run(...names.map((n) => row[n]));
        prev = row;
      }
    })();
  } finally {
    db.$client.pragma('foreign_keys = ON');
    db.$client.pragma('synchronous = FULL');
  }
}

export function benchVerifyChain(rows = 1_000_000, runs = 3): BenchResult {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-chain-'));
  const db = openDatabase(databaseFile(dataDir));
  try {
    prepareDatabase(db, systemClock());
    const seedStart = performance.now();
    seedPaymentChain(db, rows);
    const seedS = (performance.now() - seedStart) / 1000;
    const rates: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      const report = verifyChain(db, CHAINS.payment);
      const s = (performance.now() - start) / 1000;
      if (report.rows !== rows || report.breaks.length) throw new Error(`verify-chain: ${report.rows} rows, breaks`);
      rates.push(rows / s);
    }
    rates.sort((a, b) => a - b);
    const median = rates[Math.floor(rates.length / 2)] as number;
    return {
      name: 'verify-chain',
      unit: 'rows/s',
      median: round(median),
      p99: null,
      note: `verifyChain over ${rows.toLocaleString('en')} chained payment rows (hash, link, gap, perpetual total), median of ${runs} walks; seeded in ${round(seedS)} s`,
    };
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
