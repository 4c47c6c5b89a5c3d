// Administration in a real browser: a user created from the user list with a short password,
// given Clients in reading on the rights tab, then signed in: their menu and the 000 guard.
// Also the screenshots of the rights tab, the group list and the establishment page.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { EstablishmentPage, GroupListPage, UserListPage, UserPage } from './pages/AdminPages';
import { ShellPage } from './pages/ShellPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { right } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

async function signedIn(path: string, credentials = adminLogin) {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, credentials, path);
  return { page, shell: new ShellPage(page) };
}

interface RightArea {
  subFunctionalities: { code: string; right: string; canSelect: boolean; canWrite: boolean }[];
}

describe('users and rights', () => {
  it('creates a user with a 4-character password (saved, with the unsafe-password warning), gives Clients in reading, and that user sees Clients but not Administration', async () => {
    const { page, shell } = await signedIn('/admin/user-list');
    const list = await new UserListPage(page).isShown();
    const user = new UserPage(page);

    await list.createButton.click();
    await page.waitForURL('**/admin/user/identity/0');
    await user.isShown('nouveau');
    expect(await user.tab('Droits').isDisabled()).toBe(true);
    await user.login.fill('camille');
    await user.name.fill('Camille Accueil');
    await user.password.fill('abcd');
    // Said under the field while typing, then by the server's warning once saved.
    await user.passwordHelp('Mot de passe peu sûr : moins de 5 caractères.').waitFor();
    await user.validateButton.click();
    await shell.seeToast(`Modification enregistrée. ${errorMessage('UNSAFE_PASSWORD')}`);
    await list.isShown();
    await list.row('camille').waitFor();
    const stored = ctx.site.db.$client.prepare('SELECT id, name FROM users WHERE login = ?').get('camille') as
      | { id: number; name: string }
      | undefined;
    expect(stored?.name).toBe('Camille Accueil');
    const id = stored?.id ?? 0;

    // The rights tab: Clients in reading, saved as the user's specific rights.
    await list.open('camille');
    await page.waitForURL(`**/admin/user/identity/${id}`);
    await user.isShown('camille');
    await user.openTab('Droits');
    await page.waitForURL(`**/admin/user/rights/${id}`);
    await user.rights.isShown('camille');
    await user.rights.groupsWarning.waitFor();
    await user.rights.expandArea('Clients et partenaires');
    await user.rights.setRight('Clients', 'Lecture');
    await screenshot(page, 'user-rights');
    await user.rights.saveButton.click();
    await shell.seeToast('Modification enregistrée');
    const areas = (await (await page.request.get(`/rest/security/user/get_right/${id}`)).json()) as RightArea[];
    const granted = areas.flatMap((a) => a.subFunctionalities).filter((f) => f.canSelect);
    expect(granted.map((f) => [f.code, f.right])).toEqual([['customer_partner_customer_list', '001']]);

    // Signed in as camille in a new visitor: Clients in the top menu, Administration nowhere.
    const camille = await signedIn('/home', { login: 'camille', password: 'abcd' });
    await camille.shell.userMenu.waitFor();
    await camille.shell.topMenu.getByRole('menuitem', { name: 'Clients', exact: true }).waitFor();
    const entries = await camille.shell.topMenu.getByRole('menuitem').allInnerTexts();
    expect(entries.map((e) => e.trim())).toEqual(['Clients']);
    expect(await camille.shell.tileNames()).toEqual(['Clients']);

    // A page whose right is 000 sends home.
    await camille.page.goto('/admin/user-list');
    await camille.page.waitForURL('**/home');
    await camille.shell.heading('Bonjour Camille Accueil').waitFor();
  });
});

describe('screens', () => {
  it('shows the group list and the establishment page (screenshots)', async () => {
    const { page, shell } = await signedIn('/home');
    await shell.userMenu.waitFor();
    for (const [name, rights] of [
      ['Accueil', [right('customer_partner_customer_list', '011')]],
      ['Direction', [right('customer_partner_customer_list', '111', true)]],
    ] as const) {
      const saved = await apiPost(page, 'security/group/edit', { id: 0, name, rights });
      expect(saved.status).toBe(200);
    }

    const groups = await new GroupListPage(page).goto();
    await groups.row('Accueil').waitFor();
    await screenshot(page, 'group-list');

    await new EstablishmentPage(page).goto();
    await screenshot(page, 'establishment');
  });
});
