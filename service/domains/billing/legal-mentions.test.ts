import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { INVOICE_TYPE } from '../payment/kinds';
import {
  assertSellerIdentityComplete,
  balanceDueCents,
  euros,
  frDate,
  groupedSiret,
  invoiceHeading,
  paymentMentions,
  paymentTermsAtIssue,
  percent,
  type SellerIdentity,
  sellerIdentityErrors,
} from './legal-mentions';

const complete: SellerIdentity = {
  corporateName: 'SARL Camping des Pins',
  legalForm: 'SARL',
  capitalCents: 5_000_000,
  siren: '852147369',
  rcs: 'RCS Dax 852 147 369',
  tradeRegisterNumber: null,
  registrationCity: 'Dax',
  postalCode: '40480',
  town: 'Vieux-Boucau-les-Bains',
};

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('money, dates and rates as the invoice prints them', () => {
  it.each([
    [0, '0,00 €'],
    [5, '0,05 €'],
    [123_456, '1 234,56 €'],
    [100_000_000, '1 000 000,00 €'],
    [-127_380, '-1 273,80 €'],
  ])('Money as « 1 234,56 € »: %i cents → %s', (cents, text) => {
    expect(plain(euros(cents))).toBe(text);
  });

  it('dates DD/MM/YYYY, rates with two decimals, SIRET grouped 3-3-3-5', () => {
    expect(frDate('2026-07-04')).toBe('04/07/2026');
    expect(plain(percent(1_215))).toBe('12,15 %');
    expect(plain(percent(550))).toBe('5,50 %');
    expect(groupedSiret('85214736900018')).toBe('852 147 369 00018');
    expect(groupedSiret('852147369')).toBe('852 147 369');
  });
});

describe('company needs legal form, capital, SIREN, RCS or RM, registration city, postal code, town', () => {
  it('a complete identity passes', () => {
    expect(sellerIdentityErrors(complete)).toEqual({});
    expect(() => assertSellerIdentityComplete(complete)).not.toThrow();
  });

  it.each([
    ['corporateName', '', 'COMPANY_NAME_REQUIRED'],
    ['legalForm', null, 'COMPANY_LEGAL_FORM_REQUIRED'],
    ['legalForm', '  ', 'COMPANY_LEGAL_FORM_REQUIRED'],
    ['capitalCents', null, 'COMPANY_CAPITAL_REQUIRED'],
    ['capitalCents', 0, 'COMPANY_CAPITAL_REQUIRED'],
    ['siren', null, 'COMPANY_SIREN_REQUIRED'],
    ['registrationCity', null, 'COMPANY_REGISTRATION_CITY_REQUIRED'],
    ['postalCode', '', 'COMPANY_POSTCODE_REQUIRED'],
    ['town', null, 'COMPANY_TOWN_REQUIRED'],
  ] as const)('without %s (%j) invoicing is refused with %s', (field, value, code) => {
    const seller = { ...complete, [field]: value };
    expect(sellerIdentityErrors(seller)).toEqual({ [field]: code });
    expect(() => assertSellerIdentityComplete(seller)).toThrow(expect.objectContaining({ code }));
  });

  it('RCS or RM: the trade register (RM) number stands for the RCS, neither is refused', () => {
    expect(sellerIdentityErrors({ ...complete, rcs: null, tradeRegisterNumber: 'RM 852 147 369' })).toEqual({});
    expect(sellerIdentityErrors({ ...complete, rcs: null })).toEqual({ rcs: 'COMPANY_RCS_REQUIRED' });
  });

  it('names every gap in its fields, the first one as the code', () => {
    let error: unknown;
    try {
      assertSellerIdentityComplete({ ...complete, legalForm: null, town: null });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'COMPANY_LEGAL_FORM_REQUIRED',
      fields: { legalForm: 'COMPANY_LEGAL_FORM_REQUIRED', town: 'COMPANY_TOWN_REQUIRED' },
    });
  });
});

describe('the mentions of the document', () => {
  const base = { number: 'FA26-0002', isDownPayment: false, cancelsNumber: null, cancelledBy: null };

  it('a cancelling invoice names the invoice it cancels; a cancelled one carries the mark', () => {
    expect(invoiceHeading({ ...base, type: INVOICE_TYPE.cancelling, cancelsNumber: 'FA26-0001' })).toEqual({
      title: "Facture d'annulation n° FA26-0002",
      notes: ["Facture d'annulation de la facture n° FA26-0001"],
    });
    expect(
      invoiceHeading({
        ...base,
        type: INVOICE_TYPE.invoice,
        cancelledBy: { number: 'FA26-0003', issuedOn: '2026-08-01' },
      }).notes,
    ).toEqual(["FACTURE ANNULÉE par la facture d'annulation n° FA26-0003 du 01/08/2026"]);
    expect(invoiceHeading({ ...base, type: INVOICE_TYPE.invoice, isDownPayment: true }).title).toBe(
      "Facture d'acompte n° FA26-0002",
    );
  });

  it('payment terms frozen at issue carry the late-payment penalty rate', () => {
    expect(plain(paymentTermsAtIssue({ paymentTerms: ' Paiement comptant. ', latePenaltyBp: 1_000 }))).toBe(
      'Paiement comptant.\nPénalités de retard : taux annuel de 10,00 %, exigibles dès le lendemain de la date d’échéance.',
    );
  });

  it('the fixed 40 € recovery indemnity for business customers only; a cancelling invoice asks for nothing', () => {
    const invoice = {
      type: INVOICE_TYPE.invoice,
      paymentTerms: 'Paiement comptant.',
      dueDate: '2026-07-25',
      issuedOn: '2026-07-11',
    };
    const business = paymentMentions({ ...invoice, buyer: { isBusiness: true } }).map(plain);
    expect(business).toEqual([
      "Date d'échéance : 25/07/2026",
      'Paiement comptant.',
      'Indemnité forfaitaire pour frais de recouvrement de 40 € due en cas de retard de paiement (articles L441-10 et D441-5 du Code de commerce).',
    ]);
    expect(paymentMentions({ ...invoice, buyer: { isBusiness: false } }).join(' ')).not.toMatch(/40/);
    expect(paymentMentions({ ...invoice, type: INVOICE_TYPE.cancelling, buyer: { isBusiness: true } })).toEqual([]);
  });

  it('the balance due deducts the invoiced down payments and the payments received', () => {
    expect(balanceDueCents({ totalCents: 127_380, depositCents: 30_000, paidCents: 50_000 })).toBe(47_380);
  });
});
