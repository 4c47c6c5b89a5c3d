// The access log: every decision of the devices, newest first, by period, device, decision or
// value; the page and filters kept like every list's.
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useTableState } from '../../entity/table-state';
import { formatDateTime } from '../../format';
import { type AccessLogFilters, type AccessLogRow, accessQueries } from './access.queries';

export function AccessLogTab() {
  const { t } = useTranslation('access');
  const [table, setTable] = useTableState('access-log');
  const filters = table.filters as AccessLogFilters;
  const { data, isFetching } = useQuery(accessQueries.log(filters, table.page, table.pageSize));
  const devices = useQuery(accessQueries.devices()).data ?? [];
  const filter = (patch: AccessLogFilters) => setTable({ filters: { ...filters, ...patch }, page: 1 });

  const columns: ColumnsType<AccessLogRow> = [
    { key: 'at', title: t('log.at'), width: 140, render: (_, r) => formatDateTime(r.at) },
    { key: 'device', title: t('log.device'), width: 180, dataIndex: 'device' },
    {
      key: 'credential',
      title: t('log.credential'),
      width: 200,
      render: (_, r) => `${t(`credentialKinds.${r.credentialKind}`)} ${r.value}`,
    },
    {
      key: 'booking',
      title: t('log.booking'),
      render: (_, r) => [r.bookingCode, r.customerName].filter(Boolean).join(' · '),
    },
    {
      key: 'decision',
      title: t('log.decision'),
      width: 260,
      render: (_, r) => (
        <Tag color={r.isAllowed ? 'green' : 'red'}>
          {r.isAllowed ? t('log.allowed') : `${t('log.refused')} : ${r.reasonLabel}`}
        </Tag>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <DatePicker.RangePicker
          aria-label={t('log.period')}
          format="DD/MM/YYYY"
          placeholder={[t('log.from'), t('log.to')]}
          allowEmpty={[true, true]}
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(range) => filter({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
        <Select
          aria-label={t('log.device')}
          placeholder={t('log.device')}
          allowClear
          style={{ width: 200 }}
          options={devices.map((d) => ({ value: d.id, label: d.label }))}
          value={filters.deviceId}
          onChange={(deviceId?: number) => filter({ deviceId })}
        />
        <Select
          aria-label={t('log.decision')}
          placeholder={t('log.decision')}
          allowClear
          style={{ width: 150 }}
          options={[
            { value: 1, label: t('log.allowed') },
            { value: 0, label: t('log.refused') },
          ]}
          value={filters.isAllowed === undefined ? undefined : filters.isAllowed ? 1 : 0}
          onChange={(v?: number) => filter({ isAllowed: v === undefined ? undefined : v === 1 })}
        />
        <Input.Search
          aria-label={t('log.value')}
          placeholder={t('log.value')}
          allowClear
          style={{ width: 240 }}
          defaultValue={filters.value}
          onSearch={(value) => filter({ value: value || undefined })}
        />
      </Space>
      <Table<AccessLogRow>
        rowKey="id"
        size="small"
        bordered
        aria-label={t('tabs.log')}
        loading={isFetching}
        dataSource={data?.items ?? []}
        columns={columns}
        pagination={{
          current: table.page,
          pageSize: table.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (count) => t('log.count', { count }),
          onChange: (page, pageSize) => setTable({ page, pageSize }),
        }}
      />
    </>
  );
}
