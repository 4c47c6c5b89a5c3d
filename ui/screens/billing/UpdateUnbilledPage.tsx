// /update-unbilled-bookings: the system tool listing the unbilled bookings whose stored amounts
// disagree with their rows (paid against their payment rows, total against their lines), and
// setting the ticked ones from their rows (write right). A billed booking is never touched.
import { SyncOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { StaleRow } from '../../../service/domains/billing/read-contract';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDate, formatMoney } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { billingQueries, useUpdateUnbilled } from './billing.queries';

const differs = (stored: number, fromRows: number | null) =>
  fromRows === null || fromRows === stored ? (
    formatMoney(stored)
  ) : (
    <span style={{ color: '#cf1322' }}>
      {formatMoney(stored)} → {formatMoney(fromRows)}
    </span>
  );

export default function UpdateUnbilledPage() {
  const navigate = useNavigate();
  const { data, isFetching } = useQuery(billingQueries.stale());
  const canWrite = useRight('system_update_unbilled_bookings').canWrite;
  const updateUnbilled = useUpdateUnbilled();
  const [ticked, setTicked] = useState<number[]>([]);
  useShortcuts({ Escape: () => void navigate({ to: '/home' }) });
  const run = () =>
    updateUnbilled.mutate(ticked, {
      onSuccess: (answer) => {
        setTicked([]);
        notify('success', `${answer.updated.length} réservation(s) mise(s) à jour`);
      },
    });
  const rows = data ?? [];
  return (
    <Card
      size="small"
      title="Mise à jour des réservations non facturées"
      extra={
        <Space>
          {canWrite && (
            <Button
              type="primary"
              icon={<SyncOutlined />}
              disabled={ticked.length === 0}
              loading={updateUnbilled.isPending}
              onClick={run}
            >
              Mettre à jour la sélection{ticked.length > 0 ? ` (${ticked.length})` : ''}
            </Button>
          )}
          {canWrite && rows.length > 0 && (
            <Button onClick={() => setTicked(rows.map((r) => r.id))}>Tout sélectionner</Button>
          )}
        </Space>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 8 }}
        message="Réservations non facturées dont le montant payé enregistré diffère de leurs paiements, ou le total de leurs lignes. La mise à jour reprend les montants des paiements et des lignes ; une réservation facturée n'est jamais modifiée."
      />
      <Table<StaleRow>
        aria-label="Réservations à mettre à jour"
        rowKey="id"
        size="small"
        bordered
        loading={isFetching && !data}
        dataSource={rows}
        pagination={{ pageSize: 50, showTotal: (total) => `${total} ligne${total > 1 ? 's' : ''}` }}
        locale={{ emptyText: 'Toutes les réservations non facturées sont à jour' }}
        rowSelection={
          canWrite
            ? { type: 'checkbox', columnWidth: 32, selectedRowKeys: ticked, onChange: (k) => setTicked(k.map(Number)) }
            : undefined
        }
        columns={[
          { key: 'code', dataIndex: 'code', title: 'Code', width: 110 },
          { key: 'customer', dataIndex: 'customerName', title: 'Client' },
          { key: 'start', title: 'Arrivée', width: 100, render: (_, r) => formatDate(r.startDate) },
          { key: 'end', title: 'Départ', width: 100, render: (_, r) => formatDate(r.endDate) },
          {
            key: 'paid',
            title: 'Payé (enregistré → paiements)',
            align: 'right',
            render: (_, r) => differs(r.paidCents, r.paidFromRowsCents),
          },
          {
            key: 'total',
            title: 'Total (enregistré → lignes)',
            align: 'right',
            render: (_, r) => differs(r.totalCents, r.totalFromLinesCents),
          },
        ]}
      />
    </Card>
  );
}
