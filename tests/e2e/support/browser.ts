// Headless Debian Chromium through playwright-core: one browser and one page per test file.
// `fresh()` turns the page into a new visitor (no cookie, empty storage) but keeps the HTTP
// cache, so the hashed UI bundles are parsed from memory rather than fetched again.
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumPath, screensDir } from './paths';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Long enough for a cold lazy chunk on a slow machine, short enough to fail fast. */
export const uiTimeoutMs = 10_000;

export interface OpenBrowser {
  browser: Browser;
  page: Page;
  context: BrowserContext;
  /** Forgets cookies, localStorage and sessionStorage and leaves the page on about:blank. */
  fresh(): Promise<Page>;
  close(): Promise<void>;
}

/** A browser context as a desk at the site sees it (French, Paris time, a laptop's screen): its own cookies. */
export async function newDesk(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1440, height: 900 },
    // No opening animations: a click is never made on a dialog still zooming in (antd drops it).
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(uiTimeoutMs);
  context.setDefaultNavigationTimeout(uiTimeoutMs);
  return context;
}

export async function openBrowser(baseURL: string): Promise<OpenBrowser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args });
  const context = await newDesk(browser, baseURL);
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    async fresh() {
      await context.clearCookies();
      if (page.url().startsWith(baseURL)) {
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      await page.goto('about:blank');
      return page;
    },
    close: () => browser.close(),
  };
}

/**
 * Saves a full-page PNG under test-results/screens/<name>.png and answers its path. antd's
 * transitions (a table fading in after its first search, a tab's ink bar) are finished first, so
 * the picture shows the screen at rest.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screensDir, { recursive: true });
  const file = path.join(screensDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * A write call from inside the signed-in page, as the UI makes it: same-origin cookies and the
 * X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie.
 */
export async function apiPost<T = unknown>(
  page: Page,
  restPath: string,
  body: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ restPath, body }) => {
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const res = await fetch(`/rest/${restPath}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf ?? '') },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { restPath, body },
  ) as Promise<{ status: number; json: T }>;
}

/**
 * In-app navigation, as a click on the menu does (no page load): the router follows the history,
 * and only the screen's own chunk and calls are loaded.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

/**
 * Signs in without the form (the tests of the form itself use LoginPage): the context's cookie
 * jar receives the session and XSRF cookies, then the page opens `path`.
 */
export async function signInThroughApi(page: Page, credentials: { login: string; password: string }, path = '/home') {
  const res = await page.request.post('/rest/login', { data: credentials });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  await page.goto(path);
}
