// The detail of a parent's priced period at /<child>/:parentId/:childId: the parent id comes from
// the URL, and quitting goes back to the parent's detail.
import type { z } from 'zod';
import type { FunctionalityCode } from '../../../service/domains/security/functionalities';
import type { ColumnDef, EntityUi, FieldDef } from '../../entity/types';

export interface PeriodRow {
  id: number;
  startDate: string;
  endDate: string;
  [key: string]: unknown;
}

export const periodColumns: ColumnDef<PeriodRow>[] = [
  { key: 'startDate', title: 'Début', format: 'date', width: 120 },
  { key: 'endDate', title: 'Fin', format: 'date', width: 120 },
];

const periodFields: FieldDef[] = [
  { name: 'startDate', label: 'Date de début', kind: 'date', required: true },
  { name: 'endDate', label: 'Date de fin', kind: 'date', required: true },
];

export function childPeriodUi(o: {
  base: string;
  functionality: FunctionalityCode;
  title: string;
  /** The parent's id field in the child (`parcelTypeId`). */
  parentKey: string;
  parentId: number;
  parentPath: string;
  childPath: (id: number) => string;
  priceFields: readonly FieldDef[];
  schema: z.ZodType;
}): EntityUi<PeriodRow> {
  return {
    name: o.base,
    base: o.base,
    functionality: o.functionality,
    title: o.title,
    itemTitle: (p) => `${p.startDate} – ${p.endDate}`,
    listPath: o.parentPath,
    detailPath: o.childPath,
    columns: periodColumns,
    fields: [...periodFields, ...o.priceFields],
    schema: o.schema,
    prepare: (values) => ({ ...values, [o.parentKey]: o.parentId }),
  };
}
