// What the generic screens know of a partner (list, schema) and the fields its three tabs lay
// out: identity, commission (rate or amount, payment terms, commission periods), allotment.
import { partnerInputSchema } from '../../../service/domains/partner/contract';
import type { PartnerRow } from '../../../service/domains/partner/rows-contract';
import { addressFields } from '../../entity/AddressRows';
import { renderCell } from '../../entity/cells';
import type { EntityUi, FieldDef } from '../../entity/types';
import type { RowColumn } from './RowListField';

type Partner = PartnerRow;

export const partnerPages = ['identity', 'commission', 'allotment'] as const;
export type PartnerPage = (typeof partnerPages)[number];

export function asPartnerPage(value: string | undefined): PartnerPage {
  return partnerPages.find((p) => p === value) ?? 'identity';
}

export function partnerPath(page: PartnerPage, id: number | string): string {
  return `/partner/${page}/${id}`;
}

/** The tab holding a form field: `['commissionPeriods', 0, 'rate']` is on the commission tab. */
export function pageOfField(name: readonly (string | number)[]): PartnerPage {
  const first = String(name[0]);
  if (first === 'allotments') return 'allotment';
  return ['commissionType', 'commissionValue', 'paymentTermsId', 'accountingCode', 'commissionPeriods'].includes(first)
    ? 'commission'
    : 'identity';
}

export const partnerUi: EntityUi<Partner> = {
  name: 'partner-list',
  base: 'partner/partner',
  functionality: 'customer_partner_partner_list',
  title: 'Partenaires',
  itemTitle: (p) => p.name,
  listPath: '/partner-list',
  detailPath: (id) => partnerPath('identity', id),
  columns: [
    { key: 'color', title: 'Couleur', format: 'color', width: 80 },
    { key: 'name', title: 'Nom', sortable: true },
    { key: 'town', title: 'Ville', width: 160 },
    { key: 'phone', title: 'Téléphone', format: 'phone', width: 140 },
    { key: 'email', title: 'E-mail', width: 220 },
    {
      key: 'commissionValue',
      title: 'Commission',
      sortable: true,
      width: 120,
      render: (p) => renderCell(p.commissionValue, p.commissionType === 'percent' ? 'percent' : 'money'),
    },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'name', label: 'Nom', kind: 'text' }],
  // The detail lays its fields out in tabs (partnerFields).
  fields: [],
  schema: partnerInputSchema,
  canActivate: true,
};

const field = (name: string, label: string, kind: FieldDef['kind'], more: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  kind,
  ...more,
});

const addressLabels = {
  address1: 'Adresse',
  address2: "Complément d'adresse",
  postalCode: 'Code postal',
  town: 'Ville',
  countryId: 'Pays',
};

export const partnerFields = {
  name: field('name', 'Nom', 'text', { required: true, maxLength: 80 }),
  partnerTypeId: field('partnerTypeId', 'Type de partenaire', 'select', {
    required: true,
    choices: 'availablePartnerType',
  }),
  managementTypeId: field('managementTypeId', 'Type de gestion', 'select', {
    required: true,
    choices: 'availableManagementType',
  }),
  billingTypeId: field('billingTypeId', 'Type de facturation', 'select', {
    required: true,
    choices: 'availableBillingType',
  }),
  color: field('color', 'Couleur', 'color'),
  isActive: field('isActive', 'Actif', 'bool'),
  contactName: field('contactName', 'Contact', 'text', { maxLength: 80 }),
  email: field('email', 'E-mail', 'email', { maxLength: 254 }),
  phone: field('phone', 'Téléphone', 'phone'),
  ...addressFields((name) => addressLabels[name]),
  accountingCode: field('accountingCode', 'Compte comptable', 'text', { maxLength: 20 }),
  commissionType: field('commissionType', 'Type de commission', 'select', {
    required: true,
    choices: 'availableCommissionType',
  }),
  paymentTermsId: field('paymentTermsId', 'Conditions de paiement', 'select', { choices: 'availablePaymentTerms' }),
} satisfies Record<string, FieldDef>;

export const commissionPeriodColumns: RowColumn[] = [
  { key: 'startDate', label: 'Du', kind: 'date', md: 7 },
  { key: 'endDate', label: 'Au', kind: 'date', md: 7 },
  { key: 'rate', label: 'Taux', kind: 'percent', md: 6 },
];

export const allotmentColumns: RowColumn[] = [
  { key: 'placeTypeId', label: "Type d'hébergement", kind: 'select', choices: 'availablePlaceType', md: 6 },
  { key: 'startDate', label: 'Du', kind: 'date', md: 6 },
  { key: 'endDate', label: 'Au', kind: 'date', md: 6 },
  { key: 'quantity', label: 'Quantité', kind: 'integer', md: 3 },
];
