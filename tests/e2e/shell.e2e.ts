// The shell in a real browser: sign-in, sign-out, throttling, home, 404, context boards, 403.
import fs from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { menuTree } from '../../service/domains/security/menu';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ShellPage } from './pages/ShellPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

/** A new visitor (no cookie, empty storage) signed in as the admin, on /home. */
async function adminOnHome(): Promise<{ page: Page; shell: ShellPage }> {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, adminLogin, '/home');
  const shell = new ShellPage(page);
  await shell.userMenu.waitFor();
  return { page, shell };
}

describe('sign-in', () => {
  it('lands the admin on /home with the greeting, tiles, "(Admin)" and the tab titled Bivouac, then the short name once the establishment has one', async () => {
    const page = await ctx.browser.fresh();
    const login = await new LoginPage(page).goto();
    await screenshot(page, 'login');
    const shell = await login.signIn(adminLogin);

    await shell.heading('Bonjour Admin').waitFor();
    expect((await shell.tileNames()).length).toBeGreaterThan(0);
    expect(await shell.userMenu.textContent()).toContain('(Admin)');
    await shell.brand('Bivouac').waitFor();
    await expect.poll(() => page.title()).toBe('Bivouac');
    await screenshot(page, 'home');

    const saved = await apiPost(page, 'establishment/establishment/edit', {
      id: 1,
      corporateName: 'Camping Les Pins SARL',
      shortName: 'Les Pins',
    });
    expect(saved).toMatchObject({ status: 200, json: { status: 'SAVED' } });
    await page.reload();
    await shell.brand('Les Pins').waitFor();
    await expect.poll(() => page.title()).toBe('Les Pins');
  });

  it("shows the server's message on a wrong password, then the throttling message after repeated failures, even for the right password", async () => {
    // Another user than the admin: the throttle counts per login and would lock the admin out.
    await ctx.site.addUser({ login: 'paul', password: 'secret-paul-1', name: 'Paul' });
    const login = await new LoginPage(await ctx.browser.fresh()).goto();

    expect(await login.attempt('paul', 'wrong')).toBe(400);
    await login.error('Identifiant ou mot de passe incorrect').waitFor();

    const statuses: number[] = [];
    for (let i = 2; i <= 6; i++) statuses.push(await login.attempt('paul', 'wrong'));
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    await login.error('Trop de tentatives de connexion').waitFor();

    expect(await login.attempt('paul', 'secret-paul-1')).toBe(429);
    await login.error('Trop de tentatives de connexion').waitFor();
  });
});

describe('sign-out', () => {
  it('says "Déconnexion effectuée", goes back to /login, and /home then sends to /login', async () => {
    const { page, shell } = await adminOnHome();
    await shell.signOut();
    await shell.toast('Déconnexion effectuée').waitFor();
    await new LoginPage(page).isShown();

    await page.goto('/home');
    await new LoginPage(page).isShown();
  });
});

describe('backup and update', () => {
  it('a system user is warned that everyone is logged out first, confirms, and is told which backup was made (screenshot backup-confirm)', async () => {
    const { page, shell } = await adminOnHome();
    const other = await adminOnHome();
    const menu = await shell.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Sauvegarde et mise à jour' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Lancer la sauvegarde et la mise à jour ?' });
    await dialog.getByText('Tous les utilisateurs connectés le seront aussi').waitFor();
    await screenshot(page, 'backup-confirm');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await new LoginPage(page).isShown();
    const done = await shell.toast(/^Sauvegarde faite : bivouac-\d{8}-\d{6}\.sqlite/).textContent();
    const file = /bivouac-\d{8}-\d{6}\.sqlite/.exec(done ?? '')?.[0] ?? '';
    expect(fs.existsSync(path.join(ctx.site.dataDir, 'backups', file))).toBe(true);
    // The other desk's session was closed too: its next call finds none.
    expect((await other.page.request.get('/rest/security/user/current')).status()).toBe(403);
  });
});

describe('not found', () => {
  it('answers an unknown path with the 404 page, "Page non trouvée" and "Cette page n\'existe pas."', async () => {
    const { page } = await adminOnHome();
    await page.goto('/no-such-page');
    const notFound = await new NotFoundPage(page).isShown();
    await notFound.code.waitFor();
    await notFound.text.waitFor();
    await notFound.homeButton.waitFor();
    await screenshot(page, 'not-found');
  });
});

describe('context headers', () => {
  const contextHeaders = menuTree.filter((h) => h.isContext);

  it("opens /dynamic-board/<id> from a context header of the top menu, titled with the header and showing only that header's tiles", async () => {
    const { page, shell } = await adminOnHome();
    // The UI hides headers whose screens are yet to come: test those the build shows, once the top
    // menu is drawn (counting does not wait), including those folded under « ··· » on a narrow screen.
    await shell.topMenu.getByRole('menuitem', { name: 'Réservations', exact: true }).waitFor();
    const shown = [];
    for (const header of contextHeaders) {
      const entry = shell.topMenu.getByRole('menuitem', { name: header.name, exact: true, includeHidden: true });
      if ((await entry.count()) > 0) shown.push(header);
    }
    expect(shown.map((h) => h.name)).toContain('Paramètres');

    for (const header of shown) {
      await shell.openTopEntry(header.name);
      await page.waitForURL(`**/dynamic-board/${header.id}`);
      await shell.heading(header.name).waitFor();
      // A tile per branch of the header (or one for the header itself when it has direct leaves).
      const branchNames = [header.name, ...header.items.map((i) => i.name)];
      const tiles = await shell.tileNames();
      expect(tiles.length).toBeGreaterThan(0);
      for (const tile of tiles) expect(branchNames).toContain(tile);
      const hrefs = await shell.main.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const leafUrls = JSON.stringify(header.items);
      for (const href of hrefs) expect(leafUrls).toContain(`"${href}"`);
      await screenshot(page, `board-${header.id}`);
    }
  });
});

describe('session lost mid-session', () => {
  it('goes to /login with the toast "403 Vous n\'êtes pas connecté" when the next call finds no session', async () => {
    const { page, shell } = await adminOnHome();
    ctx.site.db.$client.prepare('DELETE FROM sessions').run();

    await shell.tileLink('Clients', 'Clients').click();
    const login = await new LoginPage(page).isShown();
    await shell.toast("403 Vous n'êtes pas connecté").waitFor();
    // Signed in again, the user is back where the session ended, not on the home page.
    await login.fill(adminLogin.login, adminLogin.password);
    await page.waitForURL((url) => url.pathname === '/customer-list');
    await shell.userMenu.waitFor();
  });
});

describe('a page opened signed out', () => {
  it('opens once signed in: a bookmark leads back to its page, never to another site', async () => {
    const page = await ctx.browser.fresh();
    await page.goto('/booking-list/3');
    const login = await new LoginPage(page).isShown();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/booking-list/3');
    await login.fill(adminLogin.login, adminLogin.password);
    await page.waitForURL((url) => url.pathname === '/booking-list/3');

    const other = await ctx.browser.fresh();
    await other.goto('/login?next=%2F%2Felsewhere.example%2F');
    await new LoginPage(other).signIn(adminLogin);
  });
});

describe('robots', () => {
  it('marks pages noindex, in the HTML and in the X-Robots-Tag header', async () => {
    const page = await ctx.browser.fresh();
    const res = await page.goto('/login');
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });
});

describe('content security policy', () => {
  it("runs the real UI under its policy without a single violation: framing refused, scripts of this origin only, antd's runtime styles allowed", async () => {
    const page = await ctx.browser.fresh();
    const violations: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    };
    page.on('console', onConsole);
    // Registered before any script of the page runs, so violations during the first paint count too.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    try {
      const res = await page.goto('/login');
      expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
      await signInThroughApi(page, adminLogin, '/home');
      const shell = new ShellPage(page);
      await shell.heading('Bonjour Admin').waitFor();
      await page.goto('/search-availability');
      await page.getByRole('button', { name: 'Rechercher' }).waitFor();
      await page.goto('/place-type/general/0');
      await page.getByLabel('Libellé').waitFor();
      await page.goto('/booking-list/0');
      await page.getByRole('table').first().waitFor();
      await screenshot(page, 'csp-booking-list');
      expect(violations).toEqual([]);
    } finally {
      page.off('console', onConsole);
    }
  });
});
