// The e-mail history's use cases: a page of e-mails (all of them, or a customer's), one e-mail with
// its body and attachments, an attachment's file, « Renvoyer » and the box's mail information.
import dayjs from 'dayjs';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { parisDayStart } from '../ledger';
import type { MailBoxInfo, MailDetailDto, MailPage, MailSearch } from './contract';
import { markEnqueued } from './outbox-signal';
import * as store from './store';
import { effectiveTransport } from './transport';

export function searchMails(db: Db, search: MailSearch): MailPage {
  return store.historyPage(
    db,
    {
      customerId: search.customerId,
      status: search.status,
      kind: search.kind,
      text: search.text || undefined,
      fromInstant: search.from ? parisDayStart(search.from) : undefined,
      toInstant: search.to ? parisDayStart(dayjs(search.to).add(1, 'day').format('YYYY-MM-DD')) : undefined,
    },
    search.page,
    search.pageSize,
  );
}

export function mailDetail(db: Db, id: number): MailDetailDto {
  const row = store.findMail(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return store.detailOf(db, row);
}

export function mailAttachmentFile(db: Db, mailId: number, attachmentId: number) {
  const file = store.attachmentContent(db, mailId, attachmentId);
  if (!file?.content) throw new AppError('NOT_FOUND');
  return { fileName: file.fileName, contentType: file.contentType, content: file.content };
}

/** « Renvoyer »: a failed e-mail goes back to the outbox and the job is woken. */
export function resendMail(db: Db, id: number): MailDetailDto {
  inTransaction(db, () => {
    if (!store.findMail(db, id)) throw new AppError('NOT_FOUND');
    if (!store.requeueFailed(db, id)) throw new AppError('EMAIL_NOT_FAILED');
    markEnqueued(db);
  });
  return mailDetail(db, id);
}

export function mailBoxInfo(db: Db, clock: Clock, smtpUrl: string | undefined): MailBoxInfo {
  const t = effectiveTransport(db, smtpUrl);
  return {
    source: t?.source ?? 'none',
    transport: t?.url ?? null,
    security: t?.security ?? null,
    user: t?.user ?? null,
    from: t ? `${t.from.name} <${t.from.address}>` : null,
    pending: store.countByStatus(db, 'pending'),
    failed: store.countByStatus(db, 'failed'),
    sentToday: store.countSentSince(db, parisDayStart(clock.today())),
    lastError: store.lastFailure(db),
  };
}

/** A customer's latest e-mails, for the customer resume. */
export function latestMailsOfCustomer(db: Db, customerId: number, limit: number) {
  return store.historyPage(db, { customerId }, 1, limit).items;
}
