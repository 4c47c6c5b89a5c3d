// A new customer of the name and e-mail of an existing one: the form names the existing card with a
// link, and Valider still creates (once a French postcode has five digits). Toasts hide none of the
// header's buttons. Screenshots: customer-duplicate-warning, customer-error-toast, customer-saved-toast.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CustomerPage } from './pages/CustomerPages';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { createCustomer } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

/** Whether two boxes of the page share any pixel. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await box(a), await box(b)];
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

describe('a possible duplicate on the customer form', () => {
  it('« Un client existe déjà : GUÉRIN Anne (e-mail) » links to the existing card; Valider creates anyway, its toast clear of the buttons', async () => {
    const page = await ctx.browser.fresh();
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughApi(page, adminLogin, '/home');
    const existingId = await createCustomer(page, {
      lastName: 'Guérin',
      firstName: 'Anne',
      email: 'anne.guerin@example.fr',
    });
    const detail = new CustomerPage(page);
    const shell = new ShellPage(page);

    await detail.goto(0);
    await detail.fillIdentity({ lastName: 'Guérin', firstName: 'Anne', email: 'Anne.Guerin@example.fr' });
    const warning = page.getByRole('alert').filter({ hasText: 'Un client existe déjà' });
    await warning.waitFor();
    expect(await warning.innerText()).toContain('Un client existe déjà : GUÉRIN Anne (anne.guerin@example.fr)');
    const link = warning.getByRole('link', { name: 'GUÉRIN Anne' });
    expect(await link.getAttribute('href')).toBe(`/customer/identity/${existingId}`);
    await screenshot(page, 'customer-duplicate-warning');

    // The link opens the existing card.
    await link.click();
    await page.waitForURL(`**/customer/identity/${existingId}`);
    await detail.isShown(/Guérin Anne/);
    expect(await detail.lastName.inputValue()).toBe('Guérin');

    // Another Anne Guérin after all: Valider creates her, once her French postcode has its 5 digits.
    await detail.goto(0);
    await detail.fillIdentity({ lastName: 'Guérin', firstName: 'Anne', email: 'anne.guerin@example.fr' });
    await warning.waitFor();
    await detail.openTab('Adresses');
    await detail.field('Code postal').fill('4020');
    await detail.validateButton.click();
    const refused = shell.toast('Formulaire incorrect');
    await refused.waitFor();
    await expect.poll(() => detail.fieldError('Code postal')).toBe('Un code postal français comporte 5 chiffres');
    expect(await overlaps(refused, detail.validateButton)).toBe(false);
    expect(await overlaps(refused, detail.quitButton)).toBe(false);
    await screenshot(page, 'customer-error-toast');

    await detail.field('Code postal').fill('40200');
    await detail.validateButton.click();
    const saved = shell.toast('Modification enregistrée');
    await saved.waitFor();
    await page.waitForURL('**/customer-list');
    const toolbar = page.getByRole('main').getByRole('button', { name: /Créer|Modifier|Supprimer|Export/ });
    await toolbar.first().waitFor();
    for (const button of await toolbar.all()) expect(await overlaps(saved, button)).toBe(false);
    await screenshot(page, 'customer-saved-toast');
    const stored = ctx.site.db.$client
      .prepare(`SELECT count(*) AS n FROM customers WHERE last_name = 'Guérin' AND first_name = 'Anne'`)
      .get() as { n: number };
    expect(stored.n).toBe(2);
  });
});
