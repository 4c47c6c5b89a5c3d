// /email-configuration-informations: what the box knows of its mail — the transport in use and
// where its settings come from (the database or BIVOUAC_SMTP_URL), the outbox's counts, the last error.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Descriptions, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDateTime } from '../../format';
import { MailConfigNav } from './MailConfigNav';
import { mailQueries } from './mail.queries';

export function MailInfoPage() {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  const { data } = useQuery(mailQueries.info());
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: quit });
  const none = t('info.none');
  return (
    <Card
      size="small"
      title={
        <Space size={16}>
          {t('info.title')}
          <MailConfigNav current="/email-configuration-informations" />
        </Space>
      }
      extra={<Button onClick={quit}>{t('quit')}</Button>}
    >
      {!data ? (
        <Spin />
      ) : (
        <Descriptions
          size="small"
          bordered
          column={1}
          style={{ maxWidth: 960 }}
          styles={{ label: { width: 260 } }}
          items={[
            { key: 'source', label: t('info.source'), children: t(`info.sources.${data.source}`) },
            { key: 'transport', label: t('info.transport'), children: data.transport ?? none },
            {
              key: 'security',
              label: t('info.security'),
              children: data.security ? t(`server.securities.${data.security}`) : none,
            },
            { key: 'user', label: t('info.user'), children: data.user ?? none },
            { key: 'from', label: t('info.from'), children: data.from ?? none },
            { key: 'pending', label: t('info.pending'), children: data.pending },
            { key: 'failed', label: t('info.failed'), children: data.failed },
            { key: 'sentToday', label: t('info.sentToday'), children: data.sentToday },
            {
              key: 'lastError',
              label: t('info.lastError'),
              children: data.lastError ? (
                <Typography.Text type="danger">
                  {t('info.lastErrorOf', {
                    date: formatDateTime(data.lastError.createdAt),
                    subject: data.lastError.subject,
                  })}{' '}
                  {data.lastError.error}
                </Typography.Text>
              ) : (
                t('info.noError')
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
