// The e-mail purge, the spec's two modes, for the e-mails done with (sent or failed) before a day:
// « attachments »: the files' content goes, their name and size stay in the history;
// « attachmentsAndHistory »: the e-mails themselves go, with their attachments.
// The outbox (pending e-mails) is never purged. Worked in batches, one short transaction each.
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { parisDayStart } from '../ledger';
import * as store from './store';

export type MailPurgeMode = 'attachments' | 'attachmentsAndHistory';

const BATCH = 500;

export interface MailPurgeCount {
  /** E-mails in scope: removed by the second mode, kept (their attachments emptied) by the first. */
  mails: number;
  attachments: number;
  bytes: number;
}

/** What the purge would remove before the day, counted; nothing changes. */
export function planMailPurge(db: Db, before: string): MailPurgeCount {
  return store.purgeableSizes(db, parisDayStart(before));
}

/** Removes what the plan lists, batch after batch. */
export function applyMailPurge(
  db: Db,
  before: string,
  mode: MailPurgeMode,
  onBatch: (done: number) => void = () => undefined,
): MailPurgeCount {
  const planned = planMailPurge(db, before);
  const instant = parisDayStart(before);
  let afterId = 0;
  let done = 0;
  for (;;) {
    const ids = store.purgeableMailIds(db, instant, afterId, BATCH);
    if (ids.length === 0) return planned;
    inTransaction(db, () =>
      mode === 'attachments' ? store.dropAttachmentContent(db, ids) : store.deleteMails(db, ids),
    );
    afterId = ids[ids.length - 1] ?? afterId;
    done += ids.length;
    onBatch(done);
  }
}
