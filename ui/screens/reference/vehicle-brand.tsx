// Vehicle brands, for the occupants' vehicles.
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { labelListUi } from './label-list-ui';

export const vehicleBrandUi = labelListUi({
  name: 'vehicle-brand-list',
  base: 'reference/vehicle-brand',
  functionality: 'occupant_vehicle_brand_list',
  title: 'Marques de véhicule',
  listPath: '/vehicle-brand-list',
  detailPath: (id) => `/vehicle-brand/${id}`,
});

export function List() {
  return <EntityListPage ui={vehicleBrandUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={vehicleBrandUi} idParam="vehicleBrandId" />;
}
