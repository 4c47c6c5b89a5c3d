// Residential parcel types: label, surface, and the annual rent by period (periods of whole years
// or months, not overlapping).
import { useParams } from '@tanstack/react-router';
import {
  parcelTypeInputSchema,
  parcelTypePricePeriodInputSchema,
} from '../../../service/domains/residential-setup/contract';
import type { ParcelTypeRow } from '../../../service/domains/residential-setup/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { ChildPeriods } from './ChildPeriods';
import { childPeriodUi, periodColumns } from './child-period-ui';

const functionality = 'residential_parcel_type_list';
const periodBase = 'residential/parcel-type-price-period';
const detailPath = (id: number) => `/parcel-type/${id}`;
const periodPath = (parcelTypeId: number) => (id: number) => `/parcel-type-price-period/${parcelTypeId}/${id}`;

export const parcelTypeUi: EntityUi<ParcelTypeRow> = {
  name: 'parcel-type-list',
  base: 'residential/parcel-type',
  functionality,
  title: 'Types de parcelle',
  itemTitle: (p) => p.label,
  listPath: '/parcel-type-list',
  detailPath,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'surface', title: 'Surface (m²)', sortable: true, width: 120 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    { name: 'surface', label: 'Surface (m²)', kind: 'integer', min: 1 },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: parcelTypeInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={parcelTypeUi} />;
}

export function Detail() {
  return (
    <EntityDetailPage ui={parcelTypeUi} idParam="parcelTypeId">
      {(item) => (
        <ChildPeriods
          title="Loyers annuels"
          base={periodBase}
          functionality={functionality}
          parentId={Number(item.id)}
          columns={[...periodColumns, { key: 'priceCents', title: 'Loyer annuel', format: 'money', width: 140 }]}
          path={periodPath(Number(item.id))}
        />
      )}
    </EntityDetailPage>
  );
}

export function PricePeriod() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const parcelTypeId = Number(params.parcelTypeId ?? 0);
  const ui = childPeriodUi({
    base: periodBase,
    functionality,
    title: 'Loyer du type de parcelle',
    parentKey: 'parcelTypeId',
    parentId: parcelTypeId,
    parentPath: detailPath(parcelTypeId),
    childPath: periodPath(parcelTypeId),
    priceFields: [
      {
        name: 'priceCents',
        label: 'Loyer annuel',
        kind: 'money',
        required: true,
        hint: 'Dates en années ou mois entiers : du 1er au dernier jour du mois.',
      },
    ],
    schema: parcelTypePricePeriodInputSchema,
  });
  return <EntityDetailPage ui={ui} idParam="parcelTypePricePeriodId" />;
}
