// A short list of e-mails (a booking's, a customer's latest), newest first, each opening in the
// e-mail drawer.
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailListRow } from '../../../service/domains/mail/contract';
import { formatDateTime } from '../../format';
import { MailDrawer } from './MailDrawer';
import { MailStatusTag } from './MailStatusTag';
import { kindLabel } from './mail-labels';

interface Props {
  rows: readonly MailListRow[];
  label: string;
  emptyText: string;
  isLoading?: boolean;
}

export function MailRows({ rows, label, emptyText, isLoading = false }: Props) {
  const { t } = useTranslation('mail');
  const [openId, setOpenId] = useState<number>();
  return (
    <>
      <Table<MailListRow>
        rowKey="id"
        size="small"
        bordered
        aria-label={label}
        loading={isLoading}
        dataSource={[...rows]}
        pagination={false}
        locale={{ emptyText }}
        onRow={(m) => ({ onClick: () => setOpenId(m.id), style: { cursor: 'pointer' } })}
        columns={[
          {
            key: 'at',
            title: t('history.columns.createdAt'),
            width: 140,
            render: (_, m) => formatDateTime(m.createdAt),
          },
          { key: 'kind', title: t('history.columns.kind'), width: 220, render: (_, m) => kindLabel(m.kind) },
          { key: 'to', title: t('history.columns.to'), render: (_, m) => m.to.join(', ') },
          { key: 'subject', title: t('history.columns.subject'), dataIndex: 'subject' },
          {
            key: 'status',
            title: t('history.columns.status'),
            width: 100,
            render: (_, m) => <MailStatusTag status={m.status} />,
          },
        ]}
      />
      <MailDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}
