// The booking's history, read only for everyone who may read the booking: each change with its
// date and time, user, event and one-line summary; a row opens on its detail (fields before →
// after, price before → after with the lines that changed, the price choice taken). It reloads
// whenever the sheet's copy of the booking changes (a save, an action).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Space, Table, Typography } from 'antd';
import {
  HISTORY_EVENT_LABELS,
  type HistoryDetail,
  type HistoryEntryDto,
} from '../../../../service/domains/booking/history-contract';
import { formatDateTime, formatMoney } from '../../../format';
import { bookingCalls, bookingKey, historyKey } from '../booking-api';

const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents));
const text = (value: string | null) => value ?? '—';

/** Keys of the detail other than the fields, price and choice: said as they are (a reason, a flag…). */
const OTHER_LABELS: Record<string, string> = { reason: 'Motif' };

function DetailView({ detail }: { detail: HistoryDetail }) {
  const { fields = [], price, choice } = detail;
  const others = Object.entries(detail).filter(([key]) => key in OTHER_LABELS);
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} className="history-detail">
      {fields.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey={(f) => f.field}
          dataSource={fields}
          aria-label="Champs avant et après"
          columns={[
            { title: 'Champ', dataIndex: 'field', width: 220 },
            { title: 'Avant', render: (_, f) => text(f.before) },
            { title: 'Après', render: (_, f) => text(f.after) },
          ]}
        />
      )}
      {price && (
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label="Prix avant">{money(price.beforeCents)}</Descriptions.Item>
          <Descriptions.Item label="Prix après">{money(price.afterCents)}</Descriptions.Item>
          {choice && (
            <Descriptions.Item label="Mise à jour du prix" span={2}>
              {choice.label}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      {price && price.lines.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey={(l) => price.lines.indexOf(l)}
          dataSource={price.lines}
          aria-label="Lignes de prix modifiées"
          columns={[
            { title: 'Ligne', dataIndex: 'label' },
            { title: 'Avant', width: 120, align: 'right', render: (_, l) => money(l.beforeCents) },
            { title: 'Après', width: 120, align: 'right', render: (_, l) => money(l.afterCents) },
          ]}
        />
      )}
      {others.map(([key, value]) => (
        <Typography.Text key={key}>
          {OTHER_LABELS[key]} : {String(value)}
        </Typography.Text>
      ))}
    </Space>
  );
}

const hasDetail = (d: HistoryDetail) =>
  (d.fields?.length ?? 0) > 0 || d.price !== undefined || Object.keys(d).some((k) => k in OTHER_LABELS);

export function HistoryTab({ bookingId }: { bookingId: number }) {
  // The sheet's copy of the booking: its every update (a save, an action) reloads the history.
  const { dataUpdatedAt } = useQuery({
    queryKey: bookingKey(bookingId),
    queryFn: () => bookingCalls.booking(bookingId),
    enabled: false,
  });
  const history = useQuery({
    queryKey: [...historyKey(bookingId), dataUpdatedAt],
    enabled: bookingId > 0,
    queryFn: () => bookingCalls.history(bookingId),
    placeholderData: keepPreviousData,
  });
  if (bookingId === 0)
    return <Alert type="info" showIcon message="L'historique commence à l'enregistrement de la réservation." />;
  return (
    <Table<HistoryEntryDto>
      size="small"
      className="booking-history"
      aria-label="Historique de la réservation"
      loading={history.isLoading}
      rowKey="id"
      dataSource={history.data ?? []}
      pagination={{ pageSize: 50, hideOnSinglePage: true, size: 'small' }}
      expandable={{
        rowExpandable: (e) => hasDetail(e.detail),
        expandedRowRender: (e) => <DetailView detail={e.detail} />,
      }}
      columns={[
        { title: 'Date et heure', width: 140, render: (_, e) => formatDateTime(e.at) },
        { title: 'Utilisateur', dataIndex: 'userName', width: 160 },
        { title: 'Événement', width: 170, render: (_, e) => HISTORY_EVENT_LABELS[e.event] ?? e.event },
        { title: 'Résumé', dataIndex: 'summary' },
      ]}
    />
  );
}
