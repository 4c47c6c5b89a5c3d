// The e-mails of one booking, for its sheet, served with its documents (the booking's own read right).
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MailRows } from './MailRows';
import { mailQueries } from './mail.queries';

export function BookingMails({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('mail');
  const { data, isFetching } = useQuery(mailQueries.ofBooking(bookingId));
  return (
    <>
      <Typography.Text strong>{t('booking.title')}</Typography.Text>
      <MailRows rows={data ?? []} isLoading={isFetching} label={t('booking.title')} emptyText={t('booking.none')} />
    </>
  );
}
