// Residential parcel types: a surface and an annual rent per period of whole months or years.
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import {
  labelCriteriaSchema,
  type ParcelTypeInput,
  type ParcelTypePricePeriodInput,
  parcelTypeInputSchema,
  parcelTypePricePeriodInputSchema,
} from './contract';
import { childPeriodEntity } from './period-entity';
import { parcelTypePricePeriods, parcelTypes } from './schema';

type ParcelType = typeof parcelTypes.$inferSelect;
type ParcelTypePricePeriod = typeof parcelTypePricePeriods.$inferSelect;

export const parcelTypeEntity = tableEntity<ParcelType, ParcelTypeInput, typeof labelCriteriaSchema._output>({
  base: 'residential/parcel-type',
  functionality: 'residential_parcel_type_list',
  label: 'Types de parcelle',
  table: parcelTypes,
  input: parcelTypeInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'surface'],
  defaultSort: 'order',
  defaults: () => ({ label: '', surface: null, isActive: true, order: 0 }),
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Surface (m²)', value: (r) => r.surface },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});

export const parcelTypePricePeriodEntity = childPeriodEntity<
  ParcelTypePricePeriod,
  ParcelTypePricePeriodInput,
  'parcelTypeId'
>({
  base: 'residential/parcel-type-price-period',
  functionality: 'residential_parcel_type_list',
  label: 'Loyers des types de parcelle',
  table: parcelTypePricePeriods,
  parentTable: parcelTypes,
  parentKey: 'parcelTypeId',
  input: parcelTypePricePeriodInputSchema,
  defaults: { priceCents: 0 },
  csv: [{ header: 'Loyer annuel', value: (r) => r.priceCents, format: 'money' }],
});
