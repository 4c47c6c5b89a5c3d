// The fixed cost of an authenticated request: a signed-in GET of the current user over HTTP,
// under the same load as the bare Hono hello it is compared with, on a site of its own (the
// request reads the session, the user's rights and the menus, none of the seeded business data).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../service/app';
import { systemClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { createAccount } from '../../service/domains/security';
import type { Logger } from '../../service/logger';
import { listen, runLoad, warmUp } from './http-load';
import { type BenchResult, round } from './report';
import { signInHeaders } from './sign-in-client';

export const sessionGetPath = '/rest/security/user/current';

export interface SessionGetBench {
  readonly logger: Logger;
  readonly connections: number;
  readonly httpSeconds: number;
  /** ref:hono-hello-http of the same run, in requests per second. */
  readonly helloOps: number;
}

export async function benchSessionGet(o: SessionGetBench): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-session-'));
  const clock = systemClock();
  const db = openDatabase(databaseFile(dataDir));
  try {
    prepareDatabase(db, clock);
    const admin = { login: 'session-admin', password: 'session-admin-password' };
    await createAccount(db, clock, { ...admin, name: 'Bench', isAdmin: true });
    const server = await listen(createApp({ db, clock, logger: o.logger, dataDir }).fetch);
    try {
      const headers: Record<string, string> = { ...(await signInHeaders(server.url, admin)) };
      const first = await fetch(`${server.url}${sessionGetPath}`, { headers });
      const answer = (await first.json()) as { user?: { id?: number } }; // our own API's contract
      if (first.status !== 200 || !answer.user?.id) throw new Error(`session get: ${first.status}`);
      // A plain GET with headers, as the hello is loaded: see `headers` in http-load.ts.
      const load = {
        url: `${server.url}${sessionGetPath}`,
        connections: o.connections,
        seconds: o.httpSeconds,
        headers,
      };
      await warmUp(load);
      const result = await runLoad(load);
      const sessionMs = 1000 / result.opsPerSecond;
      const helloMs = 1000 / o.helloOps;
      const note =
        `median = req/s, p99 = latency ms; autocannon ${o.connections} conn, ${o.httpSeconds} s; ` +
        `GET security/user/current signed in; ${round(sessionMs)} ms per request vs hello ${round(helloMs)} ms: ` +
        `+${round(sessionMs - helloMs)} ms`;
      return {
        name: 'session-get-http',
        unit: 'ops/s',
        median: round(result.opsPerSecond),
        p99: result.p99Ms,
        note,
      };
    } finally {
      await server.close();
    }
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
