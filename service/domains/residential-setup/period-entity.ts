// The registry entity of a parent's priced periods (fee prices, meter tarifications, parcel rents):
// listed by parent, start before end (in the contract), periods of one parent must not overlap.
import { eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../errors/app-error';
import type { CsvColumn, EntityDescriptor } from '../../http/entity/descriptor';
import { type Stamped, tableEntity } from '../../http/entity/table-entity';
import { type DayPeriod, firstOverlap } from '../admin-periods';
import type { FunctionalityCode } from '../security/functionalities';
import { childCriteriaSchema } from './contract';

type ChildCriteria = typeof childCriteriaSchema._output;

interface PeriodRow extends DayPeriod, Stamped {}

export function childPeriodEntity<R extends PeriodRow, I extends DayPeriod & { id: number }, P extends string>(o: {
  base: string;
  functionality: FunctionalityCode;
  label: string;
  table: SQLiteTable;
  parentTable: SQLiteTable & { id: SQLiteColumn };
  /** The field naming the parent, in the row and the input (`parcelTypeId`). */
  parentKey: P & keyof R & keyof I;
  input: z.ZodType<I>;
  defaults: Omit<R, keyof Stamped | P | 'startDate' | 'endDate'>;
  csv: readonly CsvColumn<R>[];
}): EntityDescriptor<R, I, ChildCriteria> {
  // drizzle types a table's columns by its own generic; the options tie R, I and parentKey to it.
  const parentColumn = (o.table as unknown as Record<string, SQLiteColumn>)[o.parentKey] as SQLiteColumn;
  const siblings = (db: Db, parentId: number) =>
    db.select().from(o.table).where(eq(parentColumn, parentId)).all() as unknown as R[];
  return tableEntity<R, I, ChildCriteria>({
    base: o.base,
    functionality: o.functionality,
    label: o.label,
    table: o.table,
    input: o.input,
    criteria: childCriteriaSchema,
    filter: (c): (SQL | undefined)[] => [c.parentId === undefined ? undefined : eq(parentColumn, c.parentId)],
    sortable: ['startDate', 'endDate'] as (keyof R & string)[],
    defaultSort: 'startDate' as keyof R & string,
    defaults: () =>
      ({ ...o.defaults, [o.parentKey]: 0, startDate: '', endDate: '' }) as unknown as Omit<R, keyof Stamped>,
    check: ({ db }, input) => {
      const parentId = input[o.parentKey] as number;
      const parent = db
        .select({ id: o.parentTable.id })
        .from(o.parentTable)
        .where(eq(o.parentTable.id, parentId))
        .get();
      if (!parent) throw fieldError(o.parentKey, 'ITEM_REQUIRED');
      // Periods must not overlap, among the periods of the same parent.
      if (firstOverlap(input, siblings(db, parentId))) throw new AppError('OVERLAPPING_PERIODS');
    },
    csv: [
      { header: 'Début', value: (r) => r.startDate, format: 'date' },
      { header: 'Fin', value: (r) => r.endDate, format: 'date' },
      ...o.csv,
    ],
    labelOf: (r) => `${r.startDate} – ${r.endDate}`,
  });
}
