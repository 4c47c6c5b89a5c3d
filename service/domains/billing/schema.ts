// Invoices and their lines: append-only hash chains. An issued invoice is never changed nor
// deleted; it is cancelled by a cancelling invoice (type 3) that mirrors it.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool } from '../../db/columns';
import { financialYears } from '../admin-periods/schema';
import { bookings } from '../booking/schema';
import { customers } from '../customer/schema';
import { chained } from '../ledger/schema';
import { partners } from '../partner/schema';

export const invoices = sqliteTable(
  'invoices',
  {
    ...chained(),
    /** Prefix of its financial year + its number in the year, zero-padded. */
    number: text('number').notNull(),
    financialYearId: integer('financial_year_id')
      .notNull()
      .references(() => financialYears.id),
    /** 1, 2, 3… within its financial year, no gap. */
    yearSeq: integer('year_seq').notNull(),
    /** 1 invoice, 3 cancelling invoice (an invoice a cancelling one points to reads as 2, cancelled). */
    type: integer('type').notNull(),
    cancelsInvoiceId: integer('cancels_invoice_id'),
    /** Document kind of the bill list filter (DOCUMENT_KINDS). */
    documentKind: integer('document_kind').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    customerId: integer('customer_id').references(() => customers.id),
    /** A partner bill (the partner's commission side) names its partner. */
    partnerId: integer('partner_id').references(() => partners.id),
    isPartnerBill: bool('is_partner_bill').notNull(),
    issuedOn: text('issued_on').notNull(),
    serviceStart: text('service_start'),
    serviceEnd: text('service_end'),
    dueDate: text('due_date'),
    /** The seller's and the buyer's identity as printed, frozen (JSON). */
    seller: text('seller').notNull(),
    buyer: text('buyer').notNull(),
    totalCents: integer('total_cents').notNull(),
    totalExclVatCents: integer('total_excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** Outside the VAT base. */
    touristTaxCents: integer('tourist_tax_cents').notNull(),
    /** `[{vatBp, baseCents, vatCents}]` (JSON). */
    vatDetail: text('vat_detail').notNull(),
    /** Down payments invoiced before on the same stay, deducted. */
    depositCents: integer('deposit_cents').notNull(),
    /** Paid by the customer when issued. */
    paidCents: integer('paid_cents').notNull(),
    paymentTerms: text('payment_terms'),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_year_seq_unique').on(t.financialYearId, t.yearSeq),
    uniqueIndex('invoices_cancels_unique').on(t.cancelsInvoiceId),
    index('invoices_booking_idx').on(t.bookingId),
    index('invoices_customer_idx').on(t.customerId),
    index('invoices_issued_idx').on(t.issuedOn),
  ],
);

export const invoiceLines = sqliteTable(
  'invoice_lines',
  {
    ...chained(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** Booking line kind (1-24), or 0 for a line of another origin. */
    kind: integer('kind').notNull(),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatBp: integer('vat_bp').notNull(),
    isOutsideVatBase: bool('is_outside_vat_base').notNull(),
    /** The payment a down-payment invoice's line bills: a payment is billed once. */
    paymentId: integer('payment_id'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId), index('invoice_lines_payment_idx').on(t.paymentId)],
);
