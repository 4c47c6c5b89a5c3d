// The reception's everyday flow in one go, on a site whose business date is pinned to the arrival
// day (10/07/2026): the availability search for 2 adults, 2 children (8 and 4) and a dog; the
// result booked as an option; the customer and a car added on the sheet; the option confirmed
// into a reservation; the guests ticked arrived on the day's arrival list. The dog and the car are
// charged through the extras their types are mapped to, and every price is checked by hand below.
// Screenshots: reception-flow-search, reception-flow-price, reception-flow-arrival.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { ok } from '../support/booking-site';
import { type PartySite, partyHighSeason, partySite } from '../support/party-site';
import { LOW, saveGrid, seasonGrid } from '../support/pricing-site';
import { ShellPage } from './pages/ShellPage';
import { choose, pickCustomer } from './support/antd-inputs';
import { screenshot, signInThroughApi, uiTimeoutMs } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-07-10' });
let site: PartySite;
let bookingId = 0;

const sheetUrl = /\/new-booking\/\w+\/\d+\/[1-9]\d*\/\d+\/-?\d+\/\d+\/[123]/;

interface Stored {
  kind: number;
  state: string;
  totalCents: number;
  customerId: number;
  isArrived: number;
}

function stored(): Stored | undefined {
  return ctx.site.db.$client
    .prepare(
      `SELECT b.kind, b.state, b.total_cents AS totalCents, b.customer_id AS customerId, o.is_arrived AS isArrived
       FROM bookings b JOIN occupancies o ON o.booking_id = b.id WHERE b.id = ?`,
    )
    .get(bookingId) as Stored | undefined;
}

describe('the reception flow: search → option → reservation → arrival', () => {
  beforeAll(async () => {
    const page = ctx.browser.page;
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughApi(page, adminLogin, '/home');
    const admin = pageClient(page);
    site = await partySite(admin, 2);
    const extra = async (label: string, priceCents: number) =>
      (
        await ok(
          await admin.post('/rest/extra/extra/edit', {
            id: 0,
            label,
            tvaId: site.tva20,
            priceCents,
            pricingMode: 'night',
            maxQuantity: 5,
          }),
        )
      ).id as number;
    const animalExtra = await extra('Animal', 250);
    const vehicleExtra = await extra('Véhicule supplémentaire', 300);
    await ok(
      await admin.post('/rest/reference/animal-type/edit', {
        id: site.dogId,
        label: 'Chien',
        category: 1,
        extraId: animalExtra,
      }),
    );
    // The seeded « Voiture », linked to its extra.
    const vehicleTypes: { id: number; label: string }[] = await (
      await admin.get('/rest/reference/vehicle-type')
    ).json();
    const car = vehicleTypes.find((t) => t.label === 'Voiture')?.id ?? 0;
    await ok(
      await admin.post('/rest/reference/vehicle-type/edit', { id: car, label: 'Voiture', extraId: vehicleExtra }),
    );
    const nightly = (refId: number, cents: number) => ({
      kind: 'extra',
      refId,
      tvaId: site.tva20,
      cents,
      pricing: 'night',
      isIncluded: false,
      isMandatory: false,
      maxQuantity: 5,
    });
    // The grid lists the two extras: the dog at 2,50 € and the car at 3,00 € a night.
    await saveGrid(
      admin,
      seasonGrid(site, {
        id: site.gridId,
        includedPersons: 0,
        periods: [LOW, partyHighSeason(site)],
        options: [nightly(animalExtra, 250), nightly(vehicleExtra, 300)],
      }),
    );
  });

  it('the search prices 2 adults, 2 children of 8 and 4 and a dog: 4 nights × (35 + 2 × 8 + 2 × 3 + 2,50) = 238,00 €', async () => {
    const page = ctx.browser.page;
    await page.goto('/search-availability');
    await expect.poll(() => page.getByLabel('Arrivée', { exact: true }).inputValue()).toBe('10/07/2026');
    await page.getByLabel('Nuits').fill('4');
    await expect.poll(() => page.getByLabel('Départ', { exact: true }).inputValue()).toBe('14/07/2026');
    expect(await page.getByLabel('Adultes', { exact: true }).inputValue()).toBe('2');
    await page.getByLabel('Enfants', { exact: true }).fill('2');
    await page.getByLabel("Âge de l'enfant 1", { exact: true }).fill('8');
    await page.getByLabel("Âge de l'enfant 2", { exact: true }).fill('4');
    await page.getByLabel("Nombre d'animaux", { exact: true }).fill('1');
    await choose(page, "Type d'animal", 'Chien');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const book = page.getByRole('button', { name: 'Réserver la place 1' });
    await book.waitFor();
    await page.getByRole('row').filter({ has: book }).getByText('238,00').waitFor();
    await page.getByRole('group', { name: 'Créer en' }).getByText('Option').click();
    await screenshot(page, 'reception-flow-search');
    await book.click();
    await page.waitForURL(sheetUrl, { timeout: uiTimeoutMs });
    await page.getByText('Option — nouvelle saisie').waitFor();
  });

  it('on the sheet, the customer and a car are added: 4 × (59,50 + 3,00) = 250,00 €, saved as an option with F12', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    // Saved without a customer, the sheet keeps the refusal in sight, naming the field.
    await page.keyboard.press('F12');
    const refusal = page.getByText(`Client : ${errorMessage('REQUIRED')}`);
    await refusal.waitFor();
    await page.getByRole('tab', { name: 'Client' }).click();
    await expect.poll(() => page.getByLabel("Option valable jusqu'au").inputValue()).toBe('18/07/2026');
    await pickCustomer(page, 'Lal', 'Lalanne Paul');
    await refusal.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Véhicules' }).click();
    await page.getByRole('button', { name: 'Ajouter un véhicule' }).click();
    await page.getByLabel('Immatriculation 1').fill('ab-123-cd');
    await page.getByRole('tab', { name: 'Prix' }).click();
    await page.locator('.sheet-total').filter({ hasText: '250,00' }).waitFor();
    // The dog and the car each have their line, named after their type.
    const lines = page.getByRole('tabpanel').getByRole('cell');
    await lines
      .filter({ hasText: /^Chien/ })
      .first()
      .waitFor();
    await lines
      .filter({ hasText: /^Voiture/ })
      .first()
      .waitFor();
    await screenshot(page, 'reception-flow-price');
    await page.keyboard.press('F12');
    await shell.seeToast('Modification enregistrée');
    await page.waitForURL(/\/new-booking\/\w+\/[1-9]\d*\//);
    bookingId = Number(new URL(page.url()).pathname.split('/')[3]);
    expect(stored()).toMatchObject({ kind: 2, state: 'NORMAL', totalCents: 25_000, customerId: site.customerId });
  });

  it('the option is confirmed into a reservation, at the same price', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page
      .getByRole('button', { name: /^Actions/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Confirmer en réservation' }).click();
    // A click during the dialog's opening animation can be lost: wait until it has opened.
    await page.getByRole('dialog').waitFor();
    await page.locator('.ant-modal[class*="ant-zoom"]').first().waitFor({ state: 'detached' });
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await shell.seeToast('Modification enregistrée');
    await expect.poll(() => stored()?.kind).toBe(3);
    expect(stored()?.totalCents).toBe(25_000);
  });

  it('on the day, the arrival list ticks the family arrived', async () => {
    const page = ctx.browser.page;
    await page.goto('/booking-arrival-list');
    const main = page.getByRole('main');
    await main.getByRole('row').filter({ hasText: 'Lalanne Paul' }).waitFor();
    const arrived = page.getByRole('checkbox', { name: 'Arrivé 1' });
    await arrived.click();
    await expect.poll(() => arrived.isChecked()).toBe(true);
    expect(stored()?.isArrived).toBe(1);
    await screenshot(page, 'reception-flow-arrival');
  });
});
