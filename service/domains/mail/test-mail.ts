// « Envoyer un test »: one e-mail sent now through the effective transport, not through the outbox
// job, so the screen answers at once whether the settings work. It is kept in the history as sent
// or failed, written after the attempt so the outbox job never takes it too.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { smtpReason } from './rules';
import { insertSentTest } from './store';
import { openTransporter, transportOrFail } from './transport';

function body(at: Date, source: string): string {
  const when = at.toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
  return `<p>Bonjour,</p><p>Cet e-mail de test a été envoyé par Bivouac le ${when} (serveur : ${source}).</p><p>Les paramètres de messagerie fonctionnent.</p>`;
}

export async function sendTestMail(
  db: Db,
  clock: Clock,
  smtpUrl: string | undefined,
  to: string,
  userId: number | null,
): Promise<{ messageId: string }> {
  const transport = transportOrFail(db, smtpUrl);
  const at = clock.now();
  const mail = { subject: 'Bivouac : e-mail de test', html: body(at, transport.url) };
  const row = {
    createdAt: at.toISOString(),
    createdBy: userId,
    kind: 'test',
    toJson: JSON.stringify([to]),
    ...mail,
    attempts: 1,
  };
  const transporter = openTransporter(transport);
  try {
    const info = await transporter.sendMail({
      from: transport.from,
      to,
      bcc: transport.bcc ?? undefined,
      replyTo: transport.replyTo ?? undefined,
      ...mail,
    });
    insertSentTest(db, { ...row, status: 'sent', sentAt: clock.now().toISOString(), messageId: info.messageId });
    return { messageId: info.messageId };
  } catch (error) {
    const reason = smtpReason(error);
    insertSentTest(db, { ...row, status: 'failed', lastError: reason });
    throw new AppError('EMAIL_TEST_NOT_SENT', { params: { reason } });
  } finally {
    transporter.close();
  }
}
