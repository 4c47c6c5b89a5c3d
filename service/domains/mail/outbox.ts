// Writing an e-mail to the outbox. Call it inside the business transaction that causes the e-mail
// (with any "sent" flag it sets), so a rollback leaves no e-mail and a commit leaves exactly one.
// An e-mail without a valid recipient, a subject or a body is refused with the catalogue's error.
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import type { OutgoingMail } from './contract';
import { markEnqueued } from './outbox-signal';
import { mailProblem } from './rules';
import { mailAttachments, mailMessages } from './schema';

export function enqueueMail(db: Db, at: string, mail: OutgoingMail): number {
  const problem = mailProblem(mail);
  if (problem) throw new AppError(problem);
  const { id } = db
    .insert(mailMessages)
    .values({
      createdAt: at,
      createdBy: mail.createdBy ?? null,
      kind: mail.kind,
      entityType: mail.entityType ?? null,
      entityId: mail.entityId ?? null,
      customerId: mail.customerId ?? null,
      toJson: JSON.stringify(mail.to),
      ccJson: JSON.stringify(mail.cc ?? []),
      subject: mail.subject,
      html: mail.html,
    })
    .returning({ id: mailMessages.id })
    .get();
  for (const a of mail.attachments ?? []) {
    db.insert(mailAttachments)
      .values({
        mailId: id,
        fileName: a.fileName,
        contentType: a.contentType,
        size: a.content.length,
        content: a.content,
      })
      .run();
  }
  markEnqueued(db);
  return id;
}
