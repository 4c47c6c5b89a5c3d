// Reference lists that are only an ordered label that can be deactivated: vehicle types and brands
// here, tax and cash register types elsewhere.
import type { LabelListTable } from '../../db/label-list';
import type { DeleteBlocker } from '../../http/entity/descriptor';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import type { FunctionalityCode } from '../security/functionalities';
import { type LabelListInput, labelCriteriaSchema, labelListInputSchema } from './contract';
import { vehicleBrands, vehicleTypes } from './schema';

type LabelListRow = LabelListTable['$inferSelect'];

/** The registry entity of a plain label list (shared with other domains through index.ts). */
export function labelListEntity(
  table: LabelListTable,
  base: string,
  functionality: FunctionalityCode,
  label: string,
  /** What keeps a label in use from being deleted (rows of other tables pointing at it). */
  blockers: DeleteBlocker[] = [],
) {
  return tableEntity<LabelListRow, LabelListInput, typeof labelCriteriaSchema._output>({
    base,
    functionality,
    label,
    table,
    blockers,
    input: labelListInputSchema,
    criteria: labelCriteriaSchema,
    filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
    sortable: ['order', 'label'],
    defaultSort: 'order',
    defaults: () => ({ label: '', isActive: true, order: 0 }),
    csv: [
      { header: 'Libellé', value: (r) => r.label },
      { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
    ],
    labelOf: (r) => r.label,
    hasOrder: true,
    hasActive: true,
  });
}

export const vehicleTypeEntity = labelListEntity(
  vehicleTypes,
  'reference/vehicle-type',
  'occupant_vehicle_type_list',
  'Types de véhicule',
);

export const vehicleBrandEntity = labelListEntity(
  vehicleBrands,
  'reference/vehicle-brand',
  'occupant_vehicle_brand_list',
  'Marques de véhicule',
);
