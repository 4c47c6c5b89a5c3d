// Residential fees: label, billing unit (day, month, year, package), VAT rate, accounting code,
// and their prices by period (periods must not overlap).
import { useParams } from '@tanstack/react-router';
import {
  residentialFeesInputSchema,
  residentialFeesPricePeriodInputSchema,
} from '../../../service/domains/residential-setup/contract';
import type { ResidentialFeeRow } from '../../../service/domains/residential-setup/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { ChildPeriods } from './ChildPeriods';
import { childPeriodUi, periodColumns } from './child-period-ui';

const functionality = 'residential_fees_list';
const periodBase = 'residential/fees-price-period';
const detailPath = (id: number) => `/residential-fees/${id}`;
const periodPath = (feesId: number) => (id: number) => `/residential-fees-price-period/${feesId}/${id}`;

export const residentialFeesUi: EntityUi<ResidentialFeeRow> = {
  name: 'residential-fees-list',
  base: 'residential/fees',
  functionality,
  title: 'Frais résidentiels',
  itemTitle: (f) => f.label,
  listPath: '/residential-fees-list',
  detailPath,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'billingUnit', title: 'Unité de facturation', sortable: true, width: 160 },
    { key: 'accountingCode', title: 'Compte comptable', width: 150 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80 },
    {
      name: 'billingUnit',
      label: 'Unité de facturation',
      kind: 'select',
      required: true,
      choices: 'availableBillingUnit',
    },
    { name: 'tvaId', label: 'Taux de TVA', kind: 'select', required: true, choices: 'availableTva' },
    { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20 },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: residentialFeesInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={residentialFeesUi} />;
}

export function Detail() {
  return (
    <EntityDetailPage ui={residentialFeesUi} idParam="residentialFeesId">
      {(item) => (
        <ChildPeriods
          title="Prix par période"
          base={periodBase}
          functionality={functionality}
          parentId={Number(item.id)}
          columns={[...periodColumns, { key: 'priceCents', title: 'Prix', format: 'money', width: 120 }]}
          path={periodPath(Number(item.id))}
        />
      )}
    </EntityDetailPage>
  );
}

export function PricePeriod() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const feesId = Number(params.residentialFeesId ?? 0);
  const ui = childPeriodUi({
    base: periodBase,
    functionality,
    title: 'Prix des frais résidentiels',
    parentKey: 'residentialFeesId',
    parentId: feesId,
    parentPath: detailPath(feesId),
    childPath: periodPath(feesId),
    priceFields: [{ name: 'priceCents', label: 'Prix', kind: 'money', required: true }],
    schema: residentialFeesPricePeriodInputSchema,
  });
  return <EntityDetailPage ui={ui} idParam="residentialFeesPricePeriodId" />;
}
