// Start and memory measured from outside the process, as an operator sees them: each run spawns
// the built service (`node dist/service/main.js`) on the seeded read site and a free port, times
// process start to its first answer of a REST call, and reads the child's VmRSS from /proc.
// The reference is a bare Node + Hono hello server spawned the same way, in the same run.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { availabilityBody, availabilityPath, availabilityStarts } from './availability';
import { searchBody, searchPath, searchPrefixes } from './customer-search';
import { runLoad } from './http-load';
import { planningPath, planningStarts } from './planning';
import { type BenchResult, round } from './report';
import { signInHeaders } from './sign-in-client';

const root = path.resolve(import.meta.dirname, '../..');
const serviceMain = path.join(root, 'dist/service/main.js');
const helloServer = path.join(import.meta.dirname, 'hello-server.mjs');
/** Answered by the session middleware and the route guard: the app is built and serving. */
const probePath = '/rest/security/user/current';
const starts = 5;
/** USER_HZ: the unit of /proc/<pid>/stat times, 100 on every Linux build that matters here. */
const clockTicks = 100;
const loadSeconds = 5;
const loadConnections = 4;

/** Resident memory of a process in MB, read by the kernel: what the box really gives it. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return kb / 1024;
}

/** CPU time (user + system) a process has used so far, ms: what the start costs whatever the box's load. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  /** Spawn to the first HTTP answer, ms. */
  readonly startMs: number;
  /** VmRSS right after that first answer, MB. */
  readonly rssMb: number;
  /** CPU time used up to that first answer, ms. */
  readonly cpuMs: number;
  stop(): Promise<void>;
}

export async function startProcess(args: string[], env: Record<string, string>): Promise<Started> {
  const script = args.join(' ');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
    try {
      await fetch(`${url}${probePath}`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (performance.now() - t0 > 30_000) {
      await stop();
      throw new Error(`${script} did not answer within 30 s`);
    }
  }
  const startMs = performance.now() - t0;
  const pid = child.pid as number;
  return { child, url, startMs, rssMb: rssMb(pid), cpuMs: cpuMs(pid), stop };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values: number[]) => Math.max(...values);

/** The search, the planning and the availability of the read benches, cycled: a desk's working mix. */
function workingMix(headers: Record<string, string>) {
  const json = { ...headers, 'content-type': 'application/json' };
  return [
    ...searchPrefixes.map((p) => ({ method: 'POST' as const, path: searchPath, headers: json, body: searchBody(p) })),
    ...planningStarts.map((s) => ({ method: 'GET' as const, path: planningPath(s), headers })),
    ...availabilityStarts.map((s) => ({
      method: 'POST' as const,
      path: availabilityPath,
      headers: json,
      body: availabilityBody(s, true),
    })),
  ];
}

/** Peak VmRSS while the load runs, and VmRSS once it is over. */
async function rssUnderLoad(service: Started, admin: { login: string; password: string }) {
  const headers: Record<string, string> = { ...(await signInHeaders(service.url, admin)) };
  const pid = service.child.pid as number;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 100);
  try {
    const load = await runLoad({
      url: service.url,
      connections: loadConnections,
      seconds: loadSeconds,
      requests: workingMix(headers),
    });
    samples.push(rssMb(pid));
    return { peak: max(samples), after: rssMb(pid), opsPerSecond: load.opsPerSecond };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchStart(site: { dataDir: string; admin: { login: string; password: string } }) {
  // Built before the clock runs, as `npm start` does when a source changed.
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-service.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`build-service failed (${build.status})`);
  const env = { BIVOUAC_DATA_DIR: site.dataDir };
  const hello: Started[] = [];
  const service: Started[] = [];
  // Alternated, so a busy moment of the shared box weighs on both sides alike.
  for (let i = 0; i < starts; i++) {
    const h = await startProcess([helloServer], {});
    hello.push(h);
    await h.stop();
    const s = await startProcess([serviceMain], env);
    service.push(s);
    if (i < starts - 1) await s.stop();
  }
  const loaded = service[service.length - 1];
  let load: Awaited<ReturnType<typeof rssUnderLoad>>;
  try {
    load = await rssUnderLoad(loaded, site.admin);
  } finally {
    await loaded.stop();
  }
  const refStart = median(hello.map((h) => h.startMs));
  const refRss = median(hello.map((h) => h.rssMb));
  const coldStart = median(service.map((s) => s.startMs));
  const refCpu = median(hello.map((h) => h.cpuMs));
  const startCpu = median(service.map((s) => s.cpuMs));
  const idleRss = median(service.map((s) => s.rssMb));
  const results: BenchResult[] = [
    {
      name: 'ref:node-hello-start',
      unit: 'ms',
      median: round(refStart),
      p99: round(max(hello.map((h) => h.startMs))),
      note: `bare Node + Hono hello, spawn to first answer, median/max of ${starts} starts; CPU ${round(refCpu)} ms; VmRSS ${round(refRss)} MB`,
    },
    {
      name: 'cold-start',
      unit: 'ms',
      median: round(coldStart),
      p99: round(max(service.map((s) => s.startMs))),
      note:
        `node dist/service/main.js on the read site, spawn to first answer of GET ${probePath}, median/max of ` +
        `${starts} starts; start/hello = ${round(coldStart / refStart)}, +${round(coldStart - refStart)} ms; ` +
        `CPU ${round(startCpu)} ms, ${round(startCpu / refCpu)}× hello's`,
    },
    {
      name: 'rss-idle',
      unit: 'MB',
      median: round(idleRss),
      p99: round(max(service.map((s) => s.rssMb))),
      note: `VmRSS of the child right after its first answer, median/max of ${starts} starts; rss/hello = ${round(idleRss / refRss)}`,
    },
    {
      name: 'rss-load',
      unit: 'MB',
      median: round(load.peak),
      p99: null,
      note:
        `peak VmRSS sampled every 100 ms under ${loadSeconds} s of autocannon ${loadConnections} conn signed in ` +
        `(search, planning, priced availability cycled; ${round(load.opsPerSecond)} req/s); ${round(load.after)} MB after`,
    },
  ];
  return results;
}
