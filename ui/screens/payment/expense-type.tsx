// Expense types: expense account code and the VAT rate deducted on them.
import { expenseTypeInputSchema } from '../../../service/domains/payment-setup/contract';
import type { ExpenseTypeRow } from '../../../service/domains/payment-setup/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

export const expenseTypeUi: EntityUi<ExpenseTypeRow> = {
  name: 'expense-type-list',
  base: 'payment/expense-type',
  functionality: 'result_expense_type_list',
  title: 'Types de dépense',
  itemTitle: (e) => e.label,
  listPath: '/expense-type-list',
  detailPath: (id) => `/expense-type/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'accountingCode', title: 'Compte comptable', sortable: true, width: 150 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20, placeholder: '606100' },
    { name: 'tvaRateId', label: 'Taux de TVA', kind: 'select', required: true, choices: 'availableTva' },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: expenseTypeInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={expenseTypeUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={expenseTypeUi} idParam="expenseTypeId" />;
}
