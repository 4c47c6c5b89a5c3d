// "A screen one may read calls only what one may read": a user of a read-only group (every right
// 001) walks every screen of their menu on the demo site, and each list's first item, in one browser
// with one sign-in; no call answers 401 or 403, no 401 toast shows, no call fails with a 5xx.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { functionalities, functionalityForPath } from '../../service/domains/security/functionalities';
import type { MenuNode } from '../../service/domains/security/menu';
import { ShellPage } from './pages/ShellPage';
import { apiPost, navigateInApp, screenshot, signInThroughApi } from './support/browser';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-07-11', demo: true });
const reader = { login: 'lecture', password: 'lecture-secret-1' };
let admin: Page;
let readerId = 0;

const leavesOf = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((n) => (n.url && !n.isContext ? [n.url] : leavesOf(n.subMenus)));

/** The walk's record: each refused or failed call with the screen that made it. */
class CallWatch {
  readonly failures: string[] = [];
  private pending = 0;
  screen = '';

  constructor(readonly page: Page) {
    page.on('request', (r) => {
      if (r.url().includes('/rest/')) this.pending += 1;
    });
    const done = (url: string) => {
      if (url.includes('/rest/')) this.pending -= 1;
    };
    page.on('requestfinished', (r) => done(r.url()));
    page.on('requestfailed', (r) => done(r.url()));
    page.on('response', (r) => this.check(r));
  }

  private check(response: Response): void {
    const url = new URL(response.url());
    const status = response.status();
    if (!url.pathname.startsWith('/rest/')) return;
    if (status !== 401 && status !== 403 && status < 500) return;
    const failure = `${this.screen}: ${response.request().method()} ${url.pathname} → ${status}`;
    console.log(`FAILED ${failure}`);
    this.failures.push(failure);
  }

  /** No call in flight for a moment: the screen made every call it makes on opening. */
  async settle(): Promise<void> {
    let quietSince = Date.now();
    const deadline = Date.now() + 8000;
    while (Date.now() < deadline) {
      if (this.pending > 0) quietSince = Date.now();
      else if (Date.now() - quietSince > 250) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('every screen of a read-only group', () => {
  it('the demo site, a group reading everything (001) and its user', async () => {
    const context = await ctx.browser.browser.newContext({ baseURL: ctx.site.baseURL, locale: 'fr-FR' });
    admin = await context.newPage();
    await signInThroughApi(admin, adminLogin, '/home');
    const rights = functionalities.map((f) => right(f.code, '001'));
    const group = await apiPost<{ id: number }>(admin, 'security/group/edit', { id: 0, name: 'Lecture', rights });
    expect(group.status).toBe(200);
    const user = { id: 0, ...reader, name: 'Lecture seule', groupIds: [group.json.id] };
    const saved = await apiPost<{ id: number }>(admin, 'security/user/edit', user);
    expect(saved.status).toBe(200);
    readerId = saved.json.id;
  });

  it('opens each menu screen and the first item of each list without a refused or failed call', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, reader, '/home');
    const { user } = await (await page.request.get('/rest/security/user/current')).json();
    const leaves = [...new Set(leavesOf(user.menus))].filter((l) => l.includes(process.env.WALK_ONLY ?? ''));
    if (!process.env.WALK_ONLY) expect(leaves.length).toBeGreaterThan(100);
    const watch = new CallWatch(page);
    const shell = new ShellPage(page);
    const toasts: string[] = [];
    const toastsNow = async () => {
      await page.waitForLoadState('load');
      return shell.toastTexts().catch(() => [] as string[]);
    };
    const walked: string[] = [];
    const sentHome: string[] = [];
    for (const leaf of leaves) {
      // Only this screen's read right: a call to another screen's routes answers 401 and is caught.
      // The last screen settled (no call in flight) before its right is taken away.
      watch.screen = leaf;
      const code = functionalityForPath(leaf)?.code;
      if (code) await setRights(admin, readerId, [right(code, '001')]);
      await navigateInApp(page, leaf);
      await watch.settle();
      if ((await page.getByText('Page non trouvée').count()) > 0) continue;
      // The screen opened under its own right (no page guard sent the user home).
      if (new URL(page.url()).pathname !== leaf) sentHome.push(leaf);
      walked.push(leaf);
      for (const text of await toastsNow()) if (text.includes('401')) toasts.push(`${leaf}: ${text}`);
      const firstRow = page.getByRole('main').locator('.ant-table-row').first();
      if ((await firstRow.count()) === 0) continue;
      watch.screen = `${leaf} (first item)`;
      await firstRow.dblclick({ timeout: 2000 }).catch(() => undefined);
      await watch.settle();
      if (leaf === '/price/grid-list') await screenshot(page, 'read-only-price-grid');
      for (const text of await toastsNow()) if (text.includes('401')) toasts.push(`${watch.screen}: ${text}`);
      // Back on the list, whose calls are made under this screen's right.
      await page.keyboard.press('Escape');
      await watch.settle();
    }
    // Menu leaves whose screen is yet to come show the not-found page and are not walked.
    if (!process.env.WALK_ONLY) expect(walked.length).toBeGreaterThan(100);
    expect(sentHome).toEqual([]);
    expect(watch.failures).toEqual([]);
    expect(toasts).toEqual([]);
  }, 1_500_000);
});
