// Brings a database file to the current version: migrations, then each first-time seed once.
import type { Clock } from '../clock';
import { seedCurrencies } from '../domains/establishment/seed';
import { seedSuretyConfiguration } from '../domains/module/seed';
import { seedReference } from '../domains/reference/seed';
import { seedTvaRates } from '../domains/reference/tva-seed';
import { ensureSetting, getSetting } from '../domains/security/store';
import type { Db } from './connection';
import { migrateDatabase } from './migrate';
import { inTransaction } from './transaction';

const seeds: Record<string, (db: Db, now: string) => void> = {
  'seed.reference': seedReference,
  'seed.currencies': seedCurrencies,
  'seed.tva': seedTvaRates,
  'seed.module-surety': seedSuretyConfiguration,
};

export function prepareDatabase(db: Db, clock: Clock): void {
  migrateDatabase(db);
  for (const [key, seed] of Object.entries(seeds)) {
    inTransaction(db, () => {
      if (getSetting(db, key)) return;
      seed(db, clock.now().toISOString());
      ensureSetting(db, key, clock.now().toISOString());
    });
  }
}
