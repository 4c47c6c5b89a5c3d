// The demo site, step by step, in the order they run (later steps use what earlier ones made).
// Each step writes through its domain's own functions, inside the one transaction of initDemo.
// Steps for places, extras, age categories, partners, payment methods, taxes and geography are
// added here once their domains exist; their data already waits in the *-data.ts files.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { customerInputSchema, deleteCustomer, saveCustomer } from '../customer';
import { establishmentInputSchema, saveEstablishment } from '../establishment';
import { civilityIdsByCode, ensureCountry, ensureLanguage, ensureTvaRate } from '../reference';
import { demoCustomers } from './customers';
import { demoEstablishment } from './establishment-data';
import { demoCountries, demoLanguageNames, demoTvaRates } from './reference-data';
import type { Rng } from './rng';

export interface StepResult {
  readonly count: number;
  /** Rows this run created, recorded in the marker so `--force` can take them away again. */
  readonly createdIds?: readonly number[];
}

export interface DemoStep {
  readonly key: string;
  /** French label of the count shown after the run. */
  readonly label: string;
  run(db: Db, clock: Clock, rng: Rng): StepResult;
  /** Removes the rows an earlier run created, before `--force` runs the step again. */
  remove?(db: Db, ids: readonly number[]): void;
}

/** France and French: the site's country and its guests' default, made sure of by several steps. */
function ensureFrance(db: Db, now: string) {
  const frenchId = ensureLanguage(db, now, { code: 'fr', name: demoLanguageNames.fr });
  const france = { isoCode: 'FR', name: 'France', nationality: 'Française', isEu: true };
  const franceId = ensureCountry(db, now, { ...france, languageId: frenchId });
  return { franceId, frenchId };
}

const establishmentStep: DemoStep = {
  key: 'establishment',
  label: 'Établissement',
  run(db, clock) {
    const { franceId } = ensureFrance(db, clock.now().toISOString());
    saveEstablishment(db, clock, establishmentInputSchema.parse({ id: 1, ...demoEstablishment, countryId: franceId }));
    return { count: 1 };
  },
};

// Reference rows are made sure of, never removed: they belong to any French site.
const tvaStep: DemoStep = {
  key: 'tva',
  label: 'Taux de TVA',
  run(db, clock) {
    for (const { label, rate } of demoTvaRates) ensureTvaRate(db, clock.now().toISOString(), { label, rate });
    return { count: demoTvaRates.length };
  },
};

const countryStep: DemoStep = {
  key: 'countries',
  label: 'Pays et langues',
  run(db, clock) {
    const now = clock.now().toISOString();
    for (const { language, ...country } of demoCountries) {
      const languageId = ensureLanguage(db, now, { code: language, name: demoLanguageNames[language] });
      ensureCountry(db, now, { ...country, languageId });
    }
    return { count: demoCountries.length };
  },
};

const customerStep: DemoStep = {
  key: 'customers',
  label: 'Clients',
  run(db, clock, rng) {
    const refs = { civilityIds: civilityIdsByCode(db), ...ensureFrance(db, clock.now().toISOString()) };
    const ids = demoCustomers(rng, refs).map(
      (customer) => saveCustomer({ db, clock }, customerInputSchema.parse(customer)).id,
    );
    return { count: ids.length, createdIds: ids };
  },
  remove(db, ids) {
    for (const id of ids) deleteCustomer(db, id);
  },
};

export const demoSteps: readonly DemoStep[] = [establishmentStep, tvaStep, countryStep, customerStep];
