// The three verification screens: bookings invoiced twice (/verif-double-bill), invoices due and
// stays ended unbilled (/verif-due-bill), payments without their document and breaks of the
// payment chains (/verif-tickets-payment).
import { Table, type TableColumnsType, Typography } from 'antd';
import type {
  DoubleBillReport,
  DoubleBillRow,
  DueBillReport,
  DueBillRow,
  Finding,
  TicketsPaymentReport,
  UnbilledStayRow,
} from '../../../service/domains/ledger/contract';
import { formatDate, formatMoney } from '../../format';
import { t } from '../../i18n';
import { VerificationFrame } from './VerificationFrame';

const money = (cents: number) => formatMoney(cents);
const right = { align: 'right' as const };

const findingColumns: TableColumnsType<Finding> = [
  { title: t('verification:columns.table'), dataIndex: 'table', width: 160 },
  { title: t('verification:columns.row'), dataIndex: 'rowId', width: 80, ...right },
  { title: t('verification:columns.number'), dataIndex: 'number', width: 120 },
  { title: t('verification:columns.finding'), dataIndex: 'message' },
];

function Findings({ title, rows }: { title: string; rows: Finding[] }) {
  return (
    <Table<Finding>
      size="small"
      bordered
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      aria-label={title}
      rowKey={(f) => `${f.table}-${f.rowId}-${f.message}`}
      columns={findingColumns}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      locale={{ emptyText: t('verification:noneF') }}
    />
  );
}

const doubleColumns: TableColumnsType<DoubleBillRow> = [
  {
    title: t('verification:columns.booking'),
    dataIndex: 'bookingCode',
    width: 120,
    render: (v, r) => v ?? r.bookingId,
  },
  { title: t('verification:columns.customer'), dataIndex: 'customerName' },
  { title: t('verification:columns.invoices'), dataIndex: 'numbers', render: (v: string[]) => v.join(', ') },
  { title: t('verification:columns.billed'), dataIndex: 'totalCents', width: 130, ...right, render: money },
];

export function DoubleBillPage() {
  return (
    <VerificationFrame<DoubleBillReport>
      title={t('verification:doubleBill.title')}
      intro={t('verification:doubleBill.intro')}
      path="verif-double-bill"
      functionality="system_verif_double_bill"
      isClean={(r) => r.bookings.length === 0 && r.duplicateNumbers.length === 0}
    >
      {(r) => (
        <>
          <Table<DoubleBillRow>
            size="small"
            bordered
            title={() => <Typography.Text strong>{t('verification:doubleBill.bookings')}</Typography.Text>}
            aria-label={t('verification:doubleBill.bookings')}
            rowKey="bookingId"
            columns={doubleColumns}
            dataSource={r.bookings}
            pagination={false}
            locale={{ emptyText: t('verification:noneF') }}
          />
          <Findings title={t('verification:doubleBill.numbers')} rows={r.duplicateNumbers} />
        </>
      )}
    </VerificationFrame>
  );
}

const dueColumns: TableColumnsType<DueBillRow> = [
  { title: t('verification:columns.customer'), dataIndex: 'customerName' },
  { title: t('verification:columns.invoice'), dataIndex: 'number', width: 130 },
  { title: t('verification:columns.dueDate'), dataIndex: 'dueDate', width: 110, render: formatDate },
  { title: t('verification:columns.total'), dataIndex: 'totalCents', width: 120, ...right, render: money },
  { title: t('verification:columns.paid'), dataIndex: 'paidCents', width: 120, ...right, render: money },
  { title: t('verification:columns.remaining'), dataIndex: 'remainingCents', width: 120, ...right, render: money },
];

const unbilledColumns: TableColumnsType<UnbilledStayRow> = [
  {
    title: t('verification:columns.booking'),
    dataIndex: 'bookingCode',
    width: 120,
    render: (v, r) => v ?? r.bookingId,
  },
  { title: t('verification:columns.customer'), dataIndex: 'customerName' },
  { title: t('verification:columns.arrival'), dataIndex: 'startDate', width: 110, render: formatDate },
  { title: t('verification:columns.departure'), dataIndex: 'endDate', width: 110, render: formatDate },
  { title: t('verification:columns.total'), dataIndex: 'totalCents', width: 120, ...right, render: money },
];

export function DueBillPage() {
  return (
    <VerificationFrame<DueBillReport>
      title={t('verification:dueBill.title')}
      intro={t('verification:dueBill.intro')}
      path="verif-due-bill"
      functionality="system_verif_due_bill"
      isClean={(r) => r.invoices.length === 0 && r.unbilledStays.length === 0}
    >
      {(r) => (
        <>
          <Table<DueBillRow>
            size="small"
            bordered
            title={() => <Typography.Text strong>{t('verification:dueBill.invoices')}</Typography.Text>}
            aria-label={t('verification:dueBill.invoices')}
            rowKey="invoiceId"
            columns={dueColumns}
            dataSource={r.invoices}
            pagination={r.invoices.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            locale={{ emptyText: t('verification:noneF') }}
          />
          <Table<UnbilledStayRow>
            size="small"
            bordered
            title={() => <Typography.Text strong>{t('verification:dueBill.unbilled')}</Typography.Text>}
            aria-label={t('verification:dueBill.unbilled')}
            rowKey="bookingId"
            columns={unbilledColumns}
            dataSource={r.unbilledStays}
            pagination={r.unbilledStays.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            locale={{ emptyText: t('verification:noneM') }}
          />
        </>
      )}
    </VerificationFrame>
  );
}

export function TicketsPaymentPage() {
  return (
    <VerificationFrame<TicketsPaymentReport>
      title={t('verification:ticketsPayment.title')}
      intro={t('verification:ticketsPayment.intro')}
      path="verif-tickets-payment"
      functionality="system_verif_tickets_payment"
      isClean={(r) => r.findings.length === 0}
    >
      {(r) => <Findings title={t('verification:ticketsPayment.findings')} rows={r.findings} />}
    </VerificationFrame>
  );
}
