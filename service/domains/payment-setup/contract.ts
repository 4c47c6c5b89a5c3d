// What crosses the wire for the payment set-up entities: input schemas (each failure a catalogue
// code) and the enumerations the screens offer as choices.
import { z } from 'zod';
import type { ErrorCode } from '../../errors/catalogue';
import {
  isValidBic,
  isValidIban,
  normalizeBic,
  normalizeIban,
  zId,
  zOneOf,
  zOptionalText,
  zRequiredText,
} from '../../validation';
import { isTicketRangeValid, isValidSepaCreditorId, normalizeSepaCreditorId } from './rules';

/** Payment types, by id. */
export const PAYMENT_TYPES = [
  { id: 0, label: 'Aucun' },
  { id: 1, label: 'Chèque' },
  { id: 2, label: 'Chèque-vacances' },
  { id: 3, label: 'Espèces' },
  { id: 4, label: 'Carte bancaire' },
  { id: 5, label: 'Avoir' },
  { id: 6, label: 'Paiement groupé' },
  { id: 7, label: 'Régularisation' },
  { id: 8, label: 'Bon cadeau' },
] as const;

/** The slip a deposit is listed on at the bank. */
export const SLIP_TYPES = [
  { id: 1, label: 'Bordereau de remise de chèques' },
  { id: 2, label: 'Bordereau ANCV (chèques-vacances)' },
  { id: 3, label: "Bordereau de versement d'espèces" },
  { id: 4, label: 'Télécollecte carte bancaire' },
  { id: 5, label: 'Virement' },
] as const;

/** A choice that must be made: a positive id, else `code`. */
const requiredRef = (code: ErrorCode) => z.number({ error: code }).int({ error: code }).positive({ error: code });
const optionalRef = () =>
  z
    .number({ error: 'INVALID_TYPE' })
    .int({ error: 'INVALID_TYPE' })
    .positive({ error: 'INVALID_TYPE' })
    .nullish()
    .transform((v) => v ?? null);
const order = z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' }).default(0);
const isActive = z.boolean().default(true);
/** An account code of the chart: letters and digits. */
export const zAccountingCode = () =>
  zOptionalText(20).refine((c) => c === null || /^[0-9A-Z]+$/i.test(c), { error: 'INVALID_TYPE' });
const optionalBic = () =>
  zOptionalText(15)
    .refine((v) => v === null || isValidBic(v), { error: 'INVALID_BIC' })
    .transform((v) => v && normalizeBic(v));
const digits = (n: number) =>
  zOptionalText(n).refine((v) => v === null || new RegExp(`^\\d{${n}}$`).test(v), { error: 'INVALID_TYPE' });

export const bankInputSchema = z.object({
  id: zId(),
  name: zRequiredText(80),
  bic: optionalBic(),
  bankCode: digits(5),
  agencyCode: digits(5),
  address1: zOptionalText(100),
  address2: zOptionalText(100),
  postalCode: zOptionalText(10),
  town: zOptionalText(80),
  phone: zOptionalText(20),
  isActive,
});
export type BankInput = z.infer<typeof bankInputSchema>;

export const bankAccountInputSchema = z.object({
  id: zId(),
  label: zRequiredText(80),
  // A bank must be chosen.
  bankId: requiredRef('BANK_REQUIRED'),
  holder: zOptionalText(80),
  iban: zOptionalText(42)
    .refine((v) => v === null || isValidIban(v), { error: 'INVALID_IBAN' })
    .transform((v) => v && normalizeIban(v)),
  bic: optionalBic(),
  accountingCode: zAccountingCode(),
  journalCode: zOptionalText(10),
  isDefault: z.boolean().default(false),
  isActive,
});
export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

export const bankAccountLabelInputSchema = z.object({
  creditorName: zOptionalText(70),
  sepaCreditorId: zOptionalText(35)
    .refine((v) => v === null || isValidSepaCreditorId(v), { error: 'INVALID_TYPE' })
    .transform((v) => v && normalizeSepaCreditorId(v)),
  remittanceLabel: zOptionalText(35),
});
export type BankAccountLabelInput = z.infer<typeof bankAccountLabelInputSchema>;

const ticket = () =>
  z
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .nullish()
    .transform((v) => v ?? null);

export const depositTypeInputSchema = z
  .object({
    id: zId(),
    label: zRequiredText(80),
    code: zRequiredText(10).transform((c) => c.toUpperCase()),
    // Bank, deposit type and slip type must be chosen.
    slipType: zOneOf(SLIP_TYPES, 'SLIP_TYPE_REQUIRED'),
    bankAccountId: requiredRef('BANK_REQUIRED'),
    fromTicket: ticket(),
    toTicket: ticket(),
    isActive,
    order,
  })
  .refine(isTicketRangeValid, {
    path: ['toTicket'],
    error: 'TICKET_RANGE_INVALID',
  });
export type DepositTypeInput = z.infer<typeof depositTypeInputSchema>;

const idList = () => z.array(z.int().positive(), { error: 'INVALID_TYPE' }).max(500).default([]);

export const paymentMethodInputSchema = z.object({
  id: zId(),
  label: zRequiredText(50),
  paymentType: zOneOf(PAYMENT_TYPES, 'REQUIRED'),
  accountingCode: zAccountingCode(),
  depositTypeId: optionalRef(),
  bankAccountId: optionalRef(),
  isAutoRemittance: z.boolean().default(false),
  isGrouped: z.boolean().default(false),
  isAtReception: z.boolean().default(true),
  isOnline: z.boolean().default(false),
  isAtPointOfSale: z.boolean().default(false),
  /** Points of sale accepting the method (the "points of sale" tab). */
  pointOfSaleIds: idList(),
  isActive,
  order,
});
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

export const pointOfSaleInputSchema = z.object({
  id: zId(),
  code: zRequiredText(20).transform((c) => c.toUpperCase()),
  label: zRequiredText(80),
  paymentMethodIds: idList(),
  isActive,
});
export type PointOfSaleInput = z.infer<typeof pointOfSaleInputSchema>;

export const cashRegisterInputSchema = z.object({
  id: zId(),
  label: zRequiredText(50),
  cashRegisterTypeId: requiredRef('REQUIRED'),
  pointOfSaleId: requiredRef('REQUIRED'),
  hasTicketPrinter: z.boolean().default(false),
  hasCashDrawer: z.boolean().default(false),
  isActive,
  order,
});
export type CashRegisterInput = z.infer<typeof cashRegisterInputSchema>;

export const expenseTypeInputSchema = z.object({
  id: zId(),
  label: zRequiredText(80),
  accountingCode: zAccountingCode(),
  // A VAT rate must be chosen.
  tvaRateId: requiredRef('VAT_RATE_REQUIRED'),
  isActive,
  order,
});
export type ExpenseTypeInput = z.infer<typeof expenseTypeInputSchema>;

export const labelCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
});
export const codeCriteriaSchema = labelCriteriaSchema.extend({ code: z.string().trim().max(20).optional() });
