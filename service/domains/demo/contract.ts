// What crosses the wire for the /init-demo tool (the UI imports this file only).
import { z } from 'zod';

export const initDemoInputSchema = z.object({
  /** Install even on a database with real data, or replace the demo an earlier run made. */
  force: z.boolean({ error: 'INVALID_TYPE' }).default(false),
});
export type InitDemoInput = z.infer<typeof initDemoInputSchema>;

export interface StepCount {
  readonly key: string;
  /** French label: 'Clients'. */
  readonly label: string;
  readonly count: number;
}

export interface InitDemoResult {
  /** INSTALLED: built now; ALREADY_INSTALLED: an earlier run's demo is there and nothing changed. */
  readonly status: 'INSTALLED' | 'ALREADY_INSTALLED';
  readonly installedAt: string;
  readonly counts: readonly StepCount[];
}
