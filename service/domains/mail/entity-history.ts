// The e-mails of one record (a booking, a customer…), newest first, as its screen lists them
// under « E-mails envoyés »: what was written to the outbox and what became of it.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { MailEntityType, MailStatus } from './contract';
import { mailAttachments, mailMessages } from './schema';

export interface EntityMailRow {
  id: number;
  createdAt: string;
  kind: string;
  to: string[];
  subject: string;
  status: MailStatus;
  sentAt: string | null;
  lastError: string | null;
  attachments: string[];
}

export function mailsOfEntity(db: Db, entityType: MailEntityType, entityId: number): EntityMailRow[] {
  const rows = db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.entityType, entityType), eq(mailMessages.entityId, entityId)))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .all();
  const files = rows.length
    ? db
        .select({ mailId: mailAttachments.mailId, fileName: mailAttachments.fileName })
        .from(mailAttachments)
        .where(
          inArray(
            mailAttachments.mailId,
            rows.map((r) => r.id),
          ),
        )
        .all()
    : [];
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    kind: r.kind,
    to: JSON.parse(r.toJson) as string[],
    subject: r.subject,
    status: r.status,
    sentAt: r.sentAt,
    lastError: r.lastError,
    attachments: files.filter((f) => f.mailId === r.id).map((f) => f.fileName),
  }));
}
