// Vehicle types (car, camper van, caravan, motorbike...).
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { labelListUi } from './label-list-ui';

export const vehicleTypeUi = labelListUi({
  name: 'vehicle-type-list',
  base: 'reference/vehicle-type',
  functionality: 'occupant_vehicle_type_list',
  title: 'Types de véhicule',
  listPath: '/vehicle-type-list',
  detailPath: (id) => `/vehicle-type/${id}`,
});

export function List() {
  return <EntityListPage ui={vehicleTypeUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={vehicleTypeUi} idParam="vehicleTypeId" />;
}
