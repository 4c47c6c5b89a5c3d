// What crosses the wire for /vacaf-list: the bookings carrying a VACAF aid, what the fund has paid
// of it (payments with payer vacaf) and what it still owes. The UI imports these.
import { z } from 'zod';

/** The list's status filter: every aid, those the fund still owes, those it has paid in full. */
export const VACAF_STATUSES = ['all', 'pending', 'received'] as const;
export type VacafStatus = (typeof VACAF_STATUSES)[number];
export const VACAF_STATUS_LABELS: Record<VacafStatus, string> = {
  all: 'Toutes les aides',
  pending: 'En attente du versement',
  received: 'Versées',
};

export const VACAF_SORT_FIELDS = [
  'code',
  'customerName',
  'startDate',
  'endDate',
  'fileNumber',
  'aidCents',
  'receivedCents',
  'remainingCents',
  'invoiceableOn',
] as const;

export const vacafCriteriaSchema = z.object({
  status: z
    .enum(VACAF_STATUSES, { error: 'INVALID_TYPE' })
    .nullish()
    .transform((v) => v ?? 'all'),
  /** Customer, booking code or file number, any part of it. */
  q: z
    .string({ error: 'VALIDATION' })
    .trim()
    .max(60, { error: 'TOO_LONG' })
    .nullish()
    .transform((v) => v || null),
  page: z.int({ error: 'INVALID_NUMBER' }).min(1, { error: 'INVALID_NUMBER' }).default(1),
  pageSize: z.int({ error: 'INVALID_NUMBER' }).min(1, { error: 'INVALID_NUMBER' }).max(100_000).default(20),
  sort: z
    .object({ field: z.enum(VACAF_SORT_FIELDS, { error: 'INVALID_TYPE' }), order: z.enum(['ascend', 'descend']) })
    .nullish()
    .transform((v) => v ?? null),
});
export type VacafCriteria = z.infer<typeof vacafCriteriaSchema>;

/** A booking with an aid: the family owes the total minus the aid, the fund the aid. */
export interface VacafRow {
  /** The booking's id. */
  id: number;
  code: string | null;
  kind: number;
  customerId: number;
  customerName: string;
  startDate: string;
  endDate: string;
  fileNumber: string | null;
  totalCents: number;
  aidCents: number;
  /** What the fund has paid (its payments, cancellations netted). */
  receivedCents: number;
  remainingCents: number;
  /** The day the aid may be invoiced to the CAF: the departure plus the module's delay. */
  invoiceableOn: string;
}

export interface VacafPage {
  items: VacafRow[];
  total: number;
  /** Sums over every row filtered, not only the page. */
  totals: { aidCents: number; receivedCents: number; remainingCents: number };
  /** The site's VACAF agreement number (module settings), shown in the title. */
  agreementNumber: string;
}
