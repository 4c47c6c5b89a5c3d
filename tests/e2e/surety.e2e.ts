// The surety reminder list in a real browser, business day pinned to 1 July 2026, mode 3 (surety
// and balance), first notice at J-10 and reminder at J-5: the title by mode, the default window
// (tomorrow to eleven days on), the two tables with their flags, « Envoyer l'e-mail » (toast, flags
// « Oui », a row's error), a new arrival date clearing the lists and ending the window seven days
// later, a double-click opening the booking's resume in a new tab, Esc going back; the guest's
// link recording the guarantee; a reader with no send button whose forced call is refused.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingReminders, mailMessages } from '../../service/db/schema';
import { mailServerSettings } from '../../service/domains/mail/settings-definition';
import { writeSettings } from '../../service/settings/store';
import { configureSurety, reservationArriving } from '../support/surety-site';
import { ShellPage } from './pages/ShellPage';
import { typeDay } from './support/antd-inputs';
import { apiPost, navigateInApp, screenshot, signInThroughApi } from './support/browser';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-07-01' });

describe('the surety reminder list (/surety-list)', () => {
  it('lists, sends, searches another window, opens a booking and goes back (screenshots surety-list, surety-list-sent)', async () => {
    const db = ctx.site.db;
    // A mail server named (never reached: no delivery runs here), so the e-mails may be written.
    writeSettings(db, ctx.site.clock, mailServerSettings, { host: '127.0.0.1', port: 2525, security: 'none' });
    configureSurety(db, {
      calcul: 3,
      nbdaySurety: 10,
      nbdaySuretyReminder: 5,
      suretyAmountCents: 30_000,
      publicUrl: ctx.site.baseURL,
    });
    const durand = reservationArriving(db, '2026-07-08', { lastName: 'Durand', totalCents: 70_000, paidCents: 20_000 });
    reservationArriving(db, '2026-07-09', { lastName: 'Sansmail', email: null });
    const petit = reservationArriving(db, '2026-07-04', { lastName: 'Petit', totalCents: 50_000, paidCents: 50_000 });
    db.insert(bookingReminders).values({ bookingId: petit, suretySentAt: '2026-06-24T08:00:00.000Z' }).run();
    reservationArriving(db, '2026-07-20', { lastName: 'Tardif' });

    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await signInThroughApi(page, adminLogin, '/home');
    await navigateInApp(page, '/surety-list');
    const main = page.getByRole('main');
    await main.getByText('Liste des relances de caution et de solde').waitFor();
    expect(await main.getByLabel("Date d'arrivée").inputValue()).toBe('02/07/2026');
    await main.getByText("jusqu'au 12/07/2026").waitFor();
    const notices = main.getByRole('region', { name: 'J-10' });
    const reminders = main.getByRole('region', { name: 'J-5' });
    const durandRow = main.getByRole('row').filter({ hasText: 'Durand Léa' });
    await durandRow.waitFor();
    expect(await durandRow.innerText()).toMatch(/08\/07\/2026[\s\S]*300,00\s€[\s\S]*500,00\s€/);
    await main.getByRole('row').filter({ hasText: 'Sansmail' }).waitFor();
    const petitRow = main.getByRole('row').filter({ hasText: 'Petit Léa' });
    expect(await petitRow.innerText()).toContain('Oui');
    expect(await main.getByRole('row').filter({ hasText: 'Tardif' }).count()).toBe(0);
    expect(await notices.getByRole('row').filter({ hasText: 'Durand' }).count()).toBe(1);
    expect(await reminders.getByRole('row').filter({ hasText: 'Petit' }).count()).toBe(1);
    await screenshot(page, 'surety-list');

    await main.getByRole('button', { name: "Envoyer l'e-mail" }).click();
    await shell.seeToast('E-mail envoyé');
    await expect.poll(async () => (await durandRow.innerText()).match(/Oui/g)?.length ?? 0).toBe(2);
    const noMail = main.getByRole('row').filter({ hasText: 'Sansmail' });
    await noMail.getByText("L'adresse e-mail du destinataire est obligatoire").waitFor();
    expect(await petitRow.innerText()).toMatch(/Oui[\s\S]*Oui/);
    await screenshot(page, 'surety-list-sent');
    const kinds = db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.entityId, durand))
      .all()
      .map((m) => m.kind);
    expect(kinds).toEqual(['surety', 'balance']);

    // A new arrival date clears the lists and ends the window seven days later, until searched.
    await typeDay(page, "Date d'arrivée", '15/07/2026');
    await main.getByText("jusqu'au 22/07/2026").waitFor();
    expect(await durandRow.count()).toBe(0);
    await main.getByRole('button', { name: 'Rechercher' }).click();
    const tardif = main.getByRole('row').filter({ hasText: 'Tardif' });
    await tardif.waitFor();

    // A double-click opens the booking's resume form in a new tab, which closes once saved.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), tardif.dblclick()]);
    await tab.waitForURL(/\/new-booking\/resume\/\d+\/0\/-1\/0\/\d+\/3\?closeBookingAfter=true$/);
    await tab.close();

    await page.keyboard.press('Escape');
    await page.waitForURL(/\/home$/);
  });

  it('the guest opens the e-mailed link and records the guarantee, listed as in progress (screenshot surety-guest-page)', async () => {
    const db = ctx.site.db;
    const mail = db.select().from(mailMessages).where(eq(mailMessages.kind, 'surety')).get();
    const link = mail?.html.match(/http:\/\/127\.0\.0\.1:\d+\/rest\/public\/surety\/[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    const guest = await ctx.browser.fresh();
    await guest.goto(link ?? '');
    await guest.getByText('300,00 €').waitFor();
    await guest.getByLabel('Titulaire de la carte').fill('Léa Durand');
    await guest.getByLabel('4 derniers chiffres de la carte').fill('4242');
    await guest.getByLabel('Date d’expiration (MM/AA)').fill('08/28');
    await screenshot(guest, 'surety-guest-page');
    await guest.getByRole('button', { name: 'Enregistrer ma caution' }).click();
    await guest.getByRole('status').filter({ hasText: 'Votre caution de 300,00 €' }).waitFor();
    await guest.goto(link ?? '');
    await guest.getByText('déjà enregistrée').waitFor();

    await signInThroughApi(guest, adminLogin, '/guarantee-list');
    const row = guest.getByRole('main').getByRole('row').filter({ hasText: 'Caution en ligne' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Durand Léa[\s\S]*300,00\s€[\s\S]*En cours/);
  });

  it("a reader (001) sees the lists without « Envoyer l'e-mail », and the server refuses the send (screenshot surety-list-reader)", async () => {
    const admin = await ctx.browser.fresh();
    await signInThroughApi(admin, adminLogin, '/home');
    const { id } = await ctx.site.addUser({ login: 'lecteur', password: 'lecteur-1', name: 'Lecteur' });
    await setRights(admin, id, [right('customer_partner_surety_list', '001')]);
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, { login: 'lecteur', password: 'lecteur-1' }, '/surety-list');
    const main = page.getByRole('main');
    await main.getByRole('row').filter({ hasText: 'Durand Léa' }).waitFor();
    await main.getByRole('button', { name: 'Échap' }).waitFor();
    expect(await main.getByRole('button', { name: "Envoyer l'e-mail" }).count()).toBe(0);
    await screenshot(page, 'surety-list-reader');
    const forced = await apiPost<{ serverMessage: string }>(page, 'module/surety/swikly/send', { bookingIds: [1] });
    expect(forced).toMatchObject({ status: 401, json: { serverMessage: 'INSUFFICIENT_RIGHT' } });
  });
});
