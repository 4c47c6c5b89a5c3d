// The booking sheet in a real browser on the real booking core: a free pitch found by the
// availability search, booked from its row (the sheet opened in the app, the place
// locked for the user), the customer chosen, occupants typed, saved with F12 and stored with its
// price; a cancellation refused without a reason; a second user meeting the first one's lock.
// Screenshots: booking-search-availability, booking-sheet-<tab> for each tab, booking-sheet-locked.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { type BookingSite, bookingSite } from '../support/booking-site';
import { ShellPage } from './pages/ShellPage';
import { choose, pickCustomer, typeDay } from './support/antd-inputs';
import { screenshot, signInThroughApi, uiTimeoutMs } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-06-15' });
let site: BookingSite;
let bookingId = 0;
let optionId = 0;

interface StoredBooking {
  id: number;
  customerId: number;
  kind: number;
  state: string;
  totalCents: number;
  cancellationReason: string | null;
}

function storedBooking(id: number): StoredBooking | undefined {
  return ctx.site.db.$client
    .prepare(
      `SELECT id, customer_id AS customerId, kind, state, total_cents AS totalCents,
       cancellation_reason AS cancellationReason FROM bookings WHERE id = ?`,
    )
    .get(id) as StoredBooking | undefined;
}

const sheetUrl = /\/new-booking\/\w+\/\d+\/[1-9]\d*\/\d+\/-?\d+\/\d+\/[123]/;

describe('the booking sheet', () => {
  beforeAll(async () => {
    const page = ctx.browser.page;
    // Leaving a sheet with changes asks the browser's own question: the tests answer it.
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughApi(page, adminLogin, '/home');
    const client = pageClient(page);
    site = await bookingSite(client, 3);
    // The vehicle types are the seeded ones (« Voiture » first).
  });

  it('search availability → book → customer and occupants → F12 saves the booking with its price (screenshots of each tab)', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/search-availability');
    await page.getByText('Recherche de disponibilités').first().waitFor();
    await typeDay(page, 'Arrivée', '10/07/2026');
    await typeDay(page, 'Départ', '17/07/2026');
    await expect.poll(() => page.getByLabel('Nuits').inputValue()).toBe('7');
    await choose(page, "Type d'hébergement", 'Emplacement');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const book = page.getByRole('button', { name: 'Réserver la place 1' });
    await book.waitFor();
    await screenshot(page, 'booking-search-availability');

    await book.click();
    await page.waitForURL(sheetUrl, { timeout: uiTimeoutMs });
    await page.getByText('Réservation — nouvelle saisie').waitFor();
    // The first occupancy arrives on the place and dates of the search.
    await page.locator('.booking-sheet .ant-select-content[title="1"]').waitFor();
    expect(await page.getByLabel('Nuits 1').inputValue()).toBe('7');
    await screenshot(page, 'booking-sheet-occupancies');

    await page.getByRole('tab', { name: 'Client' }).click();
    await pickCustomer(page, 'Lal', 'Lalanne Paul');
    await screenshot(page, 'booking-sheet-customer');

    // The sheet starts with the party of the search (two adults): a third occupant is added.
    await page.getByRole('tab', { name: 'Occupants' }).click();
    await page.getByLabel('Nom 2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ajouter un occupant' }).click();
    await page.getByLabel('Nom 1', { exact: true }).fill('Lalanne');
    await page.getByLabel('Prénom 1', { exact: true }).fill('Paul');
    // The first age category (Adulte) is the new occupants' own: the third is set again by hand.
    await choose(page, "Catégorie d'âge 3", 'Adulte');
    await screenshot(page, 'booking-sheet-occupants');

    await page.getByRole('tab', { name: 'Véhicules' }).click();
    await page.getByRole('button', { name: 'Ajouter un véhicule' }).click();
    await page.getByLabel('Immatriculation 1').fill('ab-123-cd');
    await screenshot(page, 'booking-sheet-vehicles');
    for (const tab of ['Animaux', 'Extras']) {
      await page.getByRole('tab', { name: tab }).click();
      await screenshot(page, `booking-sheet-${tab === 'Animaux' ? 'animals' : 'extras'}`);
    }

    // 7 high-season nights at 35 € and the third adult above the two included at 8 € a night.
    await page.getByRole('tab', { name: 'Prix' }).click();
    await page.locator('.sheet-total').filter({ hasText: '301,00' }).waitFor();
    await screenshot(page, 'booking-sheet-price');
    await page.getByRole('tab', { name: 'Paiements' }).click();
    await page.getByText('Enregistrez le séjour pour encaisser', { exact: false }).waitFor();
    await screenshot(page, 'booking-sheet-payments');

    await page.keyboard.press('F12');
    await shell.seeToast('Modification enregistrée');
    await page.waitForURL(/\/new-booking\/payments\/[1-9]\d*\//);
    bookingId = Number(new URL(page.url()).pathname.split('/')[3]);
    const stored = storedBooking(bookingId);
    expect(stored).toMatchObject({ customerId: site.customerId, kind: 3, state: 'NORMAL', totalCents: 30_100 });
    const occupants = ctx.site.db.$client
      .prepare(
        'SELECT count(*) AS n FROM occupants o JOIN occupancies c ON c.id = o.occupancy_id WHERE c.booking_id = ?',
      )
      .get(bookingId) as { n: number };
    expect(occupants.n).toBe(3);

    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Imprimer la liste des occupants' }).waitFor();
    await screenshot(page, 'booking-sheet-documents');
  });

  it('a cancellation needs a reason: refused empty, then stored with the chosen reason', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page
      .getByRole('button', { name: /Actions/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Annuler le séjour…' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Annuler le séjour' });
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await dialog.getByText(errorMessage('REASON_REQUIRED')).waitFor();
    await screenshot(page, 'booking-sheet-cancel-reason');
    expect(storedBooking(bookingId)?.state).toBe('NORMAL');
    await choose(page, 'Motif', 'Météo');
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await shell.seeToast('Modification enregistrée');
    await expect.poll(() => storedBooking(bookingId)?.state).toBe('CANCELLED');
    expect(storedBooking(bookingId)?.cancellationReason).toBe('Météo');
  });

  it('the resume form with closeBookingAfter=true saves an option and closes its tab (screenshot booking-resume)', async () => {
    const page = ctx.browser.page;
    const url = `/new-booking/resume/0/0/-1/0/${site.customerId}/2?closeBookingAfter=true`;
    const [resume] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate((u) => window.open(u), url),
    ]);
    resume.on('dialog', (dialog) => void dialog.accept());
    await resume.getByText('Option — nouvelle saisie').waitFor();
    await resume.getByRole('button', { name: 'Ajouter une occupation' }).click();
    await typeDay(resume, 'Arrivée', '01/08/2026');
    await resume.getByLabel('Nuits', { exact: true }).fill('3');
    await choose(resume, 'Place', '3');
    await resume.getByLabel('Adulte', { exact: true }).fill('2');
    // Two adults are included in the pitch: 3 high-season nights at 35 €.
    await resume.locator('.sheet-total').filter({ hasText: '105,00' }).waitFor();
    await screenshot(resume, 'booking-resume');
    const closed = resume.waitForEvent('close');
    await resume.keyboard.press('F12');
    await closed;
    const option = ctx.site.db.$client
      .prepare(
        'SELECT id, kind, customer_id AS customerId, total_cents AS totalCents FROM bookings ORDER BY id DESC LIMIT 1',
      )
      .get() as { id: number };
    expect(option).toMatchObject({ kind: 2, customerId: site.customerId, totalCents: 10_500 });
    optionId = option.id;
  });

  it('an edit on a place no longer free answers BOOKING_PLACE_NOT_AVAILABLE and the sheet reloads after 2 s, the leave guard silent', async () => {
    const page = ctx.browser.page;
    const prompts: string[] = [];
    page.on('dialog', (dialog) => prompts.push(dialog.type()));
    // Place 3 is held by the option of the resume form from 1 to 4 August.
    await page.goto(
      `/new-booking/occupants/0/0/0/0/0/3?placeId=${site.places[2]}&startDate=2026-08-02&endDate=2026-08-03`,
    );
    await page.waitForURL(sheetUrl);
    await page.getByRole('button', { name: 'Ajouter un occupant' }).click();
    await new ShellPage(page).toast(errorMessage('BOOKING_PLACE_NOT_AVAILABLE')).waitFor();
    await page.waitForEvent('load', { timeout: 5_000 });
    expect(prompts.filter((type) => type === 'beforeunload')).toEqual([]);
  });

  it('a price typed by hand is flagged "prix modifié manuellement" and saved (screenshot booking-sheet-price-override)', async () => {
    const page = ctx.browser.page;
    await page.goto(`/new-booking/price/${optionId}/0/0/0/${site.customerId}/2`);
    await page.waitForURL(sheetUrl);
    await page.getByRole('radio', { name: 'Recalculer avec la grille du séjour' }).waitFor();
    const amount = page.getByLabel('Montant Nuit (Haute saison)');
    await amount.fill('90');
    await amount.blur();
    await page.getByText('prix modifié manuellement').first().waitFor();
    await page.locator('.sheet-total').filter({ hasText: '90,00' }).waitFor();
    await screenshot(page, 'booking-sheet-price-override');
    await page.keyboard.press('F12');
    await new ShellPage(page).seeToast('Modification enregistrée');
    expect(storedBooking(optionId)?.totalCents).toBe(9_000);
  });

  it('an option is confirmed into a reservation and its place locked for the customer, each action confirmed', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto(`/new-booking/occupancies/${optionId}/0/0/0/${site.customerId}/2`);
    await page.waitForURL(sheetUrl);
    await page
      .getByRole('button', { name: /^Actions/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Confirmer en réservation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await shell.seeToast('Modification enregistrée');
    expect(storedBooking(optionId)?.kind).toBe(3);
    await page
      .getByRole('row')
      .getByRole('button', { name: /Actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Verrouiller la place' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await shell.seeToast('Modification enregistrée');
    await page.locator('.booking-sheet').getByText('Verrouillée', { exact: true }).waitFor();
    const locked = ctx.site.db.$client
      .prepare('SELECT is_locked AS isLocked FROM occupancies WHERE booking_id = ?')
      .get(optionId);
    expect(locked).toEqual({ isLocked: 1 });
    await screenshot(page, 'booking-sheet-occupancy-locked');
  });

  describe('two receptionists on one pitch', () => {
    let other: Page;
    beforeAll(async () => {
      await ctx.site.addUser({
        login: 'accueil',
        password: 'accueil-password',
        name: 'Accueil',
        isAdmin: true,
        isSysteme: false,
      });
      const context = await ctx.browser.browser.newContext({
        baseURL: ctx.site.baseURL,
        locale: 'fr-FR',
        viewport: { width: 1440, height: 900 },
      });
      context.setDefaultTimeout(uiTimeoutMs);
      other = await context.newPage();
    });
    afterAll(async () => other?.context().close());

    it("a second user opening the same place gets 'Cette place est verrouillée par le client'", async () => {
      const page = ctx.browser.page;
      const onPlace2 = `/new-booking/occupancies/0/0/0/0/0/3?placeId=${site.places[1]}&startDate=2026-07-20&endDate=2026-07-25`;
      await page.goto(onPlace2);
      await page.waitForURL(sheetUrl);
      await page.getByText('Réservation — nouvelle saisie').waitFor();

      await signInThroughApi(other, { login: 'accueil', password: 'accueil-password' }, onPlace2);
      await new ShellPage(other).toast(errorMessage('PLACE_LOCKED_BY_CUSTOMER')).waitFor();
      // The sheet still opens, on the same dates, the place to be chosen again.
      await other
        .locator('.booking-sheet')
        .getByRole('alert')
        .filter({ hasText: errorMessage('PLACE_LOCKED_BY_CUSTOMER') })
        .waitFor();
      expect(await other.getByLabel('Nuits 1').inputValue()).toBe('5');
      await screenshot(other, 'booking-sheet-locked');
    });
  });
});
