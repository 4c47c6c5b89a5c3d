// /post-history (« Historique des écritures »): the money records written, newest first.
import { z } from 'zod';

export const POST_KINDS = ['payment', 'invoice', 'creditNote', 'deposit', 'cashFund'] as const;
export type PostKind = (typeof POST_KINDS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE');

export const postHistoryCriteriaSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  kind: z.enum(POST_KINDS).optional(),
  /** Part of the number or of the label (customer, payer, comment). */
  q: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export type PostHistoryCriteria = z.infer<typeof postHistoryCriteriaSchema>;

export interface PostRow {
  kind: PostKind;
  /** The row's position in its chain (its id). */
  position: number;
  createdAt: string;
  /** The record's own day: paid, issued, deposited or counted on. */
  day: string;
  number: string | null;
  label: string;
  amountCents: number;
  /** Its hash still matches its content and its link the previous row's hash. */
  isLinkOk: boolean;
}

export interface PostHistoryPage {
  items: PostRow[];
  total: number;
}
