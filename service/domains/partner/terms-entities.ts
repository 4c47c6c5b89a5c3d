// Payment terms (deposit mode and balance date), commissions and discounts: the money terms a
// partner or a stay refers to. Units: cents for `currency`, basis points for `percent`.
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { defaultId, referenceExists, tvaChoices } from '../reference';
import {
  type CommissionInput,
  commissionInputSchema,
  type DiscountInput,
  discountInputSchema,
  labelActiveCriteriaSchema,
  type PaymentTermsInput,
  paymentTermsInputSchema,
} from './contract';
import { commissions, discounts, paymentTerms } from './schema';

type Criteria = typeof labelActiveCriteriaSchema._output;
const labelFilter = (c: Criteria, col: { label: SQLiteColumn; isActive: SQLiteColumn }) => [
  contains(col.label, c.label),
  equals(col.isActive, c.isActive),
];
const label = (r: { label: string }) => r.label;

export const depositModes = [
  { id: 'fixed', label: 'Montant fixe' },
  { id: 'percent', label: 'Pourcentage' },
  { id: 'startedWeek', label: 'Par semaine commencée' },
  { id: 'firstNight', label: 'Égal à la première nuit' },
];
export const unitTypes = [
  { id: 'currency', label: 'Montant (€)' },
  { id: 'percent', label: 'Pourcentage (%)' },
];
export const commissionBases = [
  { id: 'stay', label: 'Total du séjour' },
  { id: 'accommodation', label: 'Hébergement seul' },
  { id: 'accommodationAndExtras', label: 'Hébergement et extras' },
];
export const discountKinds = [
  { id: 'manual', label: 'Manuelle' },
  { id: 'automatic', label: 'Automatique' },
  { id: 'preconfigured', label: 'Préconfigurée' },
];
const labelOfChoice = (choices: { id: string; label: string }[], id: string) =>
  choices.find((c) => c.id === id)?.label ?? id;

export const paymentTermsEntity = tableEntity<typeof paymentTerms.$inferSelect, PaymentTermsInput, Criteria>({
  base: 'partner/payment-terms',
  functionality: 'payment_invoice_payment_terms_list',
  label: 'Conditions de paiement',
  table: paymentTerms,
  input: paymentTermsInputSchema,
  criteria: labelActiveCriteriaSchema,
  filter: labelFilter,
  sortable: ['order', 'label'],
  defaultSort: 'order',
  defaults: () => ({
    label: '',
    depositMode: 'percent',
    depositRate: 2500,
    depositAmountCents: null,
    isFullDeposit: false,
    balanceDaysBeforeArrival: 30,
    isActive: true,
    order: 0,
  }),
  choices: () => ({ availableDepositMode: depositModes }),
  csv: [
    { header: 'Libellé', value: label },
    { header: 'Acompte', value: (r) => labelOfChoice(depositModes, r.depositMode) },
    {
      header: 'Taux (%)',
      value: (r) => (r.depositRate === null ? null : (r.depositRate / 100).toFixed(2)),
      format: 'decimal',
    },
    { header: 'Montant', value: (r) => r.depositAmountCents, format: 'money' },
    { header: 'Acompte 100 %', value: (r) => r.isFullDeposit, format: 'bool' },
    { header: 'Solde (jours avant arrivée)', value: (r) => r.balanceDaysBeforeArrival },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: label,
  hasOrder: true,
  hasActive: true,
});

export const commissionEntity = tableEntity<typeof commissions.$inferSelect, CommissionInput, Criteria>({
  base: 'partner/commission',
  functionality: 'customer_partner_commission_list',
  label: 'Commissions',
  table: commissions,
  input: commissionInputSchema,
  criteria: labelActiveCriteriaSchema,
  filter: labelFilter,
  sortable: ['label', 'value'],
  defaultSort: 'label',
  defaults: () => ({ label: '', unit: 'percent', value: 0, base: 'stay', accountingCode: null, isActive: true }),
  choices: () => ({ availableUnit: unitTypes, availableBase: commissionBases }),
  csv: [
    { header: 'Libellé', value: label },
    { header: 'Unité', value: (r) => labelOfChoice(unitTypes, r.unit) },
    { header: 'Valeur', value: (r) => (r.value / 100).toFixed(2), format: 'decimal' },
    { header: 'Base', value: (r) => labelOfChoice(commissionBases, r.base) },
    { header: 'Compte comptable', value: (r) => r.accountingCode },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: label,
  hasActive: true,
});

export const discountEntity = tableEntity<typeof discounts.$inferSelect, DiscountInput, Criteria>({
  base: 'price/discount',
  functionality: 'extra_pricing_discount_list',
  label: 'Remises',
  table: discounts,
  input: discountInputSchema,
  criteria: labelActiveCriteriaSchema,
  filter: labelFilter,
  sortable: ['order', 'label', 'kind'],
  defaultSort: 'order',
  defaults: ({ db }) => ({
    label: '',
    kind: 'manual',
    unit: 'percent',
    value: 0,
    minNights: null,
    bookingStartDate: null,
    bookingEndDate: null,
    // null only on a site without VAT rates: the form then asks for one (VAT_REQUIRED).
    tvaId: defaultId(tvaChoices(db)) as number,
    accountingCode: null,
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({ availableKind: discountKinds, availableUnit: unitTypes, availableTva: tvaChoices(db) }),
  check: ({ db }, input) => {
    if (!referenceExists(db, 'tva', input.tvaId)) throw fieldError('tvaId', 'VAT_REQUIRED');
  },
  csv: [
    { header: 'Libellé', value: label },
    { header: 'Type', value: (r) => labelOfChoice(discountKinds, r.kind) },
    { header: 'Unité', value: (r) => labelOfChoice(unitTypes, r.unit) },
    { header: 'Valeur', value: (r) => (r.value / 100).toFixed(2), format: 'decimal' },
    { header: 'Nuits min.', value: (r) => r.minNights },
    { header: 'Réservé du', value: (r) => r.bookingStartDate, format: 'date' },
    { header: 'Réservé au', value: (r) => r.bookingEndDate, format: 'date' },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: label,
  hasOrder: true,
  hasActive: true,
});
