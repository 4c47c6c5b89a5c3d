// What the invoice screens read: the bill list's criteria and rows, one invoice as issued, the
// reservations not yet billed, and the tool refreshing the unbilled bookings' stored amounts.
import { z } from 'zod';
import { zListPaging, zOptionalIsoDay } from '../../validation';
import { DOCUMENT_KINDS, INVOICE_TYPES } from '../payment/kinds';
import type { BuyerSnapshot, SellerSnapshot, VatDetail } from './parties-contract';

const paging = zListPaging;

const kindIds = DOCUMENT_KINDS.map((k) => k.id) as number[];
const typeIds = INVOICE_TYPES.map((t) => t.id) as number[];
const optionalText = z.string().trim().max(80, { error: 'TOO_LONG' }).optional();
const dateRange = (c: { startDate?: string | null; endDate?: string | null }) =>
  !c.startDate || !c.endDate || c.startDate <= c.endDate;

/**
 * The bill list's filters: the document kind, the type (1 invoice, 2 cancelled: an invoice a
 * cancelling one points to, 3 cancelling), the issue dates, the customer (name prefix) and the number.
 */
export const invoiceSearchSchema = z
  .object({
    ...paging,
    documentKind: z
      .int({ error: 'INVALID_TYPE' })
      .refine((k) => kindIds.includes(k), { error: 'INVALID_TYPE' })
      .nullish(),
    type: z
      .int({ error: 'INVALID_TYPE' })
      .refine((t) => typeIds.includes(t), { error: 'INVALID_TYPE' })
      .nullish(),
    startDate: zOptionalIsoDay(),
    endDate: zOptionalIsoDay(),
    customer: optionalText,
    number: optionalText,
    bookingId: z.int({ error: 'INVALID_TYPE' }).positive({ error: 'INVALID_TYPE' }).nullish(),
  })
  .refine(dateRange, { path: ['endDate'], error: 'START_AFTER_END' });
export type InvoiceSearch = z.infer<typeof invoiceSearchSchema>;

export interface InvoiceRow {
  /** The invoice's id, or the credit note's on a credit note row. */
  id: number;
  /** A credit note row of the bill list: its id (then `type` is 0 and `documentKind` « Avoir »). */
  creditNoteId?: number | null;
  number: string;
  /** As read: 1 invoice, 2 cancelled (a cancelling invoice points to it), 3 cancelling; 0 a credit note. */
  type: number;
  documentKind: number;
  issuedOn: string;
  dueDate: string | null;
  customerName: string;
  bookingId: number | null;
  bookingCode: string | null;
  isPartnerBill: boolean;
  totalExclVatCents: number;
  vatCents: number;
  totalCents: number;
  paidCents: number;
}

export interface InvoiceLineDto {
  id: number;
  kind: number;
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  vatBp: number;
  isOutsideVatBase: boolean;
  paymentId: number | null;
}

export interface InvoicePaymentDto {
  id: number;
  paidOn: string;
  methodLabel: string;
  amountCents: number;
  /** A row cancelling another one, or one cancelled since. */
  isCancellation: boolean;
  isCancelled: boolean;
}

/** An invoice as issued, with what points to it and what it points to. */
export interface InvoiceDetail extends InvoiceRow {
  financialYearLabel: string;
  customerId: number | null;
  partnerId: number | null;
  serviceStart: string | null;
  serviceEnd: string | null;
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
  touristTaxCents: number;
  vatDetail: VatDetail[];
  depositCents: number;
  paymentTerms: string | null;
  createdAt: string;
  createdByName: string | null;
  lines: InvoiceLineDto[];
  /** The invoice this one cancels (type 3). */
  cancels: { id: number; number: string } | null;
  /** The cancelling invoice that cancelled this one (type 2). */
  cancelledBy: { id: number; number: string; issuedOn: string } | null;
  /** The booking's payments (guarantees aside), as they stand today. */
  payments: InvoicePaymentDto[];
  bookingKind: number | null;
  bookingCustomerId: number | null;
}

/** What the booking sheet needs: its live customer invoice, and payments not yet billed. */
export interface BookingBilling {
  isBilled: boolean;
  invoice: { id: number; number: string; issuedOn: string } | null;
  /** Every invoice of the booking, newest first. */
  invoices: { id: number; number: string; type: number; documentKind: number; issuedOn: string }[];
  /** Live payments of the booking no invoice line bills yet (a down-payment invoice may bill them). */
  unbilledPaymentIds: number[];
}

/** Reservations not billed whose stay has begun or ended (by `today`). */
export const unbilledSearchSchema = z
  .object({
    ...paging,
    startDate: zOptionalIsoDay(),
    endDate: zOptionalIsoDay(),
    customer: optionalText,
  })
  .refine(dateRange, { path: ['endDate'], error: 'START_AFTER_END' });
export type UnbilledSearch = z.infer<typeof unbilledSearchSchema>;

export interface UnbilledRow {
  id: number;
  code: string | null;
  customerId: number;
  customerName: string;
  kind: number;
  startDate: string;
  endDate: string;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
}

/** An unbilled booking whose stored amounts no longer agree with its rows. */
export interface StaleRow {
  id: number;
  code: string | null;
  customerName: string;
  startDate: string;
  endDate: string;
  /** As stored on the booking. */
  paidCents: number;
  /** Sum of its live payment rows (guarantees aside). */
  paidFromRowsCents: number;
  totalCents: number;
  /** Sum of its customer lines, when it has lines. */
  totalFromLinesCents: number | null;
}

export const updateUnbilledSchema = z.object({
  bookingIds: z
    .array(z.int({ error: 'INVALID_TYPE' }).positive({ error: 'INVALID_TYPE' }), { error: 'REQUIRED' })
    .min(1, { error: 'REQUIRED' })
    .max(1000, { error: 'INVALID_NUMBER' }),
});

export interface UpdateUnbilledAnswer {
  status: 'SAVED';
  /** The bookings whose amounts changed. */
  updated: number[];
}

/** The type of a row as the screens name it. */
export const INVOICE_TYPE_LABELS: Record<number, string> = Object.fromEntries(
  INVOICE_TYPES.map((t) => [t.id, t.label]),
);
/** The type column's label of a bill list row: a credit note reads « Avoir ». */
export const billTypeLabel = (r: Pick<InvoiceRow, 'type' | 'creditNoteId'>) =>
  r.creditNoteId ? 'Avoir' : (INVOICE_TYPE_LABELS[r.type] ?? '');
export const DOCUMENT_KIND_LABELS: Record<number, string> = Object.fromEntries(
  DOCUMENT_KINDS.map((k) => [k.id, k.label]),
);

/** A list's CSV export: the criteria of the list as shown (paging aside). */
export const listExportSchema = z.object({ filters: z.record(z.string(), z.unknown()).default({}) });
