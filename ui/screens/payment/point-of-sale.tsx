// Points of sale and the payment methods each accepts (CENTRAL exists by default); items open in a dialog.
import { pointOfSaleInputSchema } from '../../../service/domains/payment-setup/contract';
import type { PointOfSaleRow } from '../../../service/domains/payment-setup/rows-contract';
import { EntityModalListPage } from '../../entity/EntityModalListPage';
import type { EntityUi } from '../../entity/types';

export const pointOfSaleUi: EntityUi<PointOfSaleRow> = {
  name: 'point-of-sale-list',
  base: 'payment/point-of-sale',
  functionality: 'payment_invoice_payment_method_point_of_sale',
  title: 'Moyens de paiement en caisse',
  itemTitle: (p) => `${p.code} — ${p.label}`,
  listPath: '/payment-method-pointofsale-list',
  detailPath: () => '/payment-method-pointofsale-list',
  columns: [
    { key: 'code', title: 'Code', sortable: true, width: 140 },
    { key: 'label', title: 'Point de vente', sortable: true },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [
    { name: 'code', label: 'Code', kind: 'text' },
    { name: 'label', label: 'Libellé', kind: 'text' },
  ],
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 20 },
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    {
      name: 'paymentMethodIds',
      label: 'Moyens de paiement acceptés',
      kind: 'multiselect',
      choices: 'availablePaymentMethod',
      span: 2,
    },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: pointOfSaleInputSchema,
  canActivate: true,
};

export function List() {
  return <EntityModalListPage ui={pointOfSaleUi} />;
}
