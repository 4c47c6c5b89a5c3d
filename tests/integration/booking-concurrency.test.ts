import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { databaseFile } from '../../service/db/connection';
import { bookingBody, bookingSite } from '../support/booking-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

describe('concurrency: availability is re-checked inside the immediate transaction that writes the occupancy', () => {
  it('50 parallel HTTP attempts on one pitch: exactly 1 succeeds, the 49 others get BOOKING_PLACE_NOT_AVAILABLE', async () => {
    const site = await bookingSite(ctx.admin);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, {}))),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(bodies.filter((b) => b.serverMessage === 'BOOKING_PLACE_NOT_AVAILABLE')).toHaveLength(49);
    const held = ctx.t.db.$client.prepare('SELECT count(*) AS n FROM occupancies WHERE holds_place = 1').get() as {
      n: number;
    };
    expect(held.n).toBe(1);
  });

  it('50 attempts from 5 threads, each on its own connection to the same file: exactly 1 booking is written', async () => {
    const site = await bookingSite(ctx.admin);
    const start = new SharedArrayBuffer(4);
    const workers = Array.from(
      { length: 5 },
      () =>
        new Worker(new URL('../support/booking-race-worker.mjs', import.meta.url), {
          workerData: { file: databaseFile(ctx.t.dataDir), body: bookingBody(site, {}), attempts: 10, start },
        }),
    );
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
    const outcomes = (await Promise.all(results)).flat();
    expect(outcomes).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'SAVED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'BOOKING_PLACE_NOT_AVAILABLE')).toHaveLength(49);
    const rows = ctx.t.db.$client.prepare('SELECT count(*) AS n FROM bookings').get() as { n: number };
    expect(rows.n).toBe(1);
  });
});
