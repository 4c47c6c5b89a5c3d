// Banks: name, BIC, French bank and agency codes (RIB), address.
import { bankInputSchema } from '../../../service/domains/payment-setup/contract';
import type { BankRow } from '../../../service/domains/payment-setup/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

export const bankUi: EntityUi<BankRow> = {
  name: 'bank-list',
  base: 'payment/bank',
  functionality: 'payment_invoice_bank_list',
  title: 'Banques',
  itemTitle: (b) => b.name,
  listPath: '/bank-list',
  detailPath: (id) => `/bank/${id}`,
  columns: [
    { key: 'name', title: 'Banque', sortable: true },
    { key: 'bic', title: 'BIC', sortable: true, width: 130 },
    { key: 'agencyCode', title: 'Code guichet', width: 120 },
    { key: 'town', title: 'Ville', sortable: true, width: 180 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Banque', kind: 'text' }],
  fields: [
    { name: 'name', label: 'Banque', kind: 'text', required: true, maxLength: 80 },
    { name: 'bic', label: 'BIC', kind: 'text', maxLength: 15, placeholder: 'AGRIFRPP' },
    { name: 'bankCode', label: 'Code banque', kind: 'text', maxLength: 5 },
    { name: 'agencyCode', label: 'Code guichet', kind: 'text', maxLength: 5 },
    { name: 'address1', label: 'Adresse', kind: 'text', maxLength: 100 },
    { name: 'address2', label: "Complément d'adresse", kind: 'text', maxLength: 100 },
    { name: 'postalCode', label: 'Code postal', kind: 'text', maxLength: 10 },
    { name: 'town', label: 'Ville', kind: 'text', maxLength: 80 },
    { name: 'phone', label: 'Téléphone', kind: 'phone' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: bankInputSchema,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={bankUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={bankUi} idParam="bankId" />;
}
