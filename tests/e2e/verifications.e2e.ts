// The three verification screens in a real browser on 22 November 2026, over a small ledger written
// with appendChained: a stay invoiced twice, an invoice past due, a stay ended unbilled, a payment
// paying nothing, then a payment edited with plain SQL found after « Vérifier ».
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moneyRows } from '../support/money-rows';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-11-22' });

describe('verification screens', () => {
  it('double invoices, invoices due and payments without their document; « Vérifier » finds a new break; F8 exports', async () => {
    const m = moneyRows(ctx.site.db);
    const year = m.year('2026', '2026-01-01', '2026-12-31', 'F26-');
    const customer = m.customer('Lapierre', 'Marc');
    const twice = m.booking({
      code: 'R26-00101',
      customerId: customer,
      startDate: '2026-08-01',
      endDate: '2026-08-08',
      totalCents: 70_000,
    });
    const unbilled = m.booking({
      code: 'R26-00102',
      customerId: customer,
      startDate: '2026-09-01',
      endDate: '2026-09-05',
      totalCents: 30_000,
    });
    m.invoice({
      yearId: year,
      yearSeq: 1,
      number: 'F26-0001',
      bookingId: twice,
      customerId: customer,
      buyerName: 'M. Marc Lapierre',
      totalCents: 70_000,
      dueDate: '2026-10-01',
    });
    m.invoice({
      yearId: year,
      yearSeq: 2,
      number: 'F26-0002',
      bookingId: twice,
      customerId: customer,
      buyerName: 'M. Marc Lapierre',
      totalCents: 70_000,
    });
    m.payment({ bookingId: twice, amountCents: 25_000 });
    m.payment({ amountCents: 1_500 });
    expect(unbilled).toBeGreaterThan(0);

    const page = ctx.browser.page;
    const main = page.getByRole('main');
    await signInThroughApi(page, adminLogin, '/verif-double-bill');
    const twiceRow = main.getByRole('row').filter({ hasText: 'R26-00101' });
    await twiceRow.waitFor();
    expect(await twiceRow.innerText()).toMatch(/Lapierre Marc\s*F26-0001, F26-0002\s*1\s?400,00\s€/);
    await screenshot(page, 'verif-double-bill');

    await page.goto('/verif-due-bill');
    const dueRow = main.getByRole('row').filter({ hasText: 'F26-0001' });
    await dueRow.waitFor();
    expect(await dueRow.innerText()).toMatch(
      /M\. Marc Lapierre\s*F26-0001\s*01\/10\/2026\s*700,00\s€\s*250,00\s€\s*450,00\s€/,
    );
    expect(await main.getByRole('row').filter({ hasText: 'R26-00102' }).innerText()).toMatch(
      /01\/09\/2026\s*05\/09\/2026/,
    );
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('F8')]);
    expect(file.suggestedFilename()).toBe('Factures-dues.csv');
    const csv = fs.readFileSync(await file.path(), 'utf8');
    expect(csv).toContain('Facture échue;F26-0001;M. Marc Lapierre;01/10/2026;700,00;250,00;450,00;');
    expect(csv).toContain('Séjour terminé non facturé;R26-00102;Lapierre Marc;05/09/2026;300,00;');
    await screenshot(page, 'verif-due-bill');

    await page.goto('/verif-tickets-payment');
    await main.getByText('Paiement n° 2 : ne règle aucun document').waitFor();
    ctx.site.db.$client.exec('DROP TRIGGER payments_append_only_update');
    ctx.site.db.$client.prepare('UPDATE payments SET amount_cents = 5000 WHERE id = 1').run();
    await main.getByRole('button', { name: 'Vérifier' }).click();
    await main.getByText('Paiement n° 1 (table payments) : contenu modifié après son enregistrement').waitFor();
    await screenshot(page, 'verif-tickets-payment');
  });
});
