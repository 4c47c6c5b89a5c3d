// The town list in a real browser: /town-list/:countryId/:departmentId filters by its URL (0 = all),
// and the department selector rewrites the URL. Screenshot: town-list.
import { describe, expect, it } from 'vitest';
import { EntityListPage } from './pages/EntityListPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

interface Found {
  items: { id: number; code?: string; isoCode?: string; countryId?: number }[];
}

describe('towns', () => {
  it('lists every town at /town-list/0/0, then only those of the department chosen in the selector', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/home');
    const landes = (await apiPost<Found>(page, 'reference/department/search', { code: '40' })).json.items[0];
    const gironde = (await apiPost<Found>(page, 'reference/department/search', { code: '33' })).json.items[0];
    const countryId = landes?.countryId;
    for (const [department, name, postalCode, inseeCode] of [
      [landes?.id, 'Mimizan', '40200', '40184'],
      [gironde?.id, 'Lacanau', '33680', '33214'],
    ]) {
      const saved = await apiPost(page, 'reference/town/edit', {
        id: 0,
        countryId,
        departmentId: department,
        name,
        postalCode,
        inseeCode,
      });
      expect(saved.status).toBe(200);
    }

    const list = await new EntityListPage(page, '/town-list/0/0', 'Communes').goto();
    await list.row('Mimizan').waitFor();
    await list.row('Lacanau').waitFor();

    await page.getByRole('combobox', { name: 'Département' }).fill('40 Landes');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/town-list/0/${landes?.id}`);
    await list.row('Lacanau').waitFor({ state: 'detached' });
    expect(await list.rows.count()).toBe(1);
    await list.row('Mimizan').waitFor();
    await screenshot(page, 'town-list');
  });
});
