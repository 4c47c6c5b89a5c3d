import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromZod } from './errors';

describe('zod failures become field codes', () => {
  it("names fields the request called `constructor` or `toString` like any other: keys are the request's own", () => {
    const schema = z.record(z.string(), z.int());
    const result = schema.safeParse(JSON.parse('{"constructor": "x", "toString": 1.5, "valueOf": 2}'));
    const error = fromZod(result.error ?? new z.ZodError([]));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['constructor', 'toString']);
  });

  it('answers START_AFTER_END at the top when a field fails it, the field still named', () => {
    const schema = z
      .object({ startDate: z.string(), endDate: z.string() })
      .refine((p) => p.startDate < p.endDate, { path: ['endDate'], error: 'START_AFTER_END' });
    const result = schema.safeParse({ startDate: '2026-07-14', endDate: '2026-07-14' });
    const error = fromZod(result.error ?? new z.ZodError([]));
    expect(error.code).toBe('START_AFTER_END');
    expect(error.fields).toEqual({ endDate: 'START_AFTER_END' });
  });

  it('keeps « Formulaire incorrect » when START_AFTER_END comes among other errors', () => {
    const schema = z.object({
      label: z.string({ error: 'LABEL_REQUIRED' }),
      endDate: z.string().refine(() => false, { error: 'START_AFTER_END' }),
    });
    const error = fromZod(schema.safeParse({ label: 1, endDate: '2026-07-14' }).error ?? new z.ZodError([]));
    expect(error.fields).toEqual({ label: 'LABEL_REQUIRED', endDate: 'START_AFTER_END' });
    expect(error.code).toBe('VALIDATION');
  });
});
