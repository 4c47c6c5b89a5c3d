// Two desks on one booking (business day 15 June 2026), each user in their own browser context:
// Claire shortens the stay and saves; Julie, who had opened it before, is warned as she comes back
// to her window, adds electricity and saves: refused with the message naming Claire, the shortened
// stay kept; « Recharger » shows the shortened stay with Julie's extra listed as her edit to apply
// again, kept across a browser reload, and applied it saves.
// Screenshots: two-desks-stale-banner, two-desks-refused, two-desks-reloaded.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { ShellPage } from './pages/ShellPage';
import { newDesk, screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-06-15' });
let site: BookingSite;
let bookingId = 0;
const contexts: BrowserContext[] = [];
let claire: Page;
let julie: Page;

const sheetWithDraft = /\/new-booking\/\w+\/\d+\/[1-9]\d*\//;
const draftOf = (page: Page) => Number(new URL(page.url()).pathname.split('/')[4]);

/** A receptionist in a browser context of her own, signed in. */
async function desk(login: string, name: string): Promise<Page> {
  await ctx.site.addUser({ login, password: `${login}-password`, name, isAdmin: true, isSysteme: false });
  const context = await newDesk(ctx.browser.browser, ctx.site.baseURL);
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInThroughApi(page, { login, password: `${login}-password` }, '/home');
  return page;
}

const stored = () =>
  ctx.site.db.$client
    .prepare(
      `SELECT o.start_date AS startDate, o.end_date AS endDate,
              (SELECT count(*) FROM booking_extras e WHERE e.occupancy_id = o.id) AS extras
         FROM occupancies o WHERE o.booking_id = ?`,
    )
    .get(bookingId);

async function openSheet(page: Page, tab: string) {
  await page.goto(`/new-booking/${tab}/${bookingId}/0/0/0/${site.customerId}/3`);
  await page.waitForURL(sheetWithDraft);
  await page.locator('.booking-sheet .sheet-live-total').filter({ hasText: '140,00' }).waitFor();
}

beforeAll(async () => {
  const page = ctx.browser.page;
  await signInThroughApi(page, adminLogin, '/home');
  site = await bookingSite(pageClient(page), 2);
  // Two adults on pitch 1 from 10 to 14 July: 4 high-season nights at 35 €.
  bookingId = (await ok(await pageClient(page).post('/rest/booking/booking/edit', bookingBody(site, {})))).item.id;
  claire = await desk('claire', 'Claire Dubois');
  julie = await desk('julie', 'Julie Martin');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('two desks on one booking: no change lost', () => {
  it('the second save is refused naming the first user, the first kept; « Recharger » lists her own edit beside the fresh copy (screenshots two-desks-*)', async () => {
    await openSheet(claire, 'occupancies');
    await openSheet(julie, 'extras');

    // Claire: two nights instead of four, saved.
    await claire.getByLabel('Nuits 1', { exact: true }).fill('2');
    await claire.locator('.booking-sheet .sheet-live-total').filter({ hasText: '70,00' }).waitFor();
    await claire.keyboard.press('F12');
    await new ShellPage(claire).seeToast('Modification enregistrée');
    expect(stored()).toEqual({ startDate: '2026-07-10', endDate: '2026-07-12', extras: 0 });

    // Julie comes back to her window: her sheet warns her before she types anything.
    await julie.evaluate(() => window.dispatchEvent(new Event('focus')));
    const banner = julie.locator('.booking-sheet').getByRole('alert').filter({ hasText: 'Claire Dubois a modifié' });
    await banner.waitFor();
    await screenshot(julie, 'two-desks-stale-banner');
    // She adds electricity on the copy she opened before, and saves.
    await julie.getByRole('button', { name: 'Ajouter un extra' }).click();
    await julie.locator('.booking-sheet').getByText('Non enregistrée').waitFor();
    await julie.keyboard.press('F12');
    const refused = julie.getByRole('dialog').filter({ hasText: 'Réservation modifiée entre-temps' });
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(
      /Claire Dubois a modifié cette fiche le \d\d\/\d\d\/\d{4} à \d\d:\d\d, après votre ouverture/,
    );
    // The dialog says it once: the toast of the same message goes.
    await expect.poll(() => new ShellPage(julie).toastTexts()).toEqual([]);
    await screenshot(julie, 'two-desks-refused');
    // Nothing of hers written: the shortened stay is kept, without electricity.
    expect(stored()).toEqual({ startDate: '2026-07-10', endDate: '2026-07-12', extras: 0 });

    const staleDraft = draftOf(julie);
    await refused.getByRole('button', { name: 'Recharger' }).click();
    await refused.waitFor({ state: 'detached' });
    await expect.poll(() => draftOf(julie)).not.toBe(staleDraft);
    const edits = julie.getByRole('region', { name: 'Vos modifications à reporter' });
    await edits.getByText('Ajout : Électricité × 1').waitFor();
    await julie.getByRole('tab', { name: 'Occupations' }).click();
    expect(await julie.getByLabel('Départ 1', { exact: true }).inputValue()).toBe('12/07/2026');
    expect(await julie.getByLabel('Nuits 1', { exact: true }).inputValue()).toBe('2');
    expect(await banner.count()).toBe(0);
    expect(await julie.locator('.booking-sheet').getByText('Non enregistrée').count()).toBe(0);
    await screenshot(julie, 'two-desks-reloaded');

    // A browser reload keeps the list; applied again, her extra saves on the shortened stay.
    await julie.reload();
    await edits.getByText('Ajout : Électricité × 1').waitFor();
    await julie.getByRole('tab', { name: 'Extras' }).click();
    await julie.getByRole('button', { name: 'Ajouter un extra' }).click();
    await julie.keyboard.press('F12');
    await new ShellPage(julie).seeToast('Modification enregistrée');
    expect(stored()).toEqual({ startDate: '2026-07-10', endDate: '2026-07-12', extras: 1 });
    await edits.waitFor({ state: 'detached' });
  });
});
