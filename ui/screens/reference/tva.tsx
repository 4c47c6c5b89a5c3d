// VAT rates: the rate is kept in basis points and typed in percent with 2 decimals.
import { tvaInputSchema } from '../../../service/domains/reference/contract';
import type { TvaRateRow } from '../../../service/domains/reference/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

export const tvaUi: EntityUi<TvaRateRow> = {
  name: 'tva-list',
  base: 'reference/tva',
  functionality: 'payment_invoice_tva_list',
  title: 'Taux de TVA',
  itemTitle: (r) => r.label,
  listPath: '/tva-list',
  detailPath: (id) => `/tva/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'rate', title: 'Taux', sortable: true, format: 'percent', width: 100 },
    { key: 'accountingCode', title: 'Compte comptable', width: 150 },
    { key: 'isDefault', title: 'Par défaut', format: 'bool', width: 90 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50 },
    { name: 'rate', label: 'Taux', kind: 'percent', required: true, placeholder: '20,00' },
    { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20 },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isDefault', label: 'Par défaut', kind: 'bool' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: tvaInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={tvaUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={tvaUi} idParam="tvaId" />;
}
