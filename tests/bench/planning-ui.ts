// The planning screen opened in headless Chromium on the real built UI: milliseconds from the
// navigation's start to the first stay bars painted in the grid, a 1,000-place window per load.
// An observer set before the page's own scripts notes the moment the grid first holds a bar,
// then waits two animation frames (the bar laid out and painted); the page reports it.
// PLANNING_UI_CPU_PROFILE=<file> writes the page's CPU profile of one load (.cpuprofile format).
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { round } from './report';

const chromiumPath = '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

declare global {
  interface Window {
    barsPaintedAt?: number;
    watchBars?: () => void;
  }
}

/**
 * Runs in the page before its scripts: `window.barsPaintedAt` = ms since navigation start. Given
 * as text: a TypeScript loader may wrap a function's inner functions in helpers the page lacks.
 */
const watchFirstBars = `
  window.watchBars = () => {
    window.barsPaintedAt = undefined;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[aria-label="Grille du planning"] button')) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => { window.barsPaintedAt = performance.now(); }));
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  window.watchBars();
`;

interface OpenTimes {
  /** The planning's answer fully received. */
  answerMs: number;
  /** The first bars painted. */
  paintedMs: number;
}

async function openOnce(page: Page, path: string): Promise<OpenTimes> {
  await page.goto(path);
  await page.waitForFunction(() => window.barsPaintedAt !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => {
    const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/rest/booking/planning'));
    return {
      answerMs: (answer as PerformanceResourceTiming | undefined)?.responseEnd ?? 0,
      paintedMs: window.barsPaintedAt ?? 0,
    };
  });
}

/**
 * In the running application, as from the menu: the router follows a history entry pushed on the
 * page, so no page load; ms from that moment to the first bars painted.
 */
async function navigateOnce(page: Page, path: string): Promise<number> {
  await page.evaluate(() => window.history.pushState(null, '', '/home'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await page.waitForFunction(() => !document.querySelector('[aria-label="Grille du planning"]'));
  // Given as text, like the watcher: the loader would wrap the inner function in a helper.
  return page.evaluate(`new Promise((resolve) => {
    window.watchBars();
    const t0 = performance.now();
    window.history.pushState(null, '', ${JSON.stringify(path)});
    window.dispatchEvent(new PopStateEvent('popstate'));
    const poll = () => (window.barsPaintedAt === undefined ? setTimeout(poll, 5) : resolve(window.barsPaintedAt - t0));
    poll();
  })`) as Promise<number>;
}

function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
}

export interface UiOpenResult {
  medianMs: number;
  p99Ms: number;
  /** Median ms from navigation start to the planning's answer received: the rest is parse and render. */
  answerMedianMs: number;
  loads: number;
  /** The same windows opened in the running application (no page load): median and p99 ms. */
  navMedianMs: number;
  navP99Ms: number;
}

/**
 * Opens `paths` in turn `rounds` times after one warm-up load (the bundles then come from the
 * browser's cache, as on a desk that used the screen before), signed in as `admin`.
 */
export async function timePlanningOpen(
  url: string,
  admin: { login: string; password: string },
  paths: readonly string[],
  rounds: number,
): Promise<UiOpenResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args });
  try {
    const context = await browser.newContext({
      baseURL: url,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 1440, height: 900 },
    });
    await context.addInitScript({ content: watchFirstBars });
    const page = await context.newPage();
    const signIn = await page.request.post('/rest/login', { data: admin });
    if (!signIn.ok()) throw new Error(`planning UI: sign-in ${signIn.status()}`);
    await openOnce(page, paths[0]);
    // One load profiled in the page (Chromium's sampling CPU profile) when asked: where the opening's time goes.
    const profileFile = process.env.PLANNING_UI_CPU_PROFILE;
    if (profileFile) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await openOnce(page, paths[1]);
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(profileFile, JSON.stringify(profile));
    }
    const opens: OpenTimes[] = [];
    for (let i = 0; i < rounds * paths.length; i += 1) opens.push(await openOnce(page, paths[i % paths.length]));
    const navs: number[] = [];
    for (let i = 0; i < rounds * paths.length; i += 1) navs.push(await navigateOnce(page, paths[i % paths.length]));
    const painted = quantiles(opens.map((o) => o.paintedMs));
    const answer = quantiles(opens.map((o) => o.answerMs));
    const nav = quantiles(navs);
    return {
      medianMs: painted(0.5),
      p99Ms: painted(0.99),
      answerMedianMs: answer(0.5),
      loads: opens.length,
      navMedianMs: nav(0.5),
      navP99Ms: nav(0.99),
    };
  } finally {
    await browser.close();
  }
}
