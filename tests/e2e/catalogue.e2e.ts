// Every list and single screen of the administration, reference data and preference menus, and every plain detail's new-item form, opened in a real
// browser on the demo site: each draws its card with no error toast and no not-found page.
// The screens are reached as the menu reaches them (in-app navigation, one page load in all).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { administration, isEntryScreen, preferences, referenceData } from '../support/spec-routes';
import { ShellPage } from './pages/ShellPage';
import { navigateInApp, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-07-11', demo: true });

const catalogue = [...administration, ...referenceData, ...preferences];
/** Lists and single screens; the town list with every country and department (0). */
const entries = catalogue.filter(isEntryScreen).map((path) => path.replace(/:\w+/g, '0'));
/** Details whose only parameter is the id: the new-item form (id 0). */
const newForms = catalogue
  .filter((path) => /^\/[\w-]+(\/[\w-]+)?\/:\w+Id$/.test(path))
  .map((p) => p.replace(/:\w+$/, '0'));

/** An address no screen has: the not-found page, drawn without a card. */
const noScreen = '/catalogue-between-screens';

async function opensCleanly(page: Page, url: string) {
  // Through the not-found page, so the card awaited is this screen's and not the last one's.
  await navigateInApp(page, noScreen);
  await page.getByText('Page non trouvée').waitFor();
  await navigateInApp(page, url);
  // A screen is drawn when its card head is; the not-found page and error toasts must not show.
  await page.locator('.ant-card-head-title').first().waitFor();
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton').count(), { message: url }).toBe(0);
  expect(await page.getByText('Page non trouvée').count(), url).toBe(0);
  expect(await new ShellPage(page).toastTexts(), url).toEqual([]);
}

describe('the screens of the catalogue on the demo site', () => {
  it('the administrator signs in on the demo site', async () => {
    await signInThroughApi(ctx.browser.page, adminLogin, '/home');
    await ctx.browser.page.getByRole('main').waitFor();
  });

  it.each(entries)('opens the list or single screen %s', async (url) => {
    await opensCleanly(ctx.browser.page, url);
  });

  it.each(newForms)('opens the new-item form %s', async (url) => {
    await opensCleanly(ctx.browser.page, url);
  });

  it('shows the demo places (screenshot demo-place-list)', async () => {
    const page = ctx.browser.page;
    await opensCleanly(page, '/place-list');
    await page.locator('.ant-table-row').nth(19).waitFor();
    await screenshot(page, 'demo-place-list');
  });
});
