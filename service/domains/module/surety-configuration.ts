// The surety configuration other screens and domains read: the first active configuration of the
// surety grid, or the defaults (calcul 1, D-10 and D-5) while none is set up.
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { parseStored } from '../../settings/store';
import { suretySettingsSchema } from './provider-kinds';
import { moduleProviders } from './schema';

export type SuretyConfiguration = { id: number; provider: number; label: string } & z.infer<
  typeof suretySettingsSchema
>;

export function activeSuretyConfiguration(db: Db): SuretyConfiguration {
  const row = db
    .select()
    .from(moduleProviders)
    .where(and(eq(moduleProviders.kind, 'surety'), eq(moduleProviders.isActive, true)))
    .orderBy(asc(moduleProviders.id))
    .get();
  const settings = parseStored(suretySettingsSchema, row?.settingsJson);
  return { ...settings, id: row?.id ?? 0, provider: row?.provider ?? 1, label: row?.label ?? '' };
}
