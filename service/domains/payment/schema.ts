// Money received: payments (append-only: a deletion or an edit is a new row), the credit notes a
// customer may pay with, the states of guarantees held, and which payments went to an accounting
// export. Every table here is a hash chain (see ledger/chain.ts).
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, instant } from '../../db/columns';
import { bookings } from '../booking/schema';
import { customers } from '../customer/schema';
import { chained } from '../ledger/schema';
import { banks, paymentMethods } from '../payment-setup/schema';

export const payments = sqliteTable(
  'payments',
  {
    ...chained(),
    /** Payment kind: 1 payment, 2 down payment, 3 till sale. */
    kind: integer('kind').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    customerId: integer('customer_id').references(() => customers.id),
    /** A till sale (ancillary sales), when it pays one. */
    saleId: integer('sale_id'),
    /** Who pays: the customer, or VACAF (the third-party payer of the booking's aid). */
    payer: text('payer', { enum: ['customer', 'vacaf'] }).notNull(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** The method's payment type when paid (0-8, PAYMENT_TYPES). */
    paymentType: integer('payment_type').notNull(),
    paidOn: text('paid_on').notNull(),
    /** `HH:MM`, Europe/Paris. */
    paidAt: text('paid_at').notNull(),
    /** Signed: a cancelling row carries the opposite of the row it cancels; a refund is negative. */
    amountCents: integer('amount_cents').notNull(),
    /** Cash handed back on this payment (never on holiday vouchers). */
    changeCents: integer('change_cents').notNull(),
    chequeNumber: text('cheque_number'),
    chequeHolder: text('cheque_holder'),
    /** The paying institution of a cheque. */
    payingBankId: integer('paying_bank_id').references(() => banks.id),
    /** A cheque of a split, to be cashed on this day (not before). */
    cashOn: text('cash_on'),
    /** The cheques of one split share it. */
    splitRef: text('split_ref'),
    /** Only the last four digits of a card are ever kept; never the cryptogram. */
    cardLast4: text('card_last4'),
    /** `MM/YY`. */
    cardExpiry: text('card_expiry'),
    cardOwner: text('card_owner'),
    iban: text('iban'),
    bic: text('bic'),
    sepaMandateNumber: text('sepa_mandate_number'),
    sepaMandateDate: text('sepa_mandate_date'),
    /** Paid with this credit note (payment type 5). */
    creditNoteId: integer('credit_note_id'),
    giftVoucherCode: text('gift_voucher_code'),
    /** A guarantee (surety) held, not a payment of the stay: never counted as paid. */
    isGuarantee: bool('is_guarantee').notNull(),
    /** The rows of one grouped payment (one cheque over several stays) share it. */
    groupRef: text('group_ref'),
    /** This row cancels that one (a deletion, or the first half of an edit). */
    cancelsId: integer('cancels_id'),
    /** This row replaces that cancelled one (the second half of an edit). */
    replacesId: integer('replaces_id'),
    reason: text('reason'),
    comment: text('comment'),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_customer_idx').on(t.customerId),
    index('payments_method_day_idx').on(t.paymentMethodId, t.paidOn),
    uniqueIndex('payments_cancels_unique').on(t.cancelsId),
    index('payments_credit_note_idx').on(t.creditNoteId),
    index('payments_group_idx').on(t.groupRef),
  ],
);

/** Credit notes: a payment method for their customer until used or expired. */
export const creditNotes = sqliteTable(
  'credit_notes',
  {
    ...chained(),
    number: text('number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    /** The invoice it comes from (a cancelling invoice), when it does. */
    invoiceId: integer('invoice_id'),
    /** The payment it comes from (money paid beyond what was owed), when it does. */
    paymentId: integer('payment_id'),
    amountCents: integer('amount_cents').notNull(),
    issuedOn: text('issued_on').notNull(),
    validityMonths: integer('validity_months').notNull(),
    /** Last day it may be used. */
    validUntil: text('valid_until').notNull(),
    reason: text('reason'),
  },
  (t) => [uniqueIndex('credit_notes_number_unique').on(t.number), index('credit_notes_customer_idx').on(t.customerId)],
);

/** The states a guarantee went through (1 in progress, 2 released, 3 cashed): the last one holds. */
export const guaranteeEvents = sqliteTable(
  'guarantee_events',
  {
    ...chained(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    state: integer('state').notNull(),
    on: text('on_date').notNull(),
    comment: text('comment'),
  },
  (t) => [index('guarantee_events_payment_idx').on(t.paymentId)],
);

/** Payments an accounting export carried: they can no longer be edited nor deleted. */
export const paymentExports = sqliteTable('payment_exports', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id),
  exportRef: text('export_ref').notNull(),
  at: instant('at').notNull(),
});
