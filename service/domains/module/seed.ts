// First start: one surety configuration, so the reminder screen's configuration (id 1 on a new
// site) exists with the spec's defaults (calcul 1, D-10, D-5) until the site changes it.
import type { Db } from '../../db/connection';
import { suretySettingsSchema } from './provider-kinds';
import { moduleProviders } from './schema';

export function seedSuretyConfiguration(db: Db, now: string): void {
  db.insert(moduleProviders)
    .values({
      kind: 'surety',
      // The box's own link: the third-party providers need an account the site may not have.
      provider: 2,
      label: 'Caution',
      isActive: true,
      settingsJson: JSON.stringify(suretySettingsSchema.parse({})),
      createdAt: now,
      updatedAt: now,
    })
    .run();
}
