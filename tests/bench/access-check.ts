// access-check-http: a barrier's question over HTTP (its API key, a code), on a site of its own with
// 1,000 stays under way each holding a code; the codes cycled, one in ten unknown. Every answer is
// logged with synchronous = FULL, as on the box. Four connections: the site's devices asking at
// once (a barrier asks one question at a time). Goal: p99 ≤ 5 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { createApp } from '../../service/app';
import { fixedClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { inTransaction } from '../../service/db/transaction';
import { issueCredential } from '../../service/domains/access/credentials';
import { createDevice } from '../../service/domains/access/devices';
import { createAccount } from '../../service/domains/security';
import type { Logger } from '../../service/logger';
import { ageCategoryId, insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import { listen, runLoad, warmUp } from './http-load';
import { type BenchResult, round } from './report';
import { signInHeaders } from './sign-in-client';

const stays = 1_000;

export async function benchAccessCheck(o: {
  logger: Logger;
  connections: number;
  seconds: number;
}): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-access-'));
  const clock = fixedClock('2026-07-05T10:00:00Z');
  const db = openDatabase(databaseFile(dataDir));
  try {
    prepareDatabase(db, clock);
    const admin = { login: 'access-admin', password: 'access-admin-password' };
    await createAccount(db, clock, { ...admin, name: 'Bench', isAdmin: true });
    const codes = inTransaction(db, () => {
      const typeId = insertPlaceType(db, 'Emplacement');
      const places = insertPlaces(
        db,
        typeId,
        Array.from({ length: stays }, (_, i) => String(i + 1)),
      );
      const adult = ageCategoryId(db);
      return places.map((placeId, i) => {
        const customerId = insertCustomer(db, { lastName: `Client ${i}` });
        const { id } = insertBooking(db, {
          customerId,
          startDate: '2026-07-01',
          endDate: '2026-07-12',
          totalCents: 50_000,
          paidCents: 50_000,
          occupancies: [{ placeId, occupants: [{ firstName: 'A', lastName: 'B', ageCategoryId: adult }] }],
        });
        const occupancy = db.$client.prepare('SELECT id FROM occupancies WHERE booking_id = ?').get(id) as {
          id: number;
        };
        issueCredential(db, clock, { bookingId: id, occupancyId: occupancy.id, kind: 'code', userId: null });
        return (
          db.$client.prepare('SELECT value FROM access_credentials WHERE booking_id = ?').get(id) as { value: string }
        ).value;
      });
    });
    const { key } = createDevice(db, clock, { label: 'Barrière', kind: 'barrier', userId: null });
    const server = await listen(createApp({ db, clock, logger: o.logger, dataDir }).fetch);
    try {
      const headers: Record<string, string> = { ...(await signInHeaders(server.url, admin)) };
      const on = await fetch(`${server.url}/rest/module/module/active/access_control/1`, { headers });
      if (on.status !== 200) throw new Error(`access-check: module switch ${on.status}`);
      const requests: autocannon.Request[] = codes.map((code, i) => ({
        method: 'POST',
        path: '/rest/access/check',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ kind: 'code', value: i % 10 === 9 ? '000000' : code }),
      }));
      const load = { url: server.url, connections: o.connections, seconds: o.seconds, requests };
      await warmUp(load);
      const result = await runLoad(load);
      return {
        name: 'access-check-http',
        unit: 'ops/s',
        median: round(result.opsPerSecond),
        p99: result.p99Ms,
        note:
          `median = req/s, p99 = latency ms (goal ≤ 5 ms); autocannon ${o.connections} conn, ${o.seconds} s; ` +
          `POST access/check by API key, ${stays} stays' codes cycled, 1 in 10 unknown, each decision logged`,
      };
    } finally {
      await server.close();
    }
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
