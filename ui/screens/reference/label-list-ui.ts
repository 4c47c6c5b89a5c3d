// The list and form of a reference list that is only an ordered label that can be deactivated.
import { labelListInputSchema } from '../../../service/domains/reference/contract';
import type { LabelListRow } from '../../../service/domains/reference/rows-contract';
import type { EntityScreens, EntityUi } from '../../entity/types';

export type LabelListItem = LabelListRow;

export function labelListUi(o: EntityScreens): EntityUi<LabelListItem> {
  return {
    ...o,
    itemTitle: (r) => r.label,
    columns: [
      { key: 'order', title: 'Ordre', sortable: true, width: 70 },
      { key: 'label', title: 'Libellé', sortable: true },
      { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
    ],
    filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
    fields: [
      { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50 },
      { name: 'order', label: 'Ordre', kind: 'integer' },
      { name: 'isActive', label: 'Actif', kind: 'bool' },
    ],
    schema: labelListInputSchema,
    canOrder: true,
    canActivate: true,
  };
}
