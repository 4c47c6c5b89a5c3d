// Residential fees: what residents are billed beside their rent (waste, water connection, upkeep...),
// by billing unit, at a VAT rate, with a price per period.
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import {
  billingUnitChoices,
  labelCriteriaSchema,
  type ResidentialFeesInput,
  type ResidentialFeesPricePeriodInput,
  residentialFeesInputSchema,
  residentialFeesPricePeriodInputSchema,
} from './contract';
import { childPeriodEntity } from './period-entity';
import { residentialFeePricePeriods, residentialFees } from './schema';
import { assertVatExists, defaultVatId, vatChoices } from './vat-choice';

type Fees = typeof residentialFees.$inferSelect;
type FeesPricePeriod = typeof residentialFeePricePeriods.$inferSelect;

export const residentialFeesEntity = tableEntity<Fees, ResidentialFeesInput, typeof labelCriteriaSchema._output>({
  base: 'residential/fees',
  functionality: 'residential_fees_list',
  label: 'Frais résidentiels',
  table: residentialFees,
  input: residentialFeesInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'billingUnit'],
  defaultSort: 'order',
  defaults: (ctx) => ({
    label: '',
    billingUnit: 'YEAR',
    tvaId: defaultVatId(ctx),
    accountingCode: null,
    isActive: true,
    order: 0,
  }),
  choices: (ctx) => ({ availableBillingUnit: billingUnitChoices, availableTva: vatChoices(ctx) }),
  check: (ctx, input) => assertVatExists(ctx, input.tvaId),
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Unité de facturation', value: (r) => billingUnitChoices.find((u) => u.id === r.billingUnit)?.label },
    { header: 'Compte comptable', value: (r) => r.accountingCode },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});

export const residentialFeesPricePeriodEntity = childPeriodEntity<
  FeesPricePeriod,
  ResidentialFeesPricePeriodInput,
  'residentialFeesId'
>({
  base: 'residential/fees-price-period',
  functionality: 'residential_fees_list',
  label: 'Prix des frais résidentiels',
  table: residentialFeePricePeriods,
  parentTable: residentialFees,
  parentKey: 'residentialFeesId',
  input: residentialFeesPricePeriodInputSchema,
  defaults: { priceCents: 0 },
  csv: [{ header: 'Prix', value: (r) => r.priceCents, format: 'money' }],
});
