// The booking sheet's states respected on screen (business date 15 June 2026): a saved booking
// reloads in state 3 (nothing unsaved, actions open) and asks before leaving only once edited; a
// cancelled stay opens read only without a draft; a deleted booking sends the user back to the
// list it was opened from; a transition blocks other actions until the sheet has reopened on it;
// ticking « Arrivé » before the stay's first day asks; the place-conflict message shows once; a generic detail form, on its page or in a dialog, asks before Esc drops a
// change.
// Screenshots: booking-sheet-reloaded, booking-sheet-cancelled, booking-sheet-cancelled-price,
// booking-cancelled-list, preference-cancellation, booking-arrival-early, detail-leave-guard.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { EntityListPage } from './pages/EntityListPage';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-06-15' });
let site: BookingSite;
let client: Client;

const sheetWithDraft = /\/new-booking\/\w+\/\d+\/[1-9]\d*\//;

async function book(placeIndex: number, startDate: string, endDate: string): Promise<number> {
  const body = bookingBody(site, { placeId: site.places[placeIndex], startDate, endDate });
  return (await ok(await client.post('/rest/booking/booking/edit', body))).item.id;
}

const draftsOf = (bookingId: number) =>
  (
    ctx.site.db.$client.prepare('SELECT count(*) AS n FROM booking_drafts WHERE booking_id = ?').get(bookingId) as {
      n: number;
    }
  ).n;

/** Picks the option of an antd select by its label (the open dropdown's option title). */
async function choose(page: Page, selectLabel: string, option: string) {
  await page.getByLabel(selectLabel, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** Two frames drawn: what React commits after the last answer is on screen. */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

beforeAll(async () => {
  const page = ctx.browser.page;
  // Leaving a sheet with changes asks the browser's own question: the tests answer it.
  page.on('dialog', (dialog) => void dialog.accept());
  await signInThroughApi(page, adminLogin, '/home');
  client = pageClient(page);
  site = await bookingSite(client, 3);
});

describe('the booking sheet respects its states', () => {
  it('a saved booking reloaded (F5) is in state 3: not « Non enregistrée », Actions open; once edited, Esc asks first (screenshot booking-sheet-reloaded)', async () => {
    const page = ctx.browser.page;
    const id = await book(0, '2026-07-10', '2026-07-14');
    await page.goto(`/new-booking/customer/${id}/0/0/0/${site.customerId}/3`);
    await page.waitForURL(sheetWithDraft);
    const sheet = page.locator('.booking-sheet');
    await sheet.locator('.sheet-live-total').filter({ hasText: '140,00' }).waitFor();
    await page.reload();
    await sheet.locator('.sheet-live-total').filter({ hasText: '140,00' }).waitFor();
    expect(await sheet.getByText('Non enregistrée').count()).toBe(0);
    const actions = page.getByRole('button', { name: /^Actions/ }).first();
    expect(await actions.isDisabled()).toBe(false);
    await screenshot(page, 'booking-sheet-reloaded');

    await page.getByLabel('Notes').fill('Arrivée tardive');
    await sheet.getByText('Non enregistrée').waitFor();
    await page.keyboard.press('Escape');
    const ask = new ShellPage(page).leaveQuestion;
    await ask.getByRole('button', { name: 'Rester' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toMatch(/^\/new-booking\//);
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Quitter' }).click();
    await page.waitForURL('**/booking-list/0');
  });

  it('a cancelled stay opens read only from the cancelled list, without a draft; only its deletion is offered (screenshot booking-sheet-cancelled)', async () => {
    const page = ctx.browser.page;
    const id = await book(1, '2026-07-10', '2026-07-14');
    await ok(await client.post(`/rest/booking/booking/${id}/cancel`, { reason: 'Météo' }));
    await page.goto('/booking-cancelled-list/2');
    await page.getByRole('main').getByRole('row').filter({ hasText: 'Météo' }).dblclick();
    await page.waitForURL(`**/new-booking/resume/${id}/0/-1/0/${site.customerId}/3`);
    const sheet = page.locator('.booking-sheet');
    await sheet.getByText('Lecture seule').waitFor();
    await sheet.getByText('Annulée', { exact: true }).waitFor();
    expect(await page.getByLabel('Notes').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Enregistrer (F12)' }).count()).toBe(0);
    await screenshot(page, 'booking-sheet-cancelled');
    await page.getByRole('button', { name: /^Actions/ }).click();
    // The menu's items are read once it has opened.
    const menu = page.locator('.ant-dropdown:visible');
    await menu.getByRole('menuitem', { name: 'Supprimer…' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Supprimer…']);
    expect(draftsOf(id)).toBe(0);
  });

  it('a cancelled stay keeps its deposit in one cancellation line: the price tab and the cancelled list say « À rembourser » what was paid beyond it (screenshots booking-sheet-cancelled-price, booking-cancelled-list)', async () => {
    const page = ctx.browser.page;
    // Booked 25 days before arrival: the balance is already due, so the deposit is the whole 140 €.
    const id = await book(2, '2026-07-10', '2026-07-14');
    // Payments arrive with the money work: 200 € paid, set as it will be stored.
    ctx.site.db.$client.prepare('UPDATE bookings SET paid_cents = 20000 WHERE id = ?').run(id);
    await ok(await client.post(`/rest/booking/booking/${id}/cancel`, { reason: 'Raisons de santé' }));
    await page.goto('/booking-cancelled-list/2');
    const row = page.getByRole('main').getByRole('row').filter({ hasText: 'Raisons de santé' });
    await row.filter({ hasText: 'À rembourser 60,00' }).waitFor();
    expect(await row.textContent()).toContain('140,00');
    await screenshot(page, 'booking-cancelled-list');

    await page.goto(`/new-booking/price/${id}/0/-1/0/${site.customerId}/3`);
    const price = page.locator('.cancelled-price');
    await price.getByRole('cell', { name: 'Annulation : montant retenu' }).waitFor();
    // The header row and the one cancellation line: the stay's lines gave way.
    expect(await price.locator('.ant-table').getByRole('row').count()).toBe(2);
    await price.getByText('À rembourser').waitFor();
    expect(await price.locator('.cancelled-balance').textContent()).toMatch(
      /Retenu140,00.*Déjà réglé200,00.*À rembourser60,00/,
    );
    expect(await page.locator('.sheet-live-total').textContent()).toMatch(/140,00/);
    await drawn(page);
    await screenshot(page, 'booking-sheet-cancelled-price');

    // The preference that decided it, each field saying what it does.
    await page.goto('/preference/cancellation');
    await page.getByText("Conserver l'acompte (arrhes) en cas d'annulation").waitFor();
    expect(await page.getByLabel("Conserver l'acompte (arrhes) en cas d'annulation").isDisabled()).toBe(false);
    await screenshot(page, 'preference-cancellation');
  });

  it('a booking deleted from its sheet sends the user back to the list it was opened from', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    const id = await book(2, '2026-07-20', '2026-07-25');
    await page.goto('/booking-list/3');
    await page.getByRole('main').getByRole('row').filter({ hasText: '20/07/2026' }).dblclick();
    await page.waitForURL(sheetWithDraft);
    await page.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Supprimer…' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Supprimer la réservation' });
    await choose(page, 'Motif', 'Doublon');
    await dialog.getByRole('button', { name: 'Confirmer la suppression' }).click();
    await shell.seeToast('Suppression réussie');
    await page.waitForURL('**/booking-list/3');
    const stored = ctx.site.db.$client.prepare('SELECT state FROM bookings WHERE id = ?').get(id);
    expect(stored).toEqual({ state: 'DELETED' });
  });

  it('no other action starts while the sheet reopens on the answer to a transition, told once the sheet shows it', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    const id = await book(1, '2026-08-03', '2026-08-07');
    await page.goto(`/new-booking/customer/${id}/0/0/0/${site.customerId}/3`);
    await page.waitForURL(sheetWithDraft);
    const actions = page.getByRole('button', { name: /^Actions/ }).first();
    await expect.poll(() => actions.isDisabled()).toBe(false);
    // The sheet's reopening (a new draft on the validated booking) is held until the checks are made.
    let release: (() => void) | undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/rest/booking/booking/temporary', async (route) => {
      await held;
      await route.continue();
    });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Valider' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect.poll(() => actions.isDisabled()).toBe(true);
    release?.();
    await shell.seeToast('Modification enregistrée');
    await expect.poll(() => actions.isDisabled()).toBe(false);
    await page.unroute('**/rest/booking/booking/temporary');
    const stored = ctx.site.db.$client.prepare('SELECT is_validated AS v FROM bookings WHERE id = ?').get(id);
    expect(stored).toEqual({ v: 1 });
  });

  it('ticking « Arrivé » on an arrival after today asks first (screenshot booking-arrival-early)', async () => {
    const page = ctx.browser.page;
    const id = await book(0, '2026-08-01', '2026-08-05');
    await page.goto('/booking-arrival-list');
    const day = page.getByLabel('Jour', { exact: true });
    await day.fill('01/08/2026');
    await day.press('Enter');
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
    const arrived = page.getByRole('checkbox', { name: 'Arrivé 1' });
    await arrived.click();
    const ask = page.getByRole('dialog').filter({ hasText: "L'arrivée est prévue le 01/08/2026" });
    await ask.waitFor();
    await screenshot(page, 'booking-arrival-early');
    await ask.getByRole('button', { name: 'Annuler' }).click();
    await ask.waitFor({ state: 'detached' });
    const isArrived = () =>
      ctx.site.db.$client.prepare('SELECT is_arrived AS a FROM occupancies WHERE booking_id = ?').get(id);
    expect(isArrived()).toEqual({ a: 0 });
    expect(await arrived.isChecked()).toBe(false);
    await arrived.click();
    await ask.getByRole('button', { name: 'Marquer arrivé' }).click();
    await expect.poll(() => arrived.isChecked()).toBe(true);
    expect(isArrived()).toEqual({ a: 1 });
  });

  it('a draft moved onto a place another stay holds shows the conflict message once', async () => {
    const page = ctx.browser.page;
    await page.goto(
      `/new-booking/occupants/0/0/0/0/0/3?placeId=${site.places[0]}&startDate=2026-07-11&endDate=2026-07-12`,
    );
    await page.waitForURL(sheetWithDraft);
    await page.getByRole('button', { name: 'Ajouter un occupant' }).click();
    const message = errorMessage('BOOKING_PLACE_NOT_AVAILABLE');
    await new ShellPage(page).toast(message).waitFor();
    await drawn(page);
    expect(await page.getByText(message).count()).toBe(1);
    await page.waitForEvent('load');
  });
});

describe('a detail form with unsaved changes', () => {
  it('Esc asks before dropping a change; an untouched or saved form leaves at once (screenshot detail-leave-guard)', async () => {
    const page = ctx.browser.page;
    const detail = new EntityDetailPage(page, 'Civilités');
    await page.goto('/civility/0');
    await detail.isShown('nouveau');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/civility-list');

    await page.goto('/civility/0');
    await detail.isShown('nouveau');
    await detail.field('Libellé').fill('Docteur');
    await page.keyboard.press('Escape');
    const ask = new ShellPage(page).leaveQuestion;
    await ask.waitFor();
    await screenshot(page, 'detail-leave-guard');
    await ask.getByRole('button', { name: 'Rester' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await detail.field('Libellé').inputValue()).toBe('Docteur');
    // A menu or a link is leaving too.
    await page.getByRole('link', { name: 'Bivouac' }).click();
    await ask.getByRole('button', { name: 'Rester' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/civility/0');

    await detail.field('Code').fill('DR');
    await page.keyboard.press('F12');
    await page.waitForURL('**/civility-list');
    expect(await ask.count()).toBe(0);
  });

  it('a form in a dialog asks too before its Esc or its Quitter button drops a change', async () => {
    const page = ctx.browser.page;
    const list = await new EntityListPage(page, '/partner-billing-type-list', 'Types de facturation partenaire').goto();
    await list.createButton.click();
    const form = page.getByRole('dialog').filter({ hasText: 'Types de facturation partenaire — nouveau' });
    await form.getByLabel(/^(\* )?Libellé$/).fill('Facturation mixte');
    await page.keyboard.press('Escape');
    const ask = new ShellPage(page).leaveQuestion;
    await ask.getByRole('button', { name: 'Rester' }).click();
    await ask.waitFor({ state: 'detached' });
    const label = form.getByLabel(/^(\* )?Libellé$/);
    expect(await label.inputValue()).toBe('Facturation mixte');
    await form.getByRole('button', { name: 'Quitter (Échap)' }).click();
    await ask.getByRole('button', { name: 'Quitter' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(await list.row('Facturation mixte').count()).toBe(0);
  });
});
