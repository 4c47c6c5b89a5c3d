// npm run bench: the benchmarks in one process, on a seeded temp database, against the
// real app on loopback HTTP; prints the table and writes bench-results.json at the repo root.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Hono } from 'hono';
import { createApp } from '../../service/app';
import { systemClock } from '../../service/clock';
import { type Db, databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { createAccount } from '../../service/domains/security';
import { consoleLogger, type Logger } from '../../service/logger';
import { benchAccessCheck } from './access-check';
import {
  availabilityBody,
  availabilityNights,
  availabilityPath,
  availabilityStarts,
  rawAvailability,
} from './availability';
import { benchBackup } from './backup';
import { benchBookingWrite } from './booking-write';
import { rawCustomerSearch, searchBody, searchPath, searchPrefixes } from './customer-search';
import { benchDashboard } from './dashboard';
import { type LoadOptions, listen, runLoad, warmUp } from './http-load';
import { benchImportV1 } from './import-v1';
import { benchInvoiceWrite } from './invoice-write';
import { benchPaymentWrite } from './payment-write';
import { planningDays, planningPath, planningStarts, rawPlanning } from './planning';
import { timePlanningOpen } from './planning-ui';
import { benchPricing } from './pricing';
import { type BenchResult, formatTable, round, writeResults } from './report';
import { seedBookedSite } from './seed-bookings';
import { seedCustomers } from './seed-customers';
import { benchSessionGet } from './session-get';
import { signInHeaders } from './sign-in-client';
import { timeCalls } from './sql-timing';
import { benchStart } from './start';
import { benchVerifyChain } from './verify-chain';

const httpSeconds = 5;
const sqlSeconds = 3;
const customerCount = 100_000;
const httpConnections = 10;
/** Each planning answer is hundreds of kilobytes: a few desks opening it at once. */
const planningConnections = 4;
/** Argon2id costs ~19 MiB and tens of ms per check: a few at once is what a site ever sees. */
const signInConnections = Math.min(4, Math.max(2, os.availableParallelism()));
const admin = { login: 'bench-admin', password: 'bench-admin-password' };
const resultsFile = path.resolve(import.meta.dirname, '../../bench-results.json');
const rootDir = path.resolve(import.meta.dirname, '../..');
/** The real built UI, served by the read site for the planning screen's open time. */
const uiDir = path.join(rootDir, 'ui/dist');
/** Loads of the planning screen timed after the warm-up: each window this many times. */
const planningUiRounds = 2;
/** Errors still reach stderr; per-request info would only weigh on the measure. */
const quietLogger: Logger = { info: () => {}, error: consoleLogger.error };

const httpNote = (connections: number, extra: string) =>
  `median = req/s, p99 = latency ms; autocannon ${connections} conn, ${httpSeconds} s; ${extra}`;

async function measure(options: LoadOptions) {
  await warmUp(options);
  return runLoad(options);
}

async function benchHello(): Promise<{ result: BenchResult; ops: number }> {
  const server = await listen(new Hono().get('/', (c) => c.text('hello')).fetch);
  try {
    const load = await measure({ url: server.url, connections: httpConnections, seconds: httpSeconds });
    const note = httpNote(httpConnections, 'bare Hono hello on @hono/node-server');
    const result: BenchResult = {
      name: 'ref:hono-hello-http',
      unit: 'ops/s',
      median: round(load.opsPerSecond),
      p99: load.p99Ms,
      note,
    };
    return { result, ops: load.opsPerSecond };
  } finally {
    await server.close();
  }
}

function benchSearchSql(db: Db) {
  const search = rawCustomerSearch(db);
  const pick = (i: number) => searchPrefixes[i % searchPrefixes.length];
  const pageAndCount = timeCalls((i) => search.pageAndCount(pick(i)), 1);
  const full = timeCalls((i) => search.full(pick(i)), sqlSeconds);
  const note =
    `per call: page of 20 + count + the page's addresses, prepared statements, prefixes cycled; ` +
    `${round(full.opsPerSecond)} ops/s; page + count alone ${round(pageAndCount.medianMs)} ms median`;
  const result: BenchResult = {
    name: 'ref:customers-search-sql',
    unit: 'ms',
    median: round(full.medianMs),
    p99: round(full.p99Ms),
    note,
  };
  return { result, ops: full.opsPerSecond };
}

async function benchSignIn(url: string): Promise<BenchResult> {
  const body = JSON.stringify(admin);
  const requests = [
    { method: 'POST' as const, path: '/rest/login', headers: { 'content-type': 'application/json' }, body },
  ];
  const load = await measure({ url, connections: signInConnections, seconds: httpSeconds, requests });
  const note = httpNote(signInConnections, 'POST /rest/login, Argon2id verify + session insert');
  return { name: 'signin-http', unit: 'ops/s', median: round(load.opsPerSecond), p99: load.p99Ms, note };
}

/** The HTTP answer must match the raw query before its speed means anything. */
async function checkSearchAgrees(url: string, headers: Record<string, string>, db: Db) {
  const raw = rawCustomerSearch(db);
  for (const prefix of searchPrefixes) {
    const res = await fetch(`${url}${searchPath}`, { method: 'POST', headers, body: searchBody(prefix) });
    if (res.status !== 200) throw new Error(`search ${prefix}: ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as { items: unknown[]; total: number }; // our own API's contract
    const expected = raw.pageAndCount(prefix);
    if (answer.total !== expected.total || answer.items.length !== expected.items.length) {
      throw new Error(`search ${prefix}: HTTP total ${answer.total}, SQL total ${expected.total}`);
    }
  }
}

async function benchSearchHttp(url: string, db: Db, refs: { helloOps: number; sqlOps: number }) {
  const session = await signInHeaders(url, admin);
  const headers = { ...session, 'content-type': 'application/json' };
  await checkSearchAgrees(url, headers, db);
  const requests = searchPrefixes.map((prefix) => ({
    method: 'POST' as const,
    path: searchPath,
    headers,
    body: searchBody(prefix),
  }));
  const load = await measure({ url, connections: httpConnections, seconds: httpSeconds, requests });
  const vsHello = round(load.opsPerSecond / refs.helloOps);
  const vsSql = round(load.opsPerSecond / refs.sqlOps);
  // The goal: the HTTP search costs at most 1.5 times its raw queries plus a bare Hono round trip.
  const searchMs = 1000 / load.opsPerSecond;
  // Means against means: the raw calls' mean (not their median: prefixes differ a lot in cost).
  const floorMs = 1000 / refs.sqlOps + 1000 / refs.helloOps;
  const note = httpNote(
    httpConnections,
    `page 20 of ${customerCount.toLocaleString('en')}, sort name, prefixes ${searchPrefixes.join('/')}; ` +
      `${round(searchMs)} ms mean per request vs raw SQL + hello means ${round(floorMs)} ms = ${round(searchMs / floorMs)}×; ` +
      `search/hello = ${vsHello}, search/raw SQL = ${vsSql} (ops/s ratios)`,
  );
  const result: BenchResult = {
    name: 'customers-search-http',
    unit: 'ops/s',
    median: round(load.opsPerSecond),
    p99: load.p99Ms,
    note,
  };
  return result;
}

function benchPlanningSql(db: Db) {
  const planning = rawPlanning(db);
  const timing = timeCalls((i) => planning(planningStarts[i % planningStarts.length]), sqlSeconds, 20);
  const stays = planningStarts.map((start) => planning(start).stays.length);
  const note =
    `per call: places in family/number order + held stays of the window with booking, customer, partner ` +
    `+ unavailabilities; ${planningDays}-day windows cycled, ${Math.min(...stays)}-${Math.max(...stays)} stays; ` +
    `${round(timing.opsPerSecond)} ops/s`;
  const result: BenchResult = {
    name: 'ref:planning-sql',
    unit: 'ms',
    median: round(timing.medianMs),
    p99: round(timing.p99Ms),
    note,
  };
  return { result, ops: timing.opsPerSecond };
}

/** The HTTP planning must hold what the raw queries read before its speed means anything. */
async function checkPlanningAgrees(url: string, headers: Record<string, string>, db: Db) {
  const raw = rawPlanning(db);
  for (const start of planningStarts) {
    const res = await fetch(`${url}${planningPath(start)}`, { headers });
    if (res.status !== 200) throw new Error(`planning ${start}: ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as { places: unknown[]; stays: unknown[] }; // our own API's contract
    const expected = raw(start);
    if (answer.stays.length !== expected.stays.length || answer.places.length !== expected.places.length) {
      throw new Error(`planning ${start}: HTTP ${answer.stays.length} stays, SQL ${expected.stays.length}`);
    }
  }
}

async function benchPlanningHttp(url: string, db: Db, sqlOps: number, places: number): Promise<BenchResult> {
  const headers: Record<string, string> = { ...(await signInHeaders(url, admin)) };
  await checkPlanningAgrees(url, headers, db);
  const requests = planningStarts.map((start) => ({ method: 'GET' as const, path: planningPath(start), headers }));
  const load = await measure({ url, connections: planningConnections, seconds: httpSeconds, requests });
  const note = httpNote(
    planningConnections,
    `GET booking/planning, ${places.toLocaleString('en')} places × ${planningDays} days, windows cycled; ` +
      `p50 ${round(load.p50Ms)} ms; planning/raw SQL = ${round(load.opsPerSecond / sqlOps)} (ops/s ratio)`,
  );
  return { name: 'planning-http', unit: 'ops/s', median: round(load.opsPerSecond), p99: load.p99Ms, note };
}

/** The planning screen in Chromium on the same windows; the UI is built first when a source changed. */
async function benchPlanningUi(url: string, places: number): Promise<BenchResult[]> {
  const build = spawnSync(process.execPath, [path.join(rootDir, 'scripts/build-ui.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('planning UI: the UI build failed');
  const paths = planningStarts.map((start) => `/planning?start=${start}&days=${planningDays}`);
  const open = await timePlanningOpen(url, admin, paths, planningUiRounds);
  const note =
    `ms from navigation start to the grid's first stay bars painted, headless Chromium 1440×900, built UI; ` +
    `${places.toLocaleString('en')} places × ${planningDays} days, windows cycled, ${open.loads} loads after a warm-up; answer received at ${open.answerMedianMs} ms (median)`;
  const navNote =
    `ms from an in-app navigation (history entry, no page load, screen chunk already loaded) to the first stay bars painted, ` +
    `same windows and browser; ${open.loads} navigations`;
  return [
    { name: 'planning-ui-open', unit: 'ms', median: open.medianMs, p99: open.p99Ms, note },
    { name: 'planning-ui-nav', unit: 'ms', median: open.navMedianMs, p99: open.navP99Ms, note: navNote },
  ];
}

function benchAvailabilitySql(db: Db) {
  const free = rawAvailability(db);
  const timing = timeCalls((i) => free(availabilityStarts[i % availabilityStarts.length]), sqlSeconds, 20);
  const counts = availabilityStarts.map((start) => free(start).length);
  const note =
    `median/p99 = ms per call; what the search reads: activity periods, free places for ${availabilityNights} nights ` +
    `(one seek per place on the holding index + unavailabilities), live locks, the free places' details; windows cycled, ` +
    `${Math.min(...counts)}-${Math.max(...counts)} free; mean ${round(1000 / timing.opsPerSecond)} ms (${Math.round(timing.opsPerSecond)} ops/s)`;
  const result: BenchResult = {
    name: 'ref:availability-sql',
    unit: 'ms',
    median: round(timing.medianMs),
    p99: round(timing.p99Ms),
    note,
  };
  return { result, ops: timing.opsPerSecond };
}

/** The HTTP search must find what the raw query finds before its speed means anything. */
async function checkAvailabilityAgrees(url: string, headers: Record<string, string>, db: Db) {
  const raw = rawAvailability(db);
  for (const start of availabilityStarts) {
    const res = await fetch(`${url}${availabilityPath}`, {
      method: 'POST',
      headers,
      body: availabilityBody(start, false),
    });
    if (res.status !== 200) throw new Error(`availability ${start}: ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as { places: unknown[] };
    const expected = raw(start).length;
    if (answer.places.length !== expected) {
      throw new Error(`availability ${start}: HTTP ${answer.places.length} places, SQL ${expected}`);
    }
  }
}

async function benchAvailabilityHttp(
  url: string,
  db: Db,
  sql: { ops: number; ms: number },
  places: number,
  withPrice: boolean,
) {
  const session = await signInHeaders(url, admin);
  const headers = { ...session, 'content-type': 'application/json' };
  if (!withPrice) await checkAvailabilityAgrees(url, headers, db);
  const requests = availabilityStarts.map((start) => ({
    method: 'POST' as const,
    path: availabilityPath,
    headers,
    body: availabilityBody(start, withPrice),
  }));
  await warmUp({ url, connections: planningConnections, seconds: httpSeconds, requests });
  // How busy the server's loop was: near 100%, the rate is the server's, not the load generator's.
  const loopBefore = performance.eventLoopUtilization();
  const load = await runLoad({ url, connections: planningConnections, seconds: httpSeconds, requests });
  const loop = performance.eventLoopUtilization(loopBefore);
  const note = httpNote(
    planningConnections,
    `POST booking/availability/search, ${places.toLocaleString('en')} places, ${availabilityNights} nights, ` +
      `${withPrice ? 'each free place priced by quote (once per place type)' : 'unpriced'}; p50 ${round(load.p50Ms)} ms; ` +
      `${round(1000 / load.opsPerSecond)} ms per request vs raw SQL mean ${sql.ms} ms = ${round(1000 / load.opsPerSecond / sql.ms)}×; ` +
      `search/raw SQL = ${round(load.opsPerSecond / sql.ops)} (ops/s ratio); server loop busy ${Math.round(loop.utilization * 100)}%`,
  );
  const result: BenchResult = {
    name: withPrice ? 'availability-priced-http' : 'availability-http',
    unit: 'ops/s',
    median: round(load.opsPerSecond),
    p99: load.p99Ms,
    note,
  };
  return result;
}

/** The seeded site of the read benches (100,000 customers, 1,000 places, 200,000 occupancies) served over HTTP. */
async function openReadSite(dataDir: string) {
  const clock = systemClock();
  const db = openDatabase(databaseFile(dataDir));
  prepareDatabase(db, clock);
  await createAccount(db, clock, { ...admin, name: 'Bench', isAdmin: true });
  const seedStart = performance.now();
  const seeded = seedCustomers(db, customerCount);
  const seedMs = Math.round(performance.now() - seedStart);
  console.log(`seeded ${seeded.customers} customers, ${seeded.addresses} addresses in ${seedMs} ms`);
  const bookedStart = performance.now();
  const site = seedBookedSite(db);
  // Open all the years the stays run over: a search on closed nights would find no place at all.
  db.$client
    .prepare(
      `INSERT INTO activity_periods (label, start_date, end_date, created_at, updated_at)
       VALUES ('Toute l''année', '2020-01-01', '2035-12-31', datetime('now'), datetime('now'))`,
    )
    .run();
  db.$client.exec('ANALYZE');
  const bookedMs = Math.round(performance.now() - bookedStart);
  console.log(`seeded ${site.placeIds.length} places, ${site.occupancies} occupancies in ${bookedMs} ms`);
  const server = await listen(createApp({ db, clock, logger: quietLogger, dataDir, uiDir }).fetch);
  return { db, dataDir, url: server.url, places: site.placeIds.length, close: () => server.close() };
}

type ReadSite = Awaited<ReturnType<typeof openReadSite>>;

interface BenchContext {
  /** The shared read site, seeded on first use. */
  site(): Promise<ReadSite>;
  /** ref:hono-hello-http, measured once, the first time a group needs it. */
  hello(): Promise<{ result: BenchResult; ops: number }>;
}

/** Each group measures one capability and its references; `npm run bench -- NAME…` runs only those named. */
const groups: Record<string, (ctx: BenchContext) => Promise<BenchResult[]>> = {
  hello: async (ctx) => [(await ctx.hello()).result],
  signin: async (ctx) => [await benchSignIn((await ctx.site()).url)],
  access: async () => [await benchAccessCheck({ logger: quietLogger, connections: 4, seconds: httpSeconds })],
  session: async (ctx) => {
    const hello = await ctx.hello();
    return [
      await benchSessionGet({ logger: quietLogger, connections: httpConnections, httpSeconds, helloOps: hello.ops }),
    ];
  },
  search: async (ctx) => {
    const site = await ctx.site();
    const sql = benchSearchSql(site.db);
    const hello = await ctx.hello();
    const refs = { helloOps: hello.ops, sqlOps: sql.ops };
    return [await benchSearchHttp(site.url, site.db, refs), sql.result];
  },
  planning: async (ctx) => {
    const site = await ctx.site();
    const sql = benchPlanningSql(site.db);
    const http = await benchPlanningHttp(site.url, site.db, sql.ops, site.places);
    return [http, sql.result, ...(await benchPlanningUi(site.url, site.places))];
  },
  availability: async (ctx) => {
    const site = await ctx.site();
    const sql = benchAvailabilitySql(site.db);
    // The HTTP figure is a mean (run time over requests): it is held to the reference's mean.
    const raw = { ops: sql.ops, ms: round(1000 / sql.ops) };
    const plain = await benchAvailabilityHttp(site.url, site.db, raw, site.places, false);
    const priced = await benchAvailabilityHttp(site.url, site.db, raw, site.places, true);
    return [plain, priced, sql.result];
  },
  dashboard: () => benchDashboard({ logger: quietLogger, connections: planningConnections, httpSeconds, sqlSeconds }),
  invoice: () => benchInvoiceWrite({ logger: quietLogger, connections: httpConnections, httpSeconds, sqlSeconds }),
  payment: () => benchPaymentWrite({ logger: quietLogger, connections: httpConnections, httpSeconds, sqlSeconds }),
  'booking-write': () =>
    benchBookingWrite({ logger: quietLogger, connections: httpConnections, httpSeconds, sqlSeconds }),
  quote: async () => [benchPricing()],
  chain: async () => [benchVerifyChain()],
  'import-v1': async () => [benchImportV1()],
  backup: () => benchBackup({ logger: quietLogger, connections: httpConnections, seconds: httpSeconds }),
  start: async (ctx) => benchStart({ dataDir: (await ctx.site()).dataDir, admin }),
};

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in groups));
  if (unknown.length > 0)
    throw new Error(`unknown bench ${unknown.join(', ')}; known: ${Object.keys(groups).join(', ')}`);
  const chosen = asked.length > 0 ? asked : Object.keys(groups);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-'));
  let site: Promise<ReadSite> | undefined;
  let hello: Promise<{ result: BenchResult; ops: number }> | undefined;
  const ctx: BenchContext = {
    site: () => {
      site ??= openReadSite(dataDir);
      return site;
    },
    hello: () => {
      hello ??= benchHello();
      return hello;
    },
  };
  const results: BenchResult[] = [];
  try {
    for (const name of chosen) results.push(...(await groups[name](ctx)));
    console.log(formatTable(results));
    // A partial run prints its figures but leaves the full run's file alone.
    if (asked.length === 0) {
      writeResults(resultsFile, results);
      console.log(`written ${path.relative(process.cwd(), resultsFile)}`);
    }
  } finally {
    if (site) {
      const opened = await site;
      await opened.close();
      opened.db.$client.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
