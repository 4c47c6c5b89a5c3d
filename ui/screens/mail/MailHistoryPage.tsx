// /email-history-list-page/:entityId (functionality document_email_email_history): the e-mails
// sent, entity 0 for all of them (the top and user menus), otherwise a customer's id for that
// customer's. Searched and paged on the server, newest first; filters, page and size kept per
// browser like every list's; a row opens the e-mail in a drawer.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Button, Card, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_STATUSES, type MailRowDto } from '../../../service/domains/mail/contract';
import { useTableState } from '../../entity/table-state';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDateTime } from '../../format';
import { MailDrawer } from './MailDrawer';
import { MailStatusTag } from './MailStatusTag';
import { type MailFilters, mailQueries } from './mail.queries';
import { kindChoices, kindLabel } from './mail-labels';

export function MailHistoryPage() {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const customerId = /^\d+$/.test(params.entityId ?? '') ? Number(params.entityId) : 0;
  const [table, setTable] = useTableState(customerId ? 'email-history-customer' : 'email-history');
  const filters = table.filters as MailFilters;
  const { data, isFetching } = useQuery(mailQueries.history(customerId, filters, table.page, table.pageSize));
  const [openId, setOpenId] = useState<number>();
  const filter = (patch: MailFilters) => setTable({ filters: { ...filters, ...patch }, page: 1 });
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: openId === undefined ? quit : () => setOpenId(undefined) });

  const columns: ColumnsType<MailRowDto> = [
    {
      key: 'createdAt',
      title: t('history.columns.createdAt'),
      width: 140,
      render: (_, m) => formatDateTime(m.createdAt),
    },
    { key: 'kind', title: t('history.columns.kind'), width: 220, render: (_, m) => kindLabel(m.kind) },
    { key: 'to', title: t('history.columns.to'), width: 230, ellipsis: true, render: (_, m) => m.to.join(', ') },
    { key: 'subject', title: t('history.columns.subject'), dataIndex: 'subject', ellipsis: true },
    {
      key: 'status',
      title: t('history.columns.status'),
      width: 100,
      render: (_, m) => <MailStatusTag status={m.status} />,
    },
    { key: 'attempts', title: t('history.columns.attempts'), width: 70, align: 'right', dataIndex: 'attempts' },
    {
      key: 'error',
      title: t('history.columns.error'),
      width: 260,
      ellipsis: true,
      render: (_, m) => (m.lastError ? <Typography.Text type="danger">{m.lastError}</Typography.Text> : ''),
    },
  ];

  return (
    <Card
      size="small"
      title={customerId ? t('history.titleCustomer', { id: customerId }) : t('history.title')}
      extra={<Button onClick={quit}>{t('history.quit')}</Button>}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <DatePicker.RangePicker
          aria-label={t('history.filters.period')}
          format="DD/MM/YYYY"
          placeholder={[t('history.filters.from'), t('history.filters.to')]}
          allowEmpty={[true, true]}
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(range) => filter({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
        <Select
          aria-label={t('history.filters.status')}
          placeholder={t('history.filters.status')}
          allowClear
          style={{ width: 150 }}
          options={MAIL_STATUSES.map((s) => ({ value: s, label: t(`history.statuses.${s}`) }))}
          value={filters.status}
          onChange={(status?: MailFilters['status']) => filter({ status })}
        />
        <Select
          aria-label={t('history.filters.kind')}
          placeholder={t('history.filters.kind')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 230 }}
          options={kindChoices()}
          value={filters.kind}
          onChange={(kind?: string) => filter({ kind })}
        />
        <Input.Search
          aria-label={t('history.filters.text')}
          placeholder={t('history.filters.text')}
          allowClear
          style={{ width: 280 }}
          defaultValue={filters.text}
          onSearch={(text) => filter({ text: text || undefined })}
        />
      </Space>
      <Table<MailRowDto>
        rowKey="id"
        size="small"
        bordered
        aria-label={t('history.title')}
        loading={isFetching}
        dataSource={data?.items ?? []}
        columns={columns}
        onRow={(m) => ({
          onClick: () => setOpenId(m.id),
          onKeyDown: (e) => {
            if (e.key === 'Enter') setOpenId(m.id);
          },
          tabIndex: 0,
          title: t('history.open'),
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: table.page,
          pageSize: table.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (count) => t('history.count', { count }),
          onChange: (page, pageSize) => setTable({ page, pageSize }),
        }}
      />
      <MailDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </Card>
  );
}
