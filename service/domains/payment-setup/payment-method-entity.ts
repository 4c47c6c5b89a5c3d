// Payment methods: label, payment type, accounting code, deposit type and bank account,
// where the method is offered (reception, online, points of sale) and which points of sale accept it.

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rowExists } from '../../db/rows-exist';
import { fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { withChildren } from '../../http/entity/with-children';
import { bankAccountChoices } from './bank-entities';
import { labelCriteriaSchema, PAYMENT_TYPES, type PaymentMethodInput, paymentMethodInputSchema } from './contract';
import { depositTypeChoices } from './deposit-type-entity';
import { checkLinkedIds, linkedIds, replaceLinks } from './point-of-sale-links';
import { lacksRemittanceAccount } from './rules';
import { bankAccounts, depositTypes, paymentMethods, pointsOfSale } from './schema';
import { paymentMethodUsage } from './usage';

type PaymentMethod = typeof paymentMethods.$inferSelect;
type Row = Omit<PaymentMethodInput, 'pointOfSaleIds'>;

export const paymentMethodChoices = (db: Db) =>
  db.select().from(paymentMethods).where(eq(paymentMethods.isActive, true)).orderBy(paymentMethods.order).all();

function checkPaymentMethod({ db }: { db: Db }, m: PaymentMethodInput) {
  // Automatic-remittance method needs a bank account.
  if (lacksRemittanceAccount(m)) throw fieldError('bankAccountId', 'AUTO_REMITTANCE_NEEDS_BANK_ACCOUNT');
  if (m.bankAccountId !== null && !rowExists(db, bankAccounts, m.bankAccountId)) {
    throw fieldError('bankAccountId', 'BANK_REQUIRED');
  }
  if (m.depositTypeId !== null && !rowExists(db, depositTypes, m.depositTypeId)) {
    throw fieldError('depositTypeId', 'DEPOSIT_TYPE_REQUIRED');
  }
  checkLinkedIds(db, 'paymentMethod', 'pointOfSaleIds', m.pointOfSaleIds);
}

const flat = tableEntity<PaymentMethod, Row, typeof labelCriteriaSchema._output>({
  base: 'payment/payment-method',
  functionality: 'payment_invoice_payment_method_list',
  label: 'Moyens de paiement',
  table: paymentMethods,
  input: paymentMethodInputSchema.omit({ pointOfSaleIds: true }),
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'paymentType', 'accountingCode'],
  defaultSort: 'order',
  defaults: () => ({
    label: '',
    paymentType: 0,
    accountingCode: null,
    depositTypeId: null,
    bankAccountId: null,
    isAutoRemittance: false,
    isGrouped: false,
    isAtReception: true,
    isOnline: false,
    isAtPointOfSale: false,
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({
    availablePaymentType: [...PAYMENT_TYPES],
    availableDepositType: depositTypeChoices(db),
    availableBankAccount: bankAccountChoices(db),
    availablePointOfSale: db.select().from(pointsOfSale).orderBy(pointsOfSale.code).all(),
  }),
  // Method or bank account in use: payments and sales register their checks.
  blockers: [{ code: 'PAYMENT_METHOD_IN_USE', isBlocked: ({ db }, id) => paymentMethodUsage.isReferenced(db, id) }],
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Type', value: (r) => PAYMENT_TYPES.find((t) => t.id === r.paymentType)?.label },
    { header: 'Compte comptable', value: (r) => r.accountingCode },
    { header: 'Remise automatique', value: (r) => r.isAutoRemittance, format: 'bool' },
    { header: 'Groupé', value: (r) => r.isGrouped, format: 'bool' },
    { header: 'Accueil', value: (r) => r.isAtReception, format: 'bool' },
    { header: 'En ligne', value: (r) => r.isOnline, format: 'bool' },
    { header: 'Points de vente', value: (r) => r.isAtPointOfSale, format: 'bool' },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});

export const paymentMethodEntity = withChildren(flat, {
  input: paymentMethodInputSchema,
  check: checkPaymentMethod,
  split: ({ pointOfSaleIds, ...row }) => ({ row, children: pointOfSaleIds }),
  load: ({ db }, id) => ({ pointOfSaleIds: linkedIds(db, 'paymentMethod', id) }),
  store: ({ db }, id, ids) => replaceLinks(db, 'paymentMethod', id, ids),
});
