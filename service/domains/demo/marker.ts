// The demo's marker in app_settings: when it was installed, what each step counted, and the ids
// each step created (as ranges), so `--force` removes exactly the demo's rows and nothing else.
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { getSetting, putSetting } from '../security';
import type { StepCount } from './contract';

export const DEMO_MARKER_KEY = 'demo.site';

const markerSchema = z.object({
  installedAt: z.string(),
  counts: z.array(z.object({ key: z.string(), label: z.string(), count: z.int() })),
  /** Step key -> inclusive id ranges of the rows it created. */
  created: z.record(z.string(), z.array(z.tuple([z.int(), z.int()]))),
});

export type DemoMarker = z.infer<typeof markerSchema> & { readonly counts: readonly StepCount[] };

export function readMarker(db: Db): DemoMarker | undefined {
  const text = getSetting(db, DEMO_MARKER_KEY);
  return text ? markerSchema.parse(JSON.parse(text)) : undefined;
}

export function writeMarker(db: Db, marker: DemoMarker): void {
  putSetting(db, DEMO_MARKER_KEY, JSON.stringify(marker));
}

/** [1, 2, 3, 7, 8] -> [[1, 3], [7, 8]]: 500 customers fit in one pair. */
export function toRanges(ids: readonly number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && id === last[1] + 1) last[1] = id;
    else ranges.push([id, id]);
  }
  return ranges;
}

export function fromRanges(ranges: readonly (readonly [number, number])[]): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}
