// The site itself: its establishment, the reference rows every French site needs (VAT rates,
// countries and languages, the demo's towns in their departments) and its 500 customers.
import type { EntityContext } from '../../http/entity/descriptor';
import { accountingAccountEntity } from '../accounting-account';
import { customerEntity, customerInputSchema, deleteCustomer, saveCustomer } from '../customer';
import { establishmentInputSchema, saveEstablishment } from '../establishment';
import {
  civilityIdsByCode,
  departmentEntity,
  ensureCountry,
  ensureLanguage,
  ensureTvaRate,
  townEntity,
} from '../reference';
import { demoAccounts } from './accounts-data';
import { demoCustomers } from './customers';
import { demoEstablishment } from './establishment-data';
import { type DemoTvaKey, demoCountries, demoLanguageNames, demoTvaRates } from './reference-data';
import { type DemoStep, ensureStep } from './step';
import { demoTowns } from './towns-data';

const nowOf = (ctx: EntityContext) => ctx.clock.now().toISOString();

/** France and French: the site's country and its guests' default, made sure of by several steps. */
export function ensureFrance(ctx: EntityContext) {
  const frenchId = ensureLanguage(ctx.db, nowOf(ctx), { code: 'fr', name: demoLanguageNames.fr });
  const france = { isoCode: 'FR', name: 'France', nationality: 'Française', isEu: true };
  const franceId = ensureCountry(ctx.db, nowOf(ctx), { ...france, languageId: frenchId });
  return { franceId, frenchId };
}

/** The id of one of the demo's VAT rates (made sure of by the VAT step, found again by rate). */
export function tvaIdOf(ctx: EntityContext, key: DemoTvaKey): number {
  const rate = demoTvaRates.find((r) => r.key === key) ?? demoTvaRates[0];
  return ensureTvaRate(ctx.db, nowOf(ctx), { label: rate.label, rate: rate.rate });
}

export const establishmentStep: DemoStep = {
  key: 'establishment',
  label: 'Établissement',
  run(ctx) {
    const { franceId } = ensureFrance(ctx);
    const input = establishmentInputSchema.parse({ id: 1, ...demoEstablishment, countryId: franceId });
    saveEstablishment(ctx.db, ctx.clock, input);
    return { count: 1 };
  },
};

// Reference rows are made sure of, never removed: they belong to any French site.
export const tvaStep: DemoStep = {
  key: 'tva',
  label: 'Taux de TVA',
  run(ctx) {
    for (const { label, rate } of demoTvaRates) ensureTvaRate(ctx.db, nowOf(ctx), { label, rate });
    return { count: demoTvaRates.length };
  },
};

export const countryStep: DemoStep = {
  key: 'countries',
  label: 'Pays et langues',
  run(ctx) {
    for (const { language, ...country } of demoCountries) {
      const languageId = ensureLanguage(ctx.db, nowOf(ctx), { code: language, name: demoLanguageNames[language] });
      ensureCountry(ctx.db, nowOf(ctx), { ...country, languageId });
    }
    return { count: demoCountries.length };
  },
};

/** Removed by `--force` only once nothing references their code any more (their blocker says). */
export const accountStep = ensureStep({
  key: 'accounting-accounts',
  label: 'Comptes comptables',
  entity: accountingAccountEntity,
  keyOf: (account) => account.code,
  wanted: () => demoAccounts.map((account) => ({ key: account.code, input: account })),
});

// The towns the customers live in, each in its department (seeded with the regions on every
// site); a town the site already has (same INSEE and postal code) is kept as it is. Paris has a
// row per postal code, as in La Poste's list.
const townKey = (inseeCode: string, postalCode: string | null) => `${inseeCode} ${postalCode ?? ''}`;

export const townStep = ensureStep({
  key: 'towns',
  label: 'Communes',
  entity: townEntity,
  keyOf: (town) => townKey(town.inseeCode, town.postalCode),
  wanted(ctx) {
    const { franceId } = ensureFrance(ctx);
    const departmentIds = new Map(
      departmentEntity
        .list(ctx)
        .filter((d) => d.countryId === franceId)
        .map((d) => [d.code, d.id]),
    );
    return demoTowns.map((town) => ({
      key: townKey(town.insee, town.postalCode),
      input: {
        countryId: franceId,
        departmentId: departmentIds.get(town.department) ?? null,
        name: town.name,
        postalCode: town.postalCode,
        inseeCode: town.insee,
      },
    }));
  },
});

export const customerStep: DemoStep = {
  key: 'customers',
  label: 'Clients',
  run(ctx, rng) {
    const refs = { civilityIds: civilityIdsByCode(ctx.db), ...ensureFrance(ctx) };
    const ids = demoCustomers(rng, refs).map((customer) => saveCustomer(ctx, customerInputSchema.parse(customer)).id);
    return { count: ids.length, createdIds: ids };
  },
  remove(ctx, ids) {
    // A demo customer the staff have since booked for keeps those stays, and stays.
    for (const id of ids) {
      if (!customerEntity.blockers.some((blocker) => blocker.isBlocked(ctx, id))) deleteCustomer(ctx.db, id);
    }
  },
};
