// The booking sheet loads once: entered from the availability search's « Réserver », it opens one
// draft and a click made as soon as it shows is kept. Its toasts leave the header buttons clear.
// Business day pinned to 15/06/2026. Screenshots: booking-sheet-entry, booking-sheet-toast.
import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { partySite } from '../support/party-site';
import { ShellPage } from './pages/ShellPage';
import { typeDay } from './support/antd-inputs';
import { screenshot, signInThroughApi, uiTimeoutMs } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-06-15' });

/** What the page asked of the server: its documents and its draft openings. */
function watchCalls(page: Page) {
  const calls = { documents: [] as string[], draftOpens: 0 };
  const onRequest = (r: Request) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame())
      calls.documents.push(new URL(r.url()).pathname);
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/booking/booking/temporary'))
      calls.draftOpens += 1;
  };
  page.on('request', onRequest);
  return { calls, stop: () => page.off('request', onRequest) };
}

describe('the booking sheet loads once', () => {
  beforeAll(async () => {
    const page = ctx.browser.page;
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughApi(page, adminLogin, '/home');
    await partySite(pageClient(page), 2);
  });

  it('entered from « Réserver », it opens one draft, loads no page again, and keeps a click made as soon as it shows', async () => {
    const page = ctx.browser.page;
    await page.goto('/search-availability');
    await typeDay(page, 'Arrivée', '10/07/2026');
    await page.getByLabel('Nuits').fill('4');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const book = page.getByRole('button', { name: 'Réserver la place 1' });
    await book.waitFor();
    const watch = watchCalls(page);
    await book.click();
    const occupants = page.getByRole('tab', { name: 'Occupants' });
    await occupants.click({ timeout: uiTimeoutMs });
    await page.getByLabel('Âge 1', { exact: true }).waitFor();
    // Long enough for a reload or a second opening to have dropped the click.
    await page.waitForTimeout(2_500);
    expect(await occupants.getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Âge 1', { exact: true }).waitFor({ timeout: 100 });
    watch.stop();
    expect(watch.calls.draftOpens).toBe(1);
    expect(watch.calls.documents).toEqual([]);
    await screenshot(page, 'booking-sheet-entry');
  });

  it('the toast of a save sits clear of the sheet header: Enregistrer, Actions and Quitter stay uncovered', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.keyboard.press('F12');
    const toast = shell.toast(/.+/);
    await toast.waitFor();
    const header = page.locator('.booking-sheet .ant-card-head');
    for (const name of ['Enregistrer (F12)', 'Quitter', 'Actions']) {
      const button = header.getByRole('button', { name });
      if ((await button.count()) === 0) continue;
      expect(await overlaps(toast, button), name).toBe(false);
    }
    expect(await overlaps(toast, header)).toBe(false);
    await screenshot(page, 'booking-sheet-toast');
  });
});

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) throw new Error('not on screen');
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}
