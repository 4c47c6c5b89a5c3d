// Runs a write bench's load from its own thread (write-load-worker.mjs) and sums it up.
import { Worker } from 'node:worker_threads';
import { percentile } from './sql-timing';

export interface WriteLoad {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** The number of the first request. */
  first: number;
  /** The module giving request n (`requestOf(n, data)`), next to this file. */
  requests: string;
  data?: unknown;
}

export interface WriteLoadResult {
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The number of the next request not yet sent. */
  next: number;
}

export function writeLoad(o: WriteLoad): Promise<WriteLoadResult> {
  const { requests, ...rest } = o;
  const worker = new Worker(new URL('./write-load-worker.mjs', import.meta.url), {
    workerData: { ...rest, requests: new URL(`./${requests}`, import.meta.url).href },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (m: { samples: number[]; elapsedS: number; next: number }) => {
      const sorted = [...m.samples].sort((a, b) => a - b);
      resolve({
        opsPerSecond: sorted.length / m.elapsedS,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        next: m.next,
      });
    });
  });
}
