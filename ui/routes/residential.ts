// Residential set-up and meters: fees, parcel types, meter types, meters and readings.
import type { Screen } from './screen';

const fees = () => import('../screens/residential/residential-fees');
const parcelType = () => import('../screens/residential/parcel-type');
const meterType = () => import('../screens/residential/meter-type');

export const residentialScreens: Screen[] = [
  { path: '/residential-fees-list', load: () => fees().then((m) => ({ default: m.List })) },
  { path: '/residential-fees/$residentialFeesId', load: () => fees().then((m) => ({ default: m.Detail })) },
  {
    path: '/residential-fees-price-period/$residentialFeesId/$residentialFeesPricePeriodId',
    load: () => fees().then((m) => ({ default: m.PricePeriod })),
  },
  { path: '/parcel-type-list', load: () => parcelType().then((m) => ({ default: m.List })) },
  { path: '/parcel-type/$parcelTypeId', load: () => parcelType().then((m) => ({ default: m.Detail })) },
  {
    path: '/parcel-type-price-period/$parcelTypeId/$parcelTypePricePeriodId',
    load: () => parcelType().then((m) => ({ default: m.PricePeriod })),
  },
  { path: '/meter-type-list', load: () => meterType().then((m) => ({ default: m.List })) },
  { path: '/meter-type/$meterTypeId', load: () => meterType().then((m) => ({ default: m.Detail })) },
  {
    path: '/meter-tarification-type/$meterTypeId/$meterTarificationTypeId',
    load: () => meterType().then((m) => ({ default: m.Tarification })),
  },
  { path: '/meter-reading-creation', load: () => import('../screens/residential/meter-reading-creation') },
  { path: '/meter-reading-form', load: () => import('../screens/residential/meter-reading-form') },
  { path: '/meter-reading-list', load: () => import('../screens/residential/meter-reading-list') },
];
