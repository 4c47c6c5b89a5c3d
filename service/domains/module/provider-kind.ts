// A module grid's kind: its module, its providers and the typed settings of each configuration;
// and the schemas every kind shares (the common columns, the search criteria).
import { z } from 'zod';
import type { SettingField } from '../../settings/definition';
import type { ModuleCode } from '../security/functionalities';

export interface ProviderKind {
  /** Also the REST base `module/{kind}` and the route segment of the grid and detail. */
  readonly kind: string;
  readonly module: ModuleCode;
  readonly title: string;
  readonly providers: readonly { id: number; label: string }[];
  readonly schema: z.ZodObject;
  readonly fields: readonly SettingField[];
  /** Name of the detail route's parameter; none when the spec gives the grid only. */
  readonly idParam?: string;
}

/** The columns every configuration has, whatever its kind. */
export function providerBaseSchema(k: ProviderKind) {
  const ids = k.providers.map((p) => p.id);
  return z.object({
    id: z.int({ error: 'REQUIRED_INTEGER' }).min(0, { error: 'REQUIRED_INTEGER' }),
    provider: z.int({ error: 'REQUIRED' }).refine((p) => ids.includes(p), { error: 'INVALID_TYPE' }),
    label: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(80, { error: 'TOO_LONG' }),
    isActive: z.boolean({ error: 'INVALID_TYPE' }).default(true),
  });
}

/** The generic calls' input: the common fields, then the kind's settings at the same level. */
export function providerInputSchema(k: ProviderKind) {
  return providerBaseSchema(k).extend(k.schema.shape);
}

export const providerCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
});
