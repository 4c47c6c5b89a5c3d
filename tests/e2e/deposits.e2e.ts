// Bank deposits in a real browser (business day pinned to 22/11/2026), three cheques written
// through the ledger: the month's list offers a deposit for the cheques, two are picked under a
// running total and banked with F12, the deposit opens with its slip, whose PDF text is read back;
// then the float of the cash drawer is counted. Screenshots: deposit-create, deposit-create-refused,
// deposit-detail, deposit-list, cash-fund.
import { describe, expect, it } from 'vitest';
import {
  insertBank,
  insertBankAccount,
  insertCheque,
  insertCustomer,
  insertDepositType,
  insertPayment,
  methodId,
} from '../support/money-rows';
import { pdfText } from '../support/pdf-text';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-11-22' });

describe('bank deposits', () => {
  it('picks two cheques, banks them on a slip, opens the deposit and its slip', async () => {
    const db = ctx.site.db;
    const cheque = methodId(db, 'Chèque');
    const account = insertBankAccount(db, 'Compte courant', 'FR7630006000011234567890189', 'Crédit Agricole');
    insertDepositType(db, { label: 'Remise de chèques', code: 'CHQ', slipType: 1, bankAccountId: account });
    const bank = insertBank(db, 'La Banque Postale');
    const customerId = insertCustomer(db, 'Durand', 'Marie');
    const paid = { paymentMethodId: cheque, paidOn: '2026-11-20', bankId: bank, customerId };
    insertCheque(db, { ...paid, amountCents: 12_000, number: '0000101', holder: 'Marie Durand' });
    insertCheque(db, { ...paid, amountCents: 8_050, number: '0000102', holder: 'Paul Martin' });
    insertCheque(db, { ...paid, amountCents: 5_000, number: '0000103', holder: 'Marie Durand' });
    insertPayment(db, { paymentMethodId: methodId(db, 'Espèces'), amountCents: 4_000, paidOn: '2026-11-22' });

    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/deposit-list/current');
    const shell = new ShellPage(page);
    await shell.main.getByText('Remises en banque — novembre 2026').waitFor();
    await shell.main.getByRole('button', { name: 'Créer une remise Chèque' }).click();

    await shell.main.getByText('Nouvelle remise en banque — Chèque').waitFor();
    await expect.poll(() => shell.main.getByLabel('N° de remise').inputValue()).toBe('CHQ-0001');
    await shell.main.getByRole('checkbox', { name: 'Remettre 120,00 € 0000101' }).check();
    await shell.main.getByRole('checkbox', { name: 'Remettre 80,50 € 0000102' }).check();
    await shell.main.getByText('2 paiements sélectionnés sur 3 — total 200,50 €').waitFor();
    await screenshot(page, 'deposit-create');
    // From-ticket at or below to-ticket: refused under its field, nothing written.
    await shell.main.getByLabel('Du ticket').fill('12');
    await shell.main.getByLabel('Au ticket').fill('10');
    await page.keyboard.press('F12');
    await shell.main.getByText('Le ticket de début doit être inférieur ou égal au ticket de fin').waitFor();
    expect(db.$client.prepare('SELECT count(*) AS n FROM deposits').get()).toEqual({ n: 0 });
    await screenshot(page, 'deposit-create-refused');
    await shell.main.getByLabel('Au ticket').fill('14');
    await page.keyboard.press('F12');

    await shell.main.getByText('Remise en banque n° CHQ-0001').waitFor();
    await shell.main.getByText('2 paiements — 200,50 €').waitFor();
    await shell.main.getByText('du 12 au 14').waitFor();
    expect(page.url()).toMatch(/\/deposit\/1$/);
    const stored = db.$client.prepare('SELECT number, total_cents, payments_count FROM deposits').all();
    expect(stored).toEqual([{ number: 'CHQ-0001', total_cents: 20_050, payments_count: 2 }]);
    await screenshot(page, 'deposit-detail');

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      shell.main.getByRole('button', { name: 'Imprimer le bordereau (F8)' }).click(),
    ]);
    expect(popup.url()).toMatch(/\/rest\/bank-deposit\/deposit\/1\/slip$/);
    await popup.close();
    const slip = await page.request.get('/rest/bank-deposit/deposit/1/slip');
    expect(slip.headers()['content-type']).toBe('application/pdf');
    const text = (await pdfText(await slip.body())).replace(/\s+/g, ' ');
    expect(text).toContain('Remise n° CHQ-0001 du 22/11/2026');
    expect(text).toMatch(/0000101 Marie Durand La Banque Postale 120,00 €/);
    expect(text).toMatch(/0000102 Paul Martin La Banque Postale 80,50 €/);
    expect(text).toContain('Total de la remise : 200,50 €');

    await page.keyboard.press('Escape');
    await shell.main.getByRole('row', { name: /CHQ-0001.*Compte courant.*200,50/ }).waitFor();
    await shell.main.getByRole('row', { name: /Chèque 1 50,00/ }).waitFor();
    await screenshot(page, 'deposit-list');
  });

  it('counts the float of the cash drawer', async () => {
    const page = ctx.browser.page;
    await page.goto('/cash-fund/0/today');
    const shell = new ShellPage(page);
    await shell.main.getByText('Fonds de caisse du 22/11/2026').waitFor();
    await shell.main.getByText('40,00 € (1 paiement)').waitFor();
    await shell.main.getByLabel('Fonds compté').fill('40,00');
    await shell.main.getByLabel('Commentaire').fill('Comptage du soir');
    await shell.main.getByRole('button', { name: 'Enregistrer le fonds compté (F12)' }).click();
    await shell.main.getByRole('row', { name: /40,00.*Comptage du soir/ }).waitFor();
    expect(ctx.site.db.$client.prepare('SELECT amount_cents, comment FROM cash_funds').all()).toEqual([
      { amount_cents: 4_000, comment: 'Comptage du soir' },
    ]);
    await screenshot(page, 'cash-fund');
  });
});
