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
  // A year that has issued invoices keeps the prefix they carry.
  const stored = years.find((y) => y.id === yearId);
  if (
    stored &&
    lastYearSeq(db, yearId) > 0 &&
    effectivePrefix(year, sale.invoicePrefix) !== effectivePrefix(stored, sale.invoicePrefix)
  )
    return 'MODIFICATION_NOT_AUTHORISED' as const;
  return billPrefixError(effectivePrefix(year, sale.invoicePrefix), others, sale.excludedPrefix);
}

/** The number an invoice issued on `issuedOn` takes now (`now`: the instant of the write). */
export function nextInvoiceNumber(db: Db, issuedOn: string, now: string): InvoiceNumber {
  const years = financialYearRows(db);
  const year = yearOfDay(years, issuedOn);
  assertNotOlderThanLast(issuedOn, lastIssuedOn(db));
  const sale = readPreference(db, 'sale');
  const refusal = billPrefixRefusal(db, year.id, year, years, sale);
  if (refusal) throw new AppError(refusal);
  const yearSeq = lastYearSeq(db, year.id) + 1;
  const prefix = effectivePrefix(year, sale.invoicePrefix);
  // The first invoice of a year without its own prefix writes the default one on the year: a later
  // change of the sale preference never renumbers (nor makes `bivouac verify` doubt) its invoices.
  if (!year.billPrefix) {
    db.$client
      .prepare('UPDATE financial_years SET bill_prefix = ?, version = version + 1, updated_at = ? WHERE id = ?')
      .run(prefix, now, year.id);
  }
  return { financialYearId: year.id, yearSeq, number: invoiceNumber(prefix, yearSeq, sale.invoiceNumberLength) };
}
