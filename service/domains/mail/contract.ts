// What an e-mail is for the rest of Bivouac: written to the outbox inside the business transaction
// that causes it, delivered later by the outbox job, and kept as the history.
import { z } from 'zod';
import { isValidEmail } from '../../validation/email';
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

/** The server settings as the screen reads them: the password never leaves the box, only whether one is stored. */
export interface MailServerSettingsDto {
  host: string;
  port: number;
  security: 'none' | 'starttls' | 'tls';
  user: string;
  hasPassword: boolean;
  senderName: string;
  senderAddress: string;
  replyTo: string;
  bcc: string;
  /** The stored version, sent back with a save (0: never saved). */
  version: number;
}

/**
 * A save of the server settings: a blank or missing password keeps the stored one. Each field is
 * then checked by the typed setting's own schema (`settings-definition.ts`), which answers per field.
 */
export const mailServerSaveSchema = z.object({
  host: z.string({ error: 'INVALID_TYPE' }).optional(),
  port: z.unknown().optional(),
  security: z.unknown().optional(),
  user: z.string({ error: 'INVALID_TYPE' }).optional(),
  password: z.string({ error: 'INVALID_TYPE' }).max(200, { error: 'TOO_LONG' }).optional(),
  /** Removes the stored password (a server that takes no login any more). */
  clearPassword: z.boolean({ error: 'INVALID_TYPE' }).optional(),
  senderName: z.string({ error: 'INVALID_TYPE' }).optional(),
  senderAddress: z.string({ error: 'INVALID_TYPE' }).optional(),
  replyTo: z.string({ error: 'INVALID_TYPE' }).optional(),
  bcc: z.string({ error: 'INVALID_TYPE' }).optional(),
  version: z.int({ error: 'INVALID_TYPE' }).optional(),
});
export type MailServerSave = z.infer<typeof mailServerSaveSchema>;

/** « Envoyer un test »: one address typed on the screen (the spec's e-mail check). */
export const testMailSchema = z.object({
  to: z
    .string({ error: 'RECIPIENT_EMAIL_REQUIRED' })
    .trim()
    .min(1, { error: 'RECIPIENT_EMAIL_REQUIRED' })
    .refine(isValidEmail, { error: 'INVALID_EMAIL' }),
});

/** Where the e-mails leave through: the settings, BIVOUAC_SMTP_URL, or nowhere yet. */
export type MailTransportSource = 'settings' | 'environment' | 'none';

export interface MailBoxInfo {
  source: MailTransportSource;
  /** `smtp://host:port` with its security, never a password; null when nothing is set. */
  transport: string | null;
  security: 'none' | 'starttls' | 'tls' | null;
  user: string | null;
  from: string | null;
  pending: number;
  failed: number;
  sentToday: number;
  /** The newest e-mail not sent that has an error: when it was written, its subject, the error. */
  lastError: { mailId: number; createdAt: string; error: string; subject: string } | null;
}

/** The history's search: entity 0 = every e-mail, otherwise a customer's id. */
export const mailSearchSchema = z.object({
  customerId: z.int({ error: 'INVALID_TYPE' }).min(0).default(0),
  status: z.enum(MAIL_STATUSES, { error: 'INVALID_TYPE' }).optional(),
  kind: z.string({ error: 'INVALID_TYPE' }).max(40).optional(),
  /** Searched in recipients and subject. */
  text: z.string({ error: 'INVALID_TYPE' }).trim().max(100).optional(),
  from: z.iso.date({ error: 'INVALID_DATE' }).optional(),
  to: z.iso.date({ error: 'INVALID_DATE' }).optional(),
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(100).default(20),
});
export type MailSearch = z.infer<typeof mailSearchSchema>;

export interface MailRowDto {
  id: number;
  createdAt: string;
  kind: string;
  to: string[];
  subject: string;
  status: MailStatus;
  attempts: number;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  entityType: MailEntityType | null;
  entityId: number | null;
  customerId: number | null;
}

/** What a short list of e-mails shows (a booking's, a customer's latest). */
export type MailListRow = Pick<MailRowDto, 'id' | 'createdAt' | 'kind' | 'to' | 'subject' | 'status'>;

export interface MailAttachmentDto {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  /** False once the purge removed the content: the name and size stay. */
  isAvailable: boolean;
}

export interface MailDetailDto extends MailRowDto {
  cc: string[];
  html: string;
  messageId: string | null;
  attachments: MailAttachmentDto[];
}

export interface MailPage {
  items: MailRowDto[];
  total: number;
}
