// The tourist tax as a booking prices it: the first active tax per person (by night or percent of
// the night), its rates per period, the nights it counts at most and the age categories it exempts.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { taxExemptAgeCategories, taxes, taxPricePeriods } from './schema';

const PER_PERSON = 1;
const PER_NIGHT = 1;
const PERCENT_OF_NIGHT = 3;
const UNIT_PERCENT = 2;

export interface TouristTaxTerms {
  readonly label: string;
  readonly unit: 'euro' | 'percent';
  /** Null: no limit, every night of the stay is taxed. */
  readonly maxNights: number | null;
  /** The departmental additional tax, in basis points of the tax. */
  readonly additionalBp: number;
  /** Cents (euro) or basis points (percent), both days included. */
  readonly rates: { startDate: string; endDate: string; value: number }[];
  readonly exemptAgeCategoryIds: number[];
}

export function touristTaxTerms(db: Db): TouristTaxTerms | null {
  const tax = db
    .select()
    .from(taxes)
    .where(
      and(
        eq(taxes.isActive, true),
        eq(taxes.target, PER_PERSON),
        inArray(taxes.calculationMethod, [PER_NIGHT, PERCENT_OF_NIGHT]),
      ),
    )
    .orderBy(asc(taxes.order), asc(taxes.id))
    .get();
  if (!tax) return null;
  const rates = db
    .select({ startDate: taxPricePeriods.startDate, endDate: taxPricePeriods.endDate, value: taxPricePeriods.price })
    .from(taxPricePeriods)
    .where(eq(taxPricePeriods.taxId, tax.id))
    .orderBy(asc(taxPricePeriods.startDate))
    .all();
  const exempt = db
    .select({ id: taxExemptAgeCategories.ageCategoryId })
    .from(taxExemptAgeCategories)
    .where(eq(taxExemptAgeCategories.taxId, tax.id))
    .all();
  return {
    label: tax.label,
    unit: tax.unit === UNIT_PERCENT ? 'percent' : 'euro',
    maxNights: tax.nightCount,
    additionalBp: tax.additionalRateBp,
    rates,
    exemptAgeCategoryIds: exempt.map((e) => e.id),
  };
}
