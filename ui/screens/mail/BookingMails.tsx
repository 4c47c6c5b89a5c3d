// The e-mails of one booking, for its sheet: newest first, each opening in the e-mail drawer.
// Reads `mail/booking/:id` with the booking's own read right.
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailRowDto } from '../../../service/domains/mail/contract';
import { formatDateTime } from '../../format';
import { MailDrawer } from './MailDrawer';
import { MailStatusTag } from './MailStatusTag';
import { mailQueries } from './mail.queries';
import { kindLabel } from './mail-labels';

export function BookingMails({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('mail');
  const { data, isFetching } = useQuery(mailQueries.ofBooking(bookingId));
  const [openId, setOpenId] = useState<number>();
  return (
    <>
      <Table<MailRowDto>
        rowKey="id"
        size="small"
        bordered
        aria-label={t('booking.title')}
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: t('booking.none') }}
        onRow={(m) => ({ onClick: () => setOpenId(m.id), style: { cursor: 'pointer' } })}
        columns={[
          {
            key: 'at',
            title: t('history.columns.createdAt'),
            width: 140,
            render: (_, m) => formatDateTime(m.createdAt),
          },
          { key: 'kind', title: t('history.columns.kind'), width: 190, render: (_, m) => kindLabel(m.kind) },
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
