// An e-mail as a record's screen lists it under « E-mails envoyés »: pure, the UI reads it.
import type { MailStatus } from './contract';

export interface EntityMailRow {
  id: number;
  createdAt: string;
  /** A document kind or `test`. */
  kind: string;
  to: string[];
  subject: string;
  status: MailStatus;
  sentAt: string | null;
  lastError: string | null;
  /** The attachments' file names. */
  attachments: string[];
}
