// What an e-mail is for the rest of Bivouac: written to the outbox inside the business transaction
// that causes it, delivered later by the outbox job, and kept as the history.
import type { DocumentKind } from '../document/kinds';

/** `pending` until delivered; `failed` once the delivery gave up (the last error is kept). */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A document kind, or `test` for the settings screen's « Envoyer un test ». */
export type MailKind = DocumentKind | 'test';

/** What the e-mail is about: the history of a booking or of a customer lists it. */
export const MAIL_ENTITY_TYPES = ['booking', 'customer', 'payment', 'invoice'] as const;
export type MailEntityType = (typeof MAIL_ENTITY_TYPES)[number];

export interface MailAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export interface OutgoingMail {
  readonly kind: MailKind;
  readonly to: readonly string[];
  readonly cc?: readonly string[];
  readonly subject: string;
  /** The body as HTML (already sanitised, merge fields already filled). */
  readonly html: string;
  readonly attachments?: readonly MailAttachment[];
  readonly entityType?: MailEntityType;
  readonly entityId?: number;
  /** The customer the e-mail goes to, for the customer's e-mail history. */
  readonly customerId?: number;
  /** The user who asked for it; null for a job. */
  readonly createdBy?: number | null;
}
