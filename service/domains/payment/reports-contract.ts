// What crosses the wire for the money reports: the balance (/balance: what is owed and held, by
// customer and by method, at a date), the guarantees held (/guarantee-list) and the credit notes
// (/result-credit-list). The UI imports these; no database code here.
import { z } from 'zod';
import { zListPaging, zOptionalIsoDay, zOptionalText } from '../../validation';
import { GUARANTEE_STATE, GUARANTEE_STATES } from './kinds';

export { GUARANTEE_STATE, GUARANTEE_STATES };

/** A customer name, credit note number or booking code prefix: at least 3 characters. */
const search = z
  .string({ error: 'VALIDATION' })
  .trim()
  .max(80, { error: 'TOO_LONG' })
  .nullish()
  .refine((q) => !q || q.length >= 3, { error: 'SEARCH_TOO_SHORT' })
  .transform((q) => q || null);

const paging = zListPaging;

const dayRange = { q: search, from: zOptionalIsoDay(), to: zOptionalIsoDay() };
const fromBeforeTo = (c: { from: string | null; to: string | null }) => !c.from || !c.to || c.from <= c.to;

/** Exports: the criteria as shown (paging aside). */
export const reportExportSchema = z.object({ filters: z.record(z.string(), z.unknown()).default({}) });
/** The most rows an export writes. */
export const REPORT_EXPORT_LIMIT = 100_000;

// ---------------------------------------------------------------- balance

export const balanceCriteriaSchema = z.object({
  ...paging,
  /** The day the balance is drawn at; blank: the business day. */
  date: zOptionalIsoDay(),
  q: search,
  /** Only the customers who still owe something. */
  isOwingOnly: z.boolean({ error: 'INVALID_TYPE' }).nullish(),
});
export type BalanceCriteria = z.infer<typeof balanceCriteriaSchema>;

/** One customer: their live reservations' totals due (total − VACAF aid), paid, remaining, credits held. */
export interface BalanceCustomerRow {
  id: number;
  customerName: string;
  staysCount: number;
  totalCents: number;
  vacafAidCents: number;
  dueCents: number;
  paidCents: number;
  remainingCents: number;
  creditCents: number;
}

/** One payment method: received, banked, still held at the site, and guarantees in progress. */
export interface BalanceMethodRow {
  id: number;
  label: string;
  receivedCents: number;
  bankedCents: number;
  heldCents: number;
  guaranteeCents: number;
}

export type BalanceCustomerTotals = Omit<BalanceCustomerRow, 'id' | 'customerName'>;
export type BalanceMethodTotals = Omit<BalanceMethodRow, 'id' | 'label'>;

export interface BalanceAnswer {
  date: string;
  customers: { items: BalanceCustomerRow[]; total: number; totals: BalanceCustomerTotals };
  methods: { items: BalanceMethodRow[]; totals: BalanceMethodTotals };
}

/** Which table of the balance a CSV export writes. */
export const BALANCE_VIEWS = ['customers', 'methods'] as const;
export type BalanceView = (typeof BALANCE_VIEWS)[number];

// ---------------------------------------------------------------- guarantees

export const guaranteeCriteriaSchema = z
  .object({
    ...paging,
    ...dayRange,
    state: z
      .union(
        [z.literal(GUARANTEE_STATE.inProgress), z.literal(GUARANTEE_STATE.released), z.literal(GUARANTEE_STATE.cashed)],
        { error: 'STATUS_REQUIRED' },
      )
      .nullish(),
  })
  .refine(fromBeforeTo, { path: ['to'], error: 'START_AFTER_END' });
export type GuaranteeCriteria = z.infer<typeof guaranteeCriteriaSchema>;

export const guaranteeActionSchema = z.object({ comment: zOptionalText(500) });
export type GuaranteeAction = z.infer<typeof guaranteeActionSchema>;

export type GuaranteeState = (typeof GUARANTEE_STATE)[keyof typeof GUARANTEE_STATE];

export interface GuaranteeRow {
  /** The guarantee's payment id. */
  id: number;
  paidOn: string;
  amountCents: number;
  methodLabel: string;
  bookingId: number | null;
  bookingCode: string | null;
  customerId: number | null;
  customerName: string;
  state: GuaranteeState;
  /** The day of its last state change (released or cashed), null while in progress. */
  stateOn: string | null;
  comment: string | null;
}

export const GUARANTEE_STATE_LABELS: Record<number, string> = Object.fromEntries(
  GUARANTEE_STATES.map((s) => [s.id, s.label]),
);

// ---------------------------------------------------------------- credit notes

/** A credit note is usable until used up or past its last valid day. */
export const CREDIT_NOTE_STATES = ['usable', 'used', 'expired'] as const;
export type CreditNoteState = (typeof CREDIT_NOTE_STATES)[number];
export const CREDIT_NOTE_STATE_LABELS: Record<CreditNoteState, string> = {
  usable: 'Utilisable',
  used: 'Utilisé',
  expired: 'Expiré',
};

export const creditListCriteriaSchema = z
  .object({ ...paging, ...dayRange, state: z.enum(CREDIT_NOTE_STATES, { error: 'STATUS_REQUIRED' }).nullish() })
  .refine(fromBeforeTo, { path: ['to'], error: 'START_AFTER_END' });
export type CreditListCriteria = z.infer<typeof creditListCriteriaSchema>;

export interface CreditListRow {
  id: number;
  number: string;
  customerId: number;
  customerName: string;
  bookingId: number | null;
  bookingCode: string | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
  issuedOn: string;
  amountCents: number;
  usedCents: number;
  remainingCents: number;
  validUntil: string;
  state: CreditNoteState;
  reason: string | null;
}

export interface CreditListAnswer {
  items: CreditListRow[];
  total: number;
  totals: { amountCents: number; usedCents: number; remainingCents: number };
  today: string;
}
