// Cash registers: type, point of sale, ticket printer and cash drawer.
import { cashRegisterInputSchema } from '../../../service/domains/payment-setup/contract';
import type { CashRegisterRow } from '../../../service/domains/payment-setup/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

export const cashRegisterUi: EntityUi<CashRegisterRow> = {
  name: 'cash-register-list',
  base: 'payment/cash-register',
  functionality: 'sale_cash_register_list',
  title: 'Caisses',
  itemTitle: (c) => c.label,
  listPath: '/cash-register-list',
  detailPath: (id) => `/cash-register/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'hasTicketPrinter', title: 'Imprimante', format: 'bool', width: 100 },
    { key: 'hasCashDrawer', title: 'Tiroir-caisse', format: 'bool', width: 110 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50 },
    {
      name: 'cashRegisterTypeId',
      label: 'Type de caisse',
      kind: 'select',
      required: true,
      choices: 'availableCashRegisterType',
    },
    { name: 'pointOfSaleId', label: 'Point de vente', kind: 'select', required: true, choices: 'availablePointOfSale' },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'hasTicketPrinter', label: 'Imprimante de tickets', kind: 'bool' },
    { name: 'hasCashDrawer', label: 'Tiroir-caisse', kind: 'bool' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: cashRegisterInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={cashRegisterUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={cashRegisterUi} idParam="cashRegisterId" />;
}
