// Meter types: label, unit (kWh, m³), VAT rate, and their tarifications by period: the unit price in
// thousandths of a cent (0,2516 € the kWh is 25 160) and the subscription of the period.
import { useParams } from '@tanstack/react-router';
import {
  meterTarificationTypeInputSchema,
  meterTypeInputSchema,
} from '../../../service/domains/residential-setup/contract';
import type { MeterTypeRow } from '../../../service/domains/residential-setup/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { ChildPeriods } from './ChildPeriods';
import { childPeriodUi, periodColumns } from './child-period-ui';

const functionality = 'camping_meter_type_list';
const tarificationBase = 'meter/tarification-type';
const detailPath = (id: number) => `/meter-type/${id}`;
const tarificationPath = (meterTypeId: number) => (id: number) => `/meter-tarification-type/${meterTypeId}/${id}`;

export const meterTypeUi: EntityUi<MeterTypeRow> = {
  name: 'meter-type-list',
  base: 'meter/meter-type',
  functionality,
  title: 'Types de compteur',
  itemTitle: (m) => m.label,
  listPath: '/meter-type-list',
  detailPath,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'unit', title: 'Unité', sortable: true, width: 90 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    { name: 'unit', label: 'Unité', kind: 'select', required: true, choices: 'availableUnit' },
    { name: 'tvaId', label: 'Taux de TVA', kind: 'select', required: true, choices: 'availableTva' },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: meterTypeInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={meterTypeUi} />;
}

export function Detail() {
  return (
    <EntityDetailPage ui={meterTypeUi} idParam="meterTypeId">
      {(item) => (
        <ChildPeriods
          title="Tarifications"
          base={tarificationBase}
          functionality={functionality}
          parentId={Number(item.id)}
          columns={[
            ...periodColumns,
            { key: 'unitPriceMillicents', title: 'Prix unitaire (millièmes de centime)', width: 220 },
            { key: 'subscriptionCents', title: 'Abonnement', format: 'money', width: 120 },
          ]}
          path={tarificationPath(Number(item.id))}
        />
      )}
    </EntityDetailPage>
  );
}

export function Tarification() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const meterTypeId = Number(params.meterTypeId ?? 0);
  const ui = childPeriodUi({
    base: tarificationBase,
    functionality,
    title: 'Tarification du type de compteur',
    parentKey: 'meterTypeId',
    parentId: meterTypeId,
    parentPath: detailPath(meterTypeId),
    childPath: tarificationPath(meterTypeId),
    priceFields: [
      {
        name: 'unitPriceMillicents',
        label: 'Prix unitaire (millièmes de centime)',
        kind: 'integer',
        required: true,
        min: 0,
        hint: '0,2516 € le kWh se saisit 25160',
      },
      { name: 'subscriptionCents', label: 'Abonnement', kind: 'money' },
    ],
    schema: meterTarificationTypeInputSchema,
  });
  return <EntityDetailPage ui={ui} idParam="meterTarificationTypeId" />;
}
