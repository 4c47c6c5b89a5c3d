// Commissions: a rate or an amount (unit types) on a base of the stay, with its accounting code.
import { Row } from 'antd';
import { commissionInputSchema } from '../../../service/domains/partner/contract';
import type { CommissionRow } from '../../../service/domains/partner/rows-contract';
import { renderCell } from '../../entity/cells';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { useRight } from '../../shell/rights';
import { unitLabels } from './terms-ui';
import { UnitValueField } from './UnitValueField';

type Commission = CommissionRow;

export const commissionUi: EntityUi<Commission> = {
  name: 'commission-list',
  base: 'partner/commission',
  functionality: 'customer_partner_commission_list',
  title: 'Commissions',
  itemTitle: (c) => c.label,
  listPath: '/commission-list',
  detailPath: (id) => `/commission/${id}`,
  columns: [
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'unit', title: 'Unité', width: 140, render: (c) => unitLabels[c.unit] },
    {
      key: 'value',
      title: 'Valeur',
      sortable: true,
      width: 120,
      render: (c) => renderCell(c.value, c.unit === 'percent' ? 'percent' : 'money'),
    },
    { key: 'accountingCode', title: 'Compte comptable', width: 150 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80, span: 2 },
    { name: 'unit', label: 'Unité', kind: 'select', required: true, choices: 'availableUnit' },
    { name: 'base', label: 'Base de calcul', kind: 'select', required: true, choices: 'availableBase' },
    { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20 },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: commissionInputSchema,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={commissionUi} />;
}

export function Detail() {
  const isReadOnly = !useRight(commissionUi.functionality).canWrite;
  return (
    <EntityDetailPage ui={commissionUi} idParam="commissionId">
      {(item) => (
        <Row gutter={12}>
          <UnitValueField
            name="value"
            label="Taux ou montant"
            unitField="unit"
            percentUnit="percent"
            item={item}
            isReadOnly={isReadOnly}
          />
        </Row>
      )}
    </EntityDetailPage>
  );
}
