// A booking's « Historique » tab on the sheet being edited (business date 15 June 2026): the
// creation and a change made elsewhere, whose row opens on its fields, price before and after
// and the price choice; a save with F12 on the sheet shows up in the tab already opened.
// Screenshot: booking-history-detail.
import { beforeAll, describe, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-06-15' });
let site: BookingSite;
let client: Client;

beforeAll(async () => {
  const page = ctx.browser.page;
  page.on('dialog', (dialog) => void dialog.accept());
  await signInThroughApi(page, adminLogin, '/home');
  client = pageClient(page);
  site = await bookingSite(client, 2);
});

describe("the booking sheet's history tab", () => {
  it("lists the creation and a change with its detail, then the sheet's own save (screenshot booking-history-detail)", async () => {
    const page = ctx.browser.page;
    const booked = (await ok(await client.post('/rest/booking/booking/edit', bookingBody(site, {})))).item;
    const occupancyId = booked.occupancies[0].id;
    // Two nights more, priced by the grid in force: 6 × 35 € = 210 € instead of 4 × 35 € = 140 €.
    await ok(
      await client.post(
        '/rest/booking/booking/edit',
        bookingBody(
          site,
          { id: occupancyId, endDate: '2026-07-16' },
          { id: booked.id, priceUpdateChoice: 'updateFromGrid' },
        ),
      ),
    );
    await page.goto(`/new-booking/history/${booked.id}/0/0/0/${site.customerId}/3`);
    const history = page.getByRole('table', { name: 'Historique de la réservation' });
    const change = history
      .getByRole('row')
      .filter({ hasText: 'Départ 14/07 → 16/07 ; prix 140,00 → 210,00 € (Recalculer avec la grille en vigueur)' });
    await change.waitFor();
    await history.getByRole('row').filter({ hasText: 'Création' }).waitFor();
    await change.getByRole('button', { name: 'Développer la ligne' }).click();
    await page.getByRole('table', { name: 'Lignes de prix modifiées' }).getByText('210,00 €').waitFor();
    await screenshot(page, 'booking-history-detail');

    await page.getByRole('tab', { name: 'Client' }).click();
    await page.getByLabel('Notes').fill('Arrivée tardive');
    await page.keyboard.press('F12');
    await new ShellPage(page).seeToast('Modification enregistrée');
    await page.getByRole('tab', { name: 'Historique' }).click();
    await history.getByRole('row').filter({ hasText: 'Notes modifiées' }).filter({ hasText: 'Admin' }).waitFor();
  });
});
