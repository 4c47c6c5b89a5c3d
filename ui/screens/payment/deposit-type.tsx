// Deposit (remittance) types: a list whose items open in a dialog (the spec has no detail route).
import { depositTypeInputSchema } from '../../../service/domains/payment-setup/contract';
import type { DepositTypeRow } from '../../../service/domains/payment-setup/rows-contract';
import { EntityModalListPage } from '../../entity/EntityModalListPage';
import type { EntityUi } from '../../entity/types';

export const depositTypeUi: EntityUi<DepositTypeRow> = {
  name: 'deposit-type-list',
  base: 'payment/deposit-type',
  functionality: 'payment_invoice_payment_method_deposit_type',
  title: 'Types de remise',
  itemTitle: (d) => d.label,
  listPath: '/payment-method-deposit-type-list',
  detailPath: () => '/payment-method-deposit-type-list',
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'code', title: 'Code', sortable: true, width: 100 },
    { key: 'fromTicket', title: 'Du ticket', width: 100 },
    { key: 'toTicket', title: 'Au ticket', width: 100 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    { name: 'code', label: 'Code (numérotation des remises)', kind: 'text', required: true, maxLength: 10 },
    { name: 'slipType', label: 'Type de bordereau', kind: 'select', required: true, choices: 'availableSlipType' },
    {
      name: 'bankAccountId',
      label: 'Compte bancaire',
      kind: 'select',
      required: true,
      choices: 'availableBankAccount',
    },
    { name: 'fromTicket', label: 'Du ticket', kind: 'integer', min: 0, hint: 'Carnet de bordereaux pré-imprimés' },
    { name: 'toTicket', label: 'Au ticket', kind: 'integer', min: 0 },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: depositTypeInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityModalListPage ui={depositTypeUi} />;
}
