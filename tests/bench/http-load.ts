// Loopback HTTP servers and autocannon runs. autocannon fires from one worker thread of this
// process, so the server keeps the main event loop to itself, as it would behind real clients.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';

type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `fetch` on 127.0.0.1 on a port the system picks. */
export function listen(fetch: FetchHandler): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  /** Cycled in order by each connection; GET of `url` when absent. */
  readonly requests?: autocannon.Request[];
  /**
   * Headers of the plain GET of `url`. With `requests`, autocannon turns every answer's body into a
   * string for its hooks: on an answer of tens of kilobytes that, not the server, sets the pace.
   */
  readonly headers?: Record<string, string>;
}

export interface LoadResult {
  /** 2xx answers per second over the whole run (autocannon's measured duration). */
  readonly opsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly completed: number;
}

/** Runs the load and fails on any error, timeout or non-2xx answer: a fast 401 is no benchmark. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests,
    headers: options.headers,
    workers: 1,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(`${options.url}: ${failures} failed requests (${JSON.stringify(result.statusCodeStats)})`);
  }
  return {
    opsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    completed: result['2xx'],
  };
}

/** A short throw-away run so JIT, caches and the connection pool are warm before measuring. */
export async function warmUp(options: LoadOptions): Promise<void> {
  await runLoad({ ...options, seconds: 1 });
}
