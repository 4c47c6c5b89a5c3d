// The number of the next invoice: its financial year (existing, open), the year's bill prefix
// (typed on the year, else the sale preference's invoice prefix and the year), the next position
// in the year. Called inside the IMMEDIATE transaction that appends the invoice, so two desks never
// take the same number and a rolled-back invoice leaves no gap.
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { type Preference, readPreference } from '../preference';
import { assertNotOlderThanLast, billPrefixError, effectivePrefix, invoiceNumber, yearOfDay } from './invoice-rules';
import { type FinancialYearRow, financialYearRows, lastIssuedOn, lastYearSeq } from './invoice-store';

export { effectivePrefix };

export interface InvoiceNumber {
  financialYearId: number;
  yearSeq: number;
  number: string;
}

/**
 * Checks a year's bill prefix against the other years' and the excluded prefix; null when it may
 * be used. `yearId` 0 is a new year.
 */
export function billPrefixRefusal(
  db: Db,
  yearId: number,
  year: Pick<FinancialYearRow, 'startDate' | 'billPrefix'>,
  years: readonly FinancialYearRow[] = financialYearRows(db),
  sale: Preference<'sale'> = readPreference(db, 'sale'),
) {
  const others = years.filter((y) => y.id !== yearId).map((y) => effectivePrefix(y, sale.invoicePrefix));
  return billPrefixError(effectivePrefix(year, sale.invoicePrefix), others, sale.excludedPrefix);
}

/** The number an invoice issued on `issuedOn` takes now. */
export function nextInvoiceNumber(db: Db, issuedOn: string): InvoiceNumber {
  const years = financialYearRows(db);
  const year = yearOfDay(years, issuedOn);
  assertNotOlderThanLast(issuedOn, lastIssuedOn(db));
  const sale = readPreference(db, 'sale');
  const refusal = billPrefixRefusal(db, year.id, year, years, sale);
  if (refusal) throw new AppError(refusal);
  const yearSeq = lastYearSeq(db, year.id) + 1;
  return {
    financialYearId: year.id,
    yearSeq,
    number: invoiceNumber(effectivePrefix(year, sale.invoicePrefix), yearSeq, sale.invoiceNumberLength),
  };
}
