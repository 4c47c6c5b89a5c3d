// /bill/:billId: the invoice as issued — number, type, dates, the frozen seller and buyer, lines,
// totals — with its booking, the invoice cancelling it or that it cancels, the booking's payments,
// « Imprimer » (its PDF in a new tab) and « Annuler la facture » (write right, a reason). Esc quits.
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Button, Card, Descriptions, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import {
  DOCUMENT_KIND_LABELS,
  type InvoiceDetail,
  type InvoicePaymentDto,
} from '../../../service/domains/billing/read-contract';
import { INVOICE_TYPE } from '../../../service/domains/payment/kinds';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDate, formatDateTime, formatMoney } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { bookingResumePath } from '../booking/lists/booking-columns';
import { InvoiceTypeTag } from './bill-columns';
import { billingQueries, useCancelInvoice } from './billing.queries';
import { CancelInvoiceModal } from './CancelInvoiceModal';
import { InvoiceParties } from './InvoiceParties';
import { InvoiceLines, InvoiceTotals } from './InvoiceTotals';

const period = (b: InvoiceDetail) =>
  b.serviceStart ? `du ${formatDate(b.serviceStart)} au ${formatDate(b.serviceEnd ?? b.serviceStart)}` : '';

/** A short value kept on one line: the long payment terms must not squeeze a number or a date onto two. */
const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

function headerItems(b: InvoiceDetail) {
  return [
    { key: 'number', label: 'Numéro', children: oneLine(b.number) },
    { key: 'type', label: 'Type', children: <InvoiceTypeTag type={b.type} /> },
    { key: 'kind', label: 'Document', children: DOCUMENT_KIND_LABELS[b.documentKind] ?? '' },
    { key: 'issued', label: 'Date', children: oneLine(formatDate(b.issuedOn)) },
    { key: 'due', label: 'Échéance', children: oneLine(formatDate(b.dueDate)) },
    { key: 'service', label: 'Prestation', children: period(b) },
    { key: 'year', label: 'Exercice', children: oneLine(b.financialYearLabel) },
    {
      key: 'booking',
      label: 'Réservation',
      children:
        b.bookingId && b.bookingCustomerId && b.bookingKind ? (
          <Link to={bookingResumePath({ id: b.bookingId, customerId: b.bookingCustomerId, kind: b.bookingKind })}>
            {oneLine(b.bookingCode ?? `n° ${b.bookingId}`)}
          </Link>
        ) : (
          ''
        ),
    },
    { key: 'terms', label: 'Conditions de paiement', children: b.paymentTerms ?? '' },
    {
      key: 'issuedBy',
      label: 'Émise',
      children: `${formatDateTime(b.createdAt)}${b.createdByName ? ` par ${b.createdByName}` : ''}`,
    },
  ];
}

function Links({ bill }: { bill: InvoiceDetail }) {
  if (bill.cancelledBy)
    return (
      <Alert
        type="warning"
        showIcon
        message={
          <span>
            Facture annulée le {formatDate(bill.cancelledBy.issuedOn)} par la facture d'annulation{' '}
            <Link to={`/bill/${bill.cancelledBy.id}`}>{bill.cancelledBy.number}</Link>
          </span>
        }
      />
    );
  if (bill.cancels)
    return (
      <Alert
        type="info"
        showIcon
        message={
          <span>
            Annule la facture <Link to={`/bill/${bill.cancels.id}`}>{bill.cancels.number}</Link>
          </span>
        }
      />
    );
  return null;
}

function Payments({ payments }: { payments: InvoicePaymentDto[] }) {
  return (
    <Table<InvoicePaymentDto>
      aria-label="Paiements de la réservation"
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      dataSource={payments}
      locale={{ emptyText: 'Aucun paiement' }}
      columns={[
        { key: 'paidOn', title: 'Date', width: 100, render: (_, p) => formatDate(p.paidOn) },
        { key: 'method', dataIndex: 'methodLabel', title: 'Moyen de paiement' },
        {
          key: 'state',
          title: 'État',
          width: 120,
          render: (_, p) => (p.isCancellation ? 'Annulation' : p.isCancelled ? 'Annulé' : ''),
        },
        { key: 'amount', title: 'Montant', align: 'right', width: 120, render: (_, p) => formatMoney(p.amountCents) },
      ]}
    />
  );
}

export default function BillPage() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const id = Number(params.billId) || 0;
  const navigate = useNavigate();
  const { data: bill, error } = useQuery(billingQueries.invoice(id));
  const canWrite = useRight('payment_invoice_bill_list').canWrite;
  const cancel = useCancelInvoice();
  const [isAsking, setAsking] = useState(false);
  const quit = () => void navigate({ to: '/bill-list' });
  const print = () => window.open(`/rest/billing/invoice/${id}/pdf`, '_blank', 'noopener');
  useShortcuts({ Escape: quit, F8: bill ? print : undefined });
  if (error) return <Alert type="error" showIcon message={error.message} />;
  if (!bill) return <Spin style={{ display: 'block', margin: 48 }} />;
  const canCancel = canWrite && bill.type === INVOICE_TYPE.invoice;
  return (
    <Card
      size="small"
      title={
        <Space>
          <span>Facture {bill.number}</span>
          <InvoiceTypeTag type={bill.type} />
        </Space>
      }
      extra={
        <Space>
          <Button icon={<PrinterOutlined />} onClick={print}>
            Imprimer (F8)
          </Button>
          {canCancel && (
            <Button danger icon={<StopOutlined />} onClick={() => setAsking(true)}>
              Annuler la facture
            </Button>
          )}
          <Button onClick={quit}>Quitter</Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Links bill={bill} />
        <Descriptions size="small" bordered column={3} items={headerItems(bill)} />
        <InvoiceParties seller={bill.seller} buyer={bill.buyer} />
        <InvoiceLines lines={bill.lines} />
        <InvoiceTotals bill={bill} />
        {bill.bookingId && (
          <Card size="small" title="Paiements de la réservation">
            <Payments payments={bill.payments} />
          </Card>
        )}
      </Space>
      {isAsking && (
        <CancelInvoiceModal
          number={bill.number}
          isSaving={cancel.isPending}
          onCancel={() => setAsking(false)}
          onOk={(reason) =>
            cancel.mutate(
              { id: bill.id, reason },
              {
                onSuccess: (answer) => {
                  setAsking(false);
                  notify('success', `Facture d'annulation ${answer.number} émise`);
                  void navigate({ to: `/bill/${answer.id}` });
                },
              },
            )
          }
        />
      )}
    </Card>
  );
}
