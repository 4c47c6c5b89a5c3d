// Tax types (a plain label list; "Taxe de séjour" seeded) and taxes: label, type, target,
// calculation method, unit, most nights taxed, prices per period and exempt age categories.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { withChildren } from '../../http/entity/with-children';
import { ageCategoryChoices } from '../extra';
import { labelListEntity } from '../reference';
import {
  TAX_CALCULATION_METHODS,
  TAX_TARGETS,
  TAX_UNITS,
  type TaxInput,
  taxCriteriaSchema,
  taxInputSchema,
} from './contract';
import { firstPriceClash } from './rules';
import { taxExemptAgeCategories, taxes, taxPricePeriods, taxTypes } from './schema';

type Tax = typeof taxes.$inferSelect;
type Row = Omit<TaxInput, 'pricePeriods' | 'ageCategoryIds'>;
type Children = Pick<TaxInput, 'pricePeriods' | 'ageCategoryIds'>;

export const taxTypeEntity = labelListEntity(taxTypes, 'tax/tax-type', 'extra_pricing_tax_type_list', 'Types de taxe', [
  {
    code: 'DELETE_BLOCKED_IN_USE',
    isBlocked: ({ db }, id) =>
      db.select({ id: taxes.id }).from(taxes).where(eq(taxes.taxTypeId, id)).get() !== undefined,
  },
]);

const labelOf = (list: readonly { id: number; label: string }[], id: number) => list.find((e) => e.id === id)?.label;

const flat = tableEntity<Tax, Row, typeof taxCriteriaSchema._output>({
  base: 'tax/tax',
  functionality: 'extra_pricing_tax_list',
  label: 'Taxes',
  table: taxes,
  input: taxInputSchema.omit({ pricePeriods: true, ageCategoryIds: true }),
  criteria: taxCriteriaSchema,
  filter: (c, col) => [
    contains(col.label, c.label),
    equals(col.taxTypeId, c.taxTypeId),
    equals(col.isActive, c.isActive),
  ],
  sortable: ['order', 'label'],
  defaultSort: 'order',
  defaults: () => ({
    label: '',
    taxTypeId: 0,
    target: 1,
    calculationMethod: 1,
    unit: 1,
    nightCount: null,
    additionalRateBp: 0,
    accountingCode: null,
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({
    availableTaxType: db.select().from(taxTypes).where(eq(taxTypes.isActive, true)).orderBy(taxTypes.order).all(),
    availableTarget: [...TAX_TARGETS],
    availableCalculationMethod: [...TAX_CALCULATION_METHODS],
    availableUnit: [...TAX_UNITS],
    availableAgeCategory: ageCategoryChoices(db),
  }),
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Cible', value: (r) => labelOf(TAX_TARGETS, r.target) },
    { header: 'Mode de calcul', value: (r) => labelOf(TAX_CALCULATION_METHODS, r.calculationMethod) },
    { header: 'Unité', value: (r) => labelOf(TAX_UNITS, r.unit) },
    { header: 'Nuits taxées au plus', value: (r) => r.nightCount ?? 'Sans limite' },
    { header: 'Compte comptable', value: (r) => r.accountingCode },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});

export const taxEntity = withChildren(flat, {
  input: taxInputSchema,
  check: ({ db }, tax) => {
    // Label already used.
    const clash = db
      .select({ id: taxes.id })
      .from(taxes)
      .where(and(sql`lower(${taxes.label}) = ${tax.label.toLowerCase()}`, ne(taxes.id, tax.id)))
      .get();
    if (clash) throw fieldError('label', 'TAX_LABEL_ALREADY_USED');
    if (!db.select({ id: taxTypes.id }).from(taxTypes).where(eq(taxTypes.id, tax.taxTypeId)).get()) {
      throw fieldError('taxTypeId', 'TAX_TYPE_REQUIRED');
    }
    const known = new Set(ageCategoryChoices(db).map((c) => c.id));
    if (tax.ageCategoryIds.some((id) => !known.has(id))) throw fieldError('ageCategoryIds', 'VALIDATION');
    // Tax already has a price in the period.
    const at = firstPriceClash(tax.pricePeriods);
    if (at >= 0) {
      throw new AppError('TAX_PRICE_ALREADY_IN_PERIOD', {
        fields: { [`pricePeriods.${at}.startDate`]: 'TAX_PRICE_ALREADY_IN_PERIOD' },
      });
    }
  },
  split: ({ pricePeriods, ageCategoryIds, ...row }) => ({ row, children: { pricePeriods, ageCategoryIds } }),
  load: ({ db }, id) => ({
    pricePeriods: db
      .select({ startDate: taxPricePeriods.startDate, endDate: taxPricePeriods.endDate, price: taxPricePeriods.price })
      .from(taxPricePeriods)
      .where(eq(taxPricePeriods.taxId, id))
      .orderBy(asc(taxPricePeriods.startDate))
      .all(),
    ageCategoryIds: db
      .select({ id: taxExemptAgeCategories.ageCategoryId })
      .from(taxExemptAgeCategories)
      .where(eq(taxExemptAgeCategories.taxId, id))
      .all()
      .map((r) => r.id),
  }),
  store: ({ db }, taxId, children: Children) => {
    db.delete(taxPricePeriods).where(eq(taxPricePeriods.taxId, taxId)).run();
    for (const period of children.pricePeriods)
      db.insert(taxPricePeriods)
        .values({ taxId, ...period })
        .run();
    db.delete(taxExemptAgeCategories).where(eq(taxExemptAgeCategories.taxId, taxId)).run();
    for (const ageCategoryId of new Set(children.ageCategoryIds)) {
      db.insert(taxExemptAgeCategories).values({ taxId, ageCategoryId }).run();
    }
  },
});
