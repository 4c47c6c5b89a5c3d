import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import {
  assertIssueDay,
  assertNotOlderThanLast,
  type BillableCustomer,
  billingError,
  billPrefixError,
  defaultBillPrefix,
  dueDateOf,
  type InvoiceLineDraft,
  invoiceNumber,
  invoiceTotals,
  mainVatRate,
  mirrorLines,
  yearOfDay,
} from './invoice-rules';

const line = (amountCents: number, vatBp: number, isOutsideVatBase = false): InvoiceLineDraft => ({
  kind: 1,
  label: 'x',
  quantity: 1,
  unitCents: amountCents,
  amountCents,
  vatBp,
  isOutsideVatBase,
  paymentId: null,
});

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
};

describe('invoiceTotals', () => {
  it('VAT-inclusive prices, VAT per rate on that rate’s total, rounded once per rate; tourist tax outside the VAT base', () => {
    // 10 %: 3 × 33,33 € = 99,99 € → VAT 9,09 €; 20 %: 12 € → 2 €; the tax of 4,62 € is neither.
    const totals = invoiceTotals([
      line(3333, 1000),
      line(3333, 1000),
      line(3333, 1000),
      line(1200, 2000),
      line(462, 0, true),
    ]);
    expect(totals.vatDetail).toEqual([
      { vatBp: 1000, baseCents: 9090, vatCents: 909 },
      { vatBp: 2000, baseCents: 1000, vatCents: 200 },
    ]);
    // Total HT is the bases' sum (90,90 + 10,00), the tax apart: HT + VAT + tax = total.
    expect(totals).toMatchObject({ totalCents: 11661, vatCents: 1109, totalExclVatCents: 10090, touristTaxCents: 462 });
  });

  it('rounds each rate’s VAT once: 3 lines of 0,05 € at 10 % make 0,01 € of VAT, not 0', () => {
    expect(invoiceTotals([line(5, 1000), line(5, 1000), line(5, 1000)]).vatCents).toBe(1);
  });
});

describe('mirrorLines', () => {
  it('a cancelling invoice mirrors every line with opposite amounts, and its totals are the opposite', () => {
    const lines = [line(3333, 1000), line(1201, 2000), line(462, 0, true)];
    const mirrored = mirrorLines(lines);
    expect(mirrored.map((l) => l.amountCents)).toEqual([-3333, -1201, -462]);
    const a = invoiceTotals(lines);
    const b = invoiceTotals(mirrored);
    expect([b.totalCents, b.vatCents, b.totalExclVatCents, b.touristTaxCents]).toEqual([
      -a.totalCents,
      -a.vatCents,
      -a.totalExclVatCents,
      -a.touristTaxCents,
    ]);
  });
});

describe('numbering', () => {
  it('the year’s prefix then the number in the year, zero-padded to the invoice number length', () => {
    expect(invoiceNumber('FA2026', 42, 6)).toBe('FA2026000042');
    expect(invoiceNumber('F', 12345, 4)).toBe('F12345');
  });

  it('Invoice number length at least 4: INVOICE_NUMBER_TOO_SHORT', () => {
    expect(codeOf(() => invoiceNumber('FA', 1, 3))).toBe('INVOICE_NUMBER_TOO_SHORT');
  });

  it('a year without a prefix of its own numbers with the invoice prefix and its year, at most 8 characters', () => {
    expect(defaultBillPrefix('FA', '2026-01-01')).toBe('FA2026');
    expect(defaultBillPrefix('FACTURE', '2026-04-01')).toBe('FACTURE2');
  });

  it('BILL_PREFIX_ALREADY_USED: never another year’s prefix (case ignored), never the excluded prefix', () => {
    expect(billPrefixError('FA2027', ['FA2026'], '')).toBeNull();
    expect(billPrefixError('fa2026', ['FA2026'], '')).toBe('BILL_PREFIX_ALREADY_USED');
    expect(billPrefixError('OLD2026', [], 'OLD')).toBe('BILL_PREFIX_ALREADY_USED');
    expect(billPrefixError('FA2026', [], 'OLD')).toBeNull();
    expect(billPrefixError('ABCDEFGHI', [], '')).toBe('TOO_LONG');
  });

  it('FINANCIAL_YEAR_ABSENT, FINANCIAL_YEAR_CLOSED: the issue day needs an open financial year', () => {
    const years = [
      { id: 1, startDate: '2025-01-01', endDate: '2025-12-31', isClosed: true },
      { id: 2, startDate: '2026-01-01', endDate: '2026-12-31', isClosed: false },
    ];
    expect(yearOfDay(years, '2026-12-31').id).toBe(2);
    expect(codeOf(() => yearOfDay(years, '2025-06-01'))).toBe('FINANCIAL_YEAR_CLOSED');
    expect(codeOf(() => yearOfDay(years, '2027-01-01'))).toBe('FINANCIAL_YEAR_ABSENT');
  });

  it('INVOICE_OLDER_THAN_LAST: no invoice dated before the last one; the same day is fine', () => {
    expect(codeOf(() => assertNotOlderThanLast('2026-11-21', '2026-11-22'))).toBe('INVOICE_OLDER_THAN_LAST');
    expect(codeOf(() => assertNotOlderThanLast('2026-11-22', '2026-11-22'))).toBeNull();
    expect(codeOf(() => assertNotOlderThanLast('2026-01-01', null))).toBeNull();
  });
});

describe('assertIssueDay', () => {
  it('an invoice is dated today or before, never ahead (it would block the invoices of the days between)', () => {
    expect(codeOf(() => assertIssueDay('2026-11-22', '2026-11-22'))).toBeNull();
    expect(codeOf(() => assertIssueDay('2026-11-01', '2026-11-22'))).toBeNull();
    expect(codeOf(() => assertIssueDay('2026-11-23', '2026-11-22'))).toBe('VALIDATION');
  });
});

describe('billingError', () => {
  const person: BillableCustomer = {
    isLegalEntity: false,
    lastName: 'Lalanne',
    companyName: null,
    siret: null,
    vatNumber: null,
    address1: '12 rue des Mouettes',
    postalCode: '56000',
    town: 'Vannes',
    countryId: 1,
  };
  const company: BillableCustomer = {
    ...person,
    isLegalEntity: true,
    companyName: 'Sarl Mouettes',
    siret: '12345678900012',
    vatNumber: 'FR12345678901',
  };

  it.each([
    ['BILLING_CUSTOMER_NAME_REQUIRED', { ...person, lastName: ' ' }],
    ['BILLING_ADDRESS_REQUIRED', { ...person, address1: null }],
    ['BILLING_POSTCODE_REQUIRED', { ...person, postalCode: '' }],
    ['BILLING_TOWN_REQUIRED', { ...person, town: null }],
    ['BILLING_COUNTRY_REQUIRED', { ...person, countryId: null }],
    ['BILLING_SIRET_REQUIRED', { ...company, siret: null }],
    ['BILLING_VAT_NUMBER_REQUIRED', { ...company, vatNumber: null }],
    ['INTRA_COMMUNITY_INVOICE_INCOMPLETE', { ...person, vatNumber: 'FR12345678901' }],
  ] as const)(
    'Billing requires customer name, address, postcode, town, country; business customers SIRET and VAT number: %s',
    (code, customer) => {
      expect(billingError(customer)).toBe(code);
    },
  );

  it('a complete private or business customer is billable', () => {
    expect(billingError(person)).toBeNull();
    expect(billingError(company)).toBeNull();
    expect(billingError({ ...company, lastName: null })).toBeNull();
  });
});

describe('due date and down-payment rate', () => {
  it('the due date given, else the booking’s balance due date, else the issue day', () => {
    expect(dueDateOf('2026-12-01', '2026-06-04', '2026-11-22')).toBe('2026-12-01');
    expect(dueDateOf(null, '2026-06-04', '2026-11-22')).toBe('2026-06-04');
    expect(dueDateOf(null, null, '2026-11-22')).toBe('2026-11-22');
  });

  it('a down payment carries the rate holding most of the stay’s VAT base; 0 without one', () => {
    expect(mainVatRate([line(50000, 1000), line(3000, 2000), line(900, 0, true)])).toBe(1000);
    expect(mainVatRate([line(900, 0, true)])).toBe(0);
  });
});
