// The technical events journal: searched on the server by period, kind, user and text, newest
// first, a page at a time; a row expands to its detail.
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Descriptions, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TechEventDto } from '../../../service/domains/ledger/journal-contract';
import { useTableState } from '../../entity/table-state';
import { formatDateTime } from '../../format';
import { type JournalFilters, jetQueries } from './jet.queries';
import { entityLabel, kindChoices, kindLabel } from './kind-labels';

const kindColor = (kind: string) =>
  kind.endsWith('.failed') || kind.endsWith('.broken')
    ? 'red'
    : kind.endsWith('.warning') || kind.endsWith('.refused')
      ? 'orange'
      : 'default';

function Detail({ event }: { event: TechEventDto }) {
  const { t } = useTranslation('jet');
  const entries = Object.entries(event.detail);
  if (entries.length === 0) return <Typography.Text type="secondary">{t('noDetail')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      styles={{ label: { width: 220 } }}
      items={entries.map(([key, value]) => ({
        key,
        label: key,
        children: typeof value === 'object' ? <code>{JSON.stringify(value)}</code> : String(value),
      }))}
    />
  );
}

export function JournalTab() {
  const { t } = useTranslation('jet');
  // Filters, page and size survive leaving the screen, like every list's.
  const [table, setTable] = useTableState('jet-journal');
  const filters = table.filters as JournalFilters;
  const { data, isFetching } = useQuery(jetQueries.journal(filters, table.page, table.pageSize));
  const users = useQuery(jetQueries.users()).data ?? [];
  const filter = (patch: JournalFilters) => setTable({ filters: { ...filters, ...patch }, page: 1 });

  const columns: ColumnsType<TechEventDto> = [
    { key: 'at', title: t('columns.at'), width: 140, render: (_, e) => formatDateTime(e.at) },
    {
      key: 'kind',
      title: t('columns.kind'),
      width: 220,
      render: (_, e) => <Tag color={kindColor(e.kind)}>{kindLabel(e.kind)}</Tag>,
    },
    { key: 'summary', title: t('columns.summary'), dataIndex: 'summary' },
    { key: 'user', title: t('columns.user'), width: 150, render: (_, e) => e.userName ?? t('system') },
    {
      key: 'entity',
      title: t('columns.entity'),
      width: 140,
      render: (_, e) => (e.entity ? entityLabel(e.entity, e.entityId) : ''),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <DatePicker.RangePicker
          aria-label={t('filters.period')}
          format="DD/MM/YYYY"
          placeholder={[t('filters.from'), t('filters.to')]}
          allowEmpty={[true, true]}
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(range) => filter({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
        <Select
          aria-label={t('filters.kind')}
          placeholder={t('filters.kind')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 260 }}
          options={kindChoices()}
          value={filters.kind}
          onChange={(kind?: string) => filter({ kind })}
        />
        <Select
          aria-label={t('filters.user')}
          placeholder={t('filters.user')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 180 }}
          options={users.map((u) => ({ value: u.id, label: u.name }))}
          value={filters.userId}
          onChange={(userId?: number) => filter({ userId })}
        />
        <Input.Search
          aria-label={t('filters.text')}
          placeholder={t('filters.text')}
          allowClear
          style={{ width: 280 }}
          defaultValue={filters.text}
          onSearch={(text) => filter({ text: text || undefined })}
        />
      </Space>
      <Table<TechEventDto>
        rowKey="id"
        size="small"
        bordered
        aria-label={t('tabs.journal')}
        loading={isFetching}
        dataSource={data?.items ?? []}
        columns={columns}
        expandable={{ expandedRowRender: (event) => <Detail event={event} />, expandRowByClick: true }}
        pagination={{
          current: table.page,
          pageSize: table.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (count) => t('events', { count }),
          onChange: (page, pageSize) => setTable({ page, pageSize }),
        }}
      />
    </>
  );
}
