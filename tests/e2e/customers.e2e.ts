// Customers in a real browser: the menu, create / edit with a French field error / delete, a
// read-only user, the keyboard shortcuts, and a table that keeps its page and sort across a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { CustomerListPage, CustomerPage } from './pages/CustomerPages';
import { ShellPage } from './pages/ShellPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { createCustomer, right, setRights, storedCustomer, storedCustomers } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

/** A new visitor signed in (the admin by default) on `path`. */
async function signedIn(path: string, credentials = adminLogin) {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, credentials, path);
  return { page, shell: new ShellPage(page), list: new CustomerListPage(page), detail: new CustomerPage(page) };
}

/** Records the customer saves the page sends from now on. */
function recordSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/rest/customer/customer/edit')) saves.push(r.postData() ?? '');
  });
  return saves;
}

describe('menu navigation', () => {
  it('opens the customer list from Clients › Clients of the top menu', async () => {
    const { page, shell, list } = await signedIn('/home');
    await shell.userMenu.waitFor();
    await shell.openMenuLeaf('Clients', 'Clients');
    await list.isShown();
    expect(new URL(page.url()).pathname).toBe('/customer-list');
    await list.createButton.waitFor();
  });
});

describe('customer create, edit, delete', () => {
  it('creates with Créer, refuses an invalid e-mail in French without saving, saves the fix, deletes after confirmation', async () => {
    const { page, shell, list, detail } = await signedIn('/customer-list');
    await list.isShown();

    // Create.
    await list.createButton.click();
    await page.waitForURL('**/customer/identity/0');
    await detail.isShown('nouveau');
    await detail.fillIdentity({ lastName: 'Durand', firstName: 'Léa', email: 'lea.durand@example.fr' });
    await detail.validateButton.click();
    await shell.seeToast('Modification enregistrée');
    await list.isShown();
    await list.row('Durand Léa').waitFor();
    const created = storedCustomers(ctx.site).find((c) => c.lastName === 'Durand');
    expect(created).toMatchObject({
      firstName: 'Léa',
      email: 'lea.durand@example.fr',
      code: expect.stringMatching(/^C\d{6}$/),
    });
    const id = created?.id ?? 0;
    expect(await list.row('Durand Léa').innerText()).toContain('lea.durand@example.fr');

    // Open it: each tab on screen.
    await list.open('Durand Léa');
    await page.waitForURL(`**/customer/identity/${id}`);
    await detail.isShown(`Durand Léa (${created?.code})`);
    await screenshot(page, 'customer-identity');
    await detail.openTab('Adresses');
    await page.waitForURL(`**/customer/addresses/${id}`);
    await screenshot(page, 'customer-addresses');
    await detail.openTab('Notes');
    await page.waitForURL(`**/customer/notes/${id}`);
    await screenshot(page, 'customer-notes');
    await detail.openTab('Identité');

    // An invalid e-mail: the catalogue's French message on the field, nothing sent, nothing stored.
    const saves = recordSaves(page);
    await detail.email.fill('x@y');
    await detail.validateButton.click();
    await expect.poll(() => detail.fieldError('E-mail')).toBe(errorMessage('INVALID_EMAIL'));
    expect(errorMessage('INVALID_EMAIL')).toBe("Problème avec l'adresse e-mail");
    await screenshot(page, 'customer-email-error');
    expect(saves).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/customer/identity/${id}`);
    expect(storedCustomer(ctx.site, id)?.email).toBe('lea.durand@example.fr');

    // Fixed: the error goes as soon as the field changes, the save goes through.
    await detail.email.fill('lea@durand.fr');
    expect(await detail.fieldError('E-mail')).toBe('');
    await detail.validateButton.click();
    await shell.seeToast('Modification enregistrée');
    await list.isShown();
    expect(saves).toHaveLength(1);
    expect(storedCustomer(ctx.site, id)?.email).toBe('lea@durand.fr');
    await list.row('lea@durand.fr').waitFor();

    // Delete from the detail, after the confirmation naming the customer.
    await list.open('Durand Léa');
    await detail.isShown(/Durand Léa/);
    await detail.deleteButton.click();
    await detail.confirmDialog.isShown();
    expect(await detail.confirmDialog.text()).toContain(`Supprimer « Durand Léa (${created?.code}) » ?`);
    await detail.confirmDialog.confirm();
    await shell.seeToast('Suppression réussie');
    await list.isShown();
    expect(await list.row('Durand Léa').count()).toBe(0);
    expect(storedCustomer(ctx.site, id)).toBeUndefined();
  });
});

describe('read-only user', () => {
  it('shows neither Créer nor Valider to a user with Clients at 001, and the server refuses their write with 401', async () => {
    const admin = await signedIn('/home');
    await admin.shell.userMenu.waitFor();
    const id = await createCustomer(admin.page, { lastName: 'Martin', firstName: 'Paul' });
    const reader = await ctx.site.addUser({ login: 'lecteur', password: 'lecteur-secret', name: 'Lecteur' });
    await setRights(admin.page, reader.id, [right('customer_partner_customer_list', '001')]);

    const { page, list, detail } = await signedIn('/customer-list', { login: 'lecteur', password: 'lecteur-secret' });
    await list.isShown();
    await list.row('Martin Paul').waitFor();
    expect(await list.createButton.count()).toBe(0);
    expect(await list.deleteButton.count()).toBe(0);
    expect(await list.exportButton.count()).toBe(0);
    expect(await list.openButton.innerText()).toContain('Consulter (F4)');

    await list.open('Martin Paul');
    await page.waitForURL(`**/customer/identity/${id}`);
    await detail.isShown(/Martin Paul/);
    expect(await detail.validateButton.count()).toBe(0);
    expect(await detail.deleteButton.count()).toBe(0);
    expect(await detail.lastName.isDisabled()).toBe(true);
    await screenshot(page, 'customer-read-only');

    // F12 has nothing to validate; and the server does not rely on the hidden button.
    const saves = recordSaves(page);
    await page.keyboard.press('F12');
    const write = await apiPost<{ serverMessage?: string }>(page, 'customer/customer/edit', {
      id,
      lastName: 'Pirate',
    });
    expect(write.status).toBe(401);
    expect(saves).toHaveLength(1); // apiPost's, none from F12
    expect(storedCustomer(ctx.site, id)?.lastName).toBe('Martin');
  });
});

describe('keyboard shortcuts', () => {
  it('F3 opens a new customer and Esc goes back; F12 saves; on the list F4 opens the selected row and F9 asks before deleting', async () => {
    const { page, shell, list, detail } = await signedIn('/customer-list');
    await list.isShown();

    await page.keyboard.press('F3');
    await page.waitForURL('**/customer/identity/0');
    await detail.isShown('nouveau');
    await page.keyboard.press('Escape');
    await list.isShown();

    await page.keyboard.press('F3');
    await detail.isShown('nouveau');
    await detail.fillIdentity({ lastName: 'Raccourci', firstName: 'Clavier' });
    await page.keyboard.press('F12');
    await shell.seeToast('Modification enregistrée');
    await list.isShown();
    const saved = storedCustomers(ctx.site).find((c) => c.lastName === 'Raccourci');
    expect(saved).toBeDefined();

    await list.select('Raccourci Clavier');
    await page.keyboard.press('F4');
    await page.waitForURL(`**/customer/identity/${saved?.id}`);
    await detail.isShown(/Raccourci Clavier/);
    await page.keyboard.press('Escape');
    await list.isShown();

    await list.select('Raccourci Clavier');
    await page.keyboard.press('F9');
    await list.confirmDialog.isShown();
    expect(await list.confirmDialog.text()).toContain('Raccourci Clavier');
    // Esc belongs to the dialog: it closes it and leaves the list where it is.
    await page.keyboard.press('Escape');
    await list.confirmDialog.dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/customer-list');
    expect(storedCustomer(ctx.site, saved?.id ?? 0)).toBeDefined();

    await page.keyboard.press('F9');
    await list.confirmDialog.isShown();
    await list.confirmDialog.confirm();
    await shell.seeToast('Suppression réussie');
    await list.row('Raccourci Clavier').waitFor({ state: 'detached' });
    expect(storedCustomer(ctx.site, saved?.id ?? 0)).toBeUndefined();
  });
});

describe('table state', () => {
  it('keeps page 2 and the descending sort on Nom across a reload', async () => {
    const { page, shell, list } = await signedIn('/home');
    await shell.userMenu.waitFor();
    ctx.site.db.$client.prepare('DELETE FROM customers').run();
    for (let i = 1; i <= 45; i++)
      await createCustomer(page, { lastName: `Lambert ${String(i).padStart(2, '0')}`, firstName: 'Anne' });

    await list.goto();
    expect(await list.totalText()).toBe('45 éléments');
    expect(await list.activePage()).toBe(1);
    await list.goToPage(2);
    await list.sortBy('Nom', 'descending');
    const expectFirstRow = async () => {
      expect(await list.activePage()).toBe(2);
      expect(await list.sortOrder('Nom')).toBe('descending');
      await list.row('Lambert 25 Anne').waitFor();
      const rows = await list.rowTexts();
      expect(rows).toHaveLength(20);
      expect(rows[0]?.[1]).toBe('Lambert 25 Anne');
      expect(rows[19]?.[1]).toBe('Lambert 06 Anne');
    };
    await expectFirstRow();
    // The header's sort tooltip ("Annuler le tri") would hide the filters.
    await page.mouse.move(0, 800);
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    await screenshot(page, 'customer-list');

    await page.reload();
    await list.isShown();
    await expectFirstRow();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('bivouac.table.customer-list'))) ?? '{}'),
    ).toMatchObject({ page: 2, sort: { field: 'lastName', order: 'descend' } });
  });
});
