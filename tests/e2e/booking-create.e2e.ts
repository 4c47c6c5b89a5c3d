// Creating a booking from the availability search, the planning and the sheet, on a site whose
// business date is pinned to 15/06/2026 (the machine's date is another): the search opens on it
// and keeps the date rules, asks for the party and prices it in its age categories; « Réserver »
// opens the sheet with that party as the quote, option or reservation chosen; the sheet derives a
// child's category from the birth date and an option's validity from the option preference.
// Screenshots: booking-create-search, booking-create-occupants, booking-create-option.
import { beforeAll, describe, expect, it } from 'vitest';
import { type PartySite, partySite } from '../support/party-site';
import { PlanningPage } from './pages/PlanningPage';
import { ShellPage } from './pages/ShellPage';
import { choose, pickCustomer, typeDay } from './support/antd-inputs';
import { screenshot, signInThroughApi, uiTimeoutMs } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-06-15' });
let site: PartySite;

const kindOfUrl = (url: string) => Number(new URL(url).pathname.split('/')[8]);
const sheetUrl = /\/new-booking\/\w+\/\d+\/[1-9]\d*\/\d+\/-?\d+\/\d+\/[123]/;

interface StoredOccupant {
  label: string;
  birthDate: string | null;
}

function storedOccupants(bookingId: number): StoredOccupant[] {
  return ctx.site.db.$client
    .prepare(
      `SELECT a.label, o.birth_date AS birthDate FROM occupants o JOIN occupancies c ON c.id = o.occupancy_id
       JOIN age_categories a ON a.id = o.age_category_id WHERE c.booking_id = ? ORDER BY o.sort_order`,
    )
    .all(bookingId) as StoredOccupant[];
}

describe('creating a booking from the search, the planning and the sheet', () => {
  beforeAll(async () => {
    const page = ctx.browser.page;
    // Leaving a sheet with changes asks the browser's own question: the tests answer it.
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughApi(page, adminLogin, '/home');
    site = await partySite(pageClient(page), 2);
  });

  it('the search opens on the business date; a later arrival pushes the departure by the default stay; nights and departure follow each other', async () => {
    const page = ctx.browser.page;
    await page.goto('/search-availability');
    const arrival = page.getByLabel('Arrivée', { exact: true });
    await expect.poll(() => arrival.inputValue()).toBe('15/06/2026');
    expect(await page.getByLabel('Départ', { exact: true }).inputValue()).toBe('22/06/2026');
    await typeDay(page, 'Arrivée', '10/07/2026');
    expect(await page.getByLabel('Départ', { exact: true }).inputValue()).toBe('17/07/2026');
    expect(await page.getByLabel('Nuits').inputValue()).toBe('7');
    await page.getByLabel('Nuits').fill('4');
    await expect.poll(() => page.getByLabel('Départ', { exact: true }).inputValue()).toBe('14/07/2026');
    await typeDay(page, 'Départ', '12/07/2026');
    await expect.poll(() => page.getByLabel('Nuits').inputValue()).toBe('2');
  });

  it('the search prices 2 adults and a child of 8 as such (216,00 € for 4 July nights), and « Réserver » opens a quote with that party', async () => {
    const page = ctx.browser.page;
    await page.goto('/search-availability');
    await typeDay(page, 'Arrivée', '10/07/2026');
    await page.getByLabel('Nuits').fill('4');
    await expect.poll(() => page.getByLabel('Départ', { exact: true }).inputValue()).toBe('14/07/2026');
    await page.getByLabel('Enfants', { exact: true }).fill('1');
    const childAge = page.getByLabel("Âge de l'enfant 1", { exact: true });
    await childAge.fill('8');
    await page.getByLabel("Nombre d'animaux", { exact: true }).fill('1');
    await choose(page, "Type d'animal", 'Chien');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const book = page.getByRole('button', { name: 'Réserver la place 1' });
    await book.waitFor();
    // 4 nights × (35 € + 2 adults × 8 € + a child × 3 €); as three adults it would be 236,00 €.
    await page.getByRole('row').filter({ has: book }).getByText('216,00').waitFor();
    await page.getByRole('group', { name: 'Créer en' }).getByText('Devis').click();
    await screenshot(page, 'booking-create-search');

    await book.click();
    await page.waitForURL(sheetUrl, { timeout: uiTimeoutMs });
    expect(kindOfUrl(page.url())).toBe(1);
    await page.getByText('Devis — nouvelle saisie').waitFor();
    await page.locator('.sheet-live-total').filter({ hasText: '216,00' }).waitFor();
    await page.getByRole('tab', { name: 'Occupants' }).click();
    await page.getByLabel('Âge 3', { exact: true }).waitFor();
    expect(await page.getByLabel('Âge 3', { exact: true }).inputValue()).toBe('8');
    await page.locator('.booking-sheet .ant-select-content[title="Enfant"]').waitFor();
    expect(await page.locator('.booking-sheet .ant-select-content[title="Adulte"]').count()).toBe(2);
    await screenshot(page, 'booking-create-occupants');
    await page.getByRole('tab', { name: 'Animaux' }).click();
    await page.locator('.booking-sheet .ant-select-content[title="Chien"]').waitFor();
  });

  it('on the new sheet, an option is valid for the option preference (15/06 + 8 days) and a child born in 2018 is priced as a child', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.getByRole('group', { name: 'Créer en' }).getByText('Option').click();
    await expect.poll(() => kindOfUrl(page.url())).toBe(2);
    await page.getByText('Option — nouvelle saisie').waitFor();
    await page.getByRole('tab', { name: 'Client' }).click();
    await expect.poll(() => page.getByLabel("Option valable jusqu'au").inputValue()).toBe('23/06/2026');
    await pickCustomer(page, 'Lal', 'Lalanne Paul');

    // The second adult is in fact a child born in 2018: the server derives « Enfant » at arrival.
    await page.getByRole('tab', { name: 'Occupants' }).click();
    await typeDay(page, 'Naissance 2', '02/03/2018');
    await expect.poll(() => page.locator('.booking-sheet .ant-select-content[title="Enfant"]').count()).toBe(2);
    // 4 nights × (35 € + 8 € + 2 children × 3 €).
    await page.locator('.sheet-live-total').filter({ hasText: '196,00' }).waitFor();
    await screenshot(page, 'booking-create-option');

    await page.keyboard.press('F12');
    await shell.seeToast('Modification enregistrée');
    await page.waitForURL(/\/new-booking\/\w+\/[1-9]\d*\//);
    const bookingId = Number(new URL(page.url()).pathname.split('/')[3]);
    const stored = ctx.site.db.$client
      .prepare(
        `SELECT customer_id AS customerId, kind, option_valid_until AS until, total_cents AS total
         FROM bookings WHERE id = ?`,
      )
      .get(bookingId);
    expect(stored).toEqual({ customerId: site.customerId, kind: 2, until: '2026-06-23', total: 19_600 });
    expect(storedOccupants(bookingId)).toEqual([
      { label: 'Adulte', birthDate: null },
      { label: 'Enfant', birthDate: '2018-03-02' },
      { label: 'Enfant', birthDate: null },
    ]);
  });

  it('a drag on the planning opens the sheet as the kind chosen above it', async () => {
    const planning = await new PlanningPage(ctx.browser.page).goto('?start=2026-07-15&days=14');
    await planning.page.getByRole('group', { name: 'Créer en' }).getByText('Devis').click();
    await planning.drag(await planning.cell('2', '2026-07-20'), await planning.cell('2', '2026-07-22'));
    await planning.page.waitForURL('**/new-booking/**', { timeout: uiTimeoutMs });
    const url = new URL(planning.page.url());
    expect(url.pathname.split('/')[8]).toBe('1');
    await planning.page.getByText('Devis — nouvelle saisie').waitFor();
  });
});
