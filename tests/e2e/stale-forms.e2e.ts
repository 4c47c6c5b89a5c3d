// Two desks on one customer card, each in its own browser context: the save of the card opened
// before the other desk's save is refused naming who changed it and when, nothing of it stored;
// « Recharger » shows the other desk's change with the user's own unsaved value listed beside, and
// « Reprendre mes saisies » puts it back on the fresh card, which then saves.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { CustomerPage } from './pages/CustomerPages';
import { ShellPage } from './pages/ShellPage';
import { newDesk, screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { createCustomer } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();
const marie = { login: 'marie', password: 'Pins-Marie-2026!', name: 'Marie Durand', isAdmin: true };
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  await ctx.site.addUser(marie);
});
afterAll(async () => {
  for (const close of closers) await close();
});

const address = (town: string) => ({
  address1: null,
  address2: null,
  address3: null,
  postalCode: null,
  town,
  countryId: null,
});

function stored(id: number) {
  const sqlite = ctx.site.db.$client;
  const customer = sqlite.prepare('SELECT phone, version FROM customers WHERE id = ?').get(id) as {
    phone: string | null;
    version: number;
  };
  const town = sqlite
    .prepare('SELECT town FROM customer_addresses WHERE customer_id = ? ORDER BY position')
    .get(id) as {
    town: string;
  };
  return { ...customer, town: town.town };
}

/** The reload dialog, by its title (antd's generated title id is not unique on every screen). */
const staleDialog = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: 'Fiche modifiée par quelqu’un d’autre' });

/** A second desk: a browser context of its own (its own cookies), signed in on `path`. */
async function secondDesk(path: string): Promise<Page> {
  const context = await newDesk(ctx.browser.browser, ctx.site.baseURL);
  closers.push(() => context.close());
  const page = await context.newPage();
  await signInThroughApi(page, adminLogin, path);
  return page;
}

describe('two desks on one customer card', () => {
  it('"No last-writer-wins": the second save is refused, the first kept, the second\'s entry re-applied after a reload', async () => {
    const desk1 = await ctx.browser.fresh();
    await signInThroughApi(desk1, marie, '/home');
    const id = await createCustomer(desk1, {
      lastName: 'Dupont',
      firstName: 'Jean',
      addressList: [address('Mimizan')],
    });

    // Both desks open the card: Marie on its identity, the admin on its addresses.
    await desk1.goto(`/customer/identity/${id}`);
    const card1 = await new CustomerPage(desk1).isShown('Dupont Jean (C000001)');
    const desk2 = await secondDesk(`/customer/addresses/${id}`);
    const card2 = await new CustomerPage(desk2).isShown('Dupont Jean (C000001)');

    // Marie saves a phone.
    await card1.field('Téléphone').fill('05 58 09 00 00');
    await card1.validateButton.click();
    await new ShellPage(desk1).seeToast('Modification enregistrée');
    expect(stored(id)).toEqual({ phone: '0558090000', town: 'Mimizan', version: 2 });

    // The admin, opened before, saves a town: refused, naming Marie; nothing of it stored.
    await card2.field('Ville').fill('Biscarrosse');
    await card2.validateButton.click();
    const dialog = staleDialog(desk2);
    await dialog.getByText(/^Marie Durand a modifié cette fiche le \d\d\/\d\d\/\d{4} à \d\d:\d\d, après/).waitFor();
    expect(stored(id)).toEqual({ phone: '0558090000', town: 'Mimizan', version: 2 });
    await screenshot(desk2, 'stale-form-refused');

    // « Recharger »: the card as Marie left it, the admin's town listed as his unsaved entry.
    await dialog.getByRole('button', { name: 'Recharger' }).click();
    await dialog.getByText('Vos saisies non enregistrées').waitFor();
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual(['Ville : Biscarrosse (maintenant : Mimizan)']);
    expect(await card2.field('Ville').inputValue()).toBe('Mimizan');
    await screenshot(desk2, 'stale-form-reloaded');

    // « Reprendre mes saisies »: his town back on the fresh card, which saves over Marie's version.
    await dialog.getByRole('button', { name: 'Reprendre mes saisies' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card2.field('Ville').inputValue()).toBe('Biscarrosse');
    await card2.openTab('Identité');
    expect(await card2.field('Téléphone').inputValue()).toMatch(/^05 ?58 ?09 ?00 ?00$/);
    await card2.validateButton.click();
    await new ShellPage(desk2).seeToast('Modification enregistrée');
    expect(stored(id)).toEqual({ phone: '0558090000', town: 'Biscarrosse', version: 3 });
  });
});

describe('two desks on one price grid', () => {
  it('"No last-writer-wins": the grid editor refused over another desk\'s save, the label re-applied on the fresh grid', async () => {
    const desk1 = await ctx.browser.fresh();
    await signInThroughApi(desk1, marie, '/home');
    const marieApi = pageClient(desk1);
    const id = await saveGrid(marieApi, seasonGrid(await pricedSite(marieApi)));
    const grid = () =>
      ctx.site.db.$client
        .prepare('SELECT label, booking_fee_cents AS fee, version FROM price_grids WHERE id = ?')
        .get(id);

    const desk2 = await secondDesk(`/price/grid/${id}/0/0/0`);
    const label = desk2.getByLabel(/^(\* )?Libellé$/);
    await label.waitFor();

    // Marie saves the grid with a booking fee, from the version both opened.
    const opened = await (await marieApi.get(`/rest/price/grid/edit/${id}`)).json();
    expect((await marieApi.post('/rest/price/grid/edit', { ...opened, bookingFeeCents: 1500 })).status).toBe(200);

    await label.fill('Été 2026 bis');
    await desk2.getByRole('button', { name: 'Valider (F12)' }).click();
    const dialog = staleDialog(desk2);
    await dialog.getByText(/^Marie Durand a modifié cette fiche/).waitFor();
    expect(grid()).toMatchObject({ label: 'Été 2026', fee: 1500 });

    await dialog.getByRole('button', { name: 'Recharger' }).click();
    await dialog.getByText('Vos saisies non enregistrées').waitFor();
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual([
      'Libellé : Été 2026 bis (maintenant : Été 2026)',
    ]);
    await screenshot(desk2, 'stale-grid-reloaded');
    await dialog.getByRole('button', { name: 'Reprendre mes saisies' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await desk2.getByRole('button', { name: 'Valider (F12)' }).click();
    await new ShellPage(desk2).seeToast('Modification enregistrée');
    expect(grid()).toMatchObject({ label: 'Été 2026 bis', fee: 1500 });
  });
});
