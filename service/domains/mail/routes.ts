// The mail routes: the e-mail settings and « Envoyer un test » (Configuration e-mail), the history
// with its bodies, attachments and « Renvoyer » (Historique des e-mails). A booking's e-mails are
// served with its documents (`mailsOfEntity`).
import { Hono } from 'hono';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { settingsRoutes } from '../../settings/routes';
import { mailSearchSchema, mailServerSaveSchema, testMailSchema } from './contract';
import { mailAttachmentFile, mailBoxInfo, mailDetail, resendMail, searchMails } from './history';
import { readServerSettings, saveServerSettings } from './server-settings';
import { campaignSenderSettings } from './settings-definition';
import { sendTestMail } from './test-mail';

const SETTINGS = 'document_email_email_configuration';
const HISTORY = 'document_email_email_history';

/** `filename*` keeps accented names intact in every browser. */
const attachmentHeader = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

export function mailRoutes() {
  return new Hono<AppEnv>()
    .get('/mail/settings', allow.to(SETTINGS, 'read'), (c) => c.json(readServerSettings(c.get('deps').db)))
    .post('/mail/settings', allow.to(SETTINGS, 'write'), async (c) => {
      const { db, clock } = c.get('deps');
      const input = await readJson(c, mailServerSaveSchema);
      return c.json({ status: 'SAVED', item: saveServerSettings(db, clock, input, c.get('session')?.id ?? null) });
    })
    .get('/mail/info', allow.to(SETTINGS, 'read'), (c) => {
      const { db, clock, smtpUrl } = c.get('deps');
      return c.json(mailBoxInfo(db, clock, smtpUrl));
    })
    .post('/mail/test', allow.to(SETTINGS, 'write'), async (c) => {
      const { db, clock, smtpUrl } = c.get('deps');
      const { to } = await readJson(c, testMailSchema);
      const sent = await sendTestMail(db, clock, smtpUrl, to, c.get('session')?.id ?? null);
      return c.json({ status: 'SENT', ...sent });
    })
    .route('/', settingsRoutes('mail', [campaignSenderSettings]))
    .post('/mail/history/search', allow.to(HISTORY, 'read'), async (c) =>
      c.json(searchMails(c.get('deps').db, await readJson(c, mailSearchSchema))),
    )
    .get('/mail/history/:id', allow.to(HISTORY, 'read'), (c) => c.json(mailDetail(c.get('deps').db, idParam(c))))
    .get('/mail/history/:id/attachment/:attachmentId', allow.to(HISTORY, 'read'), (c) => {
      const file = mailAttachmentFile(c.get('deps').db, idParam(c), idParam(c, 'attachmentId'));
      return c.body(new Uint8Array(file.content), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentHeader(file.fileName),
      });
    })
    .post('/mail/history/:id/resend', allow.to(HISTORY, 'write'), (c) =>
      c.json({ status: 'SAVED', item: resendMail(c.get('deps').db, idParam(c)) }),
    );
}
