// Bank deposits (remises en banque) and the cash fund (float) per method and day: append-only
// hash chains. A payment is banked once: its deposit line is unique.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { chained } from '../ledger/schema';
import { payments } from '../payment/schema';
import { bankAccounts, depositTypes, paymentMethods } from '../payment-setup/schema';

export const deposits = sqliteTable(
  'deposits',
  {
    ...chained(),
    number: text('number').notNull(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    depositTypeId: integer('deposit_type_id')
      .notNull()
      .references(() => depositTypes.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** SLIP_TYPES id. */
    slipType: integer('slip_type').notNull(),
    fromTicket: integer('from_ticket'),
    toTicket: integer('to_ticket'),
    depositedOn: text('deposited_on').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentsCount: integer('payments_count').notNull(),
  },
  (t) => [uniqueIndex('deposits_number_unique').on(t.number), index('deposits_day_idx').on(t.depositedOn)],
);

export const depositPayments = sqliteTable(
  'deposit_payments',
  {
    ...chained(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('deposit_payments_payment_unique').on(t.paymentId),
    index('deposit_payments_deposit_idx').on(t.depositId),
  ],
);

/** The float counted for a method on a day: the last row for a method and day holds. */
export const cashFunds = sqliteTable(
  'cash_funds',
  {
    ...chained(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    fundOn: text('fund_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    comment: text('comment'),
  },
  (t) => [index('cash_funds_method_day_idx').on(t.paymentMethodId, t.fundOn)],
);
