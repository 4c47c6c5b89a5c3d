// initDemo: builds the demo site in one IMMEDIATE transaction (a failing step leaves nothing),
// once; again only with force, which first removes what the previous run created.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';
import { demoContext } from './context';
import type { InitDemoResult, StepCount } from './contract';
import { type DemoMarker, fromRanges, readMarker, toRanges, writeMarker } from './marker';
import { realDataFound } from './real-data';
import { seededRng } from './rng';
import { demoSteps } from './steps';

function removePrevious(ctx: EntityContext, marker: DemoMarker): void {
  for (const step of [...demoSteps].reverse()) {
    const ranges = marker.created[step.key];
    if (ranges && step.remove) step.remove(ctx, fromRanges(ranges));
  }
}

export function initDemo(db: Db, clock: Clock, options: { force?: boolean } = {}): InitDemoResult {
  const ctx = demoContext(db, clock);
  return inTransaction(db, () => {
    const previous = readMarker(db);
    if (previous && !options.force) return { status: 'ALREADY_INSTALLED', ...previous };
    if (!previous && !options.force) {
      const found = realDataFound(ctx);
      if (found) throw new AppError('DEMO_REAL_DATA', { params: { what: found } });
    }
    if (previous) removePrevious(ctx, previous);
    const counts: StepCount[] = [];
    const created: Record<string, [number, number][]> = {};
    const createdIds = new Map<string, readonly number[]>();
    for (const step of demoSteps) {
      // One generator per step: adding a step never changes the data of the others.
      const result = step.run(ctx, seededRng(`bivouac-demo/${step.key}`), (key) => createdIds.get(key) ?? []);
      counts.push({ key: step.key, label: step.label, count: result.count });
      if (result.createdIds?.length) {
        created[step.key] = toRanges(result.createdIds);
        createdIds.set(step.key, result.createdIds);
      }
    }
    const marker = { installedAt: clock.now().toISOString(), counts, created };
    writeMarker(db, marker);
    return { status: 'INSTALLED', installedAt: marker.installedAt, counts };
  });
}
