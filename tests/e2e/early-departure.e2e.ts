// Early departure from the booking sheet (business date 12 July 2026): an arrived guest of 10 to 14
// July leaves today; the occupancy actions menu records it, the stay ends on 12 July and the price
// tab shows the stay's lines as booked with the early-departure lines (kind 21) of the preference.
// The preference screen refuses a rule refunding 0 %, in French under the field.
// Screenshots: early-departure-date, early-departure-price, early-departure-preference.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { addTouristTax, type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-07-12' });
let site: BookingSite;
let client: Client;

const sheetWithDraft = /\/new-booking\/\w+\/\d+\/[1-9]\d*\//;

beforeAll(async () => {
  const page = ctx.browser.page;
  page.on('dialog', (dialog) => void dialog.accept());
  await signInThroughApi(page, adminLogin, '/home');
  client = pageClient(page);
  site = await bookingSite(client, 2);
  // Taxe de séjour 0,66 € per adult and night.
  await addTouristTax(client);
  await ok(await client.post('/rest/preference/early_departure', { refundRule: 'unused_nights' }));
});

describe('early departure on the booking sheet', () => {
  it('an arrived guest leaving 2 days early: the stay ends today, the price tab shows the refund of the unused nights and the tax of the nights stayed (screenshots early-departure-date, early-departure-price)', async () => {
    const page = ctx.browser.page;
    const booked = (await ok(await client.post('/rest/booking/booking/edit', bookingBody(site, {})))).item;
    const occupancyId = booked.occupancies[0].id;
    await ok(await client.post(`/rest/booking/occupancy/${occupancyId}/arrived`, { value: true }));
    await page.goto(`/new-booking/occupancies/${booked.id}/0/0/0/${site.customerId}/3`);
    await page.waitForURL(sheetWithDraft);
    await page
      .getByRole('row')
      .getByRole('button', { name: /Actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Départ anticipé…' }).click();
    const day = page.getByLabel('Date de départ anticipé');
    // The dialog takes the focus once its opening animation ends: a click before that loses the calendar.
    await expect.poll(() => page.locator('.ant-modal[class*="ant-zoom"]').count()).toBe(0);
    await day.click();
    // The calendar offers only the days inside the stay: 10 July (arrival) and 14 July are greyed.
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await calendar.locator('td[title="2026-07-12"]').waitFor();
    expect(await calendar.locator('td.ant-picker-cell-disabled[title="2026-07-14"]').count()).toBe(1);
    await calendar.locator('td[title="2026-07-12"]').click();
    await expect.poll(() => day.inputValue()).toBe('12/07/2026');
    await screenshot(page, 'early-departure-date');
    await page.getByRole('button', { name: 'Enregistrer le départ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await new ShellPage(page).seeToast('Modification enregistrée');

    const stored = ctx.site.db.$client
      .prepare('SELECT end_date AS endDate, early_departure_from AS bookedEnd FROM occupancies WHERE id = ?')
      .get(occupancyId);
    expect(stored).toEqual({ endDate: '2026-07-12', bookedEnd: '2026-07-14' });

    await page.getByRole('tab', { name: 'Prix' }).click();
    const sheet = page.locator('.booking-sheet');
    // 4 nights × 35 € = 140 € as booked, 2 unused nights refunded (−70 €); the tax of the 2 nights
    // stayed: 2 adults × 2 nights × 0,66 € = 2,64 €. Total 72,64 €.
    await sheet.getByText('Remboursement des nuits non consommées').waitFor();
    await sheet.locator('.sheet-total').filter({ hasText: '72,64' }).waitFor();
    await screenshot(page, 'early-departure-price');
    const total = ctx.site.db.$client.prepare('SELECT total_cents AS t FROM bookings WHERE id = ?').get(booked.id);
    expect(total).toEqual({ t: 7_264 });
  });

  it('the preference screen: a refund by the rule needs a share above 0 %, the tourist tax refund is editable (screenshot early-departure-preference)', async () => {
    const page = ctx.browser.page;
    await page.goto('/preference/early_departure');
    const main = page.getByRole('main');
    await main.getByLabel('Remboursement des nuits non consommées', { exact: true }).click();
    await page
      .locator(
        '.ant-select-dropdown:visible .ant-select-item-option[title="Remboursement selon la règle (part, frais retenus, préavis)"]',
      )
      .click();
    const rate = main.getByLabel('Part remboursée des nuits non consommées (règle)');
    await rate.fill('0');
    expect(await main.getByLabel('Rembourser la taxe de séjour des nuits non consommées').isDisabled()).toBe(false);
    await main.getByRole('button', { name: 'Valider (F12)' }).click();
    await main.getByText(errorMessage('EARLY_DEPARTURE_RULE_RATE_REQUIRED')).waitFor();
    await screenshot(page, 'early-departure-preference');
    await rate.fill('80');
    await main.getByRole('button', { name: 'Valider (F12)' }).click();
    await new ShellPage(page).seeToast('Modification enregistrée');
    const stored = ctx.site.db.$client
      .prepare("SELECT value_json FROM typed_settings WHERE key = 'early_departure'")
      .get() as { value_json: string };
    expect(JSON.parse(stored.value_json)).toMatchObject({ refundRule: 'rule', refundRate: 8_000 });
  });
});
