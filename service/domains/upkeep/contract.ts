// What the system verification and the purge answer: `bivouac verify`, `bivouac purge`,
// `/verif-file-page` and `/purging-files` read the same shapes.
import { z } from 'zod';

/** The checks of the system verification, in the order they run. */
export const CHECK_KEYS = ['integrity', 'foreignKeys', 'chains', 'documents', 'files'] as const;
export type CheckKey = (typeof CHECK_KEYS)[number];

/** One thing wrong, in French, with the table and row it is about when there is one. */
export interface Anomaly {
  check: CheckKey;
  table: string | null;
  rowId: number | null;
  message: string;
}

/** One check run: what it went over (`checked` items of `unit`) and how many anomalies it found. */
export interface CheckSummary {
  key: CheckKey;
  label: string;
  checked: number;
  unit: string;
  anomalies: number;
}

/** One money chain walked (rows, breaks), as `bivouac verify` lists them. */
export interface ChainLine {
  chain: string;
  table: string;
  rows: number;
  breaks: number;
}

export interface SystemCheckReport {
  checkedAt: string;
  isOk: boolean;
  checks: CheckSummary[];
  chains: ChainLine[];
  findings: Anomaly[];
}

/** The last verification recorded in the technical journal, if any ran. */
export interface LastSystemCheck {
  report: SystemCheckReport | null;
}

/** The spec's two modes of the e-mail purge; `none` leaves the mails alone. */
export const MAIL_PURGE_MODES = ['none', 'attachments', 'attachmentsAndHistory'] as const;

export const purgeRequestSchema = z.object({
  /** Only what is older than this day (`YYYY-MM-DD`, Paris) goes. */
  before: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE'),
  gridHistory: z.boolean().default(false),
  orphanFiles: z.boolean().default(false),
  backups: z.boolean().default(false),
  mail: z.enum(MAIL_PURGE_MODES).default('none'),
});
export type PurgeRequest = z.infer<typeof purgeRequestSchema>;

export const PURGE_TARGETS = ['gridHistory', 'orphanFiles', 'backups', 'mail'] as const;
export type PurgeTarget = (typeof PURGE_TARGETS)[number];

/** What one target would remove (dry run) or removed: how many items, how many bytes, which. */
export interface PurgeLine {
  target: PurgeTarget;
  label: string;
  count: number;
  /** Null where a size means nothing to the reader (grid versions are rows). */
  bytes: number | null;
  /** The first items' names, to show (at most 50). */
  items: string[];
}

export interface PurgeReport {
  before: string;
  isApplied: boolean;
  lines: PurgeLine[];
}
