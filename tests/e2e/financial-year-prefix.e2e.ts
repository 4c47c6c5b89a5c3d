// The bill prefix of a financial year on its form: a prefix another year already numbers with is
// refused under the field in French; another one is saved.
// Screenshot: financial-year-prefix.
import { describe, expect, it } from 'vitest';
import { ok } from '../support/booking-site';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

describe('financial year bill prefix', () => {
  it('BILL_PREFIX_ALREADY_USED under the field; a free prefix is saved', async () => {
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/home');
    const client = pageClient(page);
    const year = (label: string, startDate: string, endDate: string) => ({ id: 0, label, startDate, endDate });
    await ok(await client.post('/rest/admin/financial-year/edit', year('Exercice 2026', '2026-01-01', '2026-12-31')));
    const { id } = await ok(
      await client.post('/rest/admin/financial-year/edit', year('Exercice 2027', '2027-01-01', '2027-12-31')),
    );
    await page.goto(`/admin/financial-year/${id}`);
    const form = await new EntityDetailPage(page, 'Exercices comptables').isShown('Exercice 2027');
    // 2026 numbers with the default prefix: the sale preference's FA then its year.
    await form.field('Préfixe des factures').fill('FA2026');
    await form.validateButton.click();
    await expect.poll(() => form.fieldError('Préfixe des factures')).toMatch(/^Ce préfixe de facture est déjà utilisé/);
    await screenshot(page, 'financial-year-prefix');
    await form.field('Préfixe des factures').fill('F27-');
    await form.validateButton.click();
    await expect
      .poll(() => ctx.site.db.$client.prepare('SELECT bill_prefix AS p FROM financial_years WHERE id = ?').get(id))
      .toEqual({ p: 'F27-' });
  });
});
