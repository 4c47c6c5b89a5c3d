// The reminder jobs run through the runner on a real SQLite file, business day 22 November 2026,
// a real SMTP server on loopback: each writes its e-mail with its flag in one transaction, so two
// runs send once, and a run that dies after writing the outbox row leaves nothing behind and the
// next run sends once. No mail server, or its switch off, and a job writes nothing.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingReminders, mailMessages } from '../../service/db/schema';
import { mailOutboxJob } from '../../service/domains/mail';
import { bookingOptionPreference, bookingPreference } from '../../service/domains/preference/booking-preferences';
import { balanceRemindersJob, optionRelaunchJob, preStayJob, suretyNoticesJob } from '../../service/domains/surety';
import type { Job } from '../../service/jobs/job';
import { runJob } from '../../service/jobs/runner';
import { serviceContext } from '../../service/jobs/scheduler';
import { writeSettings } from '../../service/settings/store';
import { pdfText } from '../support/pdf-text';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { configureSurety, reservationArriving } from '../support/surety-site';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let sink: SmtpSink;

beforeEach(async () => {
  sink = await startSmtpSink();
  t = await makeTestApp({ smtpUrl: sink.url });
  configureSurety(t.db, { calcul: 1, nbdaySurety: 10, nbdaySuretyReminder: 5 });
});
afterEach(async () => {
  t.close();
  await sink.stop();
});

const run = (job: Job) => runJob(job, serviceContext(t), 'service');
const mailsOf = (bookingId: number) =>
  t.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.entityId, bookingId))
    .all()
    .map((m) => m.kind);
const stampsOf = (bookingId: number) =>
  t.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, bookingId)).get();
const setColumn = (bookingId: number, column: string, value: string) =>
  t.db.$client.prepare(`UPDATE bookings SET ${column} = ? WHERE id = ?`).run(value, bookingId);

describe('surety-notices: the first notice from nbdaySurety days, the reminder from nbdaySuretyReminder', () => {
  it('sends the first notice at D-10 and the reminder at D-5, each once across runs', async () => {
    const firstNotice = reservationArriving(t.db, '2026-12-02', { lastName: 'Durand' });
    const tooEarly = reservationArriving(t.db, '2026-12-03', { lastName: 'Tot' });
    const reminded = reservationArriving(t.db, '2026-11-27', { lastName: 'Petit' });
    t.db.insert(bookingReminders).values({ bookingId: reminded, suretySentAt: '2026-11-17T09:00:00.000Z' }).run();
    expect(await run(suretyNoticesJob)).toMatchObject({ status: 'ok', summary: '2 e-mail(s) écrit(s)' });
    expect(await run(suretyNoticesJob)).toMatchObject({ status: 'ok', summary: '0 e-mail(s) écrit(s)' });
    expect(mailsOf(firstNotice)).toEqual(['surety']);
    expect(mailsOf(reminded)).toEqual(['surety']);
    expect(stampsOf(reminded)?.suretyReminderSentAt).not.toBeNull();
    expect(mailsOf(tooEarly)).toEqual([]);
  });

  it('a booking without e-mail address makes the run a warning naming it, its error kept for the screen', async () => {
    const id = reservationArriving(t.db, '2026-11-30', { email: null });
    const result = await run(suretyNoticesJob);
    expect(result.status).toBe('warning');
    expect(result.summary).toMatch(/^0 e-mail\(s\) écrit\(s\), 1 séjour\(s\) en erreur \(R\d+\)$/);
    expect(stampsOf(id)).toMatchObject({
      suretySentAt: null,
      lastError: "L'adresse e-mail du destinataire est obligatoire",
    });
  });
});

describe('balance-reminders: at D-10 and D-5 before the balance due day, while a balance is owed', () => {
  it('sends D-10, then nothing on a second run; a paid balance gets none', async () => {
    const owing = reservationArriving(t.db, '2026-12-20', {
      lastName: 'Durand',
      totalCents: 70_000,
      paidCents: 20_000,
    });
    setColumn(owing, 'balance_due_date', '2026-12-01');
    const paid = reservationArriving(t.db, '2026-12-20', { lastName: 'Paye', totalCents: 70_000, paidCents: 70_000 });
    setColumn(paid, 'balance_due_date', '2026-12-01');
    await run(balanceRemindersJob);
    await run(balanceRemindersJob);
    expect(mailsOf(owing)).toEqual(['balance']);
    expect(stampsOf(owing)).toMatchObject({ balanceD5SentAt: null });
    expect(stampsOf(owing)?.balanceD10SentAt).not.toBeNull();
    expect(mailsOf(paid)).toEqual([]);
  });

  it('without a due day the arrival counts: D-5 of an arrival in 4 days', async () => {
    const id = reservationArriving(t.db, '2026-11-26');
    t.db.$client.prepare('UPDATE bookings SET balance_due_date = NULL WHERE id = ?').run(id);
    await run(balanceRemindersJob);
    expect(stampsOf(id)?.balanceD5SentAt).not.toBeNull();
  });
});

describe('option-relaunch and pre-stay: once each', () => {
  it('relaunches an option 2 days before it lapses (the option preference’s default), once', async () => {
    const soon = reservationArriving(t.db, '2027-01-10', { kind: 2, lastName: 'Soon' });
    setColumn(soon, 'option_valid_until', '2026-11-24');
    const later = reservationArriving(t.db, '2027-01-10', { kind: 2, lastName: 'Later' });
    setColumn(later, 'option_valid_until', '2026-11-25');
    await run(optionRelaunchJob);
    await run(optionRelaunchJob);
    expect(mailsOf(soon)).toEqual(['option_relaunch']);
    expect(mailsOf(later)).toEqual([]);
  });

  it('sends the pre-stay e-mail 10 days before arrival, once', async () => {
    const due = reservationArriving(t.db, '2026-12-02', { lastName: 'Due' });
    const notYet = reservationArriving(t.db, '2026-12-03', { lastName: 'NotYet' });
    await run(preStayJob);
    await run(preStayJob);
    expect(mailsOf(due)).toEqual(['pre_stay']);
    expect(mailsOf(notYet)).toEqual([]);
  });
});

describe('a run that dies after writing the outbox row', () => {
  it('leaves neither the e-mail nor the flag, and the next run sends once', async () => {
    const id = reservationArriving(t.db, '2026-12-02');
    // The failure strikes inside the transaction, just after the outbox row is written.
    t.db.$client.exec(
      "CREATE TEMP TRIGGER die_after_outbox AFTER INSERT ON mail_messages BEGIN SELECT RAISE(ABORT, 'crash'); END",
    );
    expect(await run(preStayJob)).toMatchObject({ status: 'failed' });
    expect(mailsOf(id)).toEqual([]);
    expect(stampsOf(id)?.preStaySentAt ?? null).toBeNull();
    t.db.$client.exec('DROP TRIGGER die_after_outbox');
    await run(preStayJob);
    await run(preStayJob);
    expect(mailsOf(id)).toEqual(['pre_stay']);
  });
});

describe('the switches: a mail server named, the booking preferences on', () => {
  it('with no mail server named, no reminder is written (they would all leave stale the day one is set)', async () => {
    const bare = await makeTestApp();
    try {
      configureSurety(bare.db, { calcul: 1 });
      const id = reservationArriving(bare.db, '2026-11-30');
      for (const job of [suretyNoticesJob, balanceRemindersJob, preStayJob, optionRelaunchJob]) {
        const result = await runJob(job, serviceContext(bare), 'service');
        expect(result).toMatchObject({
          status: 'warning',
          summary: 'aucun serveur e-mail configuré : aucune relance écrite',
        });
      }
      expect(bare.db.select().from(mailMessages).where(eq(mailMessages.entityId, id)).all()).toEqual([]);
    } finally {
      bare.close();
    }
  });

  it('the surety module switched off: no surety e-mail from the job', async () => {
    t.db.$client
      .prepare(
        `INSERT INTO module_states (code, is_active, updated_at) VALUES ('surety', 0, ?)
         ON CONFLICT (code) DO UPDATE SET is_active = 0`,
      )
      .run(t.clock.now().toISOString());
    const id = reservationArriving(t.db, '2026-11-30');
    expect(await run(suretyNoticesJob)).toMatchObject({ summary: '« module Caution » désactivé : aucun e-mail écrit' });
    expect(mailsOf(id)).toEqual([]);
  });

  it('« Rappels de solde par e-mail » off: no balance reminder', async () => {
    writeSettings(t.db, t.clock, bookingPreference, { balanceReminders: false });
    const id = reservationArriving(t.db, '2026-11-26');
    expect(await run(balanceRemindersJob)).toMatchObject({
      status: 'ok',
      summary: '« Rappels de solde par e-mail » désactivé : aucun e-mail écrit',
    });
    expect(mailsOf(id)).toEqual([]);
  });

  it('« E-mail avant le séjour (J-10) » off: no pre-stay e-mail', async () => {
    writeSettings(t.db, t.clock, bookingPreference, { preStayEmail: false });
    const id = reservationArriving(t.db, '2026-11-30');
    await run(preStayJob);
    expect(mailsOf(id)).toEqual([]);
  });

  it("« Relancer l'option par e-mail » off: no relaunch; on, the relaunch days come from the option preference", async () => {
    const id = reservationArriving(t.db, '2027-01-10', { kind: 2 });
    setColumn(id, 'option_valid_until', '2026-11-26');
    writeSettings(t.db, t.clock, bookingOptionPreference, { relaunchByEmail: false, relaunchDaysBeforeExpiry: 4 });
    await run(optionRelaunchJob);
    expect(mailsOf(id)).toEqual([]);
    writeSettings(t.db, t.clock, bookingOptionPreference, { relaunchByEmail: true });
    await run(optionRelaunchJob);
    expect(mailsOf(id)).toEqual(['option_relaunch']);
  });
});

describe('the reminder reaches the guest’s mailbox', () => {
  it('a balance reminder delivered: French subject, the balance as 934,56 €, its PDF', async () => {
    const id = reservationArriving(t.db, '2026-12-20', { lastName: 'Durand', totalCents: 143_456, paidCents: 50_000 });
    setColumn(id, 'balance_due_date', '2026-11-27');
    await run(balanceRemindersJob);
    expect(await runJob(mailOutboxJob, serviceContext(t), 'service')).toMatchObject({ status: 'ok' });
    const [mail] = await sink.waitFor(1);
    expect(mail?.to).toMatchObject({ text: 'durand@example.fr' });
    expect(mail?.subject).toMatch(/^Solde de votre séjour n° R\d+$/);
    expect(mail?.html).toMatch(/934,56\s€/);
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(await pdfText(pdf?.content ?? Buffer.alloc(0))).toMatch(/934,56\s€/);
  });
});
