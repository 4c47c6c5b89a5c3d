// The surety reminder screen's calls through app.request() on a real SQLite file, business day
// 22 November 2026: the two lists of a window of arrivals, the send writing each e-mail to the
// outbox with its flag, the per-row errors, the rights, and the recomputed amounts.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, mailMessages } from '../../service/db/schema';
import type { Client } from '../support/client';
import { configureSurety, reservationArriving, SMTP_URL } from '../support/surety-site';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;

beforeEach(async () => {
  t = await makeTestApp({ smtpUrl: SMTP_URL });
  admin = await t.signIn();
  configureSurety(t.db, { calcul: 1, nbdaySurety: 10, nbdaySuretyReminder: 5, suretyAmountCents: 30_000 });
});
afterEach(() => t.close());

const search = (client: Client, startDate = '2026-11-23', endDate = '2026-12-03') =>
  client.post('/rest/module/surety/swikly/bookings', { startDate, endDate });
const send = (client: Client, bookingIds: number[]) => client.post('/rest/module/surety/swikly/send', { bookingIds });
const mails = () => t.db.select().from(mailMessages).all();

describe('the lists: live reservations arriving in the window, first notice or reminder', () => {
  it('lists the first notices and the reminders with the spec’s row fields', async () => {
    const far = reservationArriving(t.db, '2026-12-02', { lastName: 'Durand' });
    const near = reservationArriving(t.db, '2026-11-25', { lastName: 'Petit' });
    reservationArriving(t.db, '2026-12-10', { lastName: 'Hors' });
    reservationArriving(t.db, '2026-11-26', { lastName: 'Option', kind: 2 });
    await send(admin, [near]);
    const res = await search(admin);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.suretyList).toEqual([
      {
        bookingId: far,
        bookingCode: expect.stringMatching(/^R/),
        customerId: expect.any(Number),
        customerName: 'Durand Léa',
        startDate: '2026-12-02',
        endDate: '2026-12-09',
        statusId: 3,
        suretyAmount: 30_000,
        balanceAmount: 70_000,
        isSuretySend: false,
        isBalanceSend: false,
        isSuretyReminderSend: false,
        isBalanceSendReminder: false,
        error: null,
        guaranteeStatus: 'none',
      },
    ]);
    expect(body.suretyReminderList).toMatchObject([
      { bookingId: near, isSuretySend: true, guaranteeStatus: 'requested' },
    ]);
  });

  it('refuses a window whose start is after its end', async () => {
    const res = await search(admin, '2026-12-03', '2026-11-23');
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('START_AFTER_END');
  });
});

describe('send: the e-mail written to the outbox with its flag, in one transaction', () => {
  it('writes the surety e-mail with its guarantee link and sets « surety sent »; a second send writes nothing', async () => {
    const id = reservationArriving(t.db, '2026-12-01');
    const res = await send(admin, [id]);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'SENT',
      sentCount: 1,
      rows: [{ bookingId: id, isSuretySend: true }],
    });
    const [mail] = mails();
    expect(mail).toMatchObject({ kind: 'surety', entityType: 'booking', entityId: id, status: 'pending' });
    expect(JSON.parse(mail?.toJson ?? '[]')).toEqual(['martin@example.fr']);
    expect(mail?.html).toContain('https://camping-des-pins.example/rest/public/surety/');
    expect(t.db.select().from(bookings).where(eq(bookings.id, id)).get()?.suretyCents).toBe(30_000);

    const again = await send(admin, [id]);
    expect(again.status).toBe(400);
    expect((await again.json()).serverMessage).toBe('SURETY_NOTHING_TO_SEND');
    expect(mails()).toHaveLength(1);
  });

  it('the reminder is written once the reminder offset is reached, and flagged « surety reminder sent »', async () => {
    const id = reservationArriving(t.db, '2026-11-26');
    await send(admin, [id]);
    const res = await send(admin, [id]);
    expect(res.status).toBe(200);
    expect((await res.json()).rows[0]).toMatchObject({ isSuretySend: true, isSuretyReminderSend: true });
    expect(mails().map((m) => m.kind)).toEqual(['surety', 'surety']);
  });

  it('mode 3 writes the surety and the balance e-mails and sets both flags', async () => {
    configureSurety(t.db, { calcul: 3 });
    const id = reservationArriving(t.db, '2026-12-01', { totalCents: 70_000, paidCents: 20_000 });
    const body = await (await send(admin, [id])).json();
    expect(body.rows[0]).toMatchObject({ isSuretySend: true, isBalanceSend: true, balanceAmount: 50_000 });
    expect(mails().map((m) => m.kind)).toEqual(['surety', 'balance']);
  });

  it('a row that cannot be sent keeps its error; the others go out and the answer is 200', async () => {
    const ok = reservationArriving(t.db, '2026-12-01', { lastName: 'Durand' });
    const noEmail = reservationArriving(t.db, '2026-12-01', { lastName: 'Sansmail', email: null });
    const res = await send(admin, [ok, noEmail]);
    expect(res.status).toBe(200);
    expect(mails()).toHaveLength(1);
    const lists = await (await search(admin)).json();
    const failed = lists.suretyList.find((r: { bookingId: number }) => r.bookingId === noEmail);
    expect(failed).toMatchObject({ isSuretySend: false, error: "L'adresse e-mail du destinataire est obligatoire" });
  });

  it('when no e-mail went out the answer is 400 with the reason, and nothing is flagged', async () => {
    const noEmail = reservationArriving(t.db, '2026-12-01', { email: null });
    const res = await send(admin, [noEmail]);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('RECIPIENT_EMAIL_REQUIRED');
    expect(mails()).toHaveLength(0);
    expect((await (await search(admin)).json()).suretyList[0].isSuretySend).toBe(false);
  });

  it('with no mail server named, the send is refused with the mail configuration error, nothing written', async () => {
    const bare = await makeTestApp();
    try {
      configureSurety(bare.db, { calcul: 1 });
      const id = reservationArriving(bare.db, '2026-12-01');
      const res = await send(await bare.signIn(), [id]);
      expect(res.status).toBe(400);
      expect((await res.json()).serverMessage).toBe('MAIL_CONFIGURATION_ERROR');
      expect(bare.db.select().from(mailMessages).all()).toHaveLength(0);
    } finally {
      bare.close();
    }
  });

  it('a third-party provider unreachable from the box is the row’s error, not a silent success', async () => {
    t.db.$client.prepare(`UPDATE module_providers SET provider = 1 WHERE kind = 'surety'`).run();
    const id = reservationArriving(t.db, '2026-12-01');
    const res = await send(admin, [id]);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('SURETY_PROVIDER_UNREACHABLE');
    expect(mails()).toHaveLength(0);
  });
});

describe('rights: sending needs the write right on customer_partner_surety_list', () => {
  it('a reader lists but is refused the send and the recomputation by the server', async () => {
    const id = reservationArriving(t.db, '2026-12-01');
    const reader = await t.addUser({ login: 'reader', password: 'reader-1' });
    const right = {
      code: 'customer_partner_surety_list',
      canSelect: true,
      canWrite: false,
      canDelete: false,
      canExport: false,
    };
    expect((await admin.post(`/rest/security/user/set_right/${reader.id}`, { rights: [right] })).status).toBe(200);
    const client = await t.signIn({ login: 'reader', password: 'reader-1' });
    expect((await search(client)).status).toBe(200);
    const refused = await send(client, [id]);
    expect(refused.status).toBe(401);
    expect((await refused.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    expect((await client.post('/rest/module/surety/booking/calcul', {})).status).toBe(401);
    expect(mails()).toHaveLength(0);
  });
});

describe('calcul: the surety and balance amounts recomputed', () => {
  it('sets the configured surety on upcoming reservations not yet asked, leaving the booking’s own balance (its payment schedule) alone', async () => {
    const id = reservationArriving(t.db, '2026-12-01', { totalCents: 70_000, paidCents: 25_000 });
    t.db.update(bookings).set({ balanceCents: 52_500 }).where(eq(bookings.id, id)).run();
    const res = await admin.post('/rest/module/surety/booking/calcul', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'SAVED', count: 1 });
    const row = t.db.select().from(bookings).where(eq(bookings.id, id)).get();
    expect(row).toMatchObject({ suretyCents: 30_000, balanceCents: 52_500 });
  });

  it('a surety already announced by e-mail keeps its amount when the configuration changes', async () => {
    const id = reservationArriving(t.db, '2026-12-01');
    await send(admin, [id]);
    configureSurety(t.db, { suretyAmountCents: 50_000 });
    await admin.post('/rest/module/surety/booking/calcul', {});
    expect(t.db.select().from(bookings).where(eq(bookings.id, id)).get()?.suretyCents).toBe(30_000);
  });
});
