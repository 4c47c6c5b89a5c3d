// The money of one stay walked through the screens as the reception does (business day pinned to
// the arrival day, 04/07/2026): a family's week booked on the sheet, its down payment taken by
// cheque on the payments tab, banked on a cheque slip, the stay invoiced from the sheet, the
// balance paid by card, the invoice printed and its PDF read back (legal mentions and amounts
// computed from the stored booking lines), the ledger verified; then a reader sees the figures
// and none of the buttons. Screenshots money-flow-booked, money-flow-cheque, money-flow-deposit,
// money-flow-invoiced, money-flow-paid, money-flow-bill, money-flow-reader-payments,
// money-flow-reader-bill.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../service/domains/ledger';
import { addTouristTax, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { type InvoiceSite, invoiceSite } from '../support/invoice-site';
import { insertBankAccount, insertDepositType } from '../support/money-rows';
import { pdfText } from '../support/pdf-text';
import { ShellPage } from './pages/ShellPage';
import { choose, pickCustomer } from './support/antd-inputs';
import { screenshot, signInThroughApi, uiTimeoutMs } from './support/browser';
import { pageClient } from './support/page-client';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-07-04' });
const reader = { login: 'lecteur', password: 'lecteur-password' };
let site: InvoiceSite;
let client: Client;
let bookingId = 0;
let invoiceId = 0;
let invoiceNumber = '';

const CHEQUE_CENTS = 10_000;

/** « Encaisser », named by its title (the production build labels each modal by its own title). */
const payDialog = (page: Page) => page.getByRole('dialog', { name: 'Encaisser' });

/** « 1 234,56 € » with plain spaces, as the PDF text reads once its spaces are squeezed. */
function euros(cents: number): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${cents < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')} €`;
}
const percent = (bp: number) => `${Math.floor(bp / 100)},${String(bp % 100).padStart(2, '0')} %`;

interface Line {
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  vatBp: number;
  isOutsideVatBase: number;
}

function storedLines(): Line[] {
  return ctx.site.db.$client
    .prepare(
      `SELECT label, quantity, unit_cents AS unitCents, amount_cents AS amountCents, vat_bp AS vatBp,
              is_outside_vat_base AS isOutsideVatBase
       FROM booking_lines WHERE booking_id = ? AND is_partner_line = 0 ORDER BY sort_order, id`,
    )
    .all(bookingId) as Line[];
}

const totalCents = () => storedLines().reduce((n, l) => n + l.amountCents, 0);

describe('the money of a stay, from the booking to the printed invoice', () => {
  beforeAll(async () => {
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/home');
    client = pageClient(page);
    site = await invoiceSite(client, ctx.site.db, 1);
    await addTouristTax(client);
    await ok(await client.post('/rest/payment/bank/edit', { id: 0, name: 'Crédit Agricole' }));
    const account = insertBankAccount(ctx.site.db, 'Compte courant', 'FR7630006000011234567890189', 'Banque Postale');
    insertDepositType(ctx.site.db, { label: 'Remise de chèques', code: 'CHQ', slipType: 1, bankAccountId: account });
    const { id } = await ctx.site.addUser({ ...reader, name: 'Lecteur', isAdmin: false, isSysteme: false });
    await setRights(page, id, [right('booking_booking_list', '001'), right('payment_invoice_bill_list', '001')]);
  });

  it("books a family's week on the sheet: 2 adults, 2 children of 8 and 4", async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/search-availability');
    await expect.poll(() => page.getByLabel('Arrivée', { exact: true }).inputValue()).toBe('04/07/2026');
    await page.getByLabel('Nuits').fill('7');
    await expect.poll(() => page.getByLabel('Départ', { exact: true }).inputValue()).toBe('11/07/2026');
    await page.getByLabel('Enfants', { exact: true }).fill('2');
    await page.getByLabel("Âge de l'enfant 1", { exact: true }).fill('8');
    await page.getByLabel("Âge de l'enfant 2", { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('button', { name: 'Réserver la place 1' }).click();
    await page.waitForURL(/\/new-booking\/\w+\/\d+\/[1-9]\d*\//, { timeout: uiTimeoutMs });
    await page.getByRole('tab', { name: 'Client' }).click();
    await pickCustomer(page, 'Lal', 'Lalanne Paul');
    await page.keyboard.press('F12');
    await shell.seeToast('Modification enregistrée');
    await page.waitForURL(/\/new-booking\/\w+\/[1-9]\d*\//);
    bookingId = Number(new URL(page.url()).pathname.split('/')[3]);
    const stored = ctx.site.db.$client
      .prepare('SELECT kind, total_cents AS total FROM bookings WHERE id = ?')
      .get(bookingId) as { kind: number; total: number };
    expect(stored.kind).toBe(3);
    expect(stored.total).toBe(totalCents());
    expect(storedLines().some((l) => l.isOutsideVatBase)).toBe(true);
    await screenshot(page, 'money-flow-booked');
  });

  it('takes the down payment by cheque on the payments tab, « Encaisser » dated the business day', async () => {
    const page = ctx.browser.page;
    await page.getByRole('tab', { name: 'Paiements' }).click();
    const till = page.getByLabel('Caisse du séjour');
    await till.getByText(euros(totalCents()).replace(' €', '')).first().waitFor();
    await page.getByRole('button', { name: 'Encaisser (F3)' }).click();
    const dialog = payDialog(page);
    // « Encaisser » opens on the business day, not on an empty date.
    expect(await dialog.getByLabel('Date du paiement').inputValue()).toBe('2026-07-04');
    await choose(page, 'Mode de paiement', 'Chèque');
    await dialog.getByLabel('Montant', { exact: true }).fill('100,00');
    await dialog.getByLabel('Titulaire du chèque').fill('Paul Lalanne');
    await dialog.getByLabel('N° de chèque').fill('0004711');
    await choose(page, 'Établissement payeur', 'Crédit Agricole');
    await screenshot(page, 'money-flow-cheque');
    await dialog.getByLabel('Titulaire du chèque').press('F12');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Paiements du séjour' }).getByText('0004711').first().waitFor();
    const remaining = euros(totalCents() - CHEQUE_CENTS).replace(' €', '');
    await till.locator('.payment-remaining').filter({ hasText: remaining }).waitFor();
  });

  it('banks the cheque on a slip and opens the slip', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/deposit-list/current');
    await shell.main.getByRole('button', { name: 'Créer une remise Chèque' }).click();
    await shell.main.getByRole('checkbox', { name: 'Remettre 100,00 € 0004711' }).check();
    await shell.main.getByText('1 paiement sélectionné sur 1 — total 100,00 €').waitFor();
    await page.keyboard.press('F12');
    await shell.main.getByText('Remise en banque n° CHQ-0001').waitFor();
    await screenshot(page, 'money-flow-deposit');
    const depositId = Number(new URL(page.url()).pathname.split('/').pop());
    const slip = await page.request.get(`/rest/bank-deposit/deposit/${depositId}/slip`);
    expect(slip.headers()['content-type']).toBe('application/pdf');
    const text = (await pdfText(await slip.body())).replace(/\s+/g, ' ');
    expect(text).toContain('Remise n° CHQ-0001 du 04/07/2026');
    expect(text).toMatch(/0004711 Paul Lalanne Crédit Agricole 100,00 €/);
  });

  it('invoices the stay from the sheet, then takes the balance by card (the cryptogram is kept nowhere)', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto(`/new-booking/documents/${bookingId}/0/-1/0/${site.customerId}/3`);
    await shell.main.getByRole('button', { name: 'Facturer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Facturer' }).click();
    await shell.main.getByRole('link', { name: /^Facturée / }).waitFor();
    const issued = ctx.site.db.$client
      .prepare('SELECT id, number, total_cents AS total, paid_cents AS paid FROM invoices WHERE booking_id = ?')
      .get(bookingId) as { id: number; number: string; total: number; paid: number };
    invoiceId = issued.id;
    invoiceNumber = issued.number;
    expect(issued.total).toBe(totalCents());
    expect(issued.paid).toBe(CHEQUE_CENTS);
    await screenshot(page, 'money-flow-invoiced');

    await page.getByRole('tab', { name: 'Paiements' }).click();
    const balance = totalCents() - CHEQUE_CENTS;
    await page.getByRole('button', { name: 'Encaisser (F3)' }).click();
    const dialog = payDialog(page);
    await choose(page, 'Mode de paiement', 'Carte bancaire');
    await dialog.getByLabel('Montant', { exact: true }).fill(euros(balance).replace(' €', '').replace(/ /g, ''));
    await dialog.getByLabel('N° de carte').fill('4970 1012 3456 7890');
    await dialog.getByLabel('Expiration (MM/AA)').fill('09/28');
    await dialog.getByLabel('Titulaire de la carte').fill('PAUL LALANNE');
    await dialog.getByLabel('Cryptogramme').fill('8642');
    await dialog.getByRole('button', { name: 'Valider (F12)' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Paiements du séjour' }).getByText('•••• 7890').waitFor();
    await page.getByLabel('Caisse du séjour').locator('.payment-remaining').filter({ hasText: '0,00' }).waitFor();
    await screenshot(page, 'money-flow-paid');
    const paid = ctx.site.db.$client.prepare('SELECT paid_cents AS p FROM bookings WHERE id = ?').get(bookingId);
    expect(paid).toEqual({ p: totalCents() });
    const dump = JSON.stringify(ctx.site.db.$client.prepare('SELECT * FROM payments').all());
    expect(dump).not.toContain('8642');
  });

  it('prints the invoice: its PDF holds the legal mentions and the amounts of the stored lines', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto(`/bill/${invoiceId}`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      shell.main.getByRole('button', { name: /Imprimer/ }).click(),
    ]);
    expect(popup.url()).toContain(`/rest/billing/invoice/${invoiceId}/pdf`);
    await popup.close();
    await screenshot(page, 'money-flow-bill');
    const res = await page.request.get(`/rest/billing/invoice/${invoiceId}/pdf`);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const text = (await pdfText(await res.body())).replace(/\s+/g, ' ');

    for (const mention of [
      'SARL Camping des Pins',
      'SARL au capital de 50 000,00 €',
      'SIRET 852 147 369 00018',
      'RCS Dax 852 147 369',
      'N° TVA intracommunautaire : FR38852147369',
      'Paul',
      'Lalanne',
      '12 rue des Mouettes',
      '56000 Vannes',
      `Facture n° ${invoiceNumber}`,
      "Date d'émission : 04/07/2026",
      'Date de la prestation : du 04/07/2026 au 11/07/2026',
      'Pénalités de retard : taux annuel de',
      "Date d'échéance :",
    ])
      expect(text).toContain(mention);

    const lines = storedLines();
    for (const l of lines) {
      expect(text).toContain(`${l.label} ${l.quantity} `);
      const rate = l.isOutsideVatBase ? 'hors TVA' : percent(l.vatBp);
      expect(text).toContain(`${euros(l.unitCents)} ${rate} ${euros(l.amountCents)}`);
    }
    const perRate = new Map<number, number>();
    let tax = 0;
    for (const l of lines) {
      if (l.isOutsideVatBase) tax += l.amountCents;
      else perRate.set(l.vatBp, (perRate.get(l.vatBp) ?? 0) + l.amountCents);
    }
    let vat = 0;
    for (const [bp, incl] of perRate) {
      // VAT-inclusive prices: the VAT held in the rate's total, rounded once per rate.
      const share = Math.round((incl * bp) / (10_000 + bp));
      vat += share;
      expect(text).toContain(`TVA ${percent(bp)} sur ${euros(incl - share)} ${euros(share)}`);
    }
    const ttc = totalCents() - tax;
    expect(tax).toBeGreaterThan(0);
    expect(text).toContain(`Total HT ${euros(ttc - vat)}`);
    expect(text).toContain(`Total TVA ${euros(vat)}`);
    expect(text).toContain(`Total TTC ${euros(ttc)}`);
    expect(text).toContain(`Taxe de séjour (hors base TVA) ${euros(tax)}`);
    expect(text).toContain(`Total de la facture ${euros(totalCents())}`);
    expect(text).toContain(`Déjà réglé ${euros(-CHEQUE_CENTS)}`);
    expect(text).toContain(`Reste à payer ${euros(totalCents() - CHEQUE_CENTS)}`);
    // The bill screen shows the same totals as the PDF (its spaces may be non-breaking).
    const onScreen = (cents: number) => new RegExp(euros(cents).replace(/ /g, '\\s'));
    const totals = shell.main.getByRole('row');
    await totals
      .filter({ hasText: 'Total HT' })
      .filter({ hasText: onScreen(ttc - vat) })
      .waitFor();
    await totals
      .filter({ hasText: 'Total TTC' })
      .filter({ hasText: onScreen(totalCents()) })
      .waitFor();
  });

  it('bivouac verify finds no break in the ledger', () => {
    const report = verifyLedger(ctx.site.db, ctx.site.clock);
    expect(report.findings).toEqual([]);
    expect(report.isOk).toBe(true);
  });

  it('a reader sees the payments and the bill, with no « Encaisser » and no « Annuler »', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, reader, `/new-booking/payments/${bookingId}/0/-1/0/${site.customerId}/3`);
    const till = page.getByLabel('Caisse du séjour');
    await page.getByRole('table', { name: 'Paiements du séjour' }).getByText('•••• 7890').waitFor();
    await till.locator('.payment-remaining').filter({ hasText: '0,00' }).waitFor();
    expect(await page.getByRole('button', { name: /Encaisser/ }).count()).toBe(0);
    await screenshot(page, 'money-flow-reader-payments');
    await page.goto(`/bill/${invoiceId}`);
    const main = page.getByRole('main');
    await main.getByText(invoiceNumber).first().waitFor();
    await main.getByRole('button', { name: /Imprimer/ }).waitFor();
    expect(await main.getByRole('button', { name: /Annuler/ }).count()).toBe(0);
    await screenshot(page, 'money-flow-reader-bill');
  });
});
