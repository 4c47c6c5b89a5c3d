// Invoice numbers under contention and through a crash: several connections on the same SQLite
// file invoice at once; a process killed between an invoice row and its lines.
import { spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile } from '../../service/db/connection';
import { invoiceBooking } from '../../service/domains/billing';
import { CHAINS, verifyChain } from '../../service/domains/ledger';
import { bookWeek, count, invoiceSite } from '../support/invoice-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const worker = new URL('../support/invoice-race-worker.mjs', import.meta.url);

/** One thread per list of bookings, each on its own connection, released together: every answer. */
async function race(bookingLists: number[][]): Promise<string[]> {
  const start = new SharedArrayBuffer(4);
  const file = databaseFile(ctx.t.dataDir);
  const workers = bookingLists.map((bookingIds) => new Worker(worker, { workerData: { file, bookingIds, start } }));
  const ready: Promise<unknown>[] = [];
  const results = workers.map((w) => {
    ready.push(new Promise((resolve) => w.once('message', resolve)));
    return new Promise<string[]>((resolve, reject) => {
      w.on('message', (m) => m !== 'ready' && resolve(m));
      w.once('error', reject);
    });
  });
  // Every thread loaded and parked on the signal: release them together.
  await Promise.all(ready);
  Atomics.store(new Int32Array(start), 0, 1);
  Atomics.notify(new Int32Array(start), 0);
  return (await Promise.all(results)).flat().sort();
}

describe('invoice numbering: continuous per financial year inside the immediate transaction', () => {
  it('20 invoices created in parallel from 2 threads, each on its own connection, get 20 consecutive numbers', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db, 20);
    const bookingIds: number[] = [];
    for (let i = 0; i < 20; i++) bookingIds.push(await bookWeek(ctx.admin, site, i));
    const numbers = await race([0, 1].map((k) => bookingIds.filter((_, i) => i % 2 === k)));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `FA2026${String(i + 1).padStart(6, '0')}`));
    const seqs = ctx.t.db.$client.prepare('SELECT year_seq AS n FROM invoices ORDER BY id').all() as { n: number }[];
    expect(seqs.map((s) => s.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(verifyChain(ctx.t.db, CHAINS.invoice).breaks).toEqual([]);
    expect(verifyChain(ctx.t.db, CHAINS.invoiceLine).breaks).toEqual([]);
  }, 60_000);

  it('the same booking invoiced from 2 threads at once: one invoice, the other INVOICE_ALREADY_PROCESSING', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const bookingId = await bookWeek(ctx.admin, site);
    const outcomes = await race([[bookingId], [bookingId]]);
    expect(outcomes).toEqual(['FA2026000001', 'INVOICE_ALREADY_PROCESSING']);
    expect(count(ctx.t.db, 'invoices')).toBe(1);
  }, 60_000);

  it('a process killed between the invoice row and its lines leaves nothing; the next number follows the last issued one', async () => {
    const site = await invoiceSite(ctx.admin, ctx.t.db);
    const first = await bookWeek(ctx.admin, site, 0);
    const second = await bookWeek(ctx.admin, site, 1);
    const clock = fixedClock('2026-11-22T09:00:00Z');
    expect(
      invoiceBooking({ db: ctx.t.db, clock, userId: null }, first, { issuedOn: null, dueDate: null, partner: false })
        .number,
    ).toBe('FA2026000001');
    const before = [count(ctx.t.db, 'invoices'), count(ctx.t.db, 'invoice_lines'), count(ctx.t.db, 'tech_events')];
    const child = spawnSync(process.execPath, [worker.pathname], {
      env: {
        ...process.env,
        INVOICE_JOB: JSON.stringify({ file: databaseFile(ctx.t.dataDir), bookingIds: [second] }),
        INVOICE_KILL_AFTER_ROW: '1',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.signal).toBe('SIGKILL');
    expect([count(ctx.t.db, 'invoices'), count(ctx.t.db, 'invoice_lines'), count(ctx.t.db, 'tech_events')]).toEqual(
      before,
    );
    const mark = ctx.t.db.$client.prepare('SELECT bill_number AS n FROM bookings WHERE id = ?').get(second) as {
      n: string | null;
    };
    expect(mark.n).toBeNull();
    expect(
      invoiceBooking({ db: ctx.t.db, clock, userId: null }, second, { issuedOn: null, dueDate: null, partner: false })
        .number,
    ).toBe('FA2026000002');
    expect(verifyChain(ctx.t.db, CHAINS.invoice).breaks).toEqual([]);
    expect(verifyChain(ctx.t.db, CHAINS.invoiceLine).breaks).toEqual([]);
  }, 60_000);
});
