// /result-credit-list: the credit notes — number, customer, origin (booking, invoice), issued on,
// amount, used, remaining, last valid day and state on the business day (usable, used, expired),
// filtered, with the totals of the rows kept; F8 exports them.
import { Form, Select, Tag } from 'antd';
import {
  CREDIT_NOTE_STATE_LABELS,
  CREDIT_NOTE_STATES,
  type CreditListAnswer,
  type CreditListRow,
  type CreditNoteState,
} from '../../../service/domains/payment/reports-contract';
import type { ColumnDef } from '../../entity/types';
import { formatDate } from '../../format';
import { ReportTable } from './ReportTable';

const stateColors: Record<CreditNoteState, string> = { usable: 'green', used: 'default', expired: 'red' };

const columns: readonly ColumnDef<CreditListRow>[] = [
  { key: 'number', title: 'Numéro', sortable: true, width: 110 },
  { key: 'customerName', title: 'Client', sortable: true },
  {
    key: 'bookingCode',
    title: 'Origine',
    width: 170,
    render: (r) =>
      [r.bookingCode ? `Séjour ${r.bookingCode}` : null, r.invoiceNumber ? `Facture ${r.invoiceNumber}` : null]
        .filter(Boolean)
        .join(' · '),
  },
  { key: 'issuedOn', title: 'Émis le', sortable: true, format: 'date', width: 100 },
  { key: 'amountCents', title: 'Montant', sortable: true, format: 'money', width: 110 },
  { key: 'usedCents', title: 'Utilisé', format: 'money', width: 110 },
  { key: 'remainingCents', title: 'Reste', sortable: true, format: 'money', width: 110 },
  { key: 'validUntil', title: "Valable jusqu'au", sortable: true, format: 'date', width: 130 },
  {
    key: 'state',
    title: 'État',
    width: 100,
    render: (r) => <Tag color={stateColors[r.state]}>{CREDIT_NOTE_STATE_LABELS[r.state]}</Tag>,
  },
];

export default function CreditListPage() {
  return (
    <ReportTable<CreditListRow, CreditListAnswer>
      name="result-credit-list"
      path="payment/credit-note/search"
      label="Avoirs"
      title={(a) => (a ? `Avoirs au ${formatDate(a.today)}` : 'Avoirs')}
      functionality="result_credit_list"
      columns={columns}
      dayFilters={[
        { name: 'from', label: 'Émis du' },
        { name: 'to', label: 'au' },
      ]}
      searchPlaceholder="Numéro ou client (3 caractères)"
      extraFilters={
        <Form.Item name="state" label="État">
          <Select
            allowClear
            placeholder="Tous"
            style={{ width: 140 }}
            options={CREDIT_NOTE_STATES.map((s) => ({ value: s, label: CREDIT_NOTE_STATE_LABELS[s] }))}
          />
        </Form.Item>
      }
      totalsOf={(a) => a.totals}
    />
  );
}
