// What the registry and other domains may use of the residential set-up.
export { residentialAccountingReferences } from './accounting-references';
export { residentialFeesEntity, residentialFeesPricePeriodEntity } from './fees-entities';
export { meterEntity, meterReadingEntity } from './meter-entities';
export { meterRoutes } from './meter-routes';
export { meterOfPlace } from './meter-store';
export { meterTarificationTypeEntity, meterTypeEntity } from './meter-type-entities';
export { parcelTypeEntity, parcelTypePricePeriodEntity } from './parcel-entities';
