// One e-mail, opened from the history or a booking: its envelope and outcome, its body rendered in
// a sandboxed frame (no script, no same-origin access: a model's HTML cannot reach the session),
// its attachments to download, and « Renvoyer » for a failed one (write right).
import { PaperClipOutlined, RedoOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { download } from '../../api/client';
import { formatDateTime } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { MailStatusTag } from './MailStatusTag';
import { mailQueries, useResendMail } from './mail.queries';
import { kindLabel } from './mail-labels';

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} o` : `${(bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Ko`;

export function MailDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('mail');
  const { data: mail } = useQuery({ ...mailQueries.detail(id ?? 0), enabled: id !== undefined });
  const canResend = useRight('document_email_email_history').canWrite;
  const resend = useResendMail();
  const title = mail ? t('detail.title', { date: formatDateTime(mail.createdAt) }) : '';
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      width={820}
      title={title}
      extra={
        mail?.status === 'failed' &&
        canResend && (
          <Button
            icon={<RedoOutlined />}
            loading={resend.isPending}
            onClick={() =>
              void resend.mutateAsync(mail.id).then(
                () => notify('success', t('detail.resent')),
                () => undefined,
              )
            }
          >
            {t('detail.resend')}
          </Button>
        )
      }
    >
      {!mail ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={1}
            styles={{ label: { width: 150 } }}
            items={[
              { key: 'kind', label: t('history.columns.kind'), children: kindLabel(mail.kind) },
              { key: 'to', label: t('detail.to'), children: mail.to.join(', ') },
              ...(mail.cc.length ? [{ key: 'cc', label: t('detail.cc'), children: mail.cc.join(', ') }] : []),
              { key: 'subject', label: t('detail.subject'), children: mail.subject },
              { key: 'status', label: t('detail.status'), children: <MailStatusTag status={mail.status} /> },
              { key: 'attempts', label: t('detail.attempts'), children: mail.attempts },
              ...(mail.sentAt
                ? [{ key: 'sentAt', label: t('detail.sentAt'), children: formatDateTime(mail.sentAt) }]
                : []),
              ...(mail.status === 'pending' && mail.nextAttemptAt
                ? [{ key: 'next', label: t('detail.nextAttemptAt'), children: formatDateTime(mail.nextAttemptAt) }]
                : []),
              ...(mail.lastError
                ? [
                    {
                      key: 'error',
                      label: t('detail.error'),
                      children: <Typography.Text type="danger">{mail.lastError}</Typography.Text>,
                    },
                  ]
                : []),
              ...(mail.messageId
                ? [{ key: 'messageId', label: t('detail.messageId'), children: <code>{mail.messageId}</code> }]
                : []),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('detail.attachments')}
          </Typography.Title>
          <List
            size="small"
            bordered
            locale={{ emptyText: t('detail.noAttachment') }}
            dataSource={mail.attachments}
            renderItem={(a) => (
              <List.Item>
                {a.isAvailable ? (
                  <Button
                    type="link"
                    size="small"
                    icon={<PaperClipOutlined />}
                    onClick={() => void download(`mail/history/${mail.id}/attachment/${a.id}`)}
                  >
                    {a.fileName}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">
                    <PaperClipOutlined /> {a.fileName} ({t('detail.purged')})
                  </Typography.Text>
                )}
                <Typography.Text type="secondary">{size(a.size)}</Typography.Text>
              </List.Item>
            )}
          />
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('detail.body')}
          </Typography.Title>
          <iframe
            title={t('detail.body')}
            sandbox=""
            srcDoc={mail.html}
            style={{ width: '100%', height: 420, border: '1px solid #d9d9d9', background: '#fff' }}
          />
        </>
      )}
    </Drawer>
  );
}
