// Reference lists that are only an ordered label that can be deactivated: vehicle brands here, tax
// and cash register types elsewhere; and vehicle types, which also name the extra pricing them.
import type { LabelListTable } from '../../db/label-list';
import type { DeleteBlocker } from '../../http/entity/descriptor';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import type { FunctionalityCode } from '../security/functionalities';
import {
  type LabelListInput,
  labelCriteriaSchema,
  labelListInputSchema,
  type VehicleTypeInput,
  vehicleTypeInputSchema,
} from './contract';
import { checkPricingExtra, pricingExtraChoices } from './pricing-extra';
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

type VehicleType = typeof vehicleTypes.$inferSelect;

export const vehicleTypeEntity = tableEntity<VehicleType, VehicleTypeInput, typeof labelCriteriaSchema._output>({
  base: 'reference/vehicle-type',
  functionality: 'occupant_vehicle_type_list',
  label: 'Types de véhicule',
  table: vehicleTypes,
  input: vehicleTypeInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label'],
  defaultSort: 'order',
  defaults: () => ({ label: '', extraId: null, isActive: true, order: 0 }),
  choices: (ctx) => ({ availableExtra: pricingExtraChoices(ctx) }),
  check: (ctx, input) => checkPricingExtra(ctx, input.extraId),
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});

export const vehicleBrandEntity = labelListEntity(
  vehicleBrands,
  'reference/vehicle-brand',
  'occupant_vehicle_brand_list',
  'Marques de véhicule',
);
