// Places in bulk in a real browser: a series of 50 created in one dialog (capacity from the type,
// a series meeting taken numbers refused whole), « Enregistrer et nouveau » keeping the type,
// « Dupliquer » emptying the number, and the list coming back on the page of the saved row.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeTypeBody } from '../support/fixtures';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { EntityListPage } from './pages/EntityListPage';
import { ShellPage } from './pages/ShellPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

async function signedIn() {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, adminLogin, '/home');
  await page.waitForURL('**/home');
  return page;
}

async function placeType(page: Page, label: string, capacity: number) {
  const answer = await apiPost<{ id: number }>(page, 'place/place-type/edit', {
    id: 0,
    ...placeTypeBody(label, { capacity, maxPersons: capacity }),
  });
  return answer.json.id;
}

interface StoredPlace {
  id: number;
  number: string;
  name: string | null;
  typeId: number;
  capacity: number;
  layoutLabel: string | null;
}
const storedPlaces = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/rest/place/place')).json()) as StoredPlace[]);
const storedPlace = async (page: Page, number: string) => (await storedPlaces(page)).find((p) => p.number === number);

/** Picks an option of an antd select (its options are drawn twice: a hidden list and the visible one). */
async function choose(page: Page, control: ReturnType<Page['getByLabel']>, option: string) {
  await control.click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

describe('a series of places', () => {
  it('creates 50 places in one dialog, their capacity from the type, and refuses a series meeting taken numbers', async () => {
    const page = await signedIn();
    await placeType(page, 'Grand confort', 4);
    const list = await new EntityListPage(page, '/place-list', 'Emplacements').goto();
    await list.main.getByRole('button', { name: 'Créer une série' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Créer une série d’emplacements' });
    await choose(page, dialog.getByLabel("Type d'hébergement"), 'Grand confort');
    // A new place's capacity defaults from its type.
    expect(await dialog.getByLabel('Capacité (personnes)').inputValue()).toBe('4');
    await dialog.getByLabel('Préfixe').fill('A');
    await dialog.getByLabel('Premier numéro').fill('1');
    await dialog.getByLabel('Dernier numéro').fill('50');
    await dialog.getByLabel('Chiffres').fill('2');
    await dialog.getByText('50 emplacements : A01 à A50').waitFor();
    await screenshot(page, 'place-series-dialog');
    await dialog.getByRole('button', { name: 'Créer la série' }).click();
    await new ShellPage(page).seeToast('50 emplacements créés');
    await dialog.waitFor({ state: 'detached' });
    await list.pagination.getByText('50 éléments').waitFor();
    const created = (await storedPlaces(page)).filter((p) => p.number.startsWith('A'));
    expect(created).toHaveLength(50);
    expect(new Set(created.map((p) => p.capacity))).toEqual(new Set([4]));

    // A second series over A45..A55: refused whole, the taken numbers named, nothing created.
    await list.main.getByRole('button', { name: 'Créer une série' }).click();
    await choose(page, dialog.getByLabel("Type d'hébergement"), 'Grand confort');
    await dialog.getByLabel('Préfixe').fill('A');
    // The padding follows the places already numbered under the prefix.
    await expect.poll(() => dialog.getByLabel('Chiffres').inputValue()).toBe('2');
    await dialog.getByLabel('Premier numéro').fill('45');
    await dialog.getByLabel('Dernier numéro').fill('55');
    await dialog.getByRole('button', { name: 'Créer la série' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'A45, A46, A47, A48, A49, A50' }).waitFor();
    await screenshot(page, 'place-series-refused');
    expect((await storedPlaces(page)).filter((p) => p.number.startsWith('A'))).toHaveLength(50);
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).last().click();
  });
});

describe('the detail form', () => {
  it('« Enregistrer et nouveau » saves then opens a new form keeping the type; Shift+F12 does the same', async () => {
    const page = await signedIn();
    const typeId = await placeType(page, 'Chalet bois', 5);
    await page.goto('/place/general/0');
    const detail = await new EntityDetailPage(page, 'Emplacements').isShown('nouveau');
    await detail.field('Numéro').fill('B1');
    await choose(page, detail.field("Type d'hébergement"), 'Chalet bois');
    expect(await detail.field('Capacité (personnes)').inputValue()).toBe('5');
    await detail.main.getByRole('button', { name: 'Enregistrer et nouveau (Maj+F12)' }).click();
    const shell = new ShellPage(page);
    await shell.seeToast('Modification enregistrée');
    await expect.poll(() => detail.field('Numéro').inputValue()).toBe('');
    await detail.heading('nouveau').waitFor();
    expect(await detail.field('Capacité (personnes)').inputValue()).toBe('5');
    await screenshot(page, 'place-save-and-new');
    await detail.field('Numéro').fill('B2');
    await page.keyboard.press('Shift+F12');
    await shell.seeToast('Modification enregistrée');
    await expect.poll(() => detail.field('Numéro').inputValue()).toBe('');
    expect(await storedPlace(page, 'B1')).toMatchObject({ typeId, capacity: 5 });
    expect(await storedPlace(page, 'B2')).toMatchObject({ typeId, capacity: 5 });
  });

  it('« Dupliquer » opens a new form from the place, its number emptied', async () => {
    const page = await signedIn();
    const typeId = await placeType(page, 'Tente lodge', 3);
    const layout = await apiPost<{ id: number }>(page, 'place/layout/edit', { id: 0, label: 'Bord de rivière' });
    const original = await apiPost<{ id: number }>(page, 'place/place/edit', {
      id: 0,
      number: 'T1',
      name: 'Saule',
      typeId,
      layoutId: layout.json.id,
      capacity: 2,
    });
    await page.goto(`/place/general/${original.json.id}`);
    const detail = await new EntityDetailPage(page, 'Emplacements').isShown('T1 — Saule');
    await detail.main.getByRole('button', { name: 'Dupliquer' }).click();
    await detail.heading('nouveau').waitFor();
    await expect.poll(() => detail.field('Numéro').inputValue()).toBe('');
    expect(await detail.field('Nom').inputValue()).toBe('Saule');
    expect(await detail.field('Capacité (personnes)').inputValue()).toBe('2');
    await screenshot(page, 'place-duplicate');
    await detail.field('Numéro').fill('T2');
    await page.keyboard.press('F12');
    await new EntityListPage(page, '/place-list', 'Emplacements').isShown();
    expect(await storedPlace(page, 'T2')).toMatchObject({
      name: 'Saule',
      typeId,
      layoutLabel: 'Bord de rivière',
      capacity: 2,
    });
    expect(await storedPlace(page, 'T1')).toMatchObject({ id: original.json.id });
  });
});

describe('the list after a save', () => {
  it('comes back on the page holding the saved row (place 37 of 60, on page 2), the row selected', async () => {
    const page = await signedIn();
    const typeId = await placeType(page, 'Emplacement nu', 6);
    // Alone on the site: the other tests' places go.
    for (const p of await storedPlaces(page)) await apiPost(page, `place/place/delete/${p.id}`, {});
    expect((await apiPost(page, 'place/place/range', { first: 1, last: 60, digits: 2, typeId })).status).toBe(200);
    const list = await new EntityListPage(page, '/place-list', 'Emplacements').goto();
    await list.sortBy('Numéro', 'ascending');
    expect(await list.activePage()).toBe(1);
    const row37 = await storedPlace(page, '37');
    await page.goto(`/place/general/${row37?.id}`);
    const detail = await new EntityDetailPage(page, 'Emplacements').isShown('37');
    await detail.field('Nom').fill('Les Chênes');
    await page.keyboard.press('F12');
    await list.isShown();
    await list.row('Les Chênes').getByRole('radio', { checked: true }).waitFor();
    expect(await list.activePage()).toBe(2);
    expect((await list.rowTexts()).map((r) => r[0])).toEqual(Array.from({ length: 20 }, (_, i) => String(21 + i)));
    await screenshot(page, 'place-list-saved-row');
  });
});
