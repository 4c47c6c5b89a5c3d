// The money reports in a real browser, business day pinned to 22/11/2026, money rows appended onto
// their chains: the balance by method and by customer with its totals; a guarantee released from
// its list (asked first, stored as a state row, never offered again); the credit notes' states.
import { describe, expect, it } from 'vitest';
import { GUARANTEE_STATE } from '../../service/domains/payment/kinds';
import { insertBooking, insertCustomer } from '../support/bookings';
import { bank, creditNote, pay, setVacafAid } from '../support/money-rows';
import { ShellPage } from './pages/ShellPage';
import { choose } from './support/antd-inputs';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const today = '2026-11-22';
const ctx = withSiteAndBrowser({ today });

function scene() {
  const db = ctx.site.db;
  const martin = insertCustomer(db, { lastName: 'Martin', firstName: 'Léa' });
  const durand = insertCustomer(db, { lastName: 'Durand', firstName: 'Paul' });
  const stayA = insertBooking(db, {
    customerId: martin,
    code: 'R26-00301',
    startDate: '2026-12-20',
    endDate: '2026-12-27',
    totalCents: 60_000,
  }).id;
  setVacafAid(db, stayA, 10_000);
  const stayB = insertBooking(db, {
    customerId: durand,
    code: 'R26-00302',
    startDate: '2026-12-01',
    endDate: '2026-12-05',
    totalCents: 30_000,
  }).id;
  const cheque = pay(db, {
    method: 'Chèque',
    amountCents: 20_000,
    paidOn: '2026-11-01',
    bookingId: stayA,
    customerId: martin,
  });
  pay(db, { method: 'Espèces', amountCents: 30_000, paidOn: '2026-11-20', bookingId: stayB, customerId: durand });
  bank(db, 'R-001', '2026-11-10', [cheque.id]);
  const guarantee = pay(db, {
    method: 'Chèque',
    amountCents: 30_000,
    paidOn: '2026-11-02',
    bookingId: stayA,
    customerId: martin,
    isGuarantee: true,
  });
  creditNote(db, {
    number: 'AV-0001',
    customerId: durand,
    bookingId: stayB,
    amountCents: 5_000,
    issuedOn: '2026-11-20',
    validUntil: '2027-11-20',
  });
  creditNote(db, {
    number: 'AV-0002',
    customerId: martin,
    amountCents: 2_000,
    issuedOn: '2025-11-01',
    validUntil: '2026-11-21',
  });
  return { guarantee };
}

describe('the money reports', () => {
  it('the balance, a guarantee released from its list, the credit notes’ states (screenshots money-balance, money-guarantees, money-credits)', async () => {
    const { guarantee } = scene();
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await signInThroughApi(page, adminLogin, '/balance');
    const main = page.getByRole('main');

    // By method: the cheque banked, the cash still held; by customer: Martin owes 600 − 100 − 200.
    await main.getByText('Balance au 22/11/2026').waitFor();
    const methods = main.getByRole('table', { name: 'Par mode de paiement' });
    const cheques = methods.getByRole('row').filter({ hasText: 'Chèque' }).first();
    expect((await cheques.innerText()).replace(/\s+/g, ' ')).toMatch(/200,00 € 200,00 € 0,00 € 300,00 €/);
    const cash = methods.getByRole('row').filter({ hasText: 'Espèces' });
    expect((await cash.innerText()).replace(/\s+/g, ' ')).toMatch(/300,00 € 0,00 € 300,00 €/);
    const martinRow = main
      .getByRole('table', { name: 'Par client' })
      .getByRole('row')
      .filter({ hasText: 'Martin Léa' });
    expect((await martinRow.innerText()).replace(/\s+/g, ' ')).toMatch(/600,00 € 100,00 € 500,00 € 200,00 € 300,00 €/);
    const customerTotal = main
      .getByRole('table', { name: 'Par client' })
      .getByRole('row')
      .filter({ hasText: 'Total' })
      .last();
    expect((await customerTotal.innerText()).replace(/\s+/g, ' ')).toMatch(
      /Total 2 900,00 € 100,00 € 800,00 € 500,00 € 300,00 € 50,00 €/,
    );
    await screenshot(page, 'money-balance');

    // A guarantee in progress released with a comment: asked first, then never offered again.
    await page.goto('/guarantee-list');
    const row = main.getByRole('row').filter({ hasText: 'R26-00301' });
    await row.waitFor();
    expect(await row.innerText()).toContain('En cours');
    await row.click();
    await main.getByRole('button', { name: 'Restituer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('cet état ne pourra plus changer').waitFor();
    await dialog.getByLabel('Commentaire').fill('Rendue au départ');
    await screenshot(page, 'money-guarantee-release');
    await dialog.getByRole('button', { name: 'Restituer' }).click();
    await shell.seeToast('Caution restituée');
    await row.getByText('Restituée').waitFor();
    expect(await row.innerText()).toContain('Rendue au départ');
    expect(await main.getByRole('button', { name: 'Encaisser' }).isDisabled()).toBe(true);
    const events = ctx.site.db.$client.prepare('SELECT payment_id AS id, state FROM guarantee_events').all();
    expect(events).toEqual([{ id: guarantee.id, state: GUARANTEE_STATE.released }]);
    await screenshot(page, 'money-guarantees');

    // The credit notes: one usable, one expired yesterday; the filter keeps the expired one.
    await page.goto('/result-credit-list');
    const usable = main.getByRole('row').filter({ hasText: 'AV-0001' });
    await usable.waitFor();
    expect(await usable.innerText()).toMatch(/Séjour R26-00302[\s\S]*Utilisable/);
    expect(await main.getByRole('row').filter({ hasText: 'AV-0002' }).innerText()).toContain('Expiré');
    await screenshot(page, 'money-credits');
    await choose(page, 'État', 'Expiré');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => usable.count()).toBe(0);
    expect(await main.getByRole('row').filter({ hasText: 'AV-0002' }).count()).toBe(1);
  });
});
