// The access-control screen in a real browser: a device made from « Ajouter un appareil » shows its
// API key once, the key then answers the box's access API, whose refusal the « Journal des accès »
// tab lists; the device revoked after the confirmation; a reader (001) sees neither button. The
// booking sheet's « Accès » tab gives a stay a code and a badge, and revokes one.
// Screenshots access-device-key, access-log, access-sheet.
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, bookingSite, ok } from '../support/booking-site';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();
const reader = { login: 'lecteur-acces', password: 'lecteur-password' };
const grid = '/admin/module/access-control-grid';

describe('the access-control devices and log', () => {
  beforeAll(async () => {
    await signInThroughApi(ctx.browser.page, adminLogin, '/home');
    // Switching a module is a GET that writes: it carries the anti-forgery token.
    const cookies = await ctx.browser.context.cookies();
    const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const on = await pageClient(ctx.browser.page).get('/rest/module/module/active/access_control/1', {
      'X-XSRF-TOKEN': xsrf,
    });
    expect(on.status).toBe(200);
    const { id } = await ctx.site.addUser({ ...reader, name: 'Lecteur', isAdmin: false, isSysteme: false });
    await setRights(ctx.browser.page, id, [right('establishment_access_module_access_control', '001')]);
  });

  it('« an API key per device, shown once »: made, copied, asked with, logged, revoked', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto(grid);
    await shell.main.getByRole('button', { name: 'Ajouter un appareil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel appareil' });
    await dialog.getByLabel('Nom').fill('Barrière entrée');
    await dialog.getByRole('button', { name: 'Créer l’appareil' }).click();
    const keyDialog = page.getByRole('dialog', { name: "Clé d'API de « Barrière entrée »" });
    const key = await keyDialog.getByLabel('Clé', { exact: true }).inputValue();
    expect(key).toMatch(/^bvk_[\w-]{32}$/);
    await screenshot(page, 'access-device-key');
    await keyDialog.getByRole('button', { name: "J'ai copié la clé" }).click();
    const row = shell.main.getByRole('row', { name: /Barrière entrée/ });
    await row.getByText(`${key.slice(0, 8)}…`).waitFor();
    expect(await shell.main.getByText(key).count()).toBe(0);

    const asked = await fetch(`${ctx.site.baseURL}/rest/access/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'badge', value: 'dead-beef' }),
    });
    expect(await asked.json()).toMatchObject({ allow: false, reason: 'unknown' });
    await shell.main.getByRole('tab', { name: 'Journal des accès' }).click();
    const logged = shell.main.getByRole('row', { name: /Badge DEADBEEF/ });
    await logged.getByText('Refusé : Identifiant inconnu').waitFor();
    await screenshot(page, 'access-log');

    await page.reload();
    await shell.main.getByRole('row', { name: /Badge DEADBEEF/ }).waitFor();
    await shell.main.getByRole('tab', { name: 'Appareils' }).click();
    await row.getByRole('button', { name: 'Révoquer' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await row.getByText(/Révoquée le/).waitFor();
    const again = await fetch(`${ctx.site.baseURL}/rest/access/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'badge', value: 'DEADBEEF' }),
    });
    expect(again.status).toBe(403);
  });

  it('a reader (001) sees the devices and the log, without « Ajouter un appareil » nor « Révoquer »', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, reader, grid);
    const shell = new ShellPage(page);
    await shell.main.getByRole('row', { name: /Barrière entrée/ }).waitFor();
    expect(await shell.main.getByRole('button', { name: 'Ajouter un appareil' }).count()).toBe(0);
    expect(await shell.main.getByRole('button', { name: 'Révoquer' }).count()).toBe(0);
  });

  it("the sheet's « Accès » tab gives a pitch a code drawn by the box and a typed badge, then revokes the badge", async () => {
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/home');
    const admin = pageClient(page);
    const site = await bookingSite(admin, 1);
    const saved = await ok(await admin.post('/rest/booking/booking/edit', bookingBody(site, {})));
    const shell = new ShellPage(page);
    await page.goto(`/new-booking/access/${saved.item.id}/0/-1/0/${site.customerId}/3`);
    const pitch = shell.main.getByRole('region', { name: "Accès de l'emplacement 1" });
    await pitch.getByRole('button', { name: 'Donner un code' }).click();
    await pitch.getByRole('row', { name: /Code \d{6}/ }).waitFor();
    await pitch.getByLabel('N° de badge').fill('04 a3 ff 12');
    await pitch.getByRole('button', { name: 'Ajouter' }).first().click();
    const badge = pitch.getByRole('row', { name: /Badge 04A3FF12/ });
    await badge.getByText('Actif').waitFor();
    expect(await pitch.getByLabel('N° de badge').inputValue()).toBe('');
    await screenshot(page, 'access-sheet');
    await badge.getByRole('button', { name: 'Révoquer' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await badge.getByText(/Révoqué le/).waitFor();
  });
});
