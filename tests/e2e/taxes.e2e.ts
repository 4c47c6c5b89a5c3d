// The tax detail in a real browser: a tax saved through the API shows its fields and its prices
// per period (euros), and adding a period that overlaps is refused with the catalogue's message.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { EntityListPage } from './pages/EntityListPage';
import { leaveDay } from './support/antd-inputs';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

describe('taxes', () => {
  it('shows a tax with its price periods, and refuses a period that overlaps (screenshot tax-detail)', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/tax-list');
    const taxTypeId = (ctx.site.db.$client.prepare('SELECT id FROM tax_types').get() as { id: number }).id;
    const { json } = await apiPost<{ id: number }>(page, 'tax/tax/edit', {
      id: 0,
      label: 'Taxe de séjour 2027',
      taxTypeId,
      target: 1,
      calculationMethod: 1,
      unit: 1,
      nightCount: 90,
      accountingCode: '447100',
      pricePeriods: [
        { startDate: '2027-01-01', endDate: '2027-06-30', price: 66 },
        { startDate: '2027-07-01', endDate: '2027-12-31', price: 88 },
      ],
    });
    await page.goto(`/tax/${json.id}`);
    const detail = await new EntityDetailPage(page, 'Taxes de séjour').isShown('Taxe de séjour 2027');
    await page.getByRole('button', { name: 'Ajouter une période' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Prix' }).count()).toBe(2);
    await screenshot(page, 'tax-detail');

    await page.getByRole('button', { name: 'Ajouter une période' }).click();
    const starts = page.getByRole('textbox', { name: 'Du' });
    const ends = page.getByRole('textbox', { name: 'Au' });
    await leaveDay(starts.nth(2), '15/12/2027');
    await leaveDay(ends.nth(2), '31/12/2027');
    await page.getByRole('textbox', { name: 'Prix' }).nth(2).fill('0,90');
    await detail.validateButton.click();
    await page.getByText(errorMessage('TAX_PRICE_ALREADY_IN_PERIOD')).first().waitFor();
  });
});

describe('lists without a detail route', () => {
  it('the points of sale open in a dialog: CENTRAL with its payment methods, Quitter closes it', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/payment-method-pointofsale-list');
    const list = new EntityListPage(page, '/payment-method-pointofsale-list', 'Moyens de paiement en caisse');
    await list.rows.first().waitFor();
    await list.rows.first().dblclick();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Moyens de paiement en caisse — CENTRAL — Point de vente central').waitFor();
    await dialog.getByText('Carte bancaire').waitFor();
    expect(page.url()).toMatch(/\/payment-method-pointofsale-list$/);
    await dialog.getByRole('button', { name: 'Quitter (Échap)' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
