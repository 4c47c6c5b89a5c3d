// Deposit (remittance) types: label, code numbering the deposits (unique), slip type, the bank
// account deposits go to, and the range of a pre-printed slip booklet when the bank gave one.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { bankAccountChoices } from './bank-entities';
import { type DepositTypeInput, depositTypeInputSchema, labelCriteriaSchema, SLIP_TYPES } from './contract';
import { bankAccounts, depositTypes, paymentMethods } from './schema';

type DepositType = typeof depositTypes.$inferSelect;

export const depositTypeChoices = (db: Db) =>
  db.select().from(depositTypes).where(eq(depositTypes.isActive, true)).orderBy(depositTypes.order).all();

export const depositTypeEntity = tableEntity<DepositType, DepositTypeInput, typeof labelCriteriaSchema._output>({
  base: 'payment/deposit-type',
  functionality: 'payment_invoice_payment_method_deposit_type',
  label: 'Types de remise',
  table: depositTypes,
  input: depositTypeInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'code', 'slipType'],
  defaultSort: 'order',
  defaults: () => ({
    label: '',
    code: '',
    slipType: 0,
    bankAccountId: 0,
    fromTicket: null,
    toTicket: null,
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({ availableSlipType: [...SLIP_TYPES], availableBankAccount: bankAccountChoices(db) }),
  check: ({ db }, input) => {
    // Bank, deposit type and slip type must be chosen: the bank account must exist.
    if (!db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, input.bankAccountId)).get()) {
      throw fieldError('bankAccountId', 'BANK_REQUIRED');
    }
    // Deposit number must be unique.
    const clash = db
      .select({ id: depositTypes.id })
      .from(depositTypes)
      .where(and(sql`upper(${depositTypes.code}) = ${input.code}`, ne(depositTypes.id, input.id)))
      .get();
    if (clash)
      throw new AppError('DEPOSIT_NUMBER_ALREADY_EXISTS', { fields: { code: 'DEPOSIT_NUMBER_ALREADY_EXISTS' } });
  },
  blockers: [
    {
      code: 'DELETE_BLOCKED_IN_USE',
      isBlocked: ({ db }, id) =>
        db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.depositTypeId, id)).get() !==
        undefined,
    },
  ],
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Code', value: (r) => r.code },
    { header: 'Bordereau', value: (r) => SLIP_TYPES.find((s) => s.id === r.slipType)?.label },
    { header: 'Du ticket', value: (r) => r.fromTicket },
    { header: 'Au ticket', value: (r) => r.toTicket },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});
