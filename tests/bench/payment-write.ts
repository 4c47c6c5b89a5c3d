// A payment written over HTTP (`synchronous = FULL`): 1 € in cash on one of 200 stays, cycled —
// rules, the chained payment row, the booking's paid amount, its history and the journal row in one
// IMMEDIATE transaction. Its reference: the same four writes in-process on the same database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../service/app';
import { systemClock } from '../../service/clock';
import { type Db, databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { inTransaction } from '../../service/db/transaction';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { createAccount } from '../../service/domains/security';
import type { Logger } from '../../service/logger';
import { listen, runLoad, warmUp } from './http-load';
import { type BenchResult, round } from './report';
import { seedBookedSite } from './seed-bookings';
import { signInHeaders } from './sign-in-client';
import { timeCalls } from './sql-timing';

const CASH = 1;
const callPath = '/rest/payment/payment/create';

export interface PaymentWriteBench {
  logger: Logger;
  connections: number;
  httpSeconds: number;
  sqlSeconds: number;
}

/** The raw twin: the chained row, the paid amount, a history row and a journal row, one transaction. */
function rawPayment(db: Db, bookingIds: number[]) {
  const paid = db.$client.prepare(
    'UPDATE bookings SET paid_cents = paid_cents + 100, version = version + 1 WHERE id = ?',
  );
  const history = db.$client.prepare(
    "INSERT INTO booking_history (booking_id, at, user_id, event, summary, detail, version) VALUES (?, ?, NULL, 'PAYMENT', 'Règlement', '{}', 0)",
  );
  const journal = db.$client.prepare(
    "INSERT INTO tech_events (at, kind, summary, detail) VALUES (?, 'payment.created', 'Règlement', '{}')",
  );
  return (i: number) => {
    const bookingId = bookingIds[i % bookingIds.length] as number;
    const at = new Date().toISOString();
    inTransaction(db, () => {
      appendChained(db, CHAINS.payment, {
        kind: 1,
        bookingId,
        payer: 'customer',
        paymentMethodId: CASH,
        paymentType: 3,
        paidOn: at.slice(0, 10),
        paidAt: at.slice(11, 16),
        amountCents: 100,
        changeCents: 0,
        isGuarantee: false,
        createdAt: at,
      });
      paid.run(bookingId);
      history.run(bookingId, at);
      journal.run(at);
    });
  };
}

async function measureHttp(
  db: Db,
  dataDir: string,
  o: PaymentWriteBench,
  bookingIds: number[],
  sqlOps: number,
): Promise<BenchResult> {
  const admin = { login: 'payment-admin', password: 'payment-admin-password' };
  await createAccount(db, systemClock(), { ...admin, name: 'Bench', isAdmin: true });
  const server = await listen(createApp({ db, clock: systemClock(), logger: o.logger, dataDir }).fetch);
  try {
    const headers = { ...(await signInHeaders(server.url, admin)), 'content-type': 'application/json' };
    const body = (bookingId: number) => JSON.stringify({ bookingId, paymentMethodId: CASH, amountCents: 100 });
    const first = await fetch(`${server.url}${callPath}`, {
      method: 'POST',
      headers,
      body: body(bookingIds[0] as number),
    });
    if (first.status !== 200) throw new Error(`payment: ${first.status} ${await first.text()}`);
    const requests = bookingIds.map((id) => ({ method: 'POST' as const, path: callPath, headers, body: body(id) }));
    const load = { url: server.url, connections: o.connections, seconds: o.httpSeconds, requests };
    await warmUp(load);
    const result = await runLoad(load);
    // Each write kept the booking's paid amount equal to its rows.
    const drift = db.$client
      .prepare(
        'SELECT COUNT(*) AS n FROM bookings b WHERE b.paid_cents <> (SELECT COALESCE(SUM(amount_cents), 0) FROM payments p WHERE p.booking_id = b.id)',
      )
      .get() as { n: number };
    if (drift.n > 0) throw new Error(`payment: ${drift.n} bookings whose paid amount is not their rows'`);
    const note =
      `median = req/s, p99 = latency ms; autocannon ${o.connections} conn, ${o.httpSeconds} s; POST payment/payment/create, ` +
      `1 € cash on ${bookingIds.length} stays cycled, synchronous = FULL; p50 ${round(result.p50Ms)} ms; ` +
      `http/raw SQL = ${round(result.opsPerSecond / sqlOps)} (ops/s ratio)`;
    return { name: 'payment-write-http', unit: 'ops/s', median: round(result.opsPerSecond), p99: result.p99Ms, note };
  } finally {
    await server.close();
  }
}

/** `payment-write-http` and its `ref:payment-write-sql`, on a database of their own. */
export async function benchPaymentWrite(o: PaymentWriteBench): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-payment-'));
  const db = openDatabase(databaseFile(dataDir));
  try {
    prepareDatabase(db, systemClock());
    seedBookedSite(db, { places: 50, occupancies: 200, from: '2026-04-01' });
    // Totals far above what the run pays: no payment turns into a credit note.
    db.$client.prepare('UPDATE bookings SET total_cents = 100000000').run();
    const bookingIds = (db.$client.prepare('SELECT id FROM bookings ORDER BY id').raw().all() as [number][]).map(
      (r) => r[0],
    );
    const timing = timeCalls(rawPayment(db, bookingIds), o.sqlSeconds, 20);
    const sql: BenchResult = {
      name: 'ref:payment-write-sql',
      unit: 'ops/s',
      median: round(timing.opsPerSecond),
      p99: round(timing.p99Ms),
      note: `median = writes/s, p99 = ms; in-process: chained payment row + paid amount + history + journal in one IMMEDIATE transaction, synchronous = FULL`,
    };
    // The raw writes bumped paid amounts without going through the rows' sum: set them right first.
    db.$client.exec(
      'UPDATE bookings SET paid_cents = (SELECT COALESCE(SUM(amount_cents), 0) FROM payments p WHERE p.booking_id = bookings.id)',
    );
    return [await measureHttp(db, dataDir, o, bookingIds, timing.opsPerSecond), sql];
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
