// The outbox delivered to a real SMTP server on loopback: what the guest's mailbox gets, what happens
// while the server is down or refusing (kept pending with its error, tried again after the back-off,
// sent exactly once when the server is back), the settings winning over BIVOUAC_SMTP_URL, the job
// woken by a commit, and the scheduler keeping no record of the runs that found nothing.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages } from '../../service/db/schema';
import { inTransaction } from '../../service/db/transaction';
import { jobRuns } from '../../service/domains/jobs/schema';
import { enqueueMail, mailOutboxJob, type OutgoingMail } from '../../service/domains/mail';
import { MAX_ATTEMPTS } from '../../service/domains/mail/rules';
import { mailServerSettings } from '../../service/domains/mail/settings-definition';
import { runJob } from '../../service/jobs/runner';
import { serviceContext, startScheduler } from '../../service/jobs/scheduler';
import { writeSettings } from '../../service/settings/store';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { makeTestApp, type TestApp } from '../support/test-app';

let sink: SmtpSink;
let t: TestApp;
beforeEach(async () => {
  sink = await startSmtpSink();
  t = await makeTestApp({ smtpUrl: sink.url });
});
afterEach(async () => {
  t.close();
  await sink.stop();
});

const reservation: OutgoingMail = {
  kind: 'reservation',
  to: ['anne.martin@example.fr'],
  subject: 'Votre réservation au camping « Les Pins »',
  html: '<p>Bonjour Anne, votre séjour du 12/07 au 19/07 est confirmé : 1 234,56 €.</p>',
  attachments: [{ fileName: 'contrat-séjour.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 …') }],
  entityType: 'booking',
  entityId: 7,
  customerId: 3,
};

const enqueue = (mail: OutgoingMail = reservation) =>
  inTransaction(t.db, () => enqueueMail(t.db, t.clock.now().toISOString(), mail));
const deliver = (context = serviceContext(t)) => runJob(mailOutboxJob, context, 'service');
const row = (id: number) => t.db.select().from(mailMessages).where(eq(mailMessages.id, id)).get();
const minutes = (n: number) => n * 60_000;

describe('the outbox job delivers pending e-mails', () => {
  it('a pending e-mail reaches the mailbox with its French subject, html, attachment, From, Reply-To and Bcc of the settings, and its Message-ID', async () => {
    writeSettings(t.db, t.clock, mailServerSettings, {
      senderName: 'Camping des Pins',
      senderAddress: 'accueil@camping-des-pins.fr',
      replyTo: 'reservations@camping-des-pins.fr',
      bcc: 'archives@camping-des-pins.fr',
    });
    const id = enqueue();
    const run = await deliver();
    expect(run).toMatchObject({ status: 'ok', summary: '1 e-mail(s) envoyé(s)' });
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe('Votre réservation au camping « Les Pins »');
    expect(mail?.html).toContain('1 234,56 €');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['contrat-séjour.pdf', 'application/pdf'],
    ]);
    expect(mail?.from?.value).toEqual([{ name: 'Camping des Pins', address: 'accueil@camping-des-pins.fr' }]);
    expect(mail?.replyTo?.value[0]?.address).toBe('reservations@camping-des-pins.fr');
    // The blind copy travels in the envelope only, never in the headers the guest reads.
    expect(sink.recipients[0]).toEqual(['anne.martin@example.fr', 'archives@camping-des-pins.fr']);
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(row(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: t.clock.now().toISOString(),
    });
    expect(mail?.messageId).toBe(row(id)?.messageId);
  });

  it('« a stay saved while the SMTP server is down still gets its e-mail once it is back, exactly once »', async () => {
    sink.refuse('4.3.0 relais indisponible');
    const id = enqueue();
    const first = await deliver();
    expect(first).toMatchObject({ status: 'warning', summary: '0 e-mail(s) envoyé(s), 1 à réessayer' });
    const waiting = row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain("le serveur SMTP a refusé l'e-mail");
    expect(waiting?.lastError).toContain('relais indisponible');
    expect(waiting?.nextAttemptAt).toBe(new Date(t.clock.now().getTime() + minutes(1)).toISOString());

    sink.refuse(null);
    await deliver();
    expect(row(id)?.attempts).toBe(1); // not due yet: the back-off is kept
    t.clock.advance(minutes(1));
    await deliver();
    await deliver();
    expect(row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sink.messages).toHaveLength(1);
  });

  it('a server that does not answer at all (stopped) keeps the e-mail pending with the reason in French', async () => {
    await sink.stop();
    const id = enqueue();
    await deliver();
    expect(row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row(id)?.lastError).toContain('connexion refusée par le serveur SMTP');
    sink = await startSmtpSink(sink.port);
    t.clock.advance(minutes(1));
    await deliver();
    await sink.waitFor(1);
    expect(row(id)?.status).toBe('sent');
  });

  it('« then failed after N attempts »: the last error is kept and the e-mail leaves the outbox', async () => {
    sink.refuse('5.7.1 expéditeur refusé');
    const id = enqueue();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliver();
      t.clock.advance(minutes(240));
    }
    expect(row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(row(id)?.lastError).toContain('expéditeur refusé');
    sink.refuse(null);
    await deliver();
    expect(sink.messages).toHaveLength(0);
  });

  it('« two runs never send twice »: a second run at the same time is refused by the job lock', async () => {
    const ids = [enqueue(), enqueue({ ...reservation, to: ['paul.durand@example.fr'] })];
    const runs = await Promise.allSettled([deliver(), deliver()]);
    expect(runs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    await deliver();
    expect(ids.map((id) => row(id)?.status)).toEqual(['sent', 'sent']);
    expect(sink.messages.map((m) => m.to && !Array.isArray(m.to) && m.to.text)).toEqual([
      'anne.martin@example.fr',
      'paul.durand@example.fr',
    ]);
  });

  it('« settings in the database override BIVOUAC_SMTP_URL »', async () => {
    const other = await startSmtpSink();
    try {
      writeSettings(t.db, t.clock, mailServerSettings, { host: '127.0.0.1', port: other.port, security: 'none' });
      enqueue();
      await deliver();
      await other.waitFor(1);
      expect(sink.messages).toHaveLength(0);
    } finally {
      await other.stop();
    }
  });

  it('with neither settings nor BIVOUAC_SMTP_URL, the e-mail waits with the mail-configuration error', async () => {
    const id = enqueue();
    await deliver({ ...serviceContext(t), smtpUrl: undefined });
    expect(row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Erreur de configuration de la messagerie',
    });
  });
});

describe('the service delivers without waiting for the next minute', () => {
  it('« wake the delivery right after a commit that enqueued mail »: the guest gets it with no run asked', async () => {
    const scheduler = startScheduler(serviceContext(t), [mailOutboxJob]);
    try {
      enqueue();
      const [mail] = await sink.waitFor(1);
      expect(mail?.subject).toBe(reservation.subject);
    } finally {
      await scheduler.stop();
    }
  });

  it('a rolled-back change sends nothing, even once the job is woken', async () => {
    expect(() =>
      inTransaction(t.db, () => {
        enqueueMail(t.db, t.clock.now().toISOString(), reservation);
        throw new Error('la réservation a échoué');
      }),
    ).toThrow('la réservation a échoué');
    await deliver({ ...serviceContext(t) });
    expect(sink.messages).toHaveLength(0);
  });
});

describe('runs that found nothing to do', () => {
  const runs = () => t.db.select().from(jobRuns).where(eq(jobRuns.job, 'mail-outbox')).all();

  it('« avoid a job_runs row every minute »: a scheduled run with nothing due keeps no record, no journal, no log line', async () => {
    const run = await deliver();
    expect(run).toMatchObject({ status: 'ok', summary: 'aucun e-mail à envoyer' });
    expect(runs()).toHaveLength(0);
    expect(t.db.$client.prepare("SELECT count(*) FROM tech_events WHERE kind LIKE 'job.%'").pluck().get()).toBe(0);
    expect(t.logger.events.filter((e) => e.fields?.job === 'mail-outbox')).toEqual([]);
  });

  it('a run someone asked for (the CLI, « Lancer maintenant ») is kept even when idle', async () => {
    await runJob(mailOutboxJob, serviceContext(t), 'cli');
    await runJob(mailOutboxJob, serviceContext(t), 'service', 1);
    expect(runs().map((r) => [r.origin, r.status, r.summary])).toEqual([
      ['cli', 'ok', 'aucun e-mail à envoyer'],
      ['service', 'ok', 'aucun e-mail à envoyer'],
    ]);
  });

  it('a run that sent something is kept with its outcome', async () => {
    enqueue();
    await deliver();
    expect(runs().map((r) => r.summary)).toEqual(['1 e-mail(s) envoyé(s)']);
  });
});
