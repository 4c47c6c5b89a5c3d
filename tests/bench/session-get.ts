// The fixed cost of an authenticated request: the UI's own small signed-in GET, the rights check
// at each navigation answered by the version alone when the screen's copy is current, under the
// same load as the bare Hono hello it is compared with, on a site of its own. The full current
// user (the menu tree, some 35 KB the load generator also parses) is measured too, for the note.
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
export const accessGetPath = '/rest/security/user/current/access';

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
      const first = await fetch(`${server.url}${accessGetPath}`, { headers });
      const access = (await first.json()) as { version?: string; user?: { id?: number } }; // our own API's contract
      if (first.status !== 200 || !access.user?.id || !access.version) {
        throw new Error(`session access: ${first.status}`);
      }
      const accessUrl = `${server.url}${accessGetPath}?version=${encodeURIComponent(access.version)}`;
      const current = await fetch(accessUrl, { headers });
      const currentAnswer = (await current.json()) as { user?: unknown; version?: string };
      if (currentAnswer.user || currentAnswer.version !== access.version) {
        throw new Error('session access: a current version should answer the version alone');
      }
      // Plain GETs with headers, as the hello is loaded: see `headers` in http-load.ts.
      const load = { url: accessUrl, connections: o.connections, seconds: o.httpSeconds, headers };
      await warmUp(load);
      const result = await runLoad(load);
      const full = { ...load, url: `${server.url}${sessionGetPath}` };
      await warmUp(full);
      const fullResult = await runLoad(full);
      const sessionMs = 1000 / result.opsPerSecond;
      const fullMs = 1000 / fullResult.opsPerSecond;
      const helloMs = 1000 / o.helloOps;
      const note =
        `median = req/s, p99 = latency ms; autocannon ${o.connections} conn, ${o.httpSeconds} s; ` +
        `GET security/user/current/access?version=<current> signed in; ${round(sessionMs)} ms per request ` +
        `vs hello ${round(helloMs)} ms: +${round(sessionMs - helloMs)} ms; full GET security/user/current ` +
        `(menu tree): ${round(fullMs)} ms, +${round(fullMs - helloMs)} ms`;
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
