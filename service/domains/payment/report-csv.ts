// The columns of the money reports' CSV exports, in the order the screens show them.
import type { CsvColumn } from '../../http/entity/descriptor';
import {
  type BalanceCustomerRow,
  type BalanceMethodRow,
  CREDIT_NOTE_STATE_LABELS,
  type CreditListRow,
  GUARANTEE_STATE_LABELS,
  type GuaranteeRow,
} from './reports-contract';

export const balanceCustomerCsv: CsvColumn<BalanceCustomerRow>[] = [
  { header: 'Client', value: (r) => r.customerName },
  { header: 'Séjours', value: (r) => r.staysCount },
  { header: 'Total des séjours', value: (r) => r.totalCents, format: 'money' },
  { header: 'Aide VACAF', value: (r) => r.vacafAidCents, format: 'money' },
  { header: 'Dû par le client', value: (r) => r.dueCents, format: 'money' },
  { header: 'Réglé', value: (r) => r.paidCents, format: 'money' },
  { header: 'Reste dû', value: (r) => r.remainingCents, format: 'money' },
  { header: 'Avoirs détenus', value: (r) => r.creditCents, format: 'money' },
];

export const balanceMethodCsv: CsvColumn<BalanceMethodRow>[] = [
  { header: 'Mode de paiement', value: (r) => r.label },
  { header: 'Reçu', value: (r) => r.receivedCents, format: 'money' },
  { header: 'Remis en banque', value: (r) => r.bankedCents, format: 'money' },
  { header: 'Détenu sur site', value: (r) => r.heldCents, format: 'money' },
  { header: 'Cautions en cours', value: (r) => r.guaranteeCents, format: 'money' },
];

export const guaranteeCsv: CsvColumn<GuaranteeRow>[] = [
  { header: 'Date', value: (r) => r.paidOn, format: 'date' },
  { header: 'Client', value: (r) => r.customerName },
  { header: 'Séjour', value: (r) => r.bookingCode },
  { header: 'Mode', value: (r) => r.methodLabel },
  { header: 'Montant', value: (r) => r.amountCents, format: 'money' },
  { header: 'État', value: (r) => GUARANTEE_STATE_LABELS[r.state] },
  { header: 'Le', value: (r) => r.stateOn, format: 'date' },
  { header: 'Commentaire', value: (r) => r.comment },
];

export const creditNoteCsv: CsvColumn<CreditListRow>[] = [
  { header: 'Numéro', value: (r) => r.number },
  { header: 'Client', value: (r) => r.customerName },
  { header: 'Séjour', value: (r) => r.bookingCode },
  { header: 'Facture', value: (r) => r.invoiceNumber },
  { header: 'Émis le', value: (r) => r.issuedOn, format: 'date' },
  { header: 'Montant', value: (r) => r.amountCents, format: 'money' },
  { header: 'Utilisé', value: (r) => r.usedCents, format: 'money' },
  { header: 'Reste', value: (r) => r.remainingCents, format: 'money' },
  { header: "Valable jusqu'au", value: (r) => r.validUntil, format: 'date' },
  { header: 'État', value: (r) => CREDIT_NOTE_STATE_LABELS[r.state] },
];
