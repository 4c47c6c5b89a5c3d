// The mail screens in a real browser against a real SMTP sink on loopback: the server settings saved
// on /email-configuration and « Envoyer un test » received by the sink; the history listing the
// e-mails, one opened with its body (sandboxed frame) and attachment, « Renvoyer » putting a failed
// one back in the outbox; the information screen; a reader (001) shown no save, test nor resend;
// a booking's e-mails on its sheet.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../service/db/schema';
import { inTransaction } from '../../service/db/transaction';
import { enqueueMail } from '../../service/domains/mail';
import { insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-11-22' });
const reader = { login: 'lecteur-mail', password: 'lecteur-pass' };
let sink: SmtpSink;

/** An e-mail of the history, written as a business change would, then given its outcome. */
function storedMail(subject: string, status: 'sent' | 'failed', lastError: string | null = null) {
  const db = ctx.site.db;
  const id = inTransaction(db, () =>
    enqueueMail(db, '2026-11-21T09:30:00.000Z', {
      kind: 'reservation',
      to: ['anne.martin@example.fr'],
      subject,
      html: '<h1>Bonjour Anne</h1><p>Votre séjour du 12/07 au 19/07 est confirmé.</p><script>parent.document.title = "piraté"</script>',
      attachments: [{ fileName: 'contrat.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
      entityType: 'booking',
      entityId: 9999,
      customerId: 1,
    }),
  );
  db.update(mailMessages).set({ status, attempts: 1, lastError }).where(eq(mailMessages.id, id)).run();
  return id;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  await signInThroughApi(ctx.browser.page, adminLogin, '/home');
  const { id } = await ctx.site.addUser({ ...reader, name: 'Lecteur', isAdmin: false, isSysteme: false });
  await setRights(ctx.browser.page, id, [
    right('document_email_email_configuration', '001'),
    right('document_email_email_history', '001'),
  ]);
});
afterAll(() => sink.stop());

describe('the e-mail settings', () => {
  it('saves the SMTP server, then « Envoyer un test » reaches the sink; the information screen tells the settings are used', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/email-configuration');
    await shell.main.getByLabel('Serveur SMTP').fill('127.0.0.1');
    await shell.main.getByLabel('Port').fill(String(sink.port));
    await shell.main.getByLabel('Sécurité').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Aucune"]').click();
    await shell.main.getByRole('textbox', { name: 'Mot de passe' }).fill('secret-smtp');
    await shell.main.getByLabel("Nom de l'expéditeur").fill('Camping des Pins');
    await shell.main.getByLabel("Adresse de l'expéditeur").fill('accueil@camping-des-pins.fr');
    await shell.main.getByRole('button', { name: /Valider/ }).click();
    await shell.seeToast('Modification enregistrée');
    await shell.main.getByText('Un mot de passe est enregistré : laissez vide pour le garder.').waitFor();
    expect(await shell.main.getByRole('textbox', { name: 'Mot de passe' }).inputValue()).toBe('');

    await shell.main.getByLabel('Adresse du destinataire').fill('technicien@example.fr');
    await shell.main.getByRole('button', { name: 'Envoyer un test' }).click();
    await shell.main.getByText('E-mail de test envoyé à technicien@example.fr. Vérifiez sa réception.').waitFor();
    const [received] = await sink.waitFor(1);
    expect(received?.subject).toBe('Bivouac : e-mail de test');
    expect(received?.from?.value[0]).toEqual({ name: 'Camping des Pins', address: 'accueil@camping-des-pins.fr' });
    await screenshot(page, 'email-configuration');

    await shell.main.getByText('Informations', { exact: true }).click();
    await page.waitForURL(/\/email-configuration-informations$/);
    await shell.main.getByText('Configuration e-mail (base de données)').waitFor();
    expect(await shell.main.getByText(`smtp://127.0.0.1:${sink.port}`).count()).toBe(1);
    await screenshot(page, 'email-configuration-informations');

    await shell.main.getByText('Expéditeur des campagnes', { exact: true }).first().click();
    await page.waitForURL(/\/email-configuration-grc$/);
    await shell.main.getByText(/Le module « Campagnes e-mailing » n'est pas encore construit/).waitFor();
    await screenshot(page, 'email-configuration-grc');
  });

  it('refuses a sender address failing the e-mail rule under its field, in French', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/email-configuration');
    await shell.main.getByLabel("Adresse de l'expéditeur").fill('accueil@camping');
    await shell.main.getByRole('button', { name: /Valider/ }).click();
    await shell.main.getByText("Problème avec l'adresse e-mail").waitFor();
  });
});

describe('the history of the e-mails sent', () => {
  it('lists the e-mails newest first, opens one with its body and attachment, and « Renvoyer » a failed one', async () => {
    storedMail('Confirmation de votre réservation', 'sent');
    storedMail('Rappel de votre solde', 'failed', "le serveur SMTP a refusé l'e-mail : 550 boîte inconnue");
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/home');
    const menu = await shell.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Historique des e-mails' }).click();
    await page.waitForURL(/\/email-history-list-page\/0$/);
    const table = shell.main.getByRole('table', { name: 'E-mails envoyés' });
    const failed = table.getByRole('row').filter({ hasText: 'Rappel de votre solde' });
    await failed.waitFor();
    expect(await failed.innerText()).toMatch(
      /21\/11\/2026 10:30\s*Confirmation de réservation\s*anne\.martin@example\.fr\s*Rappel de votre solde\s*En échec\s*1\s*le serveur SMTP a refusé/,
    );
    await screenshot(page, 'email-history');

    await failed.click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'E-mail du 21/11/2026 10:30' });
    await drawer.getByText('550 boîte inconnue').waitFor();
    const body = drawer.frameLocator('iframe[title="Contenu"]');
    await body.getByRole('heading', { name: 'Bonjour Anne' }).waitFor();
    expect(await page.title()).not.toBe('piraté');
    await drawer.getByRole('button', { name: 'contrat.pdf' }).waitFor();
    await screenshot(page, 'email-history-detail');
    await drawer.getByRole('button', { name: 'Renvoyer' }).click();
    await shell.seeToast("E-mail remis dans la file d'envoi");
    await drawer.getByText('En attente').waitFor();
  });

  it('a reader (001) reads the history and the settings but is offered no save, no test and no resend', async () => {
    const page = await ctx.browser.fresh();
    const shell = new ShellPage(page);
    await signInThroughApi(page, reader, '/email-history-list-page/0');
    const table = shell.main.getByRole('table', { name: 'E-mails envoyés' });
    await table.getByRole('row').filter({ hasText: 'Rappel de votre solde' }).first().waitFor();
    storedMail('Autre rappel', 'failed', 'connexion refusée par le serveur SMTP');
    await page.reload();
    await table.getByRole('row').filter({ hasText: 'Autre rappel' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'connexion refusée' });
    await drawer.getByText('Dernière erreur').waitFor();
    expect(await drawer.getByRole('button', { name: 'Renvoyer' }).count()).toBe(0);
    await screenshot(page, 'email-history-reader');

    await page.goto('/email-configuration');
    await shell.main.getByLabel('Serveur SMTP').waitFor();
    expect(await shell.main.getByRole('button', { name: /Valider/ }).count()).toBe(0);
    expect(await shell.main.getByRole('button', { name: 'Envoyer un test' }).count()).toBe(0);
    await screenshot(page, 'email-configuration-reader');
  });
});

describe("a booking's e-mails", () => {
  it("the sheet's « Documents » tab lists the e-mails sent about the booking, one opening in the drawer", async () => {
    const db = ctx.site.db;
    const [place] = insertPlaces(db, insertPlaceType(db, 'Emplacement'), ['12']) as [number];
    const customerId = insertCustomer(db, { lastName: 'Martin', firstName: 'Anne' });
    const { id: bookingId } = insertBooking(db, {
      customerId,
      placeId: place,
      startDate: '2027-07-12',
      endDate: '2027-07-19',
    });
    inTransaction(db, () =>
      enqueueMail(db, '2026-11-22T08:00:00.000Z', {
        kind: 'balance',
        to: ['anne.martin@example.fr'],
        subject: 'Le solde de votre séjour',
        html: '<p>Il reste 250,00 € à régler.</p>',
        entityType: 'booking',
        entityId: bookingId,
        customerId,
      }),
    );
    const page = ctx.browser.page;
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughApi(page, adminLogin, `/new-booking/documents/${bookingId}/0/0/0/${customerId}/3`);
    const mails = page.getByRole('table', { name: 'E-mails de la réservation' });
    const row = mails.getByRole('row').filter({ hasText: 'Le solde de votre séjour' });
    await row.waitFor();
    expect(await mails.getByRole('row').count()).toBe(2); // the header and its one e-mail
    expect(await row.innerText()).toMatch(
      /Rappel de solde\s*anne\.martin@example\.fr\s*Le solde de votre séjour\s*En attente/,
    );
    await screenshot(page, 'booking-sheet-emails');
    await row.click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'E-mail du 22/11/2026' });
    await drawer.frameLocator('iframe[title="Contenu"]').getByText('Il reste 250,00 € à régler.').waitFor();
  });
});
