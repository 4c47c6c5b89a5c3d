// Vehicle types (car, camper van, caravan, motorbike...), each with the extra that prices the vehicle
// when the grid has no option for its type.
import { vehicleTypeInputSchema } from '../../../service/domains/reference/contract';
import type { VehicleTypeRow } from '../../../service/domains/reference/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { labelListUi } from './label-list-ui';
import { pricingExtraField } from './pricing-extra-field';

const labelList = labelListUi({
  name: 'vehicle-type-list',
  base: 'reference/vehicle-type',
  functionality: 'occupant_vehicle_type_list',
  title: 'Types de véhicule',
  listPath: '/vehicle-type-list',
  detailPath: (id) => `/vehicle-type/${id}`,
});

export const vehicleTypeUi: EntityUi<VehicleTypeRow> = {
  ...labelList,
  itemTitle: (r) => r.label,
  fields: [labelList.fields[0], pricingExtraField, ...labelList.fields.slice(1)],
  schema: vehicleTypeInputSchema,
};

export function List() {
  return <EntityListPage ui={vehicleTypeUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={vehicleTypeUi} idParam="vehicleTypeId" />;
}
