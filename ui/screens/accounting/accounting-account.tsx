// Accounting accounts of the French chart: unique code, label, what the account is used for.
import { ACCOUNT_KINDS, accountingAccountInputSchema } from '../../../service/domains/accounting-account/contract';
import type { AccountingAccountRow } from '../../../service/domains/accounting-account/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

export const accountingAccountUi: EntityUi<AccountingAccountRow> = {
  name: 'accounting-account-list',
  base: 'accounting/accounting-account',
  functionality: 'result_accounting_account_list',
  title: 'Comptes comptables',
  itemTitle: (a) => `${a.code} ${a.label}`,
  listPath: '/accounting-account-list',
  detailPath: (id) => `/accounting-account/${id}`,
  columns: [
    { key: 'code', title: 'Compte', sortable: true, width: 120 },
    { key: 'label', title: 'Libellé', sortable: true },
    {
      key: 'kind',
      title: 'Nature',
      sortable: true,
      width: 260,
      render: (a) => ACCOUNT_KINDS.find((k) => k.id === a.kind)?.label,
    },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [
    { name: 'code', label: 'Compte', kind: 'text' },
    { name: 'label', label: 'Libellé', kind: 'text' },
  ],
  fields: [
    { name: 'code', label: 'Compte', kind: 'text', required: true, maxLength: 20, placeholder: '706100' },
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    { name: 'kind', label: 'Nature', kind: 'select', required: true, choices: 'availableKind' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: accountingAccountInputSchema,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={accountingAccountUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={accountingAccountUi} idParam="accountingAccountId" />;
}
