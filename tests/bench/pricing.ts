// Pricing bench: 10,000 varied seeded stays (every price model, occupants, options, offers, taxes,
// deposits, partners) priced by the pure engine; quotes per second and the p99 of one quote.
import { quote } from '../../service/domains/pricing';
import { randomStay, seeded } from '../../service/domains/pricing/random-stays';
import { type BenchResult, round } from './report';

const STAYS = 10_000;
const ROUNDS = 3;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

export function benchPricing(): BenchResult {
  const r = seeded(2026);
  const stays = Array.from({ length: STAYS }, () => randomStay(r));
  for (const stay of stays) quote(stay); // warm-up: the JIT sees every path once
  const perSecond: number[] = [];
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (const stay of stays) {
      const t = performance.now();
      quote(stay);
      latencies.push(performance.now() - t);
    }
    perSecond.push((STAYS * 1000) / (performance.now() - start));
  }
  perSecond.sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  return {
    name: 'quote',
    unit: 'ops/s',
    median: round(perSecond[Math.floor(ROUNDS / 2)]),
    p99: round(percentile(latencies, 0.99)),
    note: `quotes/s over ${STAYS.toLocaleString('en')} seeded varied stays, median of ${ROUNDS} rounds; p99 = ms per quote; pure engine, one process`,
  };
}
