// Extras: price in euros (kept in cents), VAT rate, per stay/night/week, colour, maximum quantity,
// stock, accounting code and the place types (equipment) they are offered with.
import { extraInputSchema } from '../../../service/domains/extra/contract';
import type { ExtraRow } from '../../../service/domains/extra/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

type Extra = ExtraRow;

const pricingModeLabels: Record<Extra['pricingMode'], string> = {
  stay: 'Par séjour',
  night: 'Par nuit',
  week: 'Par semaine',
};

export const extraUi: EntityUi<Extra> = {
  name: 'extra-list',
  base: 'extra/extra',
  functionality: 'extra_pricing_extra_list',
  title: 'Extras',
  itemTitle: (e) => e.label,
  listPath: '/extra-list',
  detailPath: (id) => `/extra/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'color', title: 'Couleur', format: 'color', width: 80 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'priceCents', title: 'Prix', sortable: true, format: 'money', width: 110 },
    { key: 'pricingMode', title: 'Tarification', width: 120, render: (e) => pricingModeLabels[e.pricingMode] },
    { key: 'maxQuantity', title: 'Quantité max.', width: 110 },
    { key: 'stockQuantity', title: 'Stock', width: 80, render: (e) => (e.isStockManaged ? e.stockQuantity : '') },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    { name: 'extraTypeId', label: "Type d'extra", kind: 'select', choices: 'availableExtraType' },
    { name: 'tvaId', label: 'Taux de TVA', kind: 'select', required: true, choices: 'availableTva' },
    { name: 'priceCents', label: 'Prix TTC', kind: 'money', required: true },
    { name: 'pricingMode', label: 'Tarification', kind: 'select', required: true, choices: 'availablePricingMode' },
    { name: 'color', label: 'Couleur', kind: 'color' },
    { name: 'maxQuantity', label: 'Quantité maximum', kind: 'integer', min: 1, hint: 'Vide : sans limite' },
    { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20 },
    { name: 'isStockManaged', label: 'Stock géré', kind: 'bool' },
    { name: 'stockQuantity', label: 'Quantité en stock', kind: 'integer', min: 0 },
    {
      name: 'placeTypeIds',
      label: "Types d'hébergement",
      kind: 'multiselect',
      choices: 'availablePlaceType',
      span: 2,
      hint: "Un extra lié à un type d'hébergement ne peut pas être supprimé",
    },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: extraInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={extraUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={extraUi} idParam="extraId" />;
}
