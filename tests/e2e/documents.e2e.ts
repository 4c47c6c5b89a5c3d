// The document models in a real browser on 20 June 2026, a booking inserted with drizzle: a model's
// subject and body edited with the merge-field picker and checked in the live preview (an unknown
// field flagged), Esc asking before dropping them, saved with F12; the booking sheet printing that document (its PDF tab) and
// e-mailing it, then listing it under « E-mails de la réservation »; the printed documents' settings.
import { describe, expect, it } from 'vitest';
import { documentBooking } from '../support/document-site';
import { pdfText } from '../support/pdf-text';
import { BookingDocumentsPanel, ModelEditor } from './pages/DocumentPages';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-06-20' });
const scene = { bookingId: 0, customerId: 0 };

describe('document models', () => {
  it('a model’s subject and body edited with a merge field, previewed with the first booking, Esc asking first, saved with F12 (screenshots document-kinds, document-model-edit)', async () => {
    Object.assign(scene, documentBooking(ctx.site.db));
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/document-function-model-list');
    const shell = new ShellPage(page);
    await shell.main.getByRole('cell', { name: 'Confirmation de réservation' }).waitFor();
    await screenshot(page, 'document-kinds');
    await shell.main.getByRole('cell', { name: 'Confirmation de réservation' }).dblclick();
    await page.waitForURL('**/mailing-configuration-list/reservation');
    await shell.main.getByRole('cell', { name: 'Français' }).dblclick();
    await page.waitForURL(/\/mailing-configuration\/reservation\/\d+$/);

    const editor = new ModelEditor(page);
    await editor.subject.fill('Votre séjour {{bookingCode}} est confirmé');
    await editor.typeBody('Bonjour ', 'customerFirstName', ', à bientôt {{oups}}');
    await editor.preview.getByText('Bonjour Anne, à bientôt {{oups}}').waitFor();
    await shell.main.getByText('Votre séjour R00042 est confirmé').waitFor();
    await editor.unknownFieldsWarning.getByText('{{oups}}').waitFor();
    await screenshot(page, 'document-model-edit');
    // Esc with unsaved typing asks first; « Rester » keeps the model being edited.
    await page.keyboard.press('Escape');
    await shell.leaveQuestion.getByRole('button', { name: 'Rester' }).click();
    await shell.leaveQuestion.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toMatch(/^\/mailing-configuration\/reservation\/\d+$/);
    await page.keyboard.press('F12');
    await shell.seeToast('Modification enregistrée');
    const stored = ctx.site.db.$client
      .prepare("SELECT subject, body_html AS body FROM document_models WHERE kind = 'reservation'")
      .get() as { subject: string; body: string };
    expect(stored.subject).toBe('Votre séjour {{bookingCode}} est confirmé');
    expect(stored.body).toContain('Bonjour {{customerFirstName}}, à bientôt {{oups}}');
  });

  it('the booking sheet prints the document in a new tab and e-mails it, listed under the booking’s e-mails (screenshot booking-sheet-documents)', async () => {
    const page = ctx.browser.page;
    await page.goto(`/new-booking/documents/${scene.bookingId}/0/-1/0/${scene.customerId}/3`);
    const panel = new BookingDocumentsPanel(page);
    await panel.choose('Confirmation de réservation');
    // The tab opens on /printing/…, whose screen goes to the same path under /rest/ for the PDF. The
    // tab is closed at once (before its PDF starts downloading) and the PDF is read with the session.
    const [popup] = await Promise.all([page.waitForEvent('popup'), panel.button('Imprimer').click()]);
    const opened = new URL(popup.url()).pathname;
    await popup.close();
    await page.bringToFront();
    expect(opened).toMatch(new RegExp(`^/printing/\\d+/booking/${scene.bookingId}/\\d+$`));
    const pdf = await page.request.get(`/rest${opened}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = (await pdfText(await pdf.body())).replace(/\s+/g, ' ');
    expect(text).toContain('Confirmation de réservation n° R00042');
    expect(text).toContain('Bonjour Anne, à bientôt {{oups}}');

    await panel.button('Envoyer par e-mail').click();
    await new ShellPage(page).seeToast("E-mail mis en file d'envoi");
    const row = panel.sentMails.getByRole('row').filter({ hasText: 'Votre séjour R00042 est confirmé' });
    await row.getByText('En attente').waitFor();
    const attached = ctx.site.db.$client
      .prepare(
        'SELECT file_name AS name FROM mail_attachments JOIN mail_messages m ON m.id = mail_id WHERE m.entity_id = ?',
      )
      .all(scene.bookingId);
    expect(attached).toEqual([{ name: 'confirmation-de-reservation-n-r00042.pdf' }]);
    await screenshot(page, 'booking-sheet-documents');
  });

  it('the printed documents’ settings: a target’s footer saved, the words translated (screenshots document-settings, document-translate)', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/document-setting-target-list');
    await shell.main.getByRole('cell', { name: 'Règlements et cautions' }).dblclick();
    await page.waitForURL('**/document-setting/payment');
    await shell.main.getByLabel('Texte du pied de page').fill('Camping ouvert d’avril à octobre');
    await screenshot(page, 'document-settings');
    await page.keyboard.press('F12');
    await shell.seeToast('Modification enregistrée');
    const saved = ctx.site.db.$client
      .prepare("SELECT value_json AS v FROM typed_settings WHERE key = 'document_payment'")
      .get() as { v: string };
    expect(JSON.parse(saved.v).footerText).toBe('Camping ouvert d’avril à octobre');

    await page.goto('/document-setting-translate');
    await shell.main.getByLabel('Demande de caution en Anglais').fill('Security deposit');
    await screenshot(page, 'document-translate');
    await page.keyboard.press('F12');
    await shell.seeToast('Modification enregistrée');
    const label = ctx.site.db.$client.prepare("SELECT label FROM document_labels WHERE key = 'surety'").get();
    expect(label).toEqual({ label: 'Security deposit' });
  });
});
