// Places in a real browser: a place type refused in French when its maximum is below its minimum,
// then a layout that a place uses refused deletion with the catalogue's message.

import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
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

describe('place types', () => {
  it('Max persons below min is refused under the field, in French, and nothing is saved', async () => {
    const page = await signedIn();
    await page.goto('/place-type/general/0');
    const detail = await new EntityDetailPage(page, "Types d'hébergement").isShown('nouveau');
    await detail.field('Libellé').fill('Mobil-home 3 chambres');
    await detail.field('Code court').fill('MH3');
    await detail.field("Nature de l'hébergement").click();
    // antd draws its options twice: a hidden accessible list and the visible virtual list.
    await page.locator('.ant-select-item-option', { hasText: 'Mobil-home' }).click();
    await detail.field('Capacité (personnes)').fill('6');
    await detail.field('Personnes minimum').fill('4');
    await detail.field('Personnes maximum').fill('2');
    await detail.openTab('INSEE et comptabilité');
    await detail.field('Taux de TVA').click();
    await page.locator('.ant-select-item-option', { hasText: 'Taux intermédiaire 10 %' }).click();
    await detail.validateButton.click();
    await expect.poll(() => detail.fieldError('Personnes maximum')).toBe(errorMessage('MAX_PERSONS_BELOW_MIN'));
    await screenshot(page, 'place-type-error');
    const types = await page.evaluate(async () => (await (await fetch('/rest/place/place-type')).json()).length);
    expect(types).toBe(0);
  });
});

describe('layouts', () => {
  it('Deletion blocker: a layout with equipment cannot be deleted', async () => {
    const page = await signedIn();
    const layout = await apiPost<{ id: number }>(page, 'place/layout/edit', { id: 0, label: 'La Dune' });
    const type = await apiPost<{ id: number }>(page, 'place/place-type/edit', {
      id: 0,
      ...placeTypeBody('Emplacement nu'),
    });
    await apiPost(page, 'place/place/edit', {
      id: 0,
      number: '101',
      typeId: type.json.id,
      layoutId: layout.json.id,
      capacity: 6,
    });
    const list = await new EntityListPage(page, '/layout-list', 'Aménagements').goto();
    await list.select('La Dune');
    await list.deleteButton.click();
    await list.confirmDialog.isShown();
    await list.confirmDialog.confirm();
    await new ShellPage(page).toast(errorMessage('DELETE_BLOCKED_LAYOUT_HAS_EQUIPMENT')).waitFor();
    await list.row('La Dune').waitFor();
  });
});
