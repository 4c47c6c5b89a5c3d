// Times a synchronous in-process call: each call on its own high-resolution clock, for a while.
export interface CallTiming {
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly opsPerSecond: number;
  readonly calls: number;
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

/** Calls `fn(i)` for `seconds` (after `warmupCalls` untimed calls) and reports per-call latency. */
export function timeCalls(fn: (i: number) => unknown, seconds: number, warmupCalls = 200): CallTiming {
  for (let i = 0; i < warmupCalls; i += 1) fn(i);
  const samples: number[] = [];
  const start = process.hrtime.bigint();
  const end = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  for (let i = 0; now < end; i += 1) {
    const before = now;
    fn(i);
    now = process.hrtime.bigint();
    samples.push(Number(now - before) / 1e6);
  }
  const elapsedS = Number(now - start) / 1e9;
  samples.sort((a, b) => a - b);
  return {
    medianMs: percentile(samples, 0.5),
    p99Ms: percentile(samples, 0.99),
    opsPerSecond: samples.length / elapsedS,
    calls: samples.length,
  };
}
