// The list and form of a labelled period of days (activity periods, financial years).
import { periodInputSchema } from '../../../service/domains/admin-periods/contract';
import type { DayPeriod } from '../../../service/domains/admin-periods/rules';
import type { ColumnDef, EntityScreens, EntityUi } from '../../entity/types';

type Period = DayPeriod & { id: number; label: string };

export function periodUi<T extends Period>(o: EntityScreens & { extraColumns?: readonly ColumnDef<T>[] }): EntityUi<T> {
  const { extraColumns = [], ...rest } = o;
  return {
    ...rest,
    itemTitle: (p) => p.label,
    columns: [
      { key: 'label', title: 'Libellé', sortable: true },
      { key: 'startDate', title: 'Début', sortable: true, format: 'date', width: 120 },
      { key: 'endDate', title: 'Fin', sortable: true, format: 'date', width: 120 },
      ...extraColumns,
    ],
    filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
    fields: [
      { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80, span: 2 },
      { name: 'startDate', label: 'Date de début', kind: 'date', required: true },
      { name: 'endDate', label: 'Date de fin', kind: 'date', required: true },
    ],
    schema: periodInputSchema,
  };
}
