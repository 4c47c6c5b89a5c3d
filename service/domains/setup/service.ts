// Home's setup checklist: the facts read once, the steps computed by the rules, and each step's
// screen given only to a user who may read it.
import type { Db } from '../../db/connection';
import type { FunctionalityCode } from '../security';
import type { SetupChecklist, SetupStepKey } from './contract';
import { setupChecklist } from './rules';
import { readSetupFacts } from './store';

/** The screen of each step and the functionality guarding it. */
const screens: Record<SetupStepKey, { path: string; functionality: FunctionalityCode }> = {
  establishment: { path: '/admin/establishment', functionality: 'establishment_access_establishment' },
  financialYear: { path: '/admin/financial-year-list', functionality: 'result_financial_year_list' },
  activityPeriod: { path: '/admin/activity-period-list', functionality: 'establishment_access_activity_period_list' },
  vatRate: { path: '/tva-list', functionality: 'payment_invoice_tva_list' },
  ageCategory: { path: '/age-category-list', functionality: 'occupant_age_category_list' },
  placeType: { path: '/place-type-list', functionality: 'camping_place_type_list' },
  place: { path: '/place-list', functionality: 'camping_place_list' },
  extra: { path: '/extra-list', functionality: 'extra_pricing_extra_list' },
  itemType: { path: '/animal-type-list', functionality: 'occupant_animal_type_list' },
  touristTax: { path: '/tax-list', functionality: 'extra_pricing_tax_list' },
  priceGrid: { path: '/price/grid-list', functionality: 'extra_pricing_price_grid_list' },
  paymentMethod: { path: '/payment-method-list', functionality: 'payment_invoice_payment_method_list' },
};

/** Once the name is typed, what the establishment step lacks is the classification, on its own screen. */
const ranking = { path: '/place-ranking-informations', functionality: 'camping_place_ranking' } as const;

export function setupOfTheSite(db: Db, today: string, canRead: (f: FunctionalityCode) => boolean): SetupChecklist {
  const facts = readSetupFacts(db, today);
  const hasName = facts.establishment.corporateName.trim() !== '';
  return setupChecklist(facts, (key) => {
    const screen = key === 'establishment' && hasName ? ranking : screens[key];
    return canRead(screen.functionality) ? screen.path : null;
  });
}
