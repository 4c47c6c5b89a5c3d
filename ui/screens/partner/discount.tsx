// Discounts: manual, automatic (under conditions) or preconfigured; an amount or a percent; a VAT rate.
import { Row } from 'antd';
import { discountInputSchema } from '../../../service/domains/partner/contract';
import type { DiscountRow } from '../../../service/domains/partner/rows-contract';
import { renderCell } from '../../entity/cells';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { useRight } from '../../shell/rights';
import { DiscountConditions } from './DiscountConditions';
import { discountKindLabels } from './terms-ui';
import { UnitValueField } from './UnitValueField';

type Discount = DiscountRow;

export const discountUi: EntityUi<Discount> = {
  name: 'discount-list',
  base: 'price/discount',
  functionality: 'extra_pricing_discount_list',
  title: 'Remises',
  itemTitle: (d) => d.label,
  listPath: '/discount-list',
  detailPath: (id) => `/discount/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'kind', title: 'Type', sortable: true, width: 130, render: (d) => discountKindLabels[d.kind] },
    {
      key: 'value',
      title: 'Valeur',
      width: 120,
      render: (d) => renderCell(d.value, d.unit === 'percent' ? 'percent' : 'money'),
    },
    { key: 'minNights', title: 'Nuits min.', width: 90 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80, span: 2 },
    { name: 'kind', label: 'Type de remise', kind: 'select', required: true, choices: 'availableKind' },
    { name: 'tvaId', label: 'TVA', kind: 'select', required: true, choices: 'availableTva' },
    { name: 'unit', label: 'Unité', kind: 'select', required: true, choices: 'availableUnit' },
    { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20 },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: discountInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={discountUi} />;
}

export function Detail() {
  const isReadOnly = !useRight(discountUi.functionality).canWrite;
  return (
    <EntityDetailPage ui={discountUi} idParam="discountId">
      {(item) => (
        <>
          <Row gutter={12}>
            <UnitValueField
              name="value"
              label="Montant ou pourcentage"
              unitField="unit"
              percentUnit="percent"
              item={item}
              isReadOnly={isReadOnly}
            />
          </Row>
          <DiscountConditions item={item} isReadOnly={isReadOnly} />
        </>
      )}
    </EntityDetailPage>
  );
}
