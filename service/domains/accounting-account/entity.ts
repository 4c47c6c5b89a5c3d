// Accounting accounts: unique code, label, kind; deletion blocked while another table references the code.
import { and, eq, ne, sql } from 'drizzle-orm';
import { fieldError } from '../../errors/app-error';
import { contains, equals, startsWith } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import {
  ACCOUNT_KINDS,
  type AccountingAccountInput,
  accountingAccountCriteriaSchema,
  accountingAccountInputSchema,
} from './contract';
import { accountingCodeReferences } from './references';
import { accountingAccounts } from './schema';

type AccountingAccount = typeof accountingAccounts.$inferSelect;

export const accountingAccountEntity = tableEntity<
  AccountingAccount,
  AccountingAccountInput,
  typeof accountingAccountCriteriaSchema._output
>({
  base: 'accounting/accounting-account',
  functionality: 'result_accounting_account_list',
  label: 'Comptes comptables',
  table: accountingAccounts,
  input: accountingAccountInputSchema,
  criteria: accountingAccountCriteriaSchema,
  filter: (c, col) => [
    startsWith(col.code, c.code),
    contains(col.label, c.label),
    equals(col.kind, c.kind),
    equals(col.isActive, c.isActive),
  ],
  sortable: ['code', 'label', 'kind'],
  defaultSort: 'code',
  defaults: () => ({ code: '', label: '', kind: 7, isActive: true }),
  choices: () => ({ availableKind: [...ACCOUNT_KINDS] }),
  check: ({ db }, input) => {
    // Accounting code and zone number unique.
    const clash = db
      .select({ id: accountingAccounts.id })
      .from(accountingAccounts)
      .where(and(sql`upper(${accountingAccounts.code}) = ${input.code}`, ne(accountingAccounts.id, input.id)))
      .get();
    if (clash) throw fieldError('code', 'ACCOUNTING_CODE_ALREADY_USED');
  },
  blockers: [
    {
      // Accounting code with references.
      code: 'ACCOUNTING_CODE_HAS_REFERENCES',
      isBlocked: ({ db }, id) => {
        const account = db.select().from(accountingAccounts).where(eq(accountingAccounts.id, id)).get();
        return account !== undefined && accountingCodeReferences.isReferenced(db, account.code);
      },
    },
  ],
  csv: [
    { header: 'Code', value: (r) => r.code },
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Nature', value: (r) => ACCOUNT_KINDS.find((k) => k.id === r.kind)?.label },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => `${r.code} ${r.label}`,
  hasActive: true,
});
