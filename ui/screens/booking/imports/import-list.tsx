// /booking-import-list: the bookings the online channels posted, newest first, filtered by
// decision, integration flag and arrival dates; a row opens its detail. Administrators manage the
// channels' API keys from here.
import { KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, DatePicker, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ImportRow } from '../../../../service/domains/booking-import/contract';
import { useTableState } from '../../../entity/table-state';
import { useShortcuts } from '../../../entity/useShortcuts';
import { formatDate, formatDateTime, formatMoney } from '../../../format';
import { useSession } from '../../../shell/session';
import { ApiKeysDrawer } from './ApiKeysDrawer';
import { type ImportFilters, importQueries } from './imports.queries';
import { decisionLabels, flagLabels } from './labels';

const columns: ColumnsType<ImportRow> = [
  { key: 'receivedAt', title: 'Reçue le', width: 140, render: (_, r) => formatDateTime(r.receivedAt) },
  { key: 'channel', title: 'Canal', dataIndex: 'channelLabel', width: 130 },
  { key: 'reference', title: 'Référence', dataIndex: 'externalReference', width: 130 },
  {
    key: 'decision',
    title: 'Décision',
    width: 110,
    render: (_, r) => (
      <Tag color={decisionLabels[r.decision].color}>
        {decisionLabels[r.decision].label}
        {r.isForced ? ' (forcée)' : ''}
      </Tag>
    ),
  },
  {
    key: 'flag',
    title: 'Intégration',
    width: 110,
    render: (_, r) => <Tag color={flagLabels[r.integrationFlag].color}>{flagLabels[r.integrationFlag].label}</Tag>,
  },
  { key: 'customer', title: 'Client', dataIndex: 'customerName', ellipsis: true },
  { key: 'arrival', title: 'Arrivée', width: 95, render: (_, r) => formatDate(r.arrivalDate) },
  { key: 'departure', title: 'Départ', width: 95, render: (_, r) => formatDate(r.departureDate) },
  {
    key: 'place',
    title: 'Hébergement',
    width: 150,
    ellipsis: true,
    render: (_, r) => (r.placeNumber ? `Place ${r.placeNumber}` : (r.placeTypeLabel ?? '')),
  },
  { key: 'persons', title: 'Pers.', dataIndex: 'personsCount', width: 60, align: 'right' },
  { key: 'amount', title: 'Montant', width: 100, align: 'right', render: (_, r) => formatMoney(r.amountCents) },
];

const choices = <K extends string>(labels: Record<K, { label: string }>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value].label }));

export default function ImportListPage() {
  const navigate = useNavigate();
  const isAdmin = useSession().user?.admin ?? false;
  // Filters, page and size survive leaving the screen, like every list's.
  const [table, setTable] = useTableState('booking-import-list');
  const filters = table.filters as ImportFilters;
  const [isKeysOpen, setKeysOpen] = useState(false);
  const { data, isFetching } = useQuery(importQueries.list(filters, table.page, table.pageSize));
  const filter = (patch: ImportFilters) => setTable({ filters: { ...filters, ...patch }, page: 1 });
  useShortcuts({ Escape: () => void navigate({ to: '/home' }) });

  return (
    <Card
      size="small"
      title="Réservations importées"
      extra={
        isAdmin && (
          <Button icon={<KeyOutlined />} onClick={() => setKeysOpen(true)}>
            Clés d'API
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Select
          aria-label="Décision"
          placeholder="Décision"
          allowClear
          style={{ width: 150 }}
          options={choices(decisionLabels)}
          value={filters.decision}
          onChange={(decision) => filter({ decision })}
        />
        <Select
          aria-label="Intégration"
          placeholder="Intégration"
          allowClear
          style={{ width: 150 }}
          options={choices(flagLabels).map((c) => (c.value === 'BLANK' ? { ...c, label: 'Vide' } : c))}
          value={filters.integrationFlag}
          onChange={(integrationFlag) => filter({ integrationFlag })}
        />
        <DatePicker.RangePicker
          aria-label="Arrivée"
          format="DD/MM/YYYY"
          placeholder={['Arrivée du', 'au']}
          value={[
            filters.arrivalFrom ? dayjs(filters.arrivalFrom) : null,
            filters.arrivalTo ? dayjs(filters.arrivalTo) : null,
          ]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            filter({
              arrivalFrom: range?.[0]?.format('YYYY-MM-DD') ?? null,
              arrivalTo: range?.[1]?.format('YYYY-MM-DD') ?? null,
            })
          }
        />
      </Space>
      <Table<ImportRow>
        rowKey="id"
        size="small"
        bordered
        loading={isFetching}
        dataSource={data?.items ?? []}
        columns={columns}
        onRow={(r) => ({
          onClick: () => void navigate({ to: `/booking-import/${r.id}` }),
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: table.page,
          pageSize: table.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (total) => `${total} réservation${total > 1 ? 's' : ''}`,
          onChange: (page, pageSize) => setTable({ page, pageSize }),
        }}
        scroll={{ x: 'max-content' }}
      />
      {isAdmin && <ApiKeysDrawer open={isKeysOpen} onClose={() => setKeysOpen(false)} />}
    </Card>
  );
}
