// The access-control configuration the check reads: the first active configuration of the
// module's grid, or the defaults while none is set up.
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { parseStored } from '../../settings/store';
import { accessControlSettingsSchema } from '../module/provider-kinds';
import { moduleProviders } from '../module/schema';

export type AccessConfiguration = z.infer<typeof accessControlSettingsSchema>;

export function activeAccessConfiguration(db: Db): AccessConfiguration {
  const row = db
    .select({ settingsJson: moduleProviders.settingsJson })
    .from(moduleProviders)
    .where(and(eq(moduleProviders.kind, 'access-control'), eq(moduleProviders.isActive, true)))
    .orderBy(asc(moduleProviders.id))
    .get();
  return parseStored(accessControlSettingsSchema, row?.settingsJson);
}
