// Home's dashboard of the day over HTTP on a site of the demo's size (255 places, a season of
// 8,000 stays from April), the business day pinned to a July Saturday, the busiest changeover
// day; as its reference the same five reads on raw better-sqlite3 prepared statements.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../service/app';
import { systemClock } from '../../service/clock';
import { type Db, databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { addDays } from '../../service/domains/booking';
import { type DashboardPayload, dashboardSql } from '../../service/domains/booking/dashboard';
import { createAccount } from '../../service/domains/security';
import type { Logger } from '../../service/logger';
import { listen, runLoad, warmUp } from './http-load';
import { type BenchResult, round } from './report';
import { seedBookedSite } from './seed-bookings';
import { signInHeaders } from './sign-in-client';
import { timeCalls } from './sql-timing';

const dashboardDay = '2026-07-11';
const demoSized = { places: 255, occupancies: 8_000, from: '2026-04-01' };
const callPath = '/rest/home/dashboard';
/** The default option relaunch window, as the call reads it from the preference. */
const relaunchDays = 2;

function rawDashboard(db: Db) {
  const statements = Object.values(dashboardSql).map((text) => db.$client.prepare(text));
  const params = { day: dashboardDay, until: addDays(dashboardDay, relaunchDays) };
  return () => statements.map((s) => s.all(params));
}

export interface DashboardBench {
  logger: Logger;
  connections: number;
  httpSeconds: number;
  sqlSeconds: number;
}

async function measureHttp(db: Db, dataDir: string, o: DashboardBench, sqlOps: number): Promise<BenchResult> {
  const admin = { login: 'dashboard-admin', password: 'dashboard-admin-password' };
  await createAccount(db, systemClock(), { ...admin, name: 'Bench', isAdmin: true });
  const app = createApp({ db, clock: systemClock(dashboardDay), logger: o.logger, dataDir });
  const server = await listen(app.fetch);
  try {
    const headers: Record<string, string> = { ...(await signInHeaders(server.url, admin)) };
    const first = await fetch(`${server.url}${callPath}`, { headers });
    if (first.status !== 200) throw new Error(`dashboard: ${first.status} ${await first.text()}`);
    const answer = (await first.json()) as DashboardPayload; // our own API's contract
    const expected = rawDashboard(db)()[0].length;
    if (answer.arrivals?.length !== expected) {
      throw new Error(`dashboard: HTTP ${answer.arrivals?.length} arrivals, SQL ${expected}`);
    }
    const requests = [{ method: 'GET' as const, path: callPath, headers }];
    const load = { url: server.url, connections: o.connections, seconds: o.httpSeconds, requests };
    await warmUp(load);
    const result = await runLoad(load);
    const note =
      `median = req/s, p99 = latency ms; autocannon ${o.connections} conn, ${o.httpSeconds} s; GET home/dashboard ` +
      `as the administrator, ${demoSized.places} places, ${dashboardDay}: ${answer.arrivals.length} arrivals, ` +
      `${answer.departures?.length ?? 0} departures; p50 ${round(result.p50Ms)} ms; ` +
      `dashboard/raw SQL = ${round(result.opsPerSecond / sqlOps)} (ops/s ratio)`;
    return { name: 'dashboard-http', unit: 'ops/s', median: round(result.opsPerSecond), p99: result.p99Ms, note };
  } finally {
    await server.close();
  }
}

/** `dashboard-http` and its `ref:dashboard-sql`, on a database of their own. */
export async function benchDashboard(o: DashboardBench): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-dashboard-'));
  const db = openDatabase(databaseFile(dataDir));
  try {
    prepareDatabase(db, systemClock());
    seedBookedSite(db, demoSized);
    db.$client.exec('ANALYZE');
    const raw = rawDashboard(db);
    const timing = timeCalls(() => raw(), o.sqlSeconds, 20);
    const sql: BenchResult = {
      name: 'ref:dashboard-sql',
      unit: 'ms',
      median: round(timing.medianMs),
      p99: round(timing.p99Ms),
      note: `median/p99 = ms per call; the dashboard's 5 prepared reads on ${dashboardDay}; ${Math.round(timing.opsPerSecond)} ops/s`,
    };
    return [await measureHttp(db, dataDir, o, timing.opsPerSecond), sql];
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
