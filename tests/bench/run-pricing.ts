// `npx tsx tests/bench/run-pricing.ts`: the pricing bench alone (no database, no HTTP).
import { benchPricing } from './pricing';
import { formatTable } from './report';

console.log(formatTable([benchPricing()]));
