// /post-history (« Historique des écritures »): the money records written, newest first, paged and
// filtered by the service; each row shows its place in its chain and a red tag when its hash link
// no longer holds. Page, size and filters are kept like the other lists.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, DatePicker, Input, Select, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  type PostHistoryPage as Answer,
  POST_KINDS,
  type PostKind,
  type PostRow,
} from '../../../service/domains/ledger/post-history-contract';
import { api } from '../../api/client';
import { useTableState } from '../../entity/table-state';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDate, formatDateTime, formatMoney } from '../../format';

interface Filters {
  from?: string;
  to?: string;
  kind?: PostKind;
  q?: string;
}

export function PostHistoryPage() {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const [state, update] = useTableState('post-history');
  const filters = state.filters as Filters;
  const criteria = { ...filters, page: state.page, pageSize: state.pageSize };
  const { data, isFetching } = useQuery({
    queryKey: ['ledger', 'post-history', criteria],
    queryFn: () => api<Answer>('ledger/post-history', { body: criteria }),
    placeholderData: (previous) => previous,
  });
  const filter = (patch: Filters) => update({ filters: { ...filters, ...patch }, page: 1 });
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: quit });

  const columns: TableColumnsType<PostRow> = [
    {
      key: 'createdAt',
      title: t('history.columns.createdAt'),
      width: 140,
      render: (_, r) => formatDateTime(r.createdAt),
    },
    { key: 'day', title: t('history.columns.day'), width: 100, render: (_, r) => formatDate(r.day) },
    { key: 'kind', title: t('history.columns.kind'), width: 140, render: (_, r) => t(`history.kinds.${r.kind}`) },
    { key: 'number', title: t('history.columns.number'), dataIndex: 'number', width: 120 },
    { key: 'label', title: t('history.columns.label'), dataIndex: 'label' },
    {
      key: 'amount',
      title: t('history.columns.amount'),
      width: 120,
      align: 'right',
      render: (_, r) => formatMoney(r.amountCents),
    },
    { key: 'position', title: t('history.columns.position'), dataIndex: 'position', width: 90, align: 'right' },
    {
      key: 'link',
      title: t('history.columns.link'),
      width: 100,
      render: (_, r) =>
        r.isLinkOk ? (
          <Tag color="green">{t('history.linkOk')}</Tag>
        ) : (
          <Tooltip title={t('history.linkBrokenHelp')}>
            <Tag color="red">{t('history.linkBroken')}</Tag>
          </Tooltip>
        ),
    },
  ];

  return (
    <Card size="small" title={t('history.title')} extra={<Button onClick={quit}>{t('quit')}</Button>}>
      <Space wrap style={{ marginBottom: 8 }}>
        <DatePicker.RangePicker
          aria-label={t('history.period')}
          format="DD/MM/YYYY"
          allowEmpty={[true, true]}
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(range) => filter({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
        <Select
          aria-label={t('history.kind')}
          placeholder={t('history.kind')}
          allowClear
          style={{ width: 180 }}
          options={POST_KINDS.map((k) => ({ value: k, label: t(`history.kinds.${k}`) }))}
          value={filters.kind}
          onChange={(kind?: PostKind) => filter({ kind })}
        />
        <Input.Search
          aria-label={t('history.text')}
          placeholder={t('history.text')}
          allowClear
          enterButton={t('history.search')}
          defaultValue={filters.q}
          style={{ width: 320 }}
          onSearch={(q) => filter({ q: q.trim() || undefined })}
        />
      </Space>
      <Table<PostRow>
        size="small"
        bordered
        aria-label={t('history.label')}
        rowKey={(r) => `${r.kind}-${r.position}`}
        columns={columns}
        dataSource={data?.items}
        loading={isFetching && !data}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => update({ page, pageSize }),
        }}
      />
    </Card>
  );
}
