// The columns of the bill list and of the reservations not billed, and how an invoice's type shows.
import { Tag } from 'antd';
import {
  billTypeLabel,
  DOCUMENT_KIND_LABELS,
  INVOICE_TYPE_LABELS,
  type InvoiceRow,
  type UnbilledRow,
} from '../../../service/domains/billing/read-contract';
import { INVOICE_TYPE } from '../../../service/domains/payment/kinds';
import type { ColumnDef } from '../../entity/types';

const typeColors: Record<number, string> = {
  [INVOICE_TYPE.invoice]: 'blue',
  [INVOICE_TYPE.cancelled]: 'red',
  [INVOICE_TYPE.cancelling]: 'orange',
};

export function InvoiceTypeTag({ type }: { type: number }) {
  return <Tag color={typeColors[type]}>{INVOICE_TYPE_LABELS[type] ?? type}</Tag>;
}

export const billColumns: readonly ColumnDef<InvoiceRow>[] = [
  { key: 'number', title: 'Numéro', sortable: true, width: 130 },
  {
    key: 'type',
    title: 'Type',
    sortable: true,
    width: 150,
    render: (r) => (r.creditNoteId ? <Tag color="green">{billTypeLabel(r)}</Tag> : <InvoiceTypeTag type={r.type} />),
  },
  {
    key: 'documentKind',
    title: 'Document',
    sortable: true,
    width: 110,
    render: (r) => DOCUMENT_KIND_LABELS[r.documentKind] ?? '',
  },
  { key: 'issuedOn', title: 'Date', sortable: true, format: 'date', width: 100 },
  { key: 'dueDate', title: 'Échéance', sortable: true, format: 'date', width: 100 },
  { key: 'customerName', title: 'Client', sortable: true },
  { key: 'bookingCode', title: 'Réservation', width: 110 },
  { key: 'totalExclVatCents', title: 'Total HT', format: 'money', width: 110 },
  { key: 'vatCents', title: 'TVA', format: 'money', width: 100 },
  { key: 'totalCents', title: 'Total TTC', sortable: true, format: 'money', width: 110 },
  { key: 'paidCents', title: 'Payé', sortable: true, format: 'money', width: 110 },
];

export const unbilledColumns: readonly ColumnDef<UnbilledRow>[] = [
  { key: 'code', title: 'Code', sortable: true, width: 110 },
  { key: 'customerName', title: 'Client', sortable: true },
  { key: 'startDate', title: 'Arrivée', sortable: true, format: 'date', width: 100 },
  { key: 'endDate', title: 'Départ', sortable: true, format: 'date', width: 100 },
  { key: 'totalCents', title: 'Total', sortable: true, format: 'money', width: 110 },
  { key: 'paidCents', title: 'Payé', sortable: true, format: 'money', width: 110 },
  { key: 'balanceCents', title: 'Solde', sortable: true, format: 'money', width: 110 },
];
