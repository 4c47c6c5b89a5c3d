// VAT rates: label, rate in basis points, sales account code; one default rate.
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { labelCriteriaSchema, type TvaInput, tvaInputSchema } from './contract';
import { tvaRates } from './schema';

type TvaRate = typeof tvaRates.$inferSelect;

export const tvaEntity = tableEntity<TvaRate, TvaInput, typeof labelCriteriaSchema._output>({
  base: 'reference/tva',
  functionality: 'payment_invoice_tva_list',
  label: 'Taux de TVA',
  table: tvaRates,
  input: tvaInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'rate'],
  defaultSort: 'order',
  defaults: () => ({ label: '', rate: 0, accountingCode: null, isDefault: false, isActive: true, order: 0 }),
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Taux (%)', value: (r) => (r.rate / 100).toFixed(2), format: 'decimal' },
    { header: 'Compte comptable', value: (r) => r.accountingCode },
    { header: 'Par défaut', value: (r) => r.isDefault, format: 'bool' },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  singleDefault: true,
  hasOrder: true,
  hasActive: true,
});
