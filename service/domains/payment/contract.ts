// What crosses the wire for payments: the body of « Encaisser » (one payment, a cheque split, a
// grouped payment over several stays), its cancel, edit and refund, and the stay's till as the
// booking sheet reads it. A card's cryptogram is read here and checked, never stored nor logged.
import { z } from 'zod';
import { zOptionalIsoDay, zOptionalText } from '../../validation';
import { PAYMENT_KIND } from './kinds';

const optionalRef = () => z.int({ error: 'INVALID_TYPE' }).positive({ error: 'INVALID_TYPE' }).nullish();
const positiveCents = () => z.int({ error: 'INCORRECT_AMOUNT' }).positive({ error: 'INCORRECT_AMOUNT' });
const hour = () =>
  z
    .string({ error: 'INVALID_TYPE' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'INVALID_TYPE' })
    .nullish();

/** One cheque of a split: its own amount and the day it may be cashed. */
export const splitChequeSchema = z.object({
  amountCents: positiveCents(),
  cashOn: zOptionalIsoDay(),
  chequeNumber: zOptionalText(30),
  chequeHolder: zOptionalText(100),
  payingBankId: optionalRef(),
});

/** The share of one stay in a grouped payment. */
export const allocationSchema = z.object({ bookingId: z.int().positive(), amountCents: positiveCents() });

/** The details of a payment, as the dialog shows them by the method's type. */
export const paymentDetailsSchema = z.object({
  kind: z
    .union([z.literal(PAYMENT_KIND.payment), z.literal(PAYMENT_KIND.downPayment)], { error: 'INVALID_TYPE' })
    .default(PAYMENT_KIND.payment),
  payer: z.enum(['customer', 'vacaf'], { error: 'INVALID_TYPE' }).default('customer'),
  paymentMethodId: z.int({ error: 'NO_PAYMENT_METHOD_SELECTED' }).positive({ error: 'NO_PAYMENT_METHOD_SELECTED' }),
  paidOn: zOptionalIsoDay(),
  paidAt: hour(),
  amountCents: positiveCents(),
  /** Cash or vouchers handed over, when more than the amount: the change (cash only). */
  tenderedCents: z.int({ error: 'INCORRECT_AMOUNT' }).min(0, { error: 'INCORRECT_AMOUNT' }).nullish(),
  /** Holiday vouchers above what is owed: the surplus becomes a credit note (never cash back). */
  keepSurplusAsCredit: z.boolean({ error: 'INVALID_TYPE' }).default(false),
  chequeNumber: zOptionalText(30),
  chequeHolder: zOptionalText(100),
  payingBankId: optionalRef(),
  /** A cheque split: the cheques, summing exactly to the amount. */
  cheques: z.array(splitChequeSchema).max(24, { error: 'TOO_LONG' }).default([]),
  cardNumber: zOptionalText(25),
  /** `MM/YY`. */
  cardExpiry: zOptionalText(5),
  cardOwner: zOptionalText(100),
  cardCryptogram: zOptionalText(4),
  iban: zOptionalText(40),
  bic: zOptionalText(11),
  sepaMandateNumber: zOptionalText(35),
  sepaMandateDate: zOptionalIsoDay(),
  isGuarantee: z.boolean({ error: 'INVALID_TYPE' }).default(false),
  creditNoteId: optionalRef(),
  comment: zOptionalText(500),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** « Encaisser »: a stay's payment, or a grouped one over several stays of one customer. */
export const paymentCreateSchema = paymentDetailsSchema.extend({
  bookingId: z.int({ error: 'REQUIRED' }).positive({ error: 'REQUIRED' }),
  /** Grouped payment: each stay's share (the amount is their sum). */
  allocations: z.array(allocationSchema).max(50, { error: 'TOO_LONG' }).default([]),
});
export type PaymentInput = z.infer<typeof paymentCreateSchema>;

export const paymentReasonSchema = z.object({ reason: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED') });
export const paymentEditSchema = paymentDetailsSchema.extend({
  reason: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED'),
});
export const paymentRefundSchema = z.object({
  amountCents: positiveCents(),
  reason: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED'),
  paymentMethodId: optionalRef(),
});

export interface PaymentDto {
  id: number;
  kind: number;
  bookingId: number | null;
  customerId: number | null;
  payer: 'customer' | 'vacaf';
  paymentMethodId: number;
  methodLabel: string;
  paymentType: number;
  paidOn: string;
  paidAt: string;
  amountCents: number;
  changeCents: number;
  chequeNumber: string | null;
  chequeHolder: string | null;
  payingBankId: number | null;
  cashOn: string | null;
  splitRef: string | null;
  cardLast4: string | null;
  cardExpiry: string | null;
  cardOwner: string | null;
  iban: string | null;
  bic: string | null;
  sepaMandateNumber: string | null;
  sepaMandateDate: string | null;
  creditNoteId: number | null;
  isGuarantee: boolean;
  groupRef: string | null;
  cancelsId: number | null;
  replacesId: number | null;
  reason: string | null;
  comment: string | null;
  /** Cancelled by a later row (a deletion or an edit). */
  isCancelled: boolean;
  isBanked: boolean;
  isExported: boolean;
  createdAt: string;
}

export interface CreditNoteDto {
  id: number;
  number: string;
  customerId: number;
  bookingId: number | null;
  paymentId: number | null;
  amountCents: number;
  remainingCents: number;
  issuedOn: string;
  validUntil: string;
  isExpired: boolean;
  reason: string | null;
}

export interface TillSummary {
  totalCents: number;
  vacafAidCents: number;
  /** What the family owes: the total minus the VACAF aid. */
  familyTotalCents: number;
  /** What is to be paid today: the deposit still missing, or the whole balance once it is due. */
  dueNowCents: number;
  downPaymentCents: number;
  downPaymentDueDate: string | null;
  balanceDueDate: string | null;
  /** Received from the customer (guarantees aside). */
  paidCents: number;
  /** Received from VACAF. */
  vacafPaidCents: number;
  /** The family's part still owed (negative: to refund). */
  remainingCents: number;
  /** Paid beyond what was owed and kept as credit notes. */
  creditCents: number;
  /** Guarantees held (never counted as paid). */
  guaranteeCents: number;
}

export interface BookingTill {
  summary: TillSummary;
  payments: PaymentDto[];
  credits: CreditNoteDto[];
}

export interface PaymentChoices {
  methods: { id: number; label: string; paymentType: number; isGrouped: boolean }[];
  banks: { id: number; name: string }[];
}
