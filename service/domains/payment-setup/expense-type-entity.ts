// Expense types: label, expense account code and the VAT rate deducted on them.
import { fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { tvaChoices } from '../reference';
import { type ExpenseTypeInput, expenseTypeInputSchema, labelCriteriaSchema } from './contract';
import { expenseTypes } from './schema';

type ExpenseType = typeof expenseTypes.$inferSelect;

export const expenseTypeEntity = tableEntity<ExpenseType, ExpenseTypeInput, typeof labelCriteriaSchema._output>({
  base: 'payment/expense-type',
  functionality: 'result_expense_type_list',
  label: 'Types de dépense',
  table: expenseTypes,
  input: expenseTypeInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'accountingCode'],
  defaultSort: 'order',
  defaults: ({ db }) => ({
    label: '',
    accountingCode: null,
    tvaRateId: tvaChoices(db).find((t) => t.isDefault)?.id ?? 0,
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({ availableTva: tvaChoices(db) }),
  check: ({ db }, input) => {
    // A VAT rate must be chosen (an existing one).
    if (!tvaChoices(db).some((t) => t.id === input.tvaRateId)) throw fieldError('tvaRateId', 'VAT_RATE_REQUIRED');
  },
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Compte comptable', value: (r) => r.accountingCode },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});
