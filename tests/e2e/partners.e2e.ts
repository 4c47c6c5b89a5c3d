// Partners and extras in a real browser: the partner's tabbed detail with its commission periods,
// a French error on an overlapping period, billing types edited in a dialog over their list, and an
// extra created through its form.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { EntityListPage } from './pages/EntityListPage';
import { leaveDay } from './support/antd-inputs';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

async function signedIn() {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, adminLogin, '/home');
  await page.waitForURL('**/home');
  return page;
}

describe('partner detail', () => {
  it('shows the commission tab with its periods and refuses overlapping periods in French', async () => {
    const page = await signedIn();
    const firstId = async (base: string) =>
      page.evaluate(async (b) => (await (await fetch(`/rest/${b}`)).json())[0].id as number, base);
    const { json } = await apiPost<{ id: number }>(page, 'partner/partner/edit', {
      id: 0,
      name: 'Vacances Soleil',
      partnerTypeId: await firstId('partner/partner-type'),
      managementTypeId: await firstId('partner/management-type'),
      billingTypeId: await firstId('partner/billing-type'),
      color: '#1677FF',
      commissionType: 'percent',
      commissionValue: 1500,
      commissionPeriods: [{ startDate: '2027-07-01', endDate: '2027-08-31', rate: 1800 }],
    });
    await page.goto(`/partner/commission/${json.id}`);
    const detail = await new EntityDetailPage(page, 'Partenaires').isShown('Vacances Soleil');
    await detail.tab('Commission').waitFor();
    expect(await detail.main.getByRole('textbox', { name: '* Commission' }).inputValue()).toBe('15,00');
    await screenshot(page, 'partner-commission');

    await detail.main.getByRole('button', { name: 'Ajouter une période' }).click();
    const starts = detail.main.getByLabel(/^(\* )?Du$/);
    const ends = detail.main.getByLabel(/^(\* )?Au$/);
    await leaveDay(starts.nth(1), '15/08/2027');
    await leaveDay(ends.nth(1), '30/09/2027');
    await detail.main
      .getByLabel(/^(\* )?Taux$/)
      .nth(1)
      .fill('12,00');
    await detail.validateButton.click();
    await expect.poll(() => detail.main.getByText(errorMessage('OVERLAPPING_PERIODS')).count()).toBeGreaterThan(0);
  });
});

describe('partner billing types', () => {
  it('creates a billing type in a dialog over the list', async () => {
    const page = await signedIn();
    const list = await new EntityListPage(page, '/partner-billing-type-list', 'Types de facturation partenaire').goto();
    await list.createButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Types de facturation partenaire — nouveau').waitFor();
    await dialog.getByLabel(/^(\* )?Libellé$/).fill('Facturation mixte');
    await dialog.getByRole('button', { name: 'Valider (F12)' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await list.row('Facturation mixte').waitFor();
    expect(new URL(page.url()).pathname).toBe('/partner-billing-type-list');
  });
});

describe('extras', () => {
  it('creates an extra through its form: price typed in euros, VAT rate chosen by default', async () => {
    const page = await signedIn();
    const list = await new EntityListPage(page, '/extra-list', 'Extras').goto();
    await list.createButton.click();
    const detail = await new EntityDetailPage(page, 'Extras').isShown('nouveau');
    await detail.field('Libellé').fill('Électricité 10 A');
    await detail.field('Prix TTC').fill('4,50');
    await screenshot(page, 'extra-new');
    await detail.validateButton.click();
    await list.isShown();
    await list.row('Électricité 10 A').waitFor();
    expect(await list.row('Électricité 10 A').textContent()).toContain('4,50');
  });
});
