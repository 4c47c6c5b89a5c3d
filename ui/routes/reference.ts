import type { Screen } from './screen';

const civility = () => import('../screens/reference/civility');
const language = () => import('../screens/reference/language');
const country = () => import('../screens/reference/country');
const tva = () => import('../screens/reference/tva');
const animalType = () => import('../screens/reference/animal-type');
const vehicleType = () => import('../screens/reference/vehicle-type');
const vehicleBrand = () => import('../screens/reference/vehicle-brand');

export const referenceScreens: Screen[] = [
  { path: '/civility-list', load: () => civility().then((m) => ({ default: m.List })) },
  { path: '/civility/$civilityId', load: () => civility().then((m) => ({ default: m.Detail })) },
  { path: '/language-list', load: () => language().then((m) => ({ default: m.List })) },
  { path: '/language/$languageId', load: () => language().then((m) => ({ default: m.Detail })) },
  { path: '/country-list', load: () => country().then((m) => ({ default: m.List })) },
  { path: '/country/$countryId', load: () => country().then((m) => ({ default: m.Detail })) },
  { path: '/tva-list', load: () => tva().then((m) => ({ default: m.List })) },
  { path: '/tva/$tvaId', load: () => tva().then((m) => ({ default: m.Detail })) },
  { path: '/animal-type-list', load: () => animalType().then((m) => ({ default: m.List })) },
  { path: '/animal-type/$animalTypeId', load: () => animalType().then((m) => ({ default: m.Detail })) },
  { path: '/vehicle-type-list', load: () => vehicleType().then((m) => ({ default: m.List })) },
  { path: '/vehicle-type/$vehicleTypeId', load: () => vehicleType().then((m) => ({ default: m.Detail })) },
  { path: '/vehicle-brand-list', load: () => vehicleBrand().then((m) => ({ default: m.List })) },
  { path: '/vehicle-brand/$vehicleBrandId', load: () => vehicleBrand().then((m) => ({ default: m.Detail })) },
];
