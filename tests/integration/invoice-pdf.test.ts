// The printed invoice, read back with PDF.js: the stored invoice (frozen seller and buyer, never
// today's establishment or customer) with every French legal mention and amount, through
// GET /rest/billing/invoice/:id/pdf on a real SQLite file.
import { beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../service/db/transaction';
import { financialYears } from '../../service/domains/admin-periods/schema';
import { paymentTermsAtIssue } from '../../service/domains/billing/legal-mentions';
import type { BuyerSnapshot, SellerSnapshot, VatDetail } from '../../service/domains/billing/parties-contract';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { DOCUMENT_KIND, INVOICE_TYPE } from '../../service/domains/payment/kinds';
import { pdfText } from '../support/pdf-text';
import type { TestApp } from '../support/test-app';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const now = '2026-11-22T09:00:00.000Z';

const seller: SellerSnapshot = {
  corporateName: 'SARL Camping des Pins',
  legalForm: 'SARL',
  capitalCents: 5_000_000,
  siret: '85214736900018',
  siren: '852147369',
  rcs: 'RCS Dax 852 147 369',
  registrationCity: 'Dax',
  vatNumber: 'FR38852147369',
  nafCode: '55.30Z',
  address1: '1 allée des Pins',
  address2: null,
  postalCode: '40480',
  town: 'Vieux-Boucau-les-Bains',
  country: 'France',
  phone: '05 36 49 12 40',
  email: 'contact@camping-des-pins.example.com',
};

const family: BuyerSnapshot = {
  customerId: null,
  partnerId: null,
  name: 'M. Jérôme Lefèvre',
  isBusiness: false,
  siret: null,
  vatNumber: null,
  address1: '12 rue de l’Église',
  address2: null,
  address3: null,
  postalCode: '33000',
  town: 'Bordeaux',
  country: 'France',
  email: null,
};

const company: BuyerSnapshot = {
  ...family,
  name: 'Comité d’entreprise Aérolux SAS',
  isBusiness: true,
  siret: '40123456700027',
  vatNumber: 'FR12401234567',
};

interface Line {
  label: string;
  quantity: number;
  unitCents: number;
  vatBp: number;
  outside?: boolean;
}

/** A week in a mobile home at 10 %, an extra at 20 % and the tourist tax, outside the VAT base. */
const weekLines: Line[] = [
  { label: 'Mobil-home Cottage 3 ch. — semaine', quantity: 1, unitCents: 123_456, vatBp: 1_000 },
  { label: 'Location de draps', quantity: 2, unitCents: 1_500, vatBp: 2_000 },
  { label: 'Taxe de séjour', quantity: 14, unitCents: 66, vatBp: 0, outside: true },
];

function vatOf(lines: Line[]): VatDetail[] {
  const byRate = new Map<number, number>();
  for (const l of lines.filter((x) => !x.outside))
    byRate.set(l.vatBp, (byRate.get(l.vatBp) ?? 0) + l.quantity * l.unitCents);
  return [...byRate].map(([vatBp, incl]) => {
    const vatCents = Math.round((incl * vatBp) / (10_000 + vatBp));
    return { vatBp, baseCents: incl - vatCents, vatCents };
  });
}

function openYear(t: TestApp) {
  t.db
    .insert(financialYears)
    .values({
      label: '2026',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      billPrefix: 'FA26-',
      createdAt: now,
      updatedAt: now,
    })
    .run();
}

/** Issues an invoice as invoicing does: one chained row, its chained lines, one transaction. */
function issue(
  t: TestApp,
  o: {
    number: string;
    buyer: BuyerSnapshot;
    lines?: Line[];
    type?: number;
    cancels?: number;
    documentKind?: number;
    depositCents?: number;
    paidCents?: number;
    paymentTerms?: string | null;
    sign?: 1 | -1;
  },
): number {
  const sign = o.sign ?? 1;
  const lines = (o.lines ?? weekLines).map((l) => ({ ...l, unitCents: sign * l.unitCents }));
  const vat = vatOf(lines);
  const tax = lines.filter((l) => l.outside).reduce((s, l) => s + l.quantity * l.unitCents, 0);
  const excl = vat.reduce((s, v) => s + v.baseCents, 0);
  const vatCents = vat.reduce((s, v) => s + v.vatCents, 0);
  return inTransaction(t.db, () => {
    const seq = (t.db.$client.prepare('SELECT count(*) AS n FROM invoices').get() as { n: number }).n + 1;
    const invoice = appendChained(t.db, CHAINS.invoice, {
      createdAt: now,
      createdBy: 1,
      number: o.number,
      financialYearId: 1,
      yearSeq: seq,
      type: o.type ?? INVOICE_TYPE.invoice,
      cancelsInvoiceId: o.cancels ?? null,
      documentKind: o.documentKind ?? DOCUMENT_KIND.reservation,
      isPartnerBill: false,
      issuedOn: '2026-07-11',
      serviceStart: '2026-07-04',
      serviceEnd: '2026-07-11',
      dueDate: '2026-07-25',
      seller: JSON.stringify(seller),
      buyer: JSON.stringify(o.buyer),
      totalCents: excl + vatCents + tax,
      totalExclVatCents: excl,
      vatCents,
      touristTaxCents: tax,
      vatDetail: JSON.stringify(vat),
      depositCents: o.depositCents ?? 0,
      paidCents: o.paidCents ?? 0,
      paymentTerms:
        o.paymentTerms === undefined
          ? paymentTermsAtIssue({ paymentTerms: 'Paiement à réception de la facture.', latePenaltyBp: 1_215 })
          : o.paymentTerms,
    });
    for (const [i, l] of lines.entries())
      appendChained(t.db, CHAINS.invoiceLine, {
        createdAt: now,
        createdBy: 1,
        invoiceId: invoice.id,
        kind: l.outside ? 2 : 1,
        label: l.label,
        quantity: l.quantity,
        unitCents: l.unitCents,
        amountCents: l.quantity * l.unitCents,
        vatBp: l.vatBp,
        isOutsideVatBase: l.outside ?? false,
        sortOrder: i,
      });
    return invoice.id;
  });
}

/** The PDF's text, spaces (non-breaking ones included) folded to one, as a reader sees it. */
async function printed(id: number): Promise<string> {
  const res = await ctx.admin.get(`/rest/billing/invoice/${id}/pdf`);
  expect(res.status).toBe(200);
  const text = (await pdfText(await res.arrayBuffer())).replace(/\s+/g, ' ');
  return text;
}

beforeEach(() => openYear(ctx.t));

describe('the invoice PDF and its French legal mentions', () => {
  it('prints the seller, the buyer, number, dates, lines, totals per VAT rate, tourist tax apart, paid and balance', async () => {
    const id = issue(ctx.t, { number: 'FA26-0001', buyer: family, depositCents: 30_000, paidCents: 50_000 });
    const res = await ctx.admin.get(`/rest/billing/invoice/${id}/pdf`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="FA26-0001.pdf"');
    const text = await printed(id);
    console.log(`--- invoice FA26-0001 as printed ---\n${text}`);
    // The seller's legal identity.
    for (const mention of [
      'SARL Camping des Pins',
      'SARL au capital de 50 000,00 €',
      'SIRET 852 147 369 00018',
      'RCS Dax 852 147 369',
      'N° TVA intracommunautaire : FR38852147369',
      '1 allée des Pins',
      '40480 Vieux-Boucau-les-Bains',
    ])
      expect(text).toContain(mention);
    // The buyer, its number and dates.
    for (const mention of ['M. Jérôme Lefèvre', '12 rue de l’Église', '33000 Bordeaux'])
      expect(text).toContain(mention);
    expect(text).toContain('Facture n° FA26-0001');
    expect(text).toContain("Date d'émission : 11/07/2026");
    expect(text).toContain('Date de la prestation : du 04/07/2026 au 11/07/2026');
    // Lines: label, quantity, unit excluding and including VAT, rate, amount.
    expect(text).toContain('Mobil-home Cottage 3 ch. — semaine 1 1 122,33 € 1 234,56 € 10,00 % 1 234,56 €');
    expect(text).toContain('Location de draps 2 12,50 € 15,00 € 20,00 % 30,00 €');
    expect(text).toContain('Taxe de séjour 14 0,66 € 0,66 € hors TVA 9,24 €');
    // Totals: 1 234,56 at 10 % holds 112,23 of VAT; 30,00 at 20 % holds 5,00.
    expect(text).toContain('Total HT 1 147,33 €');
    expect(text).toContain('TVA 10,00 % sur 1 122,33 € 112,23 €');
    expect(text).toContain('TVA 20,00 % sur 25,00 € 5,00 €');
    expect(text).toContain('Total TVA 117,23 €');
    expect(text).toContain('Total TTC 1 264,56 €');
    expect(text).toContain('Taxe de séjour (hors base TVA) 9,24 €');
    expect(text).toContain('Total de la facture 1 273,80 €');
    expect(text).toContain('Acomptes déjà facturés -300,00 €');
    expect(text).toContain('Déjà réglé -500,00 €');
    expect(text).toContain('Reste à payer 473,80 €');
    // Payment terms, due date, late-payment penalty rate.
    expect(text).toContain("Date d'échéance : 25/07/2026");
    expect(text).toContain('Paiement à réception de la facture.');
    expect(text).toContain('Pénalités de retard : taux annuel de 12,15 %');
    expect(text).toContain('Page 1 / 1');
  });

  it('a private customer has no 40 € recovery indemnity mention', async () => {
    const text = await printed(issue(ctx.t, { number: 'FA26-0001', buyer: family }));
    expect(text).not.toContain('40,00 €');
    expect(text).not.toMatch(/indemnité forfaitaire/i);
  });

  it('for business customers the fixed 40 € recovery indemnity, and the buyer’s SIRET and VAT number', async () => {
    const text = await printed(issue(ctx.t, { number: 'FA26-0001', buyer: company }));
    expect(text).toContain('Comité d’entreprise Aérolux SAS');
    expect(text).toContain('SIRET 401 234 567 00027');
    expect(text).toContain('N° TVA intracommunautaire : FR12401234567');
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement de 40 €');
  });

  it('a cancelling invoice prints « Facture d’annulation de la facture n° … », the cancelled one is marked', async () => {
    const first = issue(ctx.t, { number: 'FA26-0001', buyer: company });
    const cancelling = issue(ctx.t, {
      number: 'FA26-0002',
      buyer: company,
      type: INVOICE_TYPE.cancelling,
      cancels: first,
      sign: -1,
    });
    const mirror = await printed(cancelling);
    expect(mirror).toContain("Facture d'annulation n° FA26-0002");
    expect(mirror).toContain("Facture d'annulation de la facture n° FA26-0001");
    expect(mirror).toContain('Total de la facture -1 273,80 €');
    // It asks for no payment: no balance, no terms, no penalty.
    expect(mirror).not.toContain('Reste à payer');
    expect(mirror).not.toContain('Pénalités de retard');
    const cancelled = await printed(first);
    expect(cancelled).toContain("FACTURE ANNULÉE par la facture d'annulation n° FA26-0002 du 11/07/2026");
  });

  it('a down-payment invoice is titled « Facture d’acompte »', async () => {
    const lines = [{ label: 'Acompte du séjour du 04/07/2026', quantity: 1, unitCents: 30_000, vatBp: 1_000 }];
    const text = await printed(
      issue(ctx.t, { number: 'FA26-0001', buyer: family, lines, documentKind: DOCUMENT_KIND.downPayment }),
    );
    expect(text).toContain("Facture d'acompte n° FA26-0001");
  });

  it('prints what was frozen at issue, never today’s establishment, customer or sale preferences’ invoice terms', async () => {
    const id = issue(ctx.t, { number: 'FA26-0001', buyer: family });
    ctx.t.db.$client.prepare("UPDATE establishments SET corporate_name = 'Nouveau nom SAS', legal_form = 'SAS'").run();
    const saved = await ctx.admin.post('/rest/preference/sale', {
      paymentTerms: 'Paiement à 30 jours.',
      latePenaltyBp: 2_000,
    });
    expect(saved.status).toBe(200);
    const text = await printed(id);
    expect(text).toContain('SARL Camping des Pins');
    expect(text).not.toContain('Nouveau nom');
    expect(text).toContain('taux annuel de 12,15 %');
    expect(text).not.toContain('Paiement à 30 jours');
  });

  it('an invoice issued without frozen terms prints the sale preferences’ invoice terms’s terms and penalty rate', async () => {
    await ctx.admin.post('/rest/preference/sale', {
      paymentTerms: 'Paiement à 30 jours fin de mois.',
      latePenaltyBp: 1_050,
    });
    const text = await printed(issue(ctx.t, { number: 'FA26-0001', buyer: family, paymentTerms: null }));
    expect(text).toContain('Paiement à 30 jours fin de mois.');
    expect(text).toContain('Pénalités de retard : taux annuel de 10,50 %');
  });

  it('a long invoice runs over pages, each numbered, the lines header repeated', async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({
      label: `Nuitée emplacement n° ${i + 1}`,
      quantity: 1,
      unitCents: 2_500,
      vatBp: 1_000,
    }));
    const text = await printed(issue(ctx.t, { number: 'FA26-0001', buyer: family, lines }));
    expect(text).toContain('Nuitée emplacement n° 70');
    expect(text).toMatch(/Page 2 \/ [23]/);
    expect(text.match(/Désignation Qté/g)?.length).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown invoice, 401 for a user without the bill list’s right', async () => {
    const id = issue(ctx.t, { number: 'FA26-0001', buyer: family });
    expect((await ctx.admin.get('/rest/billing/invoice/999/pdf')).status).toBe(404);
    await ctx.t.addUser({ login: 'lea', password: 'lea-pass' });
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-pass' });
    const refused = await lea.get(`/rest/billing/invoice/${id}/pdf`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ serverMessage: 'INSUFFICIENT_RIGHT' });
    await ctx.admin.post('/rest/security/user/set_right/2', {
      rights: [
        { code: 'payment_invoice_bill_list', canSelect: true, canWrite: false, canDelete: false, canExport: false },
      ],
    });
    expect((await lea.get(`/rest/billing/invoice/${id}/pdf`)).status).toBe(200);
    expect((await ctx.t.anonymous.get(`/rest/billing/invoice/${id}/pdf`)).status).toBe(403);
  });
});
