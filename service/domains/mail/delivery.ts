// Delivers the outbox: the pending e-mails whose time has come, a small batch at a time. Sending is
// async I/O; each database write is one short transaction, so the event loop is never held.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { errorMessage } from '../../errors/catalogue';
import { MAX_ATTEMPTS, nextAttemptAt, smtpReason } from './rules';
import * as store from './store';
import { type EffectiveTransport, effectiveTransport, openTransporter } from './transport';

const BATCH = 20;

export interface DeliveryReport {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last time: now `failed`. */
  failed: number;
}

type Pending = ReturnType<typeof store.duePending>[number];

/** A Message-ID fixed at the first attempt and kept across retries, so a copy is recognised as the same e-mail. */
function messageIdOf(mail: Pending, transport: EffectiveTransport | null): string {
  const domain = transport?.from.address.split('@')[1] ?? 'localhost';
  return `<bivouac.${mail.id}.${Date.parse(mail.createdAt)}@${domain}>`;
}

/** The batch's transport and its one SMTP connection; null when no server is configured. */
interface Channel {
  transport: EffectiveTransport;
  transporter: ReturnType<typeof openTransporter>;
}

async function attempt(db: Db, channel: Channel | null, mail: Pending, messageId: string): Promise<void> {
  if (!channel) throw new Error(errorMessage('MAIL_CONFIGURATION_ERROR'));
  const { transport, transporter } = channel;
  await transporter.sendMail({
    from: transport.from,
    to: JSON.parse(mail.toJson) as string[],
    cc: JSON.parse(mail.ccJson) as string[],
    bcc: transport.bcc ?? undefined,
    replyTo: transport.replyTo ?? undefined,
    subject: mail.subject,
    html: mail.html,
    messageId,
    date: new Date(mail.createdAt),
    attachments: store.attachmentsToSend(db, mail.id).map((a) => ({
      filename: a.fileName,
      contentType: a.contentType,
      content: a.content ?? Buffer.alloc(0),
    })),
  });
}

/** One e-mail: the attempt claimed, sent, and its outcome written. */
async function deliverOne(db: Db, clock: Clock, channel: Channel | null, mail: Pending) {
  const attemptNo = mail.attempts + 1;
  const messageId = mail.messageId ?? messageIdOf(mail, channel?.transport ?? null);
  const claimedAt = clock.now();
  // Planned before sending: a process dying mid-send leaves the e-mail to be tried again later, not at once.
  const retryAt = nextAttemptAt(claimedAt, attemptNo) ?? new Date(claimedAt.getTime() + 3_600_000).toISOString();
  inTransaction(db, () => store.claimAttempt(db, mail.id, retryAt, messageId));
  try {
    await attempt(db, channel, mail, messageId);
    inTransaction(db, () => store.markSent(db, mail.id, clock.now().toISOString()));
    return 'sent' as const;
  } catch (error) {
    const again = attemptNo < MAX_ATTEMPTS ? nextAttemptAt(clock.now(), attemptNo) : null;
    inTransaction(db, () => store.markAttemptFailed(db, mail.id, smtpReason(error), again));
    return again ? ('retrying' as const) : ('failed' as const);
  }
}

/** Every e-mail due now, batch after batch; each one at most once per call. */
export async function deliverDue(db: Db, clock: Clock, smtpUrl: string | undefined): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const batch = store.duePending(db, clock.now().toISOString(), afterId, BATCH);
    if (batch.length === 0) return report;
    // Read per batch: settings saved during a long delivery apply to the next batch.
    const transport = effectiveTransport(db, smtpUrl);
    const channel = transport && { transport, transporter: openTransporter(transport) };
    try {
      for (const mail of batch) {
        report[await deliverOne(db, clock, channel, mail)] += 1;
        afterId = mail.id;
      }
    } finally {
      channel?.transporter.close();
    }
  }
}
