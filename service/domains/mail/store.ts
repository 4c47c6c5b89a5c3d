// Queries of the outbox and history tables, named by intent; no rules, no SMTP.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { MailAttachmentDto, MailBoxInfo, MailDetailDto, MailRowDto } from './contract';
import { mailAttachments, mailMessages } from './schema';

type Row = typeof mailMessages.$inferSelect;

const rowDto = (r: Row): MailRowDto => ({
  id: r.id,
  createdAt: r.createdAt,
  kind: r.kind,
  to: JSON.parse(r.toJson) as string[],
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  sentAt: r.sentAt,
  nextAttemptAt: r.nextAttemptAt,
  lastError: r.lastError,
  entityType: r.entityType,
  entityId: r.entityId,
  customerId: r.customerId,
});

/** The pending e-mails due at `now`, after `afterId` (a run never takes one twice), oldest first. */
export function duePending(db: Db, now: string, afterId: number, limit: number): Row[] {
  return db
    .select()
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.status, 'pending'),
        or(isNull(mailMessages.nextAttemptAt), lte(mailMessages.nextAttemptAt, now)),
        gt(mailMessages.id, afterId),
      ),
    )
    .orderBy(asc(mailMessages.id))
    .limit(limit)
    .all();
}

/** The attachments still holding their content, in the order they were added. */
export function attachmentsToSend(db: Db, mailId: number) {
  return db
    .select({
      fileName: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(and(eq(mailAttachments.mailId, mailId), isNotNull(mailAttachments.content)))
    .orderBy(asc(mailAttachments.id))
    .all();
}

/** Takes an attempt: counted and the next one planned before sending, so a crash mid-send never loops. */
export function claimAttempt(db: Db, id: number, retryAt: string, messageId: string): void {
  db.update(mailMessages)
    .set({
      attempts: sql`${mailMessages.attempts} + 1`,
      nextAttemptAt: retryAt,
      messageId: sql`coalesce(${mailMessages.messageId}, ${messageId})`,
    })
    .where(eq(mailMessages.id, id))
    .run();
}

export function markSent(db: Db, id: number, at: string): void {
  db.update(mailMessages)
    .set({ status: 'sent', sentAt: at, lastError: null, nextAttemptAt: null })
    .where(eq(mailMessages.id, id))
    .run();
}

/** A failed attempt: tried again at `retryAt`, or `failed` when null. */
export function markAttemptFailed(db: Db, id: number, error: string, retryAt: string | null): void {
  db.update(mailMessages)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { status: 'failed', lastError: error, nextAttemptAt: null },
    )
    .where(eq(mailMessages.id, id))
    .run();
}

/** « Renvoyer »: a failed e-mail back in the outbox with its attempts counted afresh. */
export function requeueFailed(db: Db, id: number): boolean {
  const { changes } = db
    .update(mailMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: null })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'failed')))
    .run();
  return changes === 1;
}

export function findMail(db: Db, id: number): Row | undefined {
  return db.select().from(mailMessages).where(eq(mailMessages.id, id)).get();
}

export function attachmentsOf(db: Db, mailId: number): MailAttachmentDto[] {
  return db
    .select({
      id: mailAttachments.id,
      fileName: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      size: mailAttachments.size,
      isAvailable: sql<number>`${mailAttachments.content} is not null`,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.id))
    .all()
    .map((a) => ({ ...a, isAvailable: Boolean(a.isAvailable) }));
}

export function attachmentContent(db: Db, mailId: number, attachmentId: number) {
  return db
    .select()
    .from(mailAttachments)
    .where(and(eq(mailAttachments.id, attachmentId), eq(mailAttachments.mailId, mailId)))
    .get();
}

export function detailOf(db: Db, row: Row): MailDetailDto {
  return {
    ...rowDto(row),
    cc: JSON.parse(row.ccJson) as string[],
    html: row.html,
    messageId: row.messageId,
    attachments: attachmentsOf(db, row.id),
  };
}

export interface HistoryFilter {
  customerId: number;
  status?: Row['status'];
  kind?: string;
  text?: string;
  fromInstant?: string;
  toInstant?: string;
}

function historyWhere(f: HistoryFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.customerId) where.push(eq(mailMessages.customerId, f.customerId));
  if (f.status) where.push(eq(mailMessages.status, f.status));
  if (f.kind) where.push(eq(mailMessages.kind, f.kind));
  if (f.fromInstant) where.push(sql`${mailMessages.createdAt} >= ${f.fromInstant}`);
  if (f.toInstant) where.push(lt(mailMessages.createdAt, f.toInstant));
  if (f.text) {
    const pattern = `%${f.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        sql`${mailMessages.toJson} like ${pattern} escape '\\'`,
        sql`${mailMessages.subject} like ${pattern} escape '\\'`,
      ),
    );
  }
  return and(...where);
}

/** One page of the history, newest first (mail_messages_created_idx, _customer_idx). */
export function historyPage(
  db: Db,
  f: HistoryFilter,
  page: number,
  pageSize: number,
): { items: MailRowDto[]; total: number } {
  const where = historyWhere(f);
  const total = db.select({ n: count() }).from(mailMessages).where(where).get()?.n ?? 0;
  const items = db
    .select()
    .from(mailMessages)
    .where(where)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all()
    .map(rowDto);
  return { items, total };
}

export function countByStatus(db: Db, status: Row['status']): number {
  return db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.status, status)).get()?.n ?? 0;
}

export function countSentSince(db: Db, instant: string): number {
  return (
    db
      .select({ n: count() })
      .from(mailMessages)
      .where(and(eq(mailMessages.status, 'sent'), sql`${mailMessages.sentAt} >= ${instant}`))
      .get()?.n ?? 0
  );
}

/** The error of the newest e-mail not sent that has one, with the e-mail it is about. */
export function lastFailure(db: Db): MailBoxInfo['lastError'] {
  const row = db
    .select()
    .from(mailMessages)
    .where(and(ne(mailMessages.status, 'sent'), isNotNull(mailMessages.lastError)))
    .orderBy(desc(mailMessages.id))
    .limit(1)
    .get();
  return row?.lastError
    ? { mailId: row.id, createdAt: row.createdAt, error: row.lastError, subject: row.subject }
    : null;
}

export function insertSentTest(db: Db, row: typeof mailMessages.$inferInsert): number {
  return db.insert(mailMessages).values(row).returning({ id: mailMessages.id }).get().id;
}

/** Mails done with (sent or failed) created before `instant`: the purge's scope, never the outbox. */
function purgeable(instant: string): SQL | undefined {
  return and(lt(mailMessages.createdAt, instant), ne(mailMessages.status, 'pending'));
}

export function purgeableMailIds(db: Db, instant: string, afterId: number, limit: number): number[] {
  return db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(purgeable(instant), gt(mailMessages.id, afterId)))
    .orderBy(asc(mailMessages.id))
    .limit(limit)
    .all()
    .map((r) => r.id);
}

/** Mails in scope and their attachments still holding content: how many, how many bytes. */
export function purgeableSizes(db: Db, instant: string) {
  const mails = db.select({ n: count() }).from(mailMessages).where(purgeable(instant)).get()?.n ?? 0;
  const files = db
    .select({ n: count(), bytes: sql<number>`coalesce(sum(${mailAttachments.size}), 0)` })
    .from(mailAttachments)
    .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.mailId))
    .where(and(purgeable(instant), isNotNull(mailAttachments.content)))
    .get();
  return { mails, attachments: files?.n ?? 0, bytes: Number(files?.bytes ?? 0) };
}

/** The attachments of these mails with their content, for the purge's first mode; answers how many lost it. */
export function dropAttachmentContent(db: Db, mailIds: number[]): number {
  return db
    .update(mailAttachments)
    .set({ content: null })
    .where(and(inArray(mailAttachments.mailId, mailIds), isNotNull(mailAttachments.content)))
    .run().changes;
}

/** Deletes these mails; their attachments go with them (ON DELETE CASCADE). */
export function deleteMails(db: Db, mailIds: number[]): number {
  return db.delete(mailMessages).where(inArray(mailMessages.id, mailIds)).run().changes;
}
