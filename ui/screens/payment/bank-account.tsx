// The site's bank accounts: bank, holder, IBAN and BIC (checked as typed), accounting and journal codes.
import { bankAccountInputSchema } from '../../../service/domains/payment-setup/contract';
import type { BankAccountRow } from '../../../service/domains/payment-setup/rows-contract';
import { formatIban } from '../../../service/validation';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

export const bankAccountUi: EntityUi<BankAccountRow> = {
  name: 'bank-account-list',
  base: 'payment/bank-account',
  functionality: 'payment_invoice_bank_account_list',
  title: 'Comptes bancaires',
  itemTitle: (a) => a.label,
  listPath: '/bank-account-list',
  detailPath: (id) => `/bank-account/${id}`,
  columns: [
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'iban', title: 'IBAN', sortable: true, width: 300, render: (a) => (a.iban ? formatIban(a.iban) : '') },
    { key: 'bic', title: 'BIC', width: 120 },
    { key: 'accountingCode', title: 'Compte comptable', sortable: true, width: 150 },
    { key: 'isDefault', title: 'Par défaut', format: 'bool', width: 90 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    { name: 'bankId', label: 'Banque', kind: 'select', required: true, choices: 'availableBank', choiceLabel: 'name' },
    { name: 'holder', label: 'Titulaire', kind: 'text', maxLength: 80 },
    { name: 'iban', label: 'IBAN', kind: 'text', maxLength: 42, placeholder: 'FR76 3000 6000 0112 3456 7890 189' },
    { name: 'bic', label: 'BIC', kind: 'text', maxLength: 15 },
    { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20, placeholder: '512000' },
    { name: 'journalCode', label: 'Code journal', kind: 'text', maxLength: 10, placeholder: 'BQ' },
    { name: 'isDefault', label: 'Par défaut', kind: 'bool' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: bankAccountInputSchema,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={bankAccountUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={bankAccountUi} idParam="bankAccountId" />;
}
