// What the screens know of a payment method: list columns, and the fields of each detail tab
// (/payment-method/:tab/:paymentMethodId).
import { PAYMENT_TYPES, paymentMethodInputSchema } from '../../../service/domains/payment-setup/contract';
import type { PaymentMethodRow } from '../../../service/domains/payment-setup/rows-contract';
import type { EntityUi, FieldDef } from '../../entity/types';

export const paymentMethodTabs = {
  general: 'Général',
  deposit: 'Remise en banque',
  'points-of-sale': 'Disponibilité',
} as const;
export type PaymentMethodTab = keyof typeof paymentMethodTabs;

export function asPaymentMethodTab(value: string | undefined): PaymentMethodTab {
  return value && value in paymentMethodTabs ? (value as PaymentMethodTab) : 'general';
}

export const paymentMethodPath = (tab: PaymentMethodTab, id: number | string) => `/payment-method/${tab}/${id}`;

export const paymentMethodFields: Record<PaymentMethodTab, readonly FieldDef[]> = {
  general: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50 },
    { name: 'paymentType', label: 'Type de paiement', kind: 'select', required: true, choices: 'availablePaymentType' },
    { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20, placeholder: '511200' },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isGrouped', label: 'Paiement groupé', kind: 'bool' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  deposit: [
    { name: 'depositTypeId', label: 'Type de remise', kind: 'select', choices: 'availableDepositType' },
    { name: 'bankAccountId', label: 'Compte bancaire', kind: 'select', choices: 'availableBankAccount' },
    {
      name: 'isAutoRemittance',
      label: 'Remise automatique',
      kind: 'bool',
      hint: 'Remis en banque sans bordereau : un compte bancaire est obligatoire',
    },
  ],
  'points-of-sale': [
    { name: 'isAtReception', label: "Proposé à l'accueil", kind: 'bool' },
    { name: 'isOnline', label: 'Proposé en ligne', kind: 'bool' },
    { name: 'isAtPointOfSale', label: 'Proposé en caisse', kind: 'bool' },
    {
      name: 'pointOfSaleIds',
      label: 'Points de vente',
      kind: 'multiselect',
      choices: 'availablePointOfSale',
      choiceLabel: 'code',
      span: 2,
    },
  ],
};

/** The tab holding a form field, to open it when that field is in error. */
export function tabOfField(name: readonly (string | number)[]): PaymentMethodTab {
  const tabs = Object.keys(paymentMethodFields) as PaymentMethodTab[];
  return tabs.find((tab) => paymentMethodFields[tab].some((f) => f.name === name[0])) ?? 'general';
}

export const paymentMethodUi: EntityUi<PaymentMethodRow> = {
  name: 'payment-method-list',
  base: 'payment/payment-method',
  functionality: 'payment_invoice_payment_method_list',
  title: 'Moyens de paiement',
  itemTitle: (m) => m.label,
  listPath: '/payment-method-list',
  detailPath: (id) => paymentMethodPath('general', id),
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    {
      key: 'paymentType',
      title: 'Type',
      sortable: true,
      width: 160,
      render: (m) => PAYMENT_TYPES.find((t) => t.id === m.paymentType)?.label,
    },
    { key: 'accountingCode', title: 'Compte comptable', sortable: true, width: 150 },
    { key: 'isAtReception', title: 'Accueil', format: 'bool', width: 80 },
    { key: 'isOnline', title: 'En ligne', format: 'bool', width: 80 },
    { key: 'isAtPointOfSale', title: 'Caisse', format: 'bool', width: 80 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  // The detail lays its fields out in tabs (paymentMethodFields).
  fields: [],
  schema: paymentMethodInputSchema,
  canOrder: true,
  canActivate: true,
};
