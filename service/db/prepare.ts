// Brings a database file to the current version: migrations, then each first-time seed once.
import type { Clock } from '../clock';
import { seedDocumentModels } from '../domains/document/seed';
import { seedCurrencies } from '../domains/establishment/seed';
import { seedAgeCategories } from '../domains/extra';
import { seedSuretyConfiguration } from '../domains/module/seed';
import { seedPartnerLists } from '../domains/partner';
import { seedPaymentSetup } from '../domains/payment-setup';
import { seedAccessChannels } from '../domains/place';
import { keepPricingReads } from '../domains/pricing/read-cache';
import { seedGeography } from '../domains/reference/geography-seed';
import { seedItemTypes } from '../domains/reference/item-type-seed';
import { seedReference } from '../domains/reference/seed';
import { seedTvaRates } from '../domains/reference/tva-seed';
import { ensureSetting, getSetting } from '../domains/security/store';
import { seedTaxTypes } from '../domains/tax';
import type { Db } from './connection';
import { migrateDatabase } from './migrate';
import { inTransaction } from './transaction';

const seeds: Record<string, (db: Db, now: string) => void> = {
  'seed.reference': seedReference,
  'seed.currencies': seedCurrencies,
  'seed.tva': seedTvaRates,
  'seed.access-channels': seedAccessChannels,
  // After the VAT rates: each category takes the accommodation rate.
  'seed.age-categories': seedAgeCategories,
  'seed.partner-lists': seedPartnerLists,
  'seed.payment-setup': seedPaymentSetup,
  'seed.tax-types': seedTaxTypes,
  'seed.geography': seedGeography,
  // Animal and vehicle types, so « Ajouter un animal » works on a new site.
  'seed.item-types': seedItemTypes,
  'seed.module-surety': seedSuretyConfiguration,
  // After the languages: the default French model of every document kind.
  'seed.document-models': seedDocumentModels,
};

export function prepareDatabase(db: Db, clock: Clock): void {
  migrateDatabase(db);
  for (const [key, seed] of Object.entries(seeds)) {
    // Read first: every start of a seeded site then takes no write lock (checked again inside, in
    // case another process seeds at the same moment).
    if (getSetting(db, key)) continue;
    inTransaction(db, () => {
      if (getSetting(db, key)) return;
      seed(db, clock.now().toISOString());
      ensureSetting(db, key, clock.now().toISOString());
    });
  }
  // Every table is there now: the quote's reference reads may be kept between requests.
  keepPricingReads(db);
}
