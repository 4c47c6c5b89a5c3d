// The usual frame of an e2e file: one site and one browser for the whole file, a screenshot
// under test-results/screens/failed-*.png when a test fails, everything closed at the end.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type OpenBrowser, openBrowser, screenshot } from './browser';
import { type Site, type SiteOptions, startSite } from './site';

export interface SiteAndBrowser {
  site: Site;
  browser: OpenBrowser;
}

export function withSiteAndBrowser(options: SiteOptions = {}): SiteAndBrowser {
  const ctx = {} as SiteAndBrowser;
  // The first file of a run on the demo site builds it: about 3,000 bookings, minutes on a busy box.
  const startTimeoutMs = options.demo ? 300_000 : undefined;
  beforeAll(async () => {
    ctx.site = await startSite(options);
    ctx.browser = await openBrowser(ctx.site.baseURL);
  }, startTimeoutMs);
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !ctx.browser) return;
    const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
    await screenshot(ctx.browser.page, `failed-${name}`).catch(() => undefined);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.site?.close();
  });
  return ctx;
}
