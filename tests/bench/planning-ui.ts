// The planning screen opened in headless Chromium on the real built UI: milliseconds from the
// navigation's start to the first stay bars painted in the grid, a 1,000-place window per load.
// An observer set before the page's own scripts notes the moment the grid first holds a bar,
// then waits two animation frames (the bar laid out and painted); the page reports it.
import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { round } from './report';

const chromiumPath = '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

declare global {
  interface Window {
    barsPaintedAt?: number;
  }
}

/**
 * Runs in the page before its scripts: `window.barsPaintedAt` = ms since navigation start. Given
 * as text: a TypeScript loader may wrap a function's inner functions in helpers the page lacks.
 */
const watchFirstBars = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[aria-label="Grille du planning"] button')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { window.barsPaintedAt = performance.now(); }));
  });
  observer.observe(document, { childList: true, subtree: true });
`;

async function openOnce(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForFunction(() => window.barsPaintedAt !== undefined, undefined, { timeout: 30_000 });
  return (await page.evaluate(() => window.barsPaintedAt)) as number; // set just above
}

export interface UiOpenResult {
  medianMs: number;
  p99Ms: number;
  loads: number;
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
    const times: number[] = [];
    for (let i = 0; i < rounds * paths.length; i += 1) times.push(await openOnce(page, paths[i % paths.length]));
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    return { medianMs: round(at(0.5)), p99Ms: round(at(0.99)), loads: times.length };
  } finally {
    await browser.close();
  }
}
