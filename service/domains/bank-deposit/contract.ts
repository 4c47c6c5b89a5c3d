// What crosses the wire for the bank deposits (remises en banque) and the cash fund (fonds de
// caisse): the commands, and the answers the screens read. The UI imports these.
import { z } from 'zod';
import { zCents, zChosen, zIsoDay, zOneOf, zOptionalText, zRequiredText } from '../../validation';
import { SLIP_TYPES } from '../payment-setup/contract';

export { SLIP_TYPES };

const ticket = () =>
  z
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .nullish()
    .transform((v) => v ?? null);

/** A deposit: the payments picked, the account and slip, its number and tickets. */
export const createDepositSchema = z
  .object({
    paymentMethodId: zChosen('NO_PAYMENT_METHOD_SELECTED'),
    // Bank, deposit type and slip type must be chosen.
    bankAccountId: zChosen('BANK_REQUIRED'),
    depositTypeId: zChosen('DEPOSIT_TYPE_REQUIRED'),
    slipType: zOneOf(SLIP_TYPES, 'SLIP_TYPE_REQUIRED'),
    number: zRequiredText(30),
    depositedOn: zIsoDay(),
    fromTicket: ticket(),
    toTicket: ticket(),
    // At least one payment is picked.
    paymentIds: z
      .array(z.int({ error: 'ROW_REQUIRED' }).positive({ error: 'ROW_REQUIRED' }), { error: 'ROW_REQUIRED' })
      .min(1, { error: 'ROW_REQUIRED' })
      .max(1000, { error: 'TOO_LONG' }),
  })
  // From-ticket at or below to-ticket.
  .refine((d) => d.fromTicket === null || d.toTicket === null || d.fromTicket <= d.toTicket, {
    path: ['toTicket'],
    error: 'TICKET_RANGE_INVALID',
  });
export type CreateDeposit = z.infer<typeof createDepositSchema>;

/** The float counted on a day; `isOpening` sets the float the day opens with (held at the previous day's end). */
export const cashFundSchema = z.object({
  amountCents: zCents(),
  comment: zOptionalText(200),
  isOpening: z.boolean().default(false),
});
export type CashFundInput = z.infer<typeof cashFundSchema>;

/** A payment waiting for the bank, or one line of a deposit. */
export interface DepositPaymentDto {
  id: number;
  paidOn: string;
  amountCents: number;
  paymentType: number;
  bookingId: number | null;
  bookingCode: string | null;
  customerName: string | null;
  chequeNumber: string | null;
  chequeHolder: string | null;
  payingBankName: string | null;
  /** A cheque of a split: not banked before this day. */
  cashOn: string | null;
}

export interface Choice {
  id: number;
  label: string;
}

export interface DepositTypeChoice extends Choice {
  code: string;
  slipType: number;
  bankAccountId: number;
  fromTicket: number | null;
  toTicket: number | null;
  /** The number suggested for the next deposit of the type: its code and the next number. */
  nextNumber: string;
}

/** What `/create-deposit/:paymentMethodId` opens with. */
export interface DepositDraftDto {
  method: Choice & { paymentType: number; depositTypeId: number | null; bankAccountId: number | null };
  depositedOn: string;
  payments: DepositPaymentDto[];
  depositTypes: DepositTypeChoice[];
  bankAccounts: (Choice & { iban: string | null })[];
  slipTypes: Choice[];
}

export interface DepositSummaryDto {
  id: number;
  number: string;
  depositedOn: string;
  paymentMethodId: number;
  paymentMethodLabel: string;
  bankAccountLabel: string;
  depositTypeLabel: string;
  slipType: number;
  paymentsCount: number;
  totalCents: number;
}

export interface DepositDto extends DepositSummaryDto {
  bankAccountIban: string | null;
  bankName: string | null;
  fromTicket: number | null;
  toTicket: number | null;
  createdAt: string;
  createdByName: string | null;
  payments: DepositPaymentDto[];
}

/** A method with payments waiting for the bank. */
export interface PendingMethodDto {
  paymentMethodId: number;
  label: string;
  paymentType: number;
  count: number;
  totalCents: number;
}

export interface DepositMonthDto {
  yearMonth: string;
  deposits: DepositSummaryDto[];
  pending: PendingMethodDto[];
}

export interface CashFundRowDto {
  id: number;
  fundOn: string;
  amountCents: number;
  comment: string | null;
  createdAt: string;
  createdByName: string | null;
}

/** The float of a cash method on a day. */
export interface CashFundDayDto {
  paymentMethodId: number;
  date: string;
  methods: Choice[];
  /** The last float counted on an earlier day; null when none was ever counted. */
  opening: CashFundRowDto | null;
  receivedCents: number;
  receivedCount: number;
  bankedCents: number;
  expectedCents: number;
  /** The last float counted on this day: it holds. */
  counted: CashFundRowDto | null;
  /** Every count of the day, last first. */
  rows: CashFundRowDto[];
}

/** `2026-11` */
export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
