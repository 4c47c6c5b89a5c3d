// Banks (name, BIC, RIB codes, address) and the site's bank accounts (IBAN and BIC checked, one default).
// Beyond the spec's fields: a bank's French bank code and phone, an account's journal code.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import {
  type BankAccountInput,
  type BankInput,
  bankAccountInputSchema,
  bankInputSchema,
  labelCriteriaSchema,
} from './contract';
import { bankAccounts, banks } from './schema';
import { bankAccountUsage, bankUsage } from './usage';

type Bank = typeof banks.$inferSelect;
type BankAccount = typeof bankAccounts.$inferSelect;
type Criteria = typeof labelCriteriaSchema._output;

export const bankChoices = (db: Db) =>
  db.select().from(banks).where(eq(banks.isActive, true)).orderBy(banks.name).all();

export const bankEntity = tableEntity<Bank, BankInput, Criteria>({
  base: 'payment/bank',
  functionality: 'payment_invoice_bank_list',
  label: 'Banques',
  table: banks,
  input: bankInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.name, c.label), equals(col.isActive, c.isActive)],
  sortable: ['name', 'bic', 'town'],
  defaultSort: 'name',
  defaults: () => ({
    name: '',
    bic: null,
    bankCode: null,
    agencyCode: null,
    address1: null,
    address2: null,
    postalCode: null,
    town: null,
    phone: null,
    isActive: true,
  }),
  blockers: [{ code: 'DELETE_BLOCKED_IN_USE', isBlocked: ({ db }, id) => bankUsage.isReferenced(db, id) }],
  csv: [
    { header: 'Banque', value: (r) => r.name },
    { header: 'BIC', value: (r) => r.bic },
    { header: 'Code banque', value: (r) => r.bankCode },
    { header: 'Code guichet', value: (r) => r.agencyCode },
    { header: 'Ville', value: (r) => r.town },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.name,
  hasActive: true,
});

export const bankAccountEntity = tableEntity<BankAccount, BankAccountInput, Criteria>({
  base: 'payment/bank-account',
  functionality: 'payment_invoice_bank_account_list',
  label: 'Comptes bancaires',
  table: bankAccounts,
  input: bankAccountInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['label', 'iban', 'accountingCode'],
  defaultSort: 'label',
  defaults: () => ({
    label: '',
    bankId: 0,
    holder: null,
    iban: null,
    bic: null,
    accountingCode: null,
    journalCode: null,
    isDefault: false,
    isActive: true,
  }),
  choices: ({ db }) => ({ availableBank: bankChoices(db) }),
  check: ({ db }, input) => {
    // A bank must be chosen (an existing one).
    if (!db.select({ id: banks.id }).from(banks).where(eq(banks.id, input.bankId)).get()) {
      throw fieldError('bankId', 'BANK_REQUIRED');
    }
  },
  // Method or bank account in use.
  blockers: [{ code: 'BANK_ACCOUNT_IN_USE', isBlocked: ({ db }, id) => bankAccountUsage.isReferenced(db, id) }],
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Titulaire', value: (r) => r.holder },
    { header: 'IBAN', value: (r) => r.iban },
    { header: 'BIC', value: (r) => r.bic },
    { header: 'Compte comptable', value: (r) => r.accountingCode },
    { header: 'Journal', value: (r) => r.journalCode },
    { header: 'Par défaut', value: (r) => r.isDefault, format: 'bool' },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  singleDefault: true,
  hasActive: true,
});

export const bankAccountChoices = (db: Db) =>
  db.select().from(bankAccounts).where(eq(bankAccounts.isActive, true)).orderBy(bankAccounts.label).all();
