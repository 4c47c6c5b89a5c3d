// Points of sale: code, label and the payment methods accepted there. CENTRAL exists by default
// (seeded), and can be neither deleted nor renamed.
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../errors/app-error';
import { contains, equals, startsWith } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { withChildren } from '../../http/entity/with-children';
import { codeCriteriaSchema, type PointOfSaleInput, pointOfSaleInputSchema } from './contract';
import { paymentMethodChoices } from './payment-method-entity';
import { checkLinkedIds, linkedIds, replaceLinks } from './point-of-sale-links';
import { CENTRAL_POINT_OF_SALE } from './rules';
import { cashRegisters, pointsOfSale } from './schema';

type PointOfSale = typeof pointsOfSale.$inferSelect;
type Row = Omit<PointOfSaleInput, 'paymentMethodIds'>;

const flat = tableEntity<PointOfSale, Row, typeof codeCriteriaSchema._output>({
  base: 'payment/point-of-sale',
  functionality: 'payment_invoice_payment_method_point_of_sale',
  label: 'Points de vente',
  table: pointsOfSale,
  input: pointOfSaleInputSchema.omit({ paymentMethodIds: true }),
  criteria: codeCriteriaSchema,
  filter: (c, col) => [startsWith(col.code, c.code), contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['code', 'label'],
  defaultSort: 'code',
  defaults: () => ({ code: '', label: '', isActive: true }),
  choices: ({ db }) => ({ availablePaymentMethod: paymentMethodChoices(db) }),
  blockers: [
    {
      code: 'CENTRAL_POINT_OF_SALE_CANNOT_BE_DELETED',
      isBlocked: ({ db }, id) =>
        db.select().from(pointsOfSale).where(eq(pointsOfSale.id, id)).get()?.code === CENTRAL_POINT_OF_SALE,
    },
    {
      code: 'DELETE_BLOCKED_IN_USE',
      isBlocked: ({ db }, id) =>
        db.select({ id: cashRegisters.id }).from(cashRegisters).where(eq(cashRegisters.pointOfSaleId, id)).get() !==
        undefined,
    },
  ],
  csv: [
    { header: 'Code', value: (r) => r.code },
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => `${r.code} — ${r.label}`,
  hasActive: true,
});

export const pointOfSaleEntity = withChildren(flat, {
  input: pointOfSaleInputSchema,
  check: ({ db }, p) => {
    const clash = db
      .select({ id: pointsOfSale.id })
      .from(pointsOfSale)
      .where(and(sql`upper(${pointsOfSale.code}) = ${p.code}`, ne(pointsOfSale.id, p.id)))
      .get();
    if (clash) throw fieldError('code', 'VALUE_ALREADY_ASSIGNED');
    const saved = p.id ? db.select().from(pointsOfSale).where(eq(pointsOfSale.id, p.id)).get() : undefined;
    if (saved?.code === CENTRAL_POINT_OF_SALE && p.code !== CENTRAL_POINT_OF_SALE) {
      throw new AppError('CENTRAL_POINT_OF_SALE_CANNOT_BE_DELETED', {
        fields: { code: 'MODIFICATION_NOT_AUTHORISED' },
      });
    }
    checkLinkedIds(db, 'pointOfSale', 'paymentMethodIds', p.paymentMethodIds);
  },
  split: ({ paymentMethodIds, ...row }) => ({ row, children: paymentMethodIds }),
  load: ({ db }, id) => ({ paymentMethodIds: linkedIds(db, 'pointOfSale', id) }),
  store: ({ db }, id, ids) => replaceLinks(db, 'pointOfSale', id, ids),
});
