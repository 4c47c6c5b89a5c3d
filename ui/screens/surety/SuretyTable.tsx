// One list of the surety reminder screen, headed J-N: every row shown (no paging), the sent flags
// « Oui » or blank, the row's e-mail error; the columns of what the calculation mode asks.
// Double-clicking a row opens its booking's resume form in a new tab, to be closed after.
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CALCUL, type Calcul, GUARANTEE_STATUS_LABELS, type SuretyRow } from '../../../service/domains/surety/contract';
import { formatDate, formatMoney } from '../../format';
import { bookingResumePath } from '../booking/lists/booking-columns';

const yes = (flag: boolean) => (flag ? 'Oui' : '');

function columnsOf(calcul: Calcul): ColumnsType<SuretyRow> {
  const isSurety = calcul !== CALCUL.balance;
  const isBalance = calcul !== CALCUL.surety;
  const all: (ColumnsType<SuretyRow>[number] | false)[] = [
    { key: 'code', title: 'Code', dataIndex: 'bookingCode', width: 100 },
    { key: 'customer', title: 'Client', dataIndex: 'customerName' },
    { key: 'start', title: 'Arrivée', width: 100, render: (_, r) => formatDate(r.startDate) },
    { key: 'end', title: 'Départ', width: 100, render: (_, r) => formatDate(r.endDate) },
    isSurety && {
      key: 'surety',
      title: 'Caution',
      align: 'right',
      width: 100,
      render: (_, r) => formatMoney(r.suretyAmount),
    },
    isBalance && {
      key: 'balance',
      title: 'Solde',
      align: 'right',
      width: 100,
      render: (_, r) => formatMoney(r.balanceAmount),
    },
    isSurety && { key: 'suretySent', title: 'Caution envoyée', width: 90, render: (_, r) => yes(r.isSuretySend) },
    isBalance && { key: 'balanceSent', title: 'Solde envoyé', width: 90, render: (_, r) => yes(r.isBalanceSend) },
    isSurety && {
      key: 'suretyReminder',
      title: 'Relance caution',
      width: 90,
      render: (_, r) => yes(r.isSuretyReminderSend),
    },
    isBalance && {
      key: 'balanceReminder',
      title: 'Relance solde',
      width: 90,
      render: (_, r) => yes(r.isBalanceSendReminder),
    },
    isSurety && {
      key: 'guarantee',
      title: 'Caution en ligne',
      width: 110,
      render: (_, r) => (r.guaranteeStatus ? GUARANTEE_STATUS_LABELS[r.guaranteeStatus] : ''),
    },
    {
      key: 'error',
      title: 'Erreur',
      render: (_, r) => (r.error ? <Typography.Text type="danger">{r.error}</Typography.Text> : ''),
    },
  ];
  return all.filter((c) => c !== false);
}

/** The booking's resume form in a new tab, which closes itself once the booking is saved. */
function openResume(row: SuretyRow) {
  const path = bookingResumePath({ id: row.bookingId, customerId: row.customerId, kind: row.statusId });
  window.open(`${path}?closeBookingAfter=true`, '_blank');
}

export function SuretyTable({ title, rows, calcul }: { title: string; rows: SuretyRow[]; calcul: Calcul }) {
  return (
    <section aria-label={title}>
      <Table<SuretyRow>
        title={() => <Typography.Text strong>{title}</Typography.Text>}
        rowKey="bookingId"
        size="small"
        bordered
        dataSource={rows}
        columns={columnsOf(calcul)}
        pagination={false}
        locale={{ emptyText: 'Aucun séjour' }}
        onRow={(row) => ({ onDoubleClick: () => openResume(row) })}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
