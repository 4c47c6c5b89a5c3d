// The outbox and the history are one table: a row is written in the business transaction that
// causes the e-mail (so it is sent once, and never for a change rolled back), then delivered by the
// outbox job and kept with its outcome.
import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, instant } from '../../db/columns';
import { MAIL_ENTITY_TYPES, MAIL_STATUSES } from './contract';

export const mailMessages = sqliteTable(
  'mail_messages',
  {
    id: id(),
    createdAt: instant('created_at').notNull(),
    createdBy: integer('created_by'),
    /** A document kind (`reservation`, `balance`…) or `test`. */
    kind: text('kind').notNull(),
    entityType: text('entity_type', { enum: MAIL_ENTITY_TYPES }),
    entityId: integer('entity_id'),
    customerId: integer('customer_id'),
    /** Recipients as JSON arrays of addresses. */
    toJson: text('to_json').notNull(),
    ccJson: text('cc_json').notNull().default('[]'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the outbox job may try again (after a failed attempt); null = at once. */
    nextAttemptAt: instant('next_attempt_at'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    /** The SMTP server's Message-ID, for tracing a complaint. */
    messageId: text('message_id'),
  },
  (t) => [
    index('mail_messages_status_idx').on(t.status, t.nextAttemptAt),
    index('mail_messages_entity_idx').on(t.entityType, t.entityId),
    index('mail_messages_customer_idx').on(t.customerId),
    index('mail_messages_created_idx').on(t.createdAt),
  ],
);

export const mailAttachments = sqliteTable(
  'mail_attachments',
  {
    id: id(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Null once purged: the history keeps the file's name and size. */
    content: blob('content', { mode: 'buffer' }),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
