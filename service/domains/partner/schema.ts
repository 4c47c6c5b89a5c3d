import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { labelListTable } from '../../db/label-list';
import { placeTypes } from '../place';
import { countries, tvaRates } from '../reference';
import { COMMISSION_BASES, COMMISSION_TYPES, DEPOSIT_MODES, DISCOUNT_KINDS, UNIT_TYPES } from './contract';

export const partnerTypes = labelListTable('partner_types');
export const partnerBillingTypes = labelListTable('partner_billing_types');
export const partnerManagementTypes = labelListTable('partner_management_types');

/** When a stay's down payment (arrhes) and balance are due. */
export const paymentTerms = sqliteTable('payment_terms', {
  id: id(),
  label: text('label').notNull(),
  depositMode: text('deposit_mode', { enum: DEPOSIT_MODES }).notNull().default('percent'),
  /** Down payment in basis points of the stay, for the `percent` mode. */
  depositRate: integer('deposit_rate'),
  /** Down payment in cents, for the `fixed` mode and per started week for `startedWeek`. */
  depositAmountCents: integer('deposit_amount_cents'),
  /** The deposit-100 % option: the whole stay is due on booking. */
  isFullDeposit: bool('is_full_deposit').notNull().default(false),
  /** The balance is due this many days before arrival. */
  balanceDaysBeforeArrival: integer('balance_days_before_arrival').notNull().default(30),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

/** A commission scheme: a rate (basis points) or an amount (cents) on a base of the stay. */
export const commissions = sqliteTable('commissions', {
  id: id(),
  label: text('label').notNull(),
  unit: text('unit', { enum: UNIT_TYPES }).notNull(),
  value: integer('value').notNull(),
  base: text('base', { enum: COMMISSION_BASES }).notNull().default('stay'),
  accountingCode: text('accounting_code'),
  isActive: bool('is_active').notNull().default(true),
  ...audit(),
});

/** Discounts: typed by hand, applied automatically under conditions, or preconfigured amounts. */
export const discounts = sqliteTable('discounts', {
  id: id(),
  label: text('label').notNull(),
  kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
  unit: text('unit', { enum: UNIT_TYPES }).notNull(),
  /** Cents for `currency`, basis points for `percent`. */
  value: integer('value').notNull(),
  /** Conditions of an automatic discount: a minimum of nights, a booking window (days included). */
  minNights: integer('min_nights'),
  bookingStartDate: text('booking_start_date'),
  bookingEndDate: text('booking_end_date'),
  tvaId: integer('tva_id')
    .notNull()
    .references(() => tvaRates.id),
  accountingCode: text('accounting_code'),
  isActive: bool('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...audit(),
});

/** Tour operators, works councils, booking sites... who sell the site's places. */
export const partners = sqliteTable('partners', {
  id: id(),
  name: text('name').notNull(),
  partnerTypeId: integer('partner_type_id')
    .notNull()
    .references(() => partnerTypes.id),
  managementTypeId: integer('management_type_id')
    .notNull()
    .references(() => partnerManagementTypes.id),
  billingTypeId: integer('billing_type_id')
    .notNull()
    .references(() => partnerBillingTypes.id),
  color: text('color'),
  contactName: text('contact_name'),
  address1: text('address1'),
  address2: text('address2'),
  postalCode: text('postal_code'),
  town: text('town'),
  countryId: integer('country_id').references(() => countries.id),
  email: text('email'),
  phone: text('phone'),
  /** Commission in basis points (`percent`) or in cents per stay (`amount`). */
  commissionType: text('commission_type', { enum: COMMISSION_TYPES }).notNull().default('percent'),
  commissionValue: integer('commission_value').notNull().default(0),
  paymentTermsId: integer('payment_terms_id').references(() => paymentTerms.id),
  accountingCode: text('accounting_code'),
  isActive: bool('is_active').notNull().default(true),
  ...audit(),
});

/** A commission rate that replaces the partner's own between two days (included). */
export const partnerCommissionPeriods = sqliteTable('partner_commission_periods', {
  id: id(),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  /** Basis points. */
  rate: integer('rate').notNull(),
});

/** Places held for a partner: a quantity of a place type over a period. */
export const partnerAllotments = sqliteTable('partner_allotments', {
  id: id(),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  placeTypeId: integer('place_type_id')
    .notNull()
    .references(() => placeTypes.id),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  quantity: integer('quantity').notNull(),
});
