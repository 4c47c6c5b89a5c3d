// Activity periods and financial years: labelled periods of days that must not overlap. Other
// domains' period lists (online opening periods) share the same options.
import { and, eq, gte, lte } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { contains } from '../../http/entity/filters';
import { type TableEntityOptions, tableEntity } from '../../http/entity/table-entity';
import type { FunctionalityCode } from '../security/functionalities';
import {
  type FinancialYearInput,
  financialYearInputSchema,
  type PeriodInput,
  periodCriteriaSchema,
  periodInputSchema,
} from './contract';
import { firstOverlap } from './rules';
import { activityPeriods, financialYears } from './schema';

type ActivityPeriod = typeof activityPeriods.$inferSelect;
type FinancialYear = typeof financialYears.$inferSelect;
type Criteria = typeof periodCriteriaSchema._output;

/** The options of a list of labelled periods of days kept in `table` (rows of type R). */
export function periodOptions<R extends ActivityPeriod>(
  table: SQLiteTable,
  o: { base: string; functionality: FunctionalityCode; label: string },
): Omit<TableEntityOptions<R, PeriodInput, Criteria>, 'defaults'> {
  return {
    ...o,
    table,
    input: periodInputSchema,
    criteria: periodCriteriaSchema,
    filter: (c, col) => [
      contains(col.label, c.label),
      c.day ? and(lte(col.startDate, c.day), gte(col.endDate, c.day)) : undefined,
    ],
    sortable: ['startDate', 'endDate', 'label'],
    defaultSort: 'startDate',
    // Periods must not overlap.
    check: ({ db }, input) => {
      if (firstOverlap(input, db.select().from(table).all() as R[])) throw new AppError('OVERLAPPING_PERIODS');
    },
    csv: [
      { header: 'Libellé', value: (r) => r.label },
      { header: 'Début', value: (r) => r.startDate, format: 'date' },
      { header: 'Fin', value: (r) => r.endDate, format: 'date' },
    ],
    labelOf: (r) => r.label,
  };
}

const blankPeriod = { label: '', startDate: '', endDate: '' };

export const activityPeriodEntity = tableEntity<ActivityPeriod, PeriodInput, Criteria>({
  ...periodOptions<ActivityPeriod>(activityPeriods, {
    base: 'admin/activity-period',
    functionality: 'establishment_access_activity_period_list',
    label: "Périodes d'activité",
  }),
  defaults: () => blankPeriod,
});

type BillPrefixCheck = (
  db: Db,
  yearId: number,
  year: { startDate: string; billPrefix: string | null },
) => ErrorCode | null;
const billPrefixChecks: BillPrefixCheck[] = [];

/** Who may refuse a year's bill prefix: the invoices register theirs (service/registry.ts). */
export const billPrefixCheck = { register: (check: BillPrefixCheck) => billPrefixChecks.push(check) };

const yearPeriodOptions = periodOptions<FinancialYear>(financialYears, {
  base: 'admin/financial-year',
  functionality: 'result_financial_year_list',
  label: 'Exercices comptables',
});

export const financialYearEntity = tableEntity<FinancialYear, FinancialYearInput, Criteria>({
  ...yearPeriodOptions,
  input: financialYearInputSchema,
  // Periods must not overlap; a bill prefix is never another year's, nor the excluded prefix.
  check: (ctx, input) => {
    yearPeriodOptions.check?.(ctx, input);
    for (const check of billPrefixChecks) {
      const refusal = check(ctx.db, input.id, input);
      if (refusal) throw fieldError('billPrefix', refusal);
    }
  },
  defaults: () => ({ ...blankPeriod, isClosed: false, billPrefix: null }),
  blockers: [
    {
      // A started year cannot be deleted: its first day is today or past.
      code: 'FINANCIAL_YEAR_STARTED_CANNOT_BE_DELETED',
      isBlocked: ({ db, clock }, id) => {
        const year = db.select().from(financialYears).where(eq(financialYears.id, id)).get();
        return year !== undefined && year.startDate <= clock.today();
      },
    },
  ],
});
