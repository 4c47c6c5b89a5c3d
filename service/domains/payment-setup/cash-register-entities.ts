// Cash registers (label, type, point of sale, ticket printer and cash drawer) and their types.

import { eq } from 'drizzle-orm';
import { rowExists } from '../../db/rows-exist';
import { fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { labelListEntity } from '../reference';
import { type CashRegisterInput, cashRegisterInputSchema, labelCriteriaSchema } from './contract';
import { CENTRAL_POINT_OF_SALE } from './rules';
import { cashRegisters, cashRegisterTypes, pointsOfSale } from './schema';

type CashRegister = typeof cashRegisters.$inferSelect;

export const cashRegisterTypeEntity = labelListEntity(
  cashRegisterTypes,
  'payment/cash-register-type',
  'sale_cash_register_type_list',
  'Types de caisse',
  [
    {
      code: 'DELETE_BLOCKED_IN_USE',
      isBlocked: ({ db }, id) =>
        db
          .select({ id: cashRegisters.id })
          .from(cashRegisters)
          .where(eq(cashRegisters.cashRegisterTypeId, id))
          .get() !== undefined,
    },
  ],
);

export const cashRegisterEntity = tableEntity<CashRegister, CashRegisterInput, typeof labelCriteriaSchema._output>({
  base: 'payment/cash-register',
  functionality: 'sale_cash_register_list',
  label: 'Caisses',
  table: cashRegisters,
  input: cashRegisterInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label'],
  defaultSort: 'order',
  defaults: ({ db }) => ({
    label: '',
    cashRegisterTypeId: 0,
    // A new register sits at the default point of sale.
    pointOfSaleId: db.select().from(pointsOfSale).where(eq(pointsOfSale.code, CENTRAL_POINT_OF_SALE)).get()?.id ?? 0,
    hasTicketPrinter: false,
    hasCashDrawer: false,
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({
    availableCashRegisterType: db
      .select()
      .from(cashRegisterTypes)
      .where(eq(cashRegisterTypes.isActive, true))
      .orderBy(cashRegisterTypes.order)
      .all(),
    availablePointOfSale: db.select().from(pointsOfSale).where(eq(pointsOfSale.isActive, true)).all(),
  }),
  check: ({ db }, input) => {
    if (!rowExists(db, cashRegisterTypes, input.cashRegisterTypeId)) throw fieldError('cashRegisterTypeId', 'REQUIRED');
    if (!rowExists(db, pointsOfSale, input.pointOfSaleId)) throw fieldError('pointOfSaleId', 'REQUIRED');
  },
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Imprimante ticket', value: (r) => r.hasTicketPrinter, format: 'bool' },
    { header: 'Tiroir-caisse', value: (r) => r.hasCashDrawer, format: 'bool' },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});
