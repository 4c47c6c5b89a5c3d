// An administrator changes the group of a user who is signed in: the user's screen follows after
// one navigation (menu, page guards and buttons read one copy of the rights, asked at each
// navigation), and at once after the server answers 401 to a write the screen still offered.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FunctionalityCode } from '../../service/domains/security/functionalities';
import { CustomerListPage, CustomerPage } from './pages/CustomerPages';
import { ShellPage } from './pages/ShellPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { createCustomer, type RightCode, right } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();
const lea = { login: 'lea', password: 'lea-secret-1' };
const customers: FunctionalityCode = 'customer_partner_customer_list';

let admin: Page;
let leaId = 0;
let customerId = 0;
const groups: Record<string, number> = {};

async function group(name: string, code: FunctionalityCode, r: RightCode): Promise<number> {
  const answer = await apiPost<{ id: number }>(admin, 'security/group/edit', { id: 0, name, rights: [right(code, r)] });
  expect(answer.status).toBe(200);
  return answer.json.id;
}

/** What the administrator's user form sends when Léa's group changes. */
async function moveLeaTo(groupName: string): Promise<void> {
  const body = { id: leaId, login: lea.login, name: 'Léa', groupIds: [groups[groupName]] };
  expect((await apiPost(admin, 'security/user/edit', body)).status).toBe(200);
}

describe("a signed-in user's rights changed by an administrator", () => {
  it('the administrator sets up the groups Accueil (customers 111), Lecture (001) and Ménage (none of them)', async () => {
    const context = await ctx.browser.browser.newContext({ baseURL: ctx.site.baseURL, locale: 'fr-FR' });
    admin = await context.newPage();
    await signInThroughApi(admin, adminLogin, '/home');
    groups.Accueil = await group('Accueil', customers, '111');
    groups.Lecture = await group('Lecture', customers, '001');
    groups.Menage = await group('Ménage', 'booking_cleaning_planning', '011');
    customerId = await createCustomer(admin, { lastName: 'Martin', firstName: 'Claire' });
    const answer = await apiPost<{ id: number }>(admin, 'security/user/edit', {
      id: 0,
      ...lea,
      name: 'Léa',
      groupIds: [groups.Accueil],
    });
    leaId = answer.json.id;
    expect(answer.status).toBe(200);
  });

  it('downgraded to read-only while on the list: after one navigation Créer and Valider are gone', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, lea, '/customer-list');
    const list = await new CustomerListPage(page).isShown();
    await list.createButton.waitFor();

    await moveLeaTo('Lecture');
    await new ShellPage(page).openMenuLeaf('Clients', 'Clients');
    await list.row('Martin').dblclick();
    const detail = await new CustomerPage(page).isShown();
    expect(await detail.validateButton.count()).toBe(0);
    expect(await detail.lastName.isDisabled()).toBe(true);
    await detail.quitButton.click();
    await list.isShown();
    expect(await list.createButton.count()).toBe(0);
    await screenshot(page, 'rights-follow-read-only');
  });

  it('a read-only user typing a creation address is sent back to the list, with a message', async () => {
    const page = ctx.browser.page;
    await page.goto('/customer/identity/0');
    await page.waitForURL('**/customer-list');
    await new ShellPage(page).toast('Vos droits permettent de consulter, pas de créer').waitFor();
    await new CustomerListPage(page).isShown();
  });

  it('upgraded again: Créer comes back after one navigation, without signing in again', async () => {
    const page = ctx.browser.page;
    await moveLeaTo('Accueil');
    await page.goto('/customer-list');
    const list = await new CustomerListPage(page).isShown();
    await list.createButton.waitFor();
  });

  it('a write refused with 401 reads the rights again: Valider disappears without a navigation', async () => {
    const page = ctx.browser.page;
    const detail = await new CustomerPage(page).goto(customerId);
    await detail.validateButton.waitFor();
    await moveLeaTo('Lecture');
    await detail.firstName.fill('Claire-Marie');
    await detail.validateButton.click();
    await new ShellPage(page).toast('401 Droit insuffisant').waitFor();
    await detail.validateButton.waitFor({ state: 'detached' });
    expect(page.url()).toContain(`/customer/identity/${customerId}`);
  });

  it('the page no longer allowed sends the user home with a message, and the menu lost it', async () => {
    const page = ctx.browser.page;
    const list = await new CustomerListPage(page).goto();
    await moveLeaTo('Menage');
    await list.row('Martin').dblclick();
    await page.waitForURL('**/home');
    const shell = new ShellPage(page);
    await shell.toast("Vos droits ne permettent pas d'ouvrir cette page").waitFor();
    await shell.topMenu.getByRole('menuitem', { name: 'Clients', exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'rights-follow-page-refused');
  });
});
