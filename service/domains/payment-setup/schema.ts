// Payment set-up: banks and the site's bank accounts, deposit (remittance) types, payment methods,
// points of sale, online open periods, cash registers and expense types.
import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { labelListTable } from '../../db/label-list';
import { tvaRates } from '../reference/schema';

/** Banks the site deals with (its own, and paying institutions of cheques). */
export const banks = sqliteTable('banks', {
  id: id(),
  name: text('name').notNull(),
  bic: text('bic'),
  /** French bank code (5 digits) and agency code (code guichet, 5 digits) of a RIB. */
  bankCode: text('bank_code'),
  agencyCode: text('agency_code'),
  address1: text('address1'),
  address2: text('address2'),
  postalCode: text('postal_code'),
  town: text('town'),
  phone: text('phone'),
  isActive: bool('is_active').notNull().default(true),
  ...audit(),
});

/** The site's own accounts, where deposits are remitted; one is the default. */
export const bankAccounts = sqliteTable('bank_accounts', {
  id: id(),
  label: text('label').notNull(),
  bankId: integer('bank_id')
    .notNull()
    .references(() => banks.id),
  holder: text('holder'),
  /** Kept without spaces, upper case. */
  iban: text('iban'),
  bic: text('bic'),
  /** Bank account of the chart (512...) and bank journal of the accounting export. */
  accountingCode: text('accounting_code'),
  journalCode: text('journal_code'),
  isDefault: bool('is_default').notNull().default(false),
  isActive: bool('is_active').notNull().default(true),
  ...audit(),
});

/** The one row of texts printed on remittance slips and SEPA files (row id 1). */
export const bankAccountLabels = sqliteTable('bank_account_labels', {
  id: id(),
  creditorName: text('creditor_name'),
  /** SEPA creditor identifier (ICS), e.g. FR72ZZZ123456. */
  sepaCreditorId: text('sepa_creditor_id'),
  /** Label of a remittance on the bank statement. */
  remittanceLabel: text('remittance_label'),
  ...audit(),
});

/**
 * Deposit (remittance) types: how payments go to the bank, with the slip they are listed on.
 * `code` numbers the deposits of the type (unique); `fromTicket`..`toTicket` is the range of the
 * pre-printed slip booklet the bank gave, when it gave one.
 */
export const depositTypes = sqliteTable(
  'deposit_types',
  {
    id: id(),
    label: text('label').notNull(),
    code: text('code').notNull(),
    slipType: integer('slip_type').notNull(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    fromTicket: integer('from_ticket'),
    toTicket: integer('to_ticket'),
    isActive: bool('is_active').notNull().default(true),
    order: integer('sort_order').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('deposit_types_code_unique').on(sql`upper(${t.code})`)],
);

export const paymentMethods = sqliteTable('payment_methods', {
  id: id(),
  label: text('label').notNull(),
  /** Payment type 0-8 (none, cheque, holiday voucher, cash, card,...). */
  paymentType: integer('payment_type').notNull(),
  accountingCode: text('accounting_code'),
  depositTypeId: integer('deposit_type_id').references(() => depositTypes.id),
  bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
  /** Remitted to the bank without a slip (transfers, card batches): needs a bank account. */
  isAutoRemittance: bool('is_auto_remittance').notNull().default(false),
  isGrouped: bool('is_grouped').notNull().default(false),
  isAtReception: bool('is_at_reception').notNull().default(true),
  isOnline: bool('is_online').notNull().default(false),
  isAtPointOfSale: bool('is_at_point_of_sale').notNull().default(false),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

export const pointsOfSale = sqliteTable(
  'points_of_sale',
  {
    id: id(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    isActive: bool('is_active').notNull().default(true),
    ...audit(),
  },
  (t) => [uniqueIndex('points_of_sale_code_unique').on(sql`upper(${t.code})`)],
);

/** The payment methods a point of sale accepts. */
export const pointOfSalePaymentMethods = sqliteTable(
  'point_of_sale_payment_methods',
  {
    pointOfSaleId: integer('point_of_sale_id')
      .notNull()
      .references(() => pointsOfSale.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pointOfSaleId, t.paymentMethodId] })],
);

/** Periods during which online booking is open. */
export const onlineOpenPeriods = sqliteTable('online_open_periods', {
  id: id(),
  label: text('label').notNull(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  ...audit(),
});

export const cashRegisterTypes = labelListTable('cash_register_types');

export const cashRegisters = sqliteTable('cash_registers', {
  id: id(),
  label: text('label').notNull(),
  cashRegisterTypeId: integer('cash_register_type_id')
    .notNull()
    .references(() => cashRegisterTypes.id),
  pointOfSaleId: integer('point_of_sale_id')
    .notNull()
    .references(() => pointsOfSale.id),
  hasTicketPrinter: bool('has_ticket_printer').notNull().default(false),
  hasCashDrawer: bool('has_cash_drawer').notNull().default(false),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

export const expenseTypes = sqliteTable('expense_types', {
  id: id(),
  label: text('label').notNull(),
  accountingCode: text('accounting_code'),
  tvaRateId: integer('tva_rate_id').references(() => tvaRates.id),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});
