// Pure rules of invoices: totals and VAT per rate, the number of an invoice in its year, the bill
// prefix of a financial year, what a customer must hold to be billed, the due date, the mirror of
// a cancelled invoice. No I/O, no clock: days are `YYYY-MM-DD` strings.
import { AppError, fieldError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { vatIncluded } from '../pricing/money';
import type { VatDetail } from './parties-contract';

/** A line as an invoice carries it (VAT-inclusive amount, its rate, tourist tax outside the base). */
export interface InvoiceLineDraft {
  kind: number;
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  vatBp: number;
  isOutsideVatBase: boolean;
  paymentId: number | null;
}

export interface InvoiceTotals {
  totalCents: number;
  totalExclVatCents: number;
  vatCents: number;
  touristTaxCents: number;
  vatDetail: VatDetail[];
}

/**
 * VAT-inclusive prices, VAT computed per rate on that rate's total and rounded once per rate; the
 * tourist tax (outside the VAT base) is in the total, not in the base nor the VAT: the total
 * excluding VAT is the VAT bases' sum, so HT + VAT + tourist tax = total, as the invoice prints it.
 */
export function invoiceTotals(lines: readonly InvoiceLineDraft[]): InvoiceTotals {
  const byRate = new Map<number, number>();
  let touristTaxCents = 0;
  let totalCents = 0;
  for (const l of lines) {
    totalCents += l.amountCents;
    if (l.isOutsideVatBase) touristTaxCents += l.amountCents;
    else byRate.set(l.vatBp, (byRate.get(l.vatBp) ?? 0) + l.amountCents);
  }
  const vatDetail = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatBp, inclusive]) => {
      const vatCents = vatIncluded(inclusive, vatBp);
      return { vatBp, baseCents: inclusive - vatCents, vatCents };
    });
  const vatCents = vatDetail.reduce((s, d) => s + d.vatCents, 0);
  return {
    totalCents,
    totalExclVatCents: totalCents - touristTaxCents - vatCents,
    vatCents,
    touristTaxCents,
    vatDetail,
  };
}

/** The cancelling invoice's lines: every line of the original with opposite amounts. */
export function mirrorLines<T extends InvoiceLineDraft>(lines: readonly T[]): InvoiceLineDraft[] {
  return lines.map((l) => ({
    kind: l.kind,
    label: l.label,
    quantity: l.quantity,
    unitCents: -l.unitCents,
    amountCents: -l.amountCents,
    vatBp: l.vatBp,
    isOutsideVatBase: l.isOutsideVatBase,
    paymentId: l.paymentId,
  }));
}

/** The invoice number length of the sale preference: at least 4 (« invoice number length at least 4 »). */
export const MIN_INVOICE_NUMBER_LENGTH = 4;
/** A bill prefix (and the excluded prefix) holds at most 8 characters. */
export const MAX_BILL_PREFIX_LENGTH = 8;

/** The year's bill prefix then its number in the year, zero-padded to `length` digits: FA2026000042. */
export function invoiceNumber(prefix: string, yearSeq: number, length: number): string {
  if (length < MIN_INVOICE_NUMBER_LENGTH) throw new AppError('INVOICE_NUMBER_TOO_SHORT');
  return `${prefix}${String(yearSeq).padStart(length, '0')}`;
}

/** A financial year's bill prefix when none was typed: the invoice prefix then the year (FA2026). */
export function defaultBillPrefix(invoicePrefix: string, yearStartDate: string): string {
  return `${invoicePrefix}${yearStartDate.slice(0, 4)}`.slice(0, MAX_BILL_PREFIX_LENGTH);
}

/** The bill prefix a year numbers its invoices with: its own, else the default of the sale preference's prefix. */
export function effectivePrefix(year: { startDate: string; billPrefix: string | null }, invoicePrefix: string) {
  return year.billPrefix && year.billPrefix !== '' ? year.billPrefix : defaultBillPrefix(invoicePrefix, year.startDate);
}

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * A bill prefix is never used by another financial year, and new numbers never reuse the excluded
 * prefix (another numbering's, e.g. the old software's): refused with BILL_PREFIX_ALREADY_USED.
 */
export function billPrefixError(
  prefix: string,
  otherYearsPrefixes: readonly string[],
  excludedPrefix: string,
): ErrorCode | null {
  if (prefix.length > MAX_BILL_PREFIX_LENGTH) return 'TOO_LONG';
  if (otherYearsPrefixes.some((p) => same(p, prefix))) return 'BILL_PREFIX_ALREADY_USED';
  if (excludedPrefix !== '' && prefix.toUpperCase().startsWith(excludedPrefix.toUpperCase()))
    return 'BILL_PREFIX_ALREADY_USED';
  return null;
}

/** The financial year of a day: it must exist and be open (FINANCIAL_YEAR_ABSENT, FINANCIAL_YEAR_CLOSED). */
export function yearOfDay<Y extends { startDate: string; endDate: string; isClosed: boolean }>(
  years: readonly Y[],
  day: string,
): Y {
  const year = years.find((y) => y.startDate <= day && day <= y.endDate);
  if (!year) throw new AppError('FINANCIAL_YEAR_ABSENT');
  if (year.isClosed) throw new AppError('FINANCIAL_YEAR_CLOSED');
  return year;
}

/** No invoice dated before the last one issued (INVOICE_OLDER_THAN_LAST). */
export function assertNotOlderThanLast(issuedOn: string, lastIssuedOn: string | null): void {
  if (lastIssuedOn !== null && issuedOn < lastIssuedOn) throw new AppError('INVOICE_OLDER_THAN_LAST');
}

/**
 * Ours: an invoice is dated today or earlier. A day ahead would forbid every invoice of the days
 * before it (no invoice dated before the last one).
 */
export function assertIssueDay(issuedOn: string, today: string): void {
  if (issuedOn > today) throw fieldError('issuedOn', 'INVALID_DATE');
}

/** What billing reads of a customer. */
export interface BillableCustomer {
  isLegalEntity: boolean;
  lastName: string | null;
  companyName: string | null;
  siret: string | null;
  vatNumber: string | null;
  address1: string | null;
  postalCode: string | null;
  town: string | null;
  countryId: number | null;
}

const blank = (v: string | null) => v === null || v.trim() === '';

/**
 * « Billing requires customer name, town, postcode, address, country; business customers also
 * SIRET and intra-community VAT number. Invoicing with an intra-community VAT number requires
 * address 1, SIRET and VAT number. » The first missing piece, or null when billable.
 */
export function billingError(c: BillableCustomer): ErrorCode | null {
  if (blank(c.isLegalEntity ? c.companyName : c.lastName) && blank(c.lastName) && blank(c.companyName))
    return 'BILLING_CUSTOMER_NAME_REQUIRED';
  if (blank(c.address1)) return 'BILLING_ADDRESS_REQUIRED';
  if (blank(c.postalCode)) return 'BILLING_POSTCODE_REQUIRED';
  if (blank(c.town)) return 'BILLING_TOWN_REQUIRED';
  if (c.countryId === null) return 'BILLING_COUNTRY_REQUIRED';
  if (c.isLegalEntity && blank(c.siret)) return 'BILLING_SIRET_REQUIRED';
  if (c.isLegalEntity && blank(c.vatNumber)) return 'BILLING_VAT_NUMBER_REQUIRED';
  if (!blank(c.vatNumber) && blank(c.siret)) return 'INTRA_COMMUNITY_INVOICE_INCOMPLETE';
  return null;
}

/** The due date: the one given, else the booking's balance due date, else the issue day. */
export function dueDateOf(given: string | null, balanceDueDate: string | null, issuedOn: string): string {
  return given ?? balanceDueDate ?? issuedOn;
}

/**
 * The rate of a down-payment invoice's lines: the rate carrying most of the stay's VAT base (the
 * accommodation's), 0 when the stay has no line in the VAT base.
 */
export function mainVatRate(lines: readonly { amountCents: number; vatBp: number; isOutsideVatBase: boolean }[]) {
  const totals = new Map<number, number>();
  for (const l of lines) if (!l.isOutsideVatBase) totals.set(l.vatBp, (totals.get(l.vatBp) ?? 0) + l.amountCents);
  let best: [number, number] = [0, Number.NEGATIVE_INFINITY];
  for (const [rate, cents] of totals) if (cents > best[1]) best = [rate, cents];
  return best[0];
}
