// The invoice use cases: invoice a booking (its customer bill, then its partner bill), a
// down-payment invoice for payments received, the cancellation of an invoice by a cancelling one
// that mirrors it; and the guard every booking write calls: a billed booking is frozen. Each write
// is one IMMEDIATE transaction: number, invoice, lines, booking mark and journal row, or nothing.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { displayDate } from '../../validation/display-date';
import { BOOKING_KIND, type BookingToBill, bookingToBill, setBillMark } from '../booking';
import { recordTechEvent } from '../ledger';
import { DOCUMENT_KIND, INVOICE_TYPE } from '../payment/kinds';
import { readPreference } from '../preference';
import { LINE_KINDS } from '../pricing/line-kinds';
import type { DownPaymentInvoice, InvoiceFromBooking, InvoiceIssued } from './invoice-contract';
import {
  assertIssueDay,
  billingError,
  dueDateOf,
  type InvoiceLineDraft,
  invoiceTotals,
  mainVatRate,
  mirrorLines,
} from './invoice-rules';
import * as store from './invoice-store';
import { assertSellerIdentityComplete, paymentTermsAtIssue } from './legal-mentions';
import { nextInvoiceNumber } from './numbering';
import { billableCustomer, buyerSnapshot, sellerSnapshot } from './parties';

export interface InvoiceWriter {
  db: Db;
  clock: Clock;
  userId: number | null;
  /** Runs between the invoice row and its lines (tests only: a process killed there). */
  afterInvoiceRow?: () => void;
}

/** A live customer invoice of kind reservation exists: the booking is billed. */
export function isBookingBilled(db: Db, bookingId: number): boolean {
  return store.hasLiveCustomerBill(db, bookingId);
}

/** « Billed bookings cannot be modified »: refused while a live customer invoice exists. */
export function assertBookingEditable(db: Db, bookingId: number): void {
  if (isBookingBilled(db, bookingId)) throw new AppError('BILLED_ITEMS_NOT_EDITABLE');
}

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

function liveBooking(db: Db, bookingId: number): BookingToBill {
  const dto = bookingToBill(db, bookingId);
  if (!dto) throw new AppError('NOT_FOUND');
  if (dto.state !== 'NORMAL' || dto.kind === BOOKING_KIND.quote) throw new AppError('INVOICE_FROM_BOOKING_IMPOSSIBLE');
  return dto;
}

const lineDraft = (l: BookingToBill['lines'][number]): InvoiceLineDraft => ({
  kind: l.kind,
  label: l.label,
  quantity: l.quantity,
  unitCents: l.unitCents,
  amountCents: l.amountCents,
  vatBp: l.vatBp,
  isOutsideVatBase: l.isOutsideVatBase,
  paymentId: null,
});

/** The customer, who must hold what a bill needs (BILLING_* codes): nothing is written otherwise. */
function billableBuyer(db: Db, customerId: number) {
  const customer = billableCustomer(db, customerId);
  const refusal = billingError(customer);
  if (refusal) throw new AppError(refusal);
  return customer.snapshot;
}

interface Issue {
  dto: BookingToBill;
  documentKind: number;
  isPartnerBill: boolean;
  issuedOn: string;
  dueDate: string;
  lines: InvoiceLineDraft[];
  buyer: ReturnType<typeof buyerSnapshot>;
  depositCents: number;
  paidCents: number;
}

function issue(w: InvoiceWriter, i: Issue): store.InvoiceRow {
  assertIssueDay(i.issuedOn, w.clock.today());
  // No invoice without the seller's legal mentions; its payment terms are frozen as issued.
  const seller = sellerSnapshot(w.db);
  assertSellerIdentityComplete(seller);
  const numbered = nextInvoiceNumber(w.db, i.issuedOn, w.clock.now().toISOString());
  const totals = invoiceTotals(i.lines);
  const now = w.clock.now().toISOString();
  const invoice = store.appendInvoice(
    w.db,
    {
      createdAt: now,
      createdBy: w.userId,
      ...numbered,
      type: INVOICE_TYPE.invoice,
      cancelsInvoiceId: null,
      documentKind: i.documentKind,
      bookingId: i.dto.id,
      customerId: i.dto.customerId,
      partnerId: i.isPartnerBill ? i.dto.partnerId : null,
      isPartnerBill: i.isPartnerBill,
      issuedOn: i.issuedOn,
      serviceStart: i.dto.startDate,
      serviceEnd: i.dto.endDate,
      dueDate: i.dueDate,
      seller: JSON.stringify(seller),
      buyer: JSON.stringify(i.buyer),
      ...totals,
      vatDetail: JSON.stringify(totals.vatDetail),
      depositCents: i.depositCents,
      paidCents: i.paidCents,
      paymentTerms: paymentTermsAtIssue(readPreference(w.db, 'sale')),
    },
    i.lines,
    w.afterInvoiceRow,
  );
  recordTechEvent(w.db, now, {
    kind: 'invoice.issued',
    summary: `Facture ${invoice.number} émise : ${euros(invoice.totalCents)}, séjour ${i.dto.code ?? i.dto.id}`,
    userId: w.userId,
    entity: 'invoices',
    entityId: invoice.id,
  });
  return invoice;
}

/**
 * Invoices a booking: its customer lines (partner lines aside) billed to its customer, or with
 * `partner`, its partner's commission lines billed to the partner, once the customer bill exists.
 */
export function invoiceBooking(w: InvoiceWriter, bookingId: number, input: InvoiceFromBooking): InvoiceIssued {
  return inTransaction(w.db, () => {
    const dto = liveBooking(w.db, bookingId);
    const issuedOn = input.issuedOn ?? w.clock.today();
    const dueDate = dueDateOf(input.dueDate, dto.balanceDueDate, issuedOn);
    if (input.partner) {
      const lines = dto.lines.filter((l) => l.isPartnerLine).map(lineDraft);
      if (dto.partnerId === null || lines.length === 0) throw new AppError('INVOICE_FROM_BOOKING_IMPOSSIBLE');
      if (!store.hasLiveCustomerBill(w.db, bookingId)) throw new AppError('CUSTOMER_BILL_BEFORE_PARTNER_BILL');
      if (store.liveBookingInvoice(w.db, bookingId, DOCUMENT_KIND.reservation, true))
        throw new AppError('INVOICE_ALREADY_PROCESSING');
      const buyer = buyerSnapshot(w.db, { partnerId: dto.partnerId });
      const documentKind = DOCUMENT_KIND.reservation;
      const row = issue(w, {
        dto,
        documentKind,
        isPartnerBill: true,
        issuedOn,
        dueDate,
        lines,
        buyer,
        depositCents: 0,
        paidCents: 0,
      });
      return { id: row.id, number: row.number };
    }
    if (store.hasLiveCustomerBill(w.db, bookingId)) throw new AppError('INVOICE_ALREADY_PROCESSING');
    const lines = dto.lines.filter((l) => !l.isPartnerLine).map(lineDraft);
    if (lines.length === 0) throw new AppError('INVOICE_FROM_BOOKING_IMPOSSIBLE');
    const buyer = billableBuyer(w.db, dto.customerId);
    const row = issue(w, {
      dto,
      documentKind: DOCUMENT_KIND.reservation,
      isPartnerBill: false,
      issuedOn,
      dueDate,
      lines,
      buyer,
      depositCents: store.downPaymentsInvoicedCents(w.db, bookingId),
      paidCents: dto.paidCents,
    });
    setBillMark(w, bookingId, { number: row.number, date: issuedOn }, `Facture ${row.number} émise`);
    return { id: row.id, number: row.number };
  });
}

/** A down-payment invoice (document kind 5): one line per payment received, each billed once. */
export function invoiceDownPayment(w: InvoiceWriter, bookingId: number, input: DownPaymentInvoice): InvoiceIssued {
  return inTransaction(w.db, () => {
    const dto = liveBooking(w.db, bookingId);
    if (store.hasLiveCustomerBill(w.db, bookingId)) throw new AppError('DOWN_PAYMENT_INVOICE_IMPOSSIBLE');
    const ids = [...new Set(input.paymentIds)];
    const found = store.paymentsForInvoice(w.db, ids);
    if (found.length !== ids.length || found.some((p) => p.bookingId !== bookingId || p.isDead || p.isGuarantee))
      throw new AppError('DOWN_PAYMENT_INVOICE_IMPOSSIBLE');
    if (found.some((p) => p.amountCents <= 0)) throw new AppError('INCORRECT_AMOUNT');
    if (store.billedPaymentIds(w.db, ids).length > 0) throw new AppError('DOWN_PAYMENT_INVOICE_IMPOSSIBLE');
    const buyer = billableBuyer(w.db, dto.customerId);
    const vatBp = mainVatRate(dto.lines.filter((l) => !l.isPartnerLine));
    const lines = found.map((p) => ({
      kind: LINE_KINDS.downPaymentBill,
      label: `Acompte reçu le ${displayDate(p.paidOn)}`,
      quantity: 1,
      unitCents: p.amountCents,
      amountCents: p.amountCents,
      vatBp,
      isOutsideVatBase: false,
      paymentId: p.id,
    }));
    const issuedOn = input.issuedOn ?? w.clock.today();
    const row = issue(w, {
      dto,
      documentKind: DOCUMENT_KIND.downPayment,
      isPartnerBill: false,
      issuedOn,
      dueDate: issuedOn,
      lines,
      buyer,
      depositCents: 0,
      paidCents: lines.reduce((s, l) => s + l.amountCents, 0),
    });
    return { id: row.id, number: row.number };
  });
}

/**
 * Cancels an invoice by a cancelling invoice (type 3) mirroring every line with opposite amounts;
 * the original then reads as cancelled (type 2). A customer bill's booking is unbilled again.
 */
export function cancelInvoice(w: InvoiceWriter, invoiceId: number, reason: string): InvoiceIssued {
  return inTransaction(w.db, () => {
    const original = store.findInvoice(w.db, invoiceId);
    if (!original) throw new AppError('NOT_FOUND');
    if (original.type !== INVOICE_TYPE.invoice || store.isCancelled(w.db, invoiceId))
      throw new AppError('INVOICE_CANNOT_BE_CANCELLED');
    const bookingId = original.bookingId;
    const isCustomerBill = !original.isPartnerBill && original.documentKind === DOCUMENT_KIND.reservation;
    if (
      bookingId !== null &&
      isCustomerBill &&
      store.liveBookingInvoice(w.db, bookingId, DOCUMENT_KIND.reservation, true)
    )
      throw new AppError('INVOICE_CANNOT_BE_CANCELLED_PARTNER_INVOICE');
    // A down payment the stay's invoice already deducted stays billed while that invoice lives.
    if (
      bookingId !== null &&
      original.documentKind === DOCUMENT_KIND.downPayment &&
      store.hasLiveCustomerBill(w.db, bookingId)
    )
      throw new AppError('INVOICE_CANNOT_BE_CANCELLED');
    const issuedOn = w.clock.today();
    const numbered = nextInvoiceNumber(w.db, issuedOn, w.clock.now().toISOString());
    const lines = mirrorLines(store.linesOfInvoice(w.db, invoiceId));
    const totals = invoiceTotals(lines);
    const now = w.clock.now().toISOString();
    const { id: _id, prevHash: _prev, hash: _hash, grandTotalCents: _total, ...kept } = original;
    const row = store.appendInvoice(
      w.db,
      {
        ...kept,
        createdAt: now,
        createdBy: w.userId,
        ...numbered,
        type: INVOICE_TYPE.cancelling,
        cancelsInvoiceId: original.id,
        issuedOn,
        dueDate: issuedOn,
        ...totals,
        vatDetail: JSON.stringify(totals.vatDetail),
        depositCents: -original.depositCents,
        paidCents: 0,
      },
      lines,
      w.afterInvoiceRow,
    );
    recordTechEvent(w.db, now, {
      kind: 'invoice.cancelled',
      summary: `Facture ${original.number} annulée par ${row.number} : motif « ${reason} »`,
      userId: w.userId,
      entity: 'invoices',
      entityId: row.id,
      detail: { cancels: original.id, reason },
    });
    if (bookingId !== null && isCustomerBill)
      setBillMark(w, bookingId, null, `Facture ${original.number} annulée par ${row.number} : motif « ${reason} »`);
    return { id: row.id, number: row.number };
  });
}
