// What invoices print, set and seen in a real browser: the legal information screen names what the
// establishment lacks to invoice; the sale preferences' invoice terms and penalty rate, saved from their
// screen, are printed on an invoice PDF opened with the desk's session. Screenshots
// `legal-identity-incomplete`, `preference-sale-invoice-terms`.
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../service/db/transaction';
import { financialYears } from '../../service/domains/admin-periods/schema';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { DOCUMENT_KIND, INVOICE_TYPE } from '../../service/domains/payment/kinds';
import { errorMessage } from '../../service/errors/catalogue';
import { pdfText } from '../support/pdf-text';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();
const now = '2026-11-22T09:00:00.000Z';

/** One invoice of 100 € at 10 % issued without frozen terms: it prints the preference's. */
function issueInvoice(): number {
  const db = ctx.site.db;
  db.insert(financialYears)
    .values({ label: '2026', startDate: '2026-01-01', endDate: '2026-12-31', createdAt: now, updatedAt: now })
    .run();
  const fy = (db.$client.prepare('SELECT max(id) AS id FROM financial_years').get() as { id: number }).id;
  return inTransaction(db, () => {
    const invoice = appendChained(db, CHAINS.invoice, {
      createdAt: now,
      number: 'FA-E2E-0001',
      financialYearId: fy,
      yearSeq: 1,
      type: INVOICE_TYPE.invoice,
      documentKind: DOCUMENT_KIND.reservation,
      isPartnerBill: false,
      issuedOn: '2026-11-22',
      seller: JSON.stringify({ corporateName: 'SARL Camping des Pins', legalForm: 'SARL', capitalCents: 100_000 }),
      buyer: JSON.stringify({ name: 'M. Paul Durand', isBusiness: false }),
      totalCents: 10_000,
      totalExclVatCents: 9_091,
      vatCents: 909,
      touristTaxCents: 0,
      vatDetail: JSON.stringify([{ vatBp: 1_000, baseCents: 9_091, vatCents: 909 }]),
      depositCents: 0,
      paidCents: 0,
    });
    appendChained(db, CHAINS.invoiceLine, {
      createdAt: now,
      invoiceId: invoice.id,
      kind: 1,
      label: 'Emplacement',
      quantity: 1,
      unitCents: 10_000,
      amountCents: 10_000,
      vatBp: 1_000,
      isOutsideVatBase: false,
      sortOrder: 0,
    });
    return invoice.id;
  });
}

describe('invoice legal mentions', () => {
  it('Company needs legal form, capital, SIREN, RCS or RM, registration city: the legal information screen names each gap', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/establishment-legal-informations-list');
    const main = page.getByRole('main');
    await main.getByText('Identité légale incomplète').waitFor();
    for (const code of ['COMPANY_LEGAL_FORM_REQUIRED', 'COMPANY_CAPITAL_REQUIRED', 'COMPANY_SIREN_REQUIRED'] as const)
      await main.getByText(errorMessage(code)).waitFor();
    await screenshot(page, 'legal-identity-incomplete');
  });

  it('the terms and the late-payment penalty rate saved on the sale preferences are printed on the PDF', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/preference/sale');
    const main = page.getByRole('main');
    const terms = main.getByLabel('Conditions de paiement des factures');
    await terms.waitFor();
    await terms.fill('Paiement à 30 jours fin de mois.');
    await main.getByLabel('Taux annuel des pénalités de retard').fill('10,5');
    await main.getByRole('button', { name: 'Valider (F12)' }).click();
    await new ShellPage(page).seeToast('Modification enregistrée');
    await screenshot(page, 'preference-sale-invoice-terms');

    const res = await page.request.get(`/rest/billing/invoice/${issueInvoice()}/pdf`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const text = (await pdfText(await res.body())).replace(/\s+/g, ' ');
    expect(text).toContain('Facture n° FA-E2E-0001');
    expect(text).toContain('Paiement à 30 jours fin de mois.');
    expect(text).toContain('Pénalités de retard : taux annuel de 10,50 %');
  });
});
