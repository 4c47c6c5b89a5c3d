// The guarantee link a guest receives, through app.request() with no session: the signed token
// opens the public page, recording the card's holder, last four digits and expiry makes a
// guarantee payment in progress listed by /guarantee-list; a forged, expired or spent link is
// refused politely.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../service/app';
import { fixedClock } from '../../service/clock';
import { mailMessages, payments } from '../../service/db/schema';
import { SURETY_LINK_PROVIDER, suretyProvider } from '../../service/domains/surety/provider';
import { memoryLogger } from '../../service/logger';
import { type Client, clientFor } from '../support/client';
import { configureSurety, PUBLIC_URL, reservationArriving, SMTP_URL } from '../support/surety-site';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;

beforeEach(async () => {
  t = await makeTestApp({ smtpUrl: SMTP_URL });
  admin = await t.signIn();
  configureSurety(t.db, { calcul: 1, suretyAmountCents: 30_000, linkValidityDays: 7 });
});
afterEach(() => t.close());

/** Sends the surety e-mail of a booking arriving on 1 December and answers its link's path. */
async function linkPath(): Promise<{ bookingId: number; path: string }> {
  const bookingId = reservationArriving(t.db, '2026-12-01', { lastName: 'Durand' });
  expect((await admin.post('/rest/module/surety/swikly/send', { bookingIds: [bookingId] })).status).toBe(200);
  const html = t.db.select().from(mailMessages).where(eq(mailMessages.entityId, bookingId)).get()?.html ?? '';
  const url = html.match(/https:\/\/[^\s"<]+/)?.[0] ?? '';
  expect(url.startsWith(`${PUBLIC_URL}/rest/public/surety/`)).toBe(true);
  return { bookingId, path: url.slice(PUBLIC_URL.length) };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const card = { cardOwner: 'Paul Durand', cardLast4: '4242', cardExpiry: '08/28' };

describe('the public page: the booking, the amount, the guarantee recorded', () => {
  it('shows the stay and the amount to a guest without a session', async () => {
    const { path } = await linkPath();
    const res = await t.anonymous.get(path);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Durand Léa');
    expect(page).toContain('01/12/2026 au 08/12/2026');
    expect(page).toContain('300,00 €');
    expect(page).toContain('valable jusqu’au 29/11/2026');
  });

  it('records a guarantee payment in progress, listed by the guarantee list, keeping only the last 4 digits', async () => {
    const { bookingId, path } = await linkPath();
    const res = await t.anonymous.request(path, form(card));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Votre caution de 300,00 €');
    const [payment] = t.db.select().from(payments).where(eq(payments.bookingId, bookingId)).all();
    expect(payment).toMatchObject({ isGuarantee: true, amountCents: 30_000 });
    expect(payment?.comment).toContain('se terminant par 4242');
    const lists = await (
      await admin.post('/rest/module/surety/swikly/bookings', { startDate: '2026-11-23', endDate: '2026-12-03' })
    ).json();
    expect(lists.suretyReminderList.concat(lists.suretyList)[0].guaranteeStatus).toBe('recorded');
    const list = await (await admin.post('/rest/payment/guarantee/search', {})).json();
    expect(list.items).toMatchObject([{ bookingId, amountCents: 30_000, state: 1, methodLabel: 'Caution en ligne' }]);
  });

  it('refuses a form without the last 4 digits, keeping what was typed', async () => {
    const { path } = await linkPath();
    const res = await t.anonymous.request(path, form({ ...card, cardLast4: '42' }));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Saisissez les 4 derniers chiffres de la carte');
    expect(page).toContain('value="Paul Durand"');
    expect(t.db.select().from(payments).all()).toHaveLength(0);
  });

  it('works for a guest whose browser also holds a staff session (no anti-forgery header on a public page)', async () => {
    const { path } = await linkPath();
    const res = await admin.request(path, { ...form(card), headers: { ...form(card).headers, 'X-XSRF-TOKEN': '' } });
    expect(res.status).toBe(200);
  });
});

describe('a link that cannot be used is refused politely', () => {
  it('a link used once is refused the second time, and records nothing more', async () => {
    const { path } = await linkPath();
    await t.anonymous.request(path, form(card));
    const again = await t.anonymous.request(path, form(card));
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('déjà enregistrée');
    expect((await t.anonymous.get(path)).status).toBe(400);
    expect(t.db.select().from(payments).all()).toHaveLength(1);
  });

  it('a link past its validity (7 days) is refused as expired, and the provider says so', async () => {
    const { bookingId, path } = await linkPath();
    expect(suretyProvider(SURETY_LINK_PROVIDER).statusOf(t.db, fixedClock('2026-11-29T09:00:00Z'), bookingId)).toBe(
      'requested',
    );
    expect(suretyProvider(SURETY_LINK_PROVIDER).statusOf(t.db, fixedClock('2026-11-30T09:00:00Z'), bookingId)).toBe(
      'expired',
    );
    const later = createApp({
      db: t.db,
      clock: fixedClock('2026-11-30T09:00:00Z'),
      logger: memoryLogger(),
      dataDir: t.dataDir,
    });
    const res = await clientFor(later).get(path);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('a expiré');
    expect((await clientFor(later).request(path, form(card))).status).toBe(400);
    expect(t.db.select().from(payments).all()).toHaveLength(0);
  });

  it('a token whose signature does not match is refused as invalid', async () => {
    const { path } = await linkPath();
    const forged = path.replace(/\.[^.]+$/, '.AAAA');
    const res = await t.anonymous.get(forged);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('n’est pas valide');
  });
});
