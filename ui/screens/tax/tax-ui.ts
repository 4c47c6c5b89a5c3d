// What the screens know of a tax: list columns, the main fields, and the fields of a price period
// row (price in euros, or in percent when the tax's unit is percent).
import { TAX_CALCULATION_METHODS, TAX_TARGETS, taxInputSchema } from '../../../service/domains/tax/contract';
import type { TaxRow } from '../../../service/domains/tax/rows-contract';
import type { EntityUi, FieldDef } from '../../entity/types';

export const TAX_UNIT_PERCENT = 2;

export const taxUi: EntityUi<TaxRow> = {
  name: 'tax-list',
  base: 'tax/tax',
  functionality: 'extra_pricing_tax_list',
  title: 'Taxes de séjour',
  itemTitle: (t) => t.label,
  listPath: '/tax-list',
  detailPath: (id) => `/tax/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'target', title: 'Cible', width: 150, render: (t) => TAX_TARGETS.find((e) => e.id === t.target)?.label },
    {
      key: 'calculationMethod',
      title: 'Mode de calcul',
      width: 220,
      render: (t) => TAX_CALCULATION_METHODS.find((e) => e.id === t.calculationMethod)?.label,
    },
    { key: 'nightCount', title: 'Nuits max.', width: 100, render: (t) => t.nightCount ?? 'Sans limite' },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    { name: 'taxTypeId', label: 'Type de taxe', kind: 'select', required: true, choices: 'availableTaxType' },
    { name: 'target', label: 'Cible', kind: 'select', required: true, choices: 'availableTarget' },
    {
      name: 'calculationMethod',
      label: 'Mode de calcul',
      kind: 'select',
      required: true,
      choices: 'availableCalculationMethod',
    },
    { name: 'unit', label: 'Unité', kind: 'select', required: true, choices: 'availableUnit' },
    {
      name: 'nightCount',
      label: 'Nombre de nuits taxées au plus',
      kind: 'integer',
      min: 1,
      placeholder: 'Sans limite',
      hint: 'Vide : sans limite, chaque nuit est taxée',
    },
    {
      name: 'additionalRateBp',
      label: 'Taxe additionnelle départementale (%)',
      kind: 'percent',
      placeholder: '10,00',
      hint: 'Perçue en plus, sur une ligne à part',
    },
    { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20, placeholder: '447100' },
    {
      name: 'ageCategoryIds',
      label: "Catégories d'âge exonérées",
      kind: 'multiselect',
      choices: 'availableAgeCategory',
    },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: taxInputSchema,
  canOrder: true,
  canActivate: true,
};

/** The fields of the price period at `index` of the Form.List (names relative to the list). */
export function pricePeriodFields(index: number, unit: number | undefined): FieldDef[] {
  return [
    { name: [index, 'startDate'], label: 'Du', kind: 'date', required: true },
    { name: [index, 'endDate'], label: 'Au', kind: 'date', required: true },
    {
      name: [index, 'price'],
      label: unit === TAX_UNIT_PERCENT ? 'Taux' : 'Prix',
      kind: unit === TAX_UNIT_PERCENT ? 'percent' : 'money',
      required: true,
    },
  ];
}
