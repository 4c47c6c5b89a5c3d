// The mail screens' calls through the real HTTP stack: the settings (the password never answered),
// « Envoyer un test » against a real SMTP sink, the box's information, the history paged and
// filtered with its bodies, attachments and « Renvoyer », the rights, and the e-mail purge's two modes.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailAttachments, mailMessages } from '../../service/db/schema';
import { inTransaction } from '../../service/db/transaction';
import { enqueueMail, type OutgoingMail } from '../../service/domains/mail';
import type { Client } from '../support/client';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { makeTestApp, type TestApp } from '../support/test-app';

let sink: SmtpSink;
let t: TestApp;
let admin: Client;
beforeEach(async () => {
  sink = await startSmtpSink();
  t = await makeTestApp({ smtpUrl: sink.url });
  admin = await t.signIn();
});
afterEach(async () => {
  t.close();
  await sink.stop();
});

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

const mail = (n: number, over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'reservation',
  to: [`client${n}@example.fr`],
  subject: `Réservation n° ${n}`,
  html: `<p>Bonjour client ${n}</p><script>alert(1)</script>`,
  customerId: n % 2 === 0 ? 2 : 3,
  entityType: 'booking',
  entityId: 100 + n,
  ...over,
});

/** An e-mail written on `day` at 10:00 UTC, then given `status`. */
function stored(
  n: number,
  day: string,
  status: 'pending' | 'sent' | 'failed' = 'sent',
  over: Partial<OutgoingMail> = {},
) {
  const id = inTransaction(t.db, () => enqueueMail(t.db, `${day}T10:00:00.000Z`, mail(n, over)));
  t.db.update(mailMessages).set({ status, attempts: 1 }).where(eq(mailMessages.id, id)).run();
  return id;
}

async function userWith(login: string, rights: { code: string; canSelect: boolean; canWrite: boolean }[]) {
  const { id } = await t.addUser({ login, password: `${login}-pass` });
  const body = { rights: rights.map((r) => ({ ...r, canDelete: false, canExport: false })) };
  expect((await admin.post(`/rest/security/user/set_right/${id}`, body)).status).toBe(200);
  return t.signIn({ login, password: `${login}-pass` });
}

describe('/email-configuration', () => {
  it('« the password is stored, never sent back to the browser in clear »; a save without one keeps it', async () => {
    const saved = await json(
      await admin.post('/rest/mail/settings', {
        host: 'smtp.example.fr',
        port: 465,
        security: 'tls',
        user: 'accueil',
        password: 'secret-smtp',
        senderName: 'Camping des Pins',
        senderAddress: 'accueil@camping-des-pins.fr',
        version: 0,
      }),
    );
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('secret-smtp');
    expect(saved.body.item).toMatchObject({ host: 'smtp.example.fr', security: 'tls', hasPassword: true, version: 1 });
    await admin.post('/rest/mail/settings', { senderName: 'Les Pins', version: 1 });
    const read = await json(await admin.get('/rest/mail/settings'));
    expect(JSON.stringify(read.body)).not.toContain('secret-smtp');
    expect(read.body).toMatchObject({ senderName: 'Les Pins', hasPassword: true });
    const stored = t.db.$client
      .prepare("SELECT value_json FROM typed_settings WHERE key = 'email-configuration'")
      .pluck()
      .get();
    expect(JSON.parse(stored as string).password).toBe('secret-smtp');
    await admin.post('/rest/mail/settings', { clearPassword: true });
    expect((await json(await admin.get('/rest/mail/settings'))).body.hasPassword).toBe(false);
  });

  it('refuses a sender address failing the e-mail rule, naming the field', async () => {
    const res = await json(await admin.post('/rest/mail/settings', { senderAddress: 'accueil@camping' }));
    expect(res).toMatchObject({
      status: 400,
      body: { serverMessage: 'VALIDATION', fields: { senderAddress: 'INVALID_EMAIL' } },
    });
  });

  it('« Envoyer un test » sends now to the typed address and answers ok', async () => {
    const res = await json(await admin.post('/rest/mail/test', { to: 'technicien@example.fr' }));
    expect(res).toMatchObject({ status: 200, body: { status: 'SENT' } });
    const [received] = await sink.waitFor(1);
    expect(received?.subject).toBe('Bivouac : e-mail de test');
    expect(received?.to && !Array.isArray(received.to) && received.to.text).toBe('technicien@example.fr');
    const kept = t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'test')).all();
    expect(kept.map((m) => m.status)).toEqual(['sent']);
  });

  it("a failing test answers the catalogue's error with the server's reason", async () => {
    sink.refuse('5.7.1 relais interdit');
    const res = await json(await admin.post('/rest/mail/test', { to: 'technicien@example.fr' }));
    expect(res.status).toBe(400);
    expect(res.body.serverMessage).toBe('EMAIL_TEST_NOT_SENT');
    expect(res.body.message).toContain("L'e-mail n'a pas été envoyé, vérifiez les paramètres de messagerie");
    expect(res.body.message).toContain('relais interdit');
  });

  it('« BIVOUAC_SMTP_URL unset and no settings »: the test answers the mail-configuration error', async () => {
    const bare = await makeTestApp();
    try {
      const client = await bare.signIn();
      const res = await json(await client.post('/rest/mail/test', { to: 'technicien@example.fr' }));
      expect(res).toMatchObject({ status: 400, body: { serverMessage: 'MAIL_CONFIGURATION_ERROR' } });
      expect((await json(await client.get('/rest/mail/info'))).body).toMatchObject({ source: 'none', transport: null });
    } finally {
      bare.close();
    }
  });

  it.each([
    ['', 'RECIPIENT_EMAIL_REQUIRED'],
    ['technicien@example.f', 'INVALID_EMAIL'],
  ])('« recipient e-mail required » and checked: « %s » → %s', async (to, code) => {
    const res = await json(await admin.post('/rest/mail/test', { to }));
    expect(res).toMatchObject({ status: 400, body: { fields: { to: code } } });
    expect(sink.messages).toHaveLength(0);
  });

  it("/email-configuration-informations tells where mail leaves through and the outbox's counts", async () => {
    stored(1, '2026-11-20', 'pending');
    const failed = stored(2, '2026-11-20', 'failed');
    t.db.update(mailMessages).set({ lastError: 'connexion refusée' }).where(eq(mailMessages.id, failed)).run();
    const sent = stored(3, '2026-11-22', 'sent');
    t.db.update(mailMessages).set({ sentAt: '2026-11-22T08:30:00.000Z' }).where(eq(mailMessages.id, sent)).run();
    stored(4, '2026-11-20', 'sent');
    const fromEnv = (await json(await admin.get('/rest/mail/info'))).body;
    expect(fromEnv).toMatchObject({ source: 'environment', transport: `smtp://127.0.0.1:${sink.port}` });
    expect(fromEnv).toMatchObject({ pending: 1, failed: 1, sentToday: 1, lastError: { error: 'connexion refusée' } });
    await admin.post('/rest/mail/settings', { host: 'smtp.example.fr', port: 587, security: 'starttls' });
    expect((await json(await admin.get('/rest/mail/info'))).body).toMatchObject({
      source: 'settings',
      transport: 'smtp://smtp.example.fr:587',
      security: 'starttls',
    });
  });

  it('/email-configuration-grc keeps the campaigns sender', async () => {
    await admin.post('/rest/mail/email-configuration-grc', { senderName: 'Les Pins', senderAddress: 'news@pins.fr' });
    expect((await json(await admin.get('/rest/mail/email-configuration-grc'))).body).toMatchObject({
      senderName: 'Les Pins',
      senderAddress: 'news@pins.fr',
    });
  });
});

describe('/email-history-list-page/:entityId', () => {
  it('pages on the server, newest first, 20 a page by default', async () => {
    for (let n = 1; n <= 25; n += 1) stored(n, `2026-10-${String(n).padStart(2, '0')}`);
    const first = (await json(await admin.post('/rest/mail/history/search', {}))).body;
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].subject).toBe('Réservation n° 25');
    const second = (await json(await admin.post('/rest/mail/history/search', { page: 2 }))).body;
    expect(second.items.map((m: { subject: string }) => m.subject)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Réservation n° ${n}`),
    );
  });

  it('filters by customer (the entity id), status, kind, period and text in recipient or subject', async () => {
    stored(1, '2026-10-01');
    stored(2, '2026-10-02', 'failed');
    stored(3, '2026-10-03', 'sent', { kind: 'balance' });
    stored(4, '2026-10-04');
    const subjects = async (criteria: object) =>
      (await json(await admin.post('/rest/mail/history/search', criteria))).body.items.map(
        (m: { subject: string }) => m.subject,
      );
    expect(await subjects({ customerId: 2 })).toEqual(['Réservation n° 4', 'Réservation n° 2']);
    expect(await subjects({ status: 'failed' })).toEqual(['Réservation n° 2']);
    expect(await subjects({ kind: 'balance' })).toEqual(['Réservation n° 3']);
    expect(await subjects({ from: '2026-10-02', to: '2026-10-03' })).toEqual(['Réservation n° 3', 'Réservation n° 2']);
    expect(await subjects({ text: 'client4@' })).toEqual(['Réservation n° 4']);
  });

  it('opens an e-mail with its body and attachments; an attachment downloads under its name', async () => {
    const id = stored(1, '2026-10-01', 'sent', {
      attachments: [{ fileName: 'facture été.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
    });
    const detail = (await json(await admin.get(`/rest/mail/history/${id}`))).body;
    expect(detail).toMatchObject({ subject: 'Réservation n° 1', to: ['client1@example.fr'], status: 'sent' });
    expect(detail.html).toContain('Bonjour client 1');
    expect(detail.attachments).toEqual([
      expect.objectContaining({ fileName: 'facture été.pdf', size: 8, isAvailable: true }),
    ]);
    const file = await admin.get(`/rest/mail/history/${id}/attachment/${detail.attachments[0].id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''facture%20%C3%A9t%C3%A9.pdf");
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('%PDF-1.4');
  });

  it('« Renvoyer » puts a failed e-mail back in the outbox; anything else is refused', async () => {
    const failed = stored(1, '2026-10-01', 'failed');
    const sent = stored(2, '2026-10-01', 'sent');
    const res = await json(await admin.post(`/rest/mail/history/${failed}/resend`));
    expect(res).toMatchObject({ status: 200, body: { item: { status: 'pending', attempts: 0 } } });
    expect((await json(await admin.post(`/rest/mail/history/${sent}/resend`))).body.serverMessage).toBe(
      'EMAIL_NOT_FAILED',
    );
  });

  it("lists a booking's e-mails for its sheet (served with its documents)", async () => {
    stored(1, '2026-10-01');
    stored(2, '2026-10-02', 'sent', { entityId: 101 });
    const list = (await json(await admin.get('/rest/document/booking/101/mails'))).body;
    expect(list.map((m: { subject: string }) => m.subject)).toEqual(['Réservation n° 2', 'Réservation n° 1']);
  });

  it('a user without the history right gets 401 INSUFFICIENT_RIGHT, a reader may read but not resend, no session 403', async () => {
    const id = stored(1, '2026-10-01', 'failed');
    const nobody = await userWith('nobody', []);
    expect((await nobody.post('/rest/mail/history/search', {})).status).toBe(401);
    expect((await nobody.get('/rest/mail/settings')).status).toBe(401);
    const reader = await userWith('reader', [
      { code: 'document_email_email_history', canSelect: true, canWrite: false },
      { code: 'document_email_email_configuration', canSelect: true, canWrite: false },
    ]);
    expect((await reader.post('/rest/mail/history/search', {})).status).toBe(200);
    expect((await reader.get(`/rest/mail/history/${id}`)).status).toBe(200);
    expect((await json(await reader.post(`/rest/mail/history/${id}/resend`))).body.serverMessage).toBe(
      'INSUFFICIENT_RIGHT',
    );
    expect((await reader.post('/rest/mail/test', { to: 'a@example.fr' })).status).toBe(401);
    expect((await reader.post('/rest/mail/settings', { host: 'x' })).status).toBe(401);
    expect((await t.anonymous.post('/rest/mail/history/search', {})).status).toBe(403);
  });
});

describe('/purging-files: the e-mail purge (« attachments only, or attachments and history »)', () => {
  function site() {
    const attachment = { fileName: 'contrat.pdf', contentType: 'application/pdf', content: Buffer.alloc(1000, 1) };
    return {
      old: stored(1, '2026-09-01', 'sent', { attachments: [attachment] }),
      oldFailed: stored(2, '2026-09-02', 'failed', { attachments: [attachment] }),
      oldPending: stored(3, '2026-09-03', 'pending', { attachments: [attachment] }),
      recent: stored(4, '2026-11-01', 'sent', { attachments: [attachment] }),
    };
  }
  const files = (id: number) => t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, id)).all();
  const exists = (id: number) => t.db.select().from(mailMessages).where(eq(mailMessages.id, id)).get() !== undefined;

  it('« attachments only »: before the day, the content goes, the name and size stay; pending and recent untouched', async () => {
    const m = site();
    const request = { before: '2026-10-01', mail: 'attachments' };
    const plan = (await json(await admin.post('/rest/system/purge/plan', request))).body;
    expect(plan.lines).toEqual([expect.objectContaining({ target: 'mail', count: 2, bytes: 2000 })]);
    expect(files(m.old)[0]?.content).not.toBeNull();
    const done = (await json(await admin.post('/rest/system/purge', request))).body;
    expect(done.lines[0]).toMatchObject({ target: 'mail', count: 2 });
    for (const id of [m.old, m.oldFailed])
      expect(files(id)).toEqual([expect.objectContaining({ fileName: 'contrat.pdf', size: 1000, content: null })]);
    for (const id of [m.oldPending, m.recent]) expect(files(id)[0]?.content).not.toBeNull();
    expect([m.old, m.oldFailed, m.oldPending, m.recent].every(exists)).toBe(true);
    const detail = (await json(await admin.get(`/rest/mail/history/${m.old}`))).body;
    expect(detail.attachments[0]).toMatchObject({ isAvailable: false, size: 1000 });
    expect((await admin.get(`/rest/mail/history/${m.old}/attachment/${detail.attachments[0].id}`)).status).toBe(404);
  });

  it('« attachments and history »: the e-mails before the day go with their attachments; the outbox stays', async () => {
    const m = site();
    const done = (
      await json(await admin.post('/rest/system/purge', { before: '2026-10-01', mail: 'attachmentsAndHistory' }))
    ).body;
    expect(done.lines[0]).toMatchObject({ target: 'mail', count: 2, bytes: 2000 });
    expect([m.old, m.oldFailed].map(exists)).toEqual([false, false]);
    expect(files(m.old)).toEqual([]);
    expect([m.oldPending, m.recent].map(exists)).toEqual([true, true]);
    const journal = t.db.$client.prepare("SELECT summary FROM tech_events WHERE kind = 'purge.mail'").pluck().all();
    expect(journal).toHaveLength(1);
  });
});
