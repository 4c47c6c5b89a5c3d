// Payment terms: how the down payment (arrhes) is computed — fixed amount, percentage, per started
// week, first night, or 100 % — and how many days before arrival the balance is due.
import { paymentTermsInputSchema } from '../../../service/domains/partner/contract';
import type { PaymentTermsRow } from '../../../service/domains/partner/rows-contract';
import { renderCell } from '../../entity/cells';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { depositModeLabels } from './terms-ui';

type PaymentTerms = PaymentTermsRow;

function depositText(t: PaymentTerms) {
  if (t.isFullDeposit) return '100 %';
  if (t.depositMode === 'percent') return renderCell(t.depositRate, 'percent');
  if (t.depositMode === 'firstNight') return depositModeLabels.firstNight;
  return renderCell(t.depositAmountCents, 'money');
}

export const paymentTermsUi: EntityUi<PaymentTerms> = {
  name: 'payment-terms-list',
  base: 'partner/payment-terms',
  functionality: 'payment_invoice_payment_terms_list',
  title: 'Conditions de paiement',
  itemTitle: (t) => t.label,
  listPath: '/payment-terms-list',
  detailPath: (id) => `/payment-terms/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'depositMode', title: 'Acompte', width: 190, render: (t) => depositModeLabels[t.depositMode] },
    { key: 'depositRate', title: 'Montant ou taux', width: 140, render: depositText },
    { key: 'balanceDaysBeforeArrival', title: 'Solde (J-)', width: 100 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 80, span: 2 },
    { name: 'depositMode', label: "Mode d'acompte", kind: 'select', required: true, choices: 'availableDepositMode' },
    { name: 'isFullDeposit', label: 'Acompte de 100 %', kind: 'bool' },
    { name: 'depositRate', label: "Pourcentage d'acompte", kind: 'percent', hint: 'Mode pourcentage' },
    {
      name: 'depositAmountCents',
      label: "Montant d'acompte",
      kind: 'money',
      hint: 'Montant fixe, ou par semaine commencée',
    },
    {
      name: 'balanceDaysBeforeArrival',
      label: 'Solde dû (jours avant l’arrivée)',
      kind: 'integer',
      required: true,
      min: 0,
      max: 365,
    },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: paymentTermsInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={paymentTermsUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={paymentTermsUi} idParam="paymentTermsId" />;
}
